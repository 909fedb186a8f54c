import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt } from "../../test/render-at.tsx";
import { face, mockReplenishmentScreens, page } from "./replenishment-fixtures.ts";
import { ReplenishmentScreen } from "./replenishment-screen.tsx";

await i18nReady;

const { api } = mockReplenishmentScreens();

beforeEach(() => {
  api.saveFace.mockResolvedValue(face({ id: "f-9" }));
});

async function openForm(url = "/p/replenishment") {
  renderAt(url, <ReplenishmentScreen />);
  fireEvent.click(within(await screen.findByTestId("pick-face-create")).getByRole("button"));
  return screen.findByTestId("pick-face-form");
}

const ok = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { selector: "input" }), { target: { value } });

describe("the pick face form", () => {
  it("checks every field, and that the maximum is above the minimum, before sending", async () => {
    const dialog = await openForm();
    ok();
    expect(await within(dialog).findByText("Choose the warehouse")).toBeTruthy();
    expect(await within(dialog).findByText("Scan or type the pick location")).toBeTruthy();
    expect(await within(dialog).findByText("Scan or type the SKU or barcode")).toBeTruthy();
    expect(
      (await within(dialog).findAllByText("Enter a whole number of units from 0 to 1,000,000")).length,
    ).toBe(2);
    type(dialog, "Minimum", "10");
    type(dialog, "Maximum", "10");
    ok();
    expect(await within(dialog).findByText("The maximum must be above the minimum")).toBeTruthy();
    type(dialog, "Maximum", "12.5");
    ok();
    expect(await within(dialog).findByText("Enter a whole number of units from 0 to 1,000,000")).toBeTruthy();
    expect(api.saveFace).not.toHaveBeenCalled();
  });

  it("sends a new face: the warehouse, the location in capitals, the SKU trimmed, no customer, the limits", async () => {
    const dialog = await openForm();
    await chooseOption("Warehouse", "NYC1 · New York", dialog);
    type(dialog, "Pick location", " p-01-01 ");
    type(dialog, "SKU or barcode", " 0123456789012 ");
    type(dialog, "Minimum", "5");
    type(dialog, "Maximum", "40");
    ok();
    await waitFor(() => expect(api.saveFace).toHaveBeenCalled());
    expect(api.saveFace.mock.lastCall?.[0]).toStrictEqual({
      warehouse_id: "w-2",
      location_code: "P-01-01",
      sku: "0123456789012",
      min_quantity: 5,
      max_quantity: 40,
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
  });

  it("shows the server's word that the SKU is shared under the customer, and sends the customer chosen", async () => {
    api.saveFace.mockRejectedValueOnce(
      new ApiError(4001, "Parameter error", {
        fields: { customer_id: "EB-100-BLK is the SKU of several customers: choose the customer" },
      }),
    );
    const dialog = await openForm("/p/replenishment?warehouse_id=w-1");
    type(dialog, "Pick location", "P-01-01");
    type(dialog, "SKU or barcode", "EB-100-BLK");
    type(dialog, "Minimum", "0");
    type(dialog, "Maximum", "1");
    ok();
    expect(
      await within(dialog).findByText("EB-100-BLK is the SKU of several customers: choose the customer"),
    ).toBeTruthy();
    await chooseOption("Customer (optional)", "BETA02 · beta", dialog);
    ok();
    await waitFor(() => expect(api.saveFace).toHaveBeenCalledTimes(2));
    expect(api.saveFace.mock.lastCall?.[0]).toStrictEqual({
      warehouse_id: "w-1",
      location_code: "P-01-01",
      sku: "EB-100-BLK",
      customer_id: "c-2",
      min_quantity: 0,
      max_quantity: 1,
    });
  });

  it("edits a face's limits only, its warehouse, location and SKU read-only", async () => {
    api.faces.mockResolvedValue(page([face()]));
    renderAt("/p/replenishment", <ReplenishmentScreen />);
    const table = await screen.findByTestId("pick-faces");
    const row = (await within(table).findByText("P-01-01")).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByTestId("pick-face-form");
    expect(within(dialog).getByText("Edit pick face")).toBeTruthy();
    const location = within(dialog).getByLabelText("Pick location") as HTMLInputElement;
    await waitFor(() => expect(location.value).toBe("P-01-01"));
    expect(location.disabled).toBe(true);
    expect((within(dialog).getByLabelText("SKU or barcode") as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByLabelText("Customer (optional)")).toBeNull();
    type(dialog, "Maximum", "30");
    ok();
    await waitFor(() =>
      expect(api.saveFace).toHaveBeenCalledWith({
        id: "f-1",
        warehouse_id: "w-1",
        location_code: "P-01-01",
        sku: "EB-100-BLK",
        customer_id: "c-1",
        min_quantity: 5,
        max_quantity: 30,
      }),
    );
  });
});
