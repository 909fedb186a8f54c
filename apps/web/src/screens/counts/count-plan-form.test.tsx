import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt } from "../../test/render-at.tsx";
import { mockCountsScreens, plan } from "./counts-fixtures.ts";
import { CountsScreen } from "./counts-screen.tsx";

await i18nReady;

const { api, warehousing } = mockCountsScreens();

beforeEach(() => {
  api.createPlan.mockResolvedValue(plan({ id: "pl-9", code: "CC202606010009" }));
});

async function openForm() {
  renderAt("/p/counts", <CountsScreen />);
  fireEvent.click(await screen.findByTestId("count-plan-create"));
  return screen.findByTestId("count-plan-modal");
}

const ok = () => fireEvent.click(screen.getByTestId("count-plan-ok"));
/** Chooses the kind, and waits for its first field (the form shows it once it has seen the change). */
async function kind(dialog: HTMLElement, name: string, firstField: string) {
  fireEvent.click(within(dialog).getByRole("radio", { name }));
  await within(dialog).findByLabelText(firstField, { selector: "input" });
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { selector: "input, textarea" }), {
    target: { value },
  });

describe("a new count plan", () => {
  it("checks the warehouse and the chosen kind's own fields before sending", async () => {
    const dialog = await openForm();
    ok();
    expect(await within(dialog).findByText("Choose the warehouse to count")).toBeTruthy();
    expect(await within(dialog).findByText("Choose the zone to count")).toBeTruthy();
    await kind(dialog, "Location range", "First location");
    ok();
    expect(
      (await within(dialog).findAllByText("Enter the first and last location codes of the range")).length,
    ).toBe(2);
    expect(within(dialog).queryByRole("combobox", { name: "Zone" })).toBeNull();
    await kind(dialog, "SKUs", "Customer");
    ok();
    expect(await within(dialog).findByText("Choose the customer whose stock is counted")).toBeTruthy();
    expect(await within(dialog).findByText("Enter at least one SKU of the customer")).toBeTruthy();
    await kind(dialog, "Customer's stock", "Customer");
    ok();
    expect(await within(dialog).findByText("Choose the customer whose stock is counted")).toBeTruthy();
    expect(within(dialog).queryByRole("combobox", { name: "SKUs or barcodes" })).toBeNull();
    await kind(dialog, "Not counted lately", "Not counted for (days)");
    ok();
    expect(await within(dialog).findByText("Enter how many days without a count")).toBeTruthy();
    expect(api.createPlan).not.toHaveBeenCalled();
  });

  it("sends a zone of the chosen warehouse with the default walk size", async () => {
    const dialog = await openForm();
    await chooseOption("Warehouse", "NYC1 · New York", dialog);
    await waitFor(() =>
      expect(warehousing.partitions).toHaveBeenCalledWith(expect.objectContaining({ warehouse_id: "w-2" })),
    );
    await chooseOption("Zone", "B · Zone B", dialog);
    ok();
    await waitFor(() =>
      expect(api.createPlan).toHaveBeenCalledWith({
        warehouse_id: "w-2",
        kind: "zone",
        zone_id: "z-2",
        walk_size: 40,
        note: "",
      }),
    );
    expect(await screen.findByText("Count plan CC202606010009 created: 40 locations to count")).toBeTruthy();
  });

  it("sends a location range in capitals, the walk size and the note, and none of another kind's fields", async () => {
    const dialog = await openForm();
    await chooseOption("Warehouse", "LAX1 · Los Angeles", dialog);
    await waitFor(() => expect(warehousing.partitions).toHaveBeenCalled());
    await chooseOption("Zone", "A · Zone A", dialog);
    await kind(dialog, "Location range", "First location");
    type(dialog, "First location", " a-01-01 ");
    type(dialog, "Last location", "A-05-04");
    type(dialog, "Locations per walk", "25");
    type(dialog, "Note (optional)", " Aisle A after the move ");
    ok();
    await waitFor(() => expect(api.createPlan).toHaveBeenCalled());
    expect(api.createPlan.mock.lastCall?.[0]).toStrictEqual({
      warehouse_id: "w-1",
      kind: "locations",
      from_location: "A-01-01",
      to_location: "A-05-04",
      walk_size: 25,
      note: "Aisle A after the move",
    });
  });

  it("sends a customer's SKUs", async () => {
    const dialog = await openForm();
    await chooseOption("Warehouse", "LAX1 · Los Angeles", dialog);
    await kind(dialog, "SKUs", "Customer");
    await chooseOption("Customer", "ACME01 · acme", dialog);
    type(dialog, "SKUs or barcodes", "EB-100-BLK,CASE-1,");
    ok();
    await waitFor(() =>
      expect(api.createPlan).toHaveBeenCalledWith({
        warehouse_id: "w-1",
        kind: "sku",
        customer_id: "c-1",
        skus: ["EB-100-BLK", "CASE-1"],
        walk_size: 40,
        note: "",
      }),
    );
  });

  it("shows the server's field errors under their fields", async () => {
    api.createPlan.mockRejectedValue(
      new ApiError(4001, "Parameter error", {
        fields: { days: "Enter a whole number of days from 1 to 3,650" },
      }),
    );
    const dialog = await openForm();
    await chooseOption("Warehouse", "LAX1 · Los Angeles", dialog);
    await kind(dialog, "Not counted lately", "Not counted for (days)");
    type(dialog, "Not counted for (days)", "90");
    ok();
    await waitFor(() =>
      expect(api.createPlan).toHaveBeenCalledWith(expect.objectContaining({ kind: "not_counted", days: 90 })),
    );
    expect(await within(dialog).findByText("Enter a whole number of days from 1 to 3,650")).toBeTruthy();
    expect(screen.getByTestId("count-plan-modal")).toBeTruthy();
  });
});

describe("counts by ABC class and counts asked for from the floor", () => {
  it("sends the class chosen", async () => {
    const dialog = await openForm();
    await chooseOption("Warehouse", "NYC1 · New York", dialog);
    await kind(dialog, "By ABC class", "Class");
    ok();
    expect(await within(dialog).findByText("Choose the class to count")).toBeTruthy();
    await chooseOption("Class", "B", dialog);
    ok();
    await waitFor(() =>
      expect(api.createPlan).toHaveBeenCalledWith({
        warehouse_id: "w-2",
        kind: "abc",
        abc_class: "B",
        walk_size: 40,
        note: "",
      }),
    );
  });

  it("asks for locations to be counted, with what was seen", async () => {
    api.raiseFloor.mockResolvedValue(plan({ id: "pl-10", kind: "floor" }));
    renderAt("/p/counts", <CountsScreen />);
    fireEvent.click(await screen.findByTestId("count-floor-request"));
    const dialog = await screen.findByTestId("count-floor-request-modal");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Add at least one location")).toBeTruthy();
    await chooseOption("Warehouse", "NYC1 · New York", dialog);
    type(dialog, "Location codes", "a-01-02,");
    type(dialog, "Note", "Box crushed");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.raiseFloor).toHaveBeenCalledWith({
        warehouse_id: "w-2",
        location_codes: ["A-01-02"],
        reason: "found_empty",
        note: "Box crushed",
      }),
    );
  });
});
