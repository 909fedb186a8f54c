import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import {
  customersPage,
  definition,
  mockVasScreens,
  page,
  shipperProviders,
  vasOrder,
} from "./vas-fixtures.ts";
import { DsVasScreen, PVasScreen } from "./vas-screen.tsx";

await i18nReady;

const { api, storage, products } = mockVasScreens();

beforeEach(() => {
  api.list.mockResolvedValue(page([vasOrder()]));
  storage.definitions.mockResolvedValue([definition({})]);
  products.customers.mockResolvedValue(customersPage);
});

const told =
  "Work order VA202606010001 is done or cancelled already: only a requested one can be done or cancelled";

async function open(action: "Record done…" | "Cancel…", testId: string, shipper = false) {
  if (shipper) renderAt("/ds/vas", <DsVasScreen />, shipperOf(shipperProviders));
  else renderAt("/p/vas", <PVasScreen />);
  const table = await screen.findByTestId("vas-list");
  const row = (await within(table).findByText("VA202606010001")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: action }));
  return screen.findByTestId(testId);
}

const units = (dialog: HTMLElement) => within(dialog).getByLabelText("Units done", { selector: "input" });

describe("recording work done", () => {
  it("starts at the units asked, refuses more, and sends the units done and the note", async () => {
    api.complete.mockResolvedValue(vasOrder({ status: "done", done_quantity: 38, actions: [] }));
    const dialog = await open("Record done…", "vas-complete-modal");
    expect(dialog.textContent).toContain("Labelling of EB-100-BLK: 40 units asked.");
    await waitFor(() => expect((units(dialog) as HTMLInputElement).value).toBe("40"));
    fireEvent.change(units(dialog), { target: { value: "41" } });
    fireEvent.click(screen.getByTestId("vas-complete-ok"));
    expect(
      await within(dialog).findByText("Enter a whole number of units from 1 to 40, the units asked for"),
    ).toBeTruthy();
    expect(api.complete).not.toHaveBeenCalled();

    fireEvent.change(units(dialog), { target: { value: "38" } });
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), {
      target: { value: " Two damaged " },
    });
    const calls = api.list.mock.calls.length;
    fireEvent.click(screen.getByTestId("vas-complete-ok"));
    await waitFor(() =>
      expect(api.complete).toHaveBeenCalledWith({
        vas_order_id: "va-1",
        done_quantity: 38,
        note: "Two damaged",
      }),
    );
    expect(await screen.findByText("Work order VA202606010001 done")).toBeTruthy();
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's refusal in the modal", async () => {
    api.complete.mockRejectedValue(new ApiError(4009, told));
    const dialog = await open("Record done…", "vas-complete-modal");
    await waitFor(() => expect((units(dialog) as HTMLInputElement).value).toBe("40"));
    fireEvent.click(screen.getByTestId("vas-complete-ok"));
    await waitFor(() =>
      expect(api.complete).toHaveBeenCalledWith({ vas_order_id: "va-1", done_quantity: 40, note: "" }),
    );
    expect((await within(dialog).findByRole("alert")).textContent).toContain(told);
  });

  it("opens each order with its own units asked", async () => {
    api.list.mockResolvedValue(
      page([vasOrder(), vasOrder({ id: "va-3", code: "VA202606010002", quantity: 7 })]),
    );
    const dialog = await open("Record done…", "vas-complete-modal");
    await waitFor(() => expect((units(dialog) as HTMLInputElement).value).toBe("40"));
    fireEvent.change(units(dialog), { target: { value: "12" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const other = screen.getByText("VA202606010002").closest("tr") as HTMLElement;
    fireEvent.click(within(other).getByRole("button", { name: "Record done…" }));
    await waitFor(() => expect(screen.getByText("Record work order VA202606010002 as done")).toBeTruthy());
    const again = await screen.findByTestId("vas-complete-modal");
    await waitFor(() => expect((units(again) as HTMLInputElement).value).toBe("7"));
  });
});

describe("cancelling a work order", () => {
  it("asks to confirm with a reason, then sends it (staff name no provider)", async () => {
    api.cancel.mockResolvedValue(vasOrder({ status: "cancelled", actions: [] }));
    const dialog = await open("Cancel…", "vas-cancel-modal");
    expect(screen.getByText("Cancel work order VA202606010001?")).toBeTruthy();
    expect(dialog.textContent).toContain("nothing is charged for it");
    expect(screen.getByTestId("vas-cancel-ok").className).toContain("ant-btn-dangerous");
    fireEvent.click(screen.getByTestId("vas-cancel-ok"));
    expect(await within(dialog).findByText("Say why the work order is cancelled")).toBeTruthy();
    expect(api.cancel).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: " Wrong SKU " } });
    fireEvent.click(screen.getByTestId("vas-cancel-ok"));
    await waitFor(() =>
      expect(api.cancel).toHaveBeenCalledWith({
        provider_uuid: undefined,
        vas_order_id: "va-1",
        reason: "Wrong SKU",
      }),
    );
    expect(await screen.findByText("Work order VA202606010001 cancelled")).toBeTruthy();
  });

  it("by a drop shipper, names the provider in scope", async () => {
    api.list.mockResolvedValue(page([vasOrder({ actions: ["cancel"] })]));
    api.cancel.mockResolvedValue(vasOrder({ status: "cancelled", actions: [] }));
    const dialog = await open("Cancel…", "vas-cancel-modal", true);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "No longer needed" } });
    fireEvent.click(screen.getByTestId("vas-cancel-ok"));
    await waitFor(() =>
      expect(api.cancel).toHaveBeenCalledWith({
        provider_uuid: "p-1",
        vas_order_id: "va-1",
        reason: "No longer needed",
      }),
    );
  });
});
