import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt } from "../../test/render-at.tsx";
import { mockReplenishmentScreens, page, scan, task } from "./replenishment-fixtures.ts";
import { ReplenishmentScreen } from "./replenishment-screen.tsx";

await i18nReady;

const { api } = mockReplenishmentScreens();

beforeEach(() => {
  api.list.mockResolvedValue(page([task()]));
  api.confirm.mockResolvedValue(task({ status: "done", moved: 3, done_by: "demo-operator" }));
});

/** The Tasks tab, the open task's "Do it" pressed: its scan panel, the scan field ready. */
async function openPanel() {
  renderAt("/p/replenishment?tab=tasks", <ReplenishmentScreen />);
  const table = await screen.findByTestId("replenishment-tasks");
  const row = (await within(table).findByText("RP202606010001")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByTestId("replenishment-do"));
  const panel = await screen.findByTestId("replenishment-scan-panel");
  return { panel, field: within(panel).getByTestId("replenishment-scan") };
}

const units = () => screen.getByLabelText("Units moved") as HTMLInputElement;

describe("the replenishment scan panel", () => {
  it("shows the task as instructions: from, item and units, to", async () => {
    const { panel } = await openPanel();
    const steps = within(panel).getByTestId("replenishment-instructions");
    for (const text of ["S-03-02", "EB-100-BLK", "Earbuds black", "Batch L7", "17 units to move", "P-01-01"])
      expect(within(steps).getByText(text)).toBeTruthy();
    expect(within(panel).getByPlaceholderText("Scan the storage bin S-03-02")).toBeTruthy();
    expect(units().value).toBe("0");
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByTestId("replenishment-scan")));
  });

  it("walks the bin, the item's scans and the pick face (any case), and sends the task's codes matched", async () => {
    const { field } = await openPanel();
    scan(field, "s-03-02");
    scan(field, "EB-100-BLK");
    scan(field, "0123456789012");
    await waitFor(() => expect(units().value).toBe("2"));
    expect(
      screen.getByPlaceholderText("Scan EB-100-BLK for each unit, then the pick face P-01-01"),
    ).toBeTruthy();
    scan(field, "eb-100-blk");
    await waitFor(() => expect(units().value).toBe("3"));
    scan(field, "p-01-01");
    await waitFor(() =>
      expect(api.confirm).toHaveBeenCalledWith({
        task_id: "rp-1",
        from_location_code: "S-03-02",
        code: "EB-100-BLK",
        to_location_code: "P-01-01",
        quantity: 3,
      }),
    );
    expect(
      await screen.findByText("Replenishment RP202606010001 done: 3 units moved to P-01-01"),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("replenishment-scan")).toBeNull());
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it("refuses a wrong bin, then a wrong item, here, and sends the units typed", async () => {
    const { field } = await openPanel();
    scan(field, "S-09-09");
    expect((await screen.findByTestId("replenishment-scan-error")).textContent).toContain(
      "Wrong bin: scan the storage bin S-03-02",
    );
    expect(screen.getByPlaceholderText("Scan the storage bin S-03-02")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    scan(field, "S-03-02");
    scan(field, "CASE-1");
    expect(await screen.findByText("Wrong item: scan EB-100-BLK or its barcode")).toBeTruthy();
    scan(field, "0123456789012");
    await waitFor(() => expect(units().value).toBe("1"));
    expect(screen.queryByTestId("replenishment-scan-error")).toBeNull();
    scan(field, "S-03-02");
    expect(
      await screen.findByText("Scan EB-100-BLK for another unit, or the pick face P-01-01 to finish"),
    ).toBeTruthy();
    fireEvent.change(units(), { target: { value: "12" } });
    scan(field, "P-01-01");
    await waitFor(() =>
      expect(api.confirm).toHaveBeenCalledWith({
        task_id: "rp-1",
        from_location_code: "S-03-02",
        code: "0123456789012",
        to_location_code: "P-01-01",
        quantity: 12,
      }),
    );
  });

  it("shows the server's refusal by the field, keeps the scans and the focus there", async () => {
    api.confirm.mockRejectedValue(
      new ApiError(4009, "Only 2 of EB-100-BLK are free at S-03-02 now: move that many or cancel the task"),
    );
    const { field } = await openPanel();
    scan(field, "S-03-02");
    scan(field, "EB-100-BLK");
    scan(field, "EB-100-BLK");
    scan(field, "EB-100-BLK");
    scan(field, "P-01-01");
    expect((await screen.findByTestId("replenishment-scan-error")).textContent).toContain(
      "Only 2 of EB-100-BLK are free at S-03-02 now",
    );
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(units().value).toBe("3");
    fireEvent.change(units(), { target: { value: "2" } });
    api.confirm.mockResolvedValue(task({ status: "done", moved: 2 }));
    scan(field, "P-01-01");
    await waitFor(() =>
      expect(api.confirm).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 2 })),
    );
    expect(
      await screen.findByText("Replenishment RP202606010001 done: 2 units moved to P-01-01"),
    ).toBeTruthy();
  });
});
