import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import {
  customersPage,
  definition,
  mockVasScreens,
  page,
  shipperProviders,
  storagePage,
  stored,
  vasOrder,
} from "./vas-fixtures.ts";
import { DsVasScreen, PVasScreen } from "./vas-screen.tsx";

await i18nReady;

const { api, storage, products } = mockVasScreens();

beforeEach(() => {
  api.list.mockResolvedValue(page([]));
  api.create.mockResolvedValue(vasOrder({ code: "VA202606010009" }));
  storage.definitions.mockResolvedValue([definition({})]);
  storage.list.mockResolvedValue(
    storagePage([
      stored({}),
      stored({ warehouse_id: "w-2", warehouse_code: "NYC1", warehouse_name: "New York" }),
    ]),
  );
  products.customers.mockResolvedValue(customersPage);
});

async function openForm() {
  fireEvent.click(await screen.findByTestId("vas-create"));
  return screen.findByTestId("vas-create-modal");
}

const ok = () => fireEvent.click(screen.getByTestId("vas-create-ok"));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { selector: "input, textarea" }), {
    target: { value },
  });
const unitsError = "Enter a whole number of units from 1 to 1,000,000";

describe("a new work order by the staff", () => {
  it("asks for every required field, and whole units from 1 to the most, before sending", async () => {
    renderAt("/p/vas", <PVasScreen />);
    const dialog = await openForm();
    ok();
    for (const text of [
      "Choose the customer the work is for",
      "Choose the warehouse that does the work",
      "Choose the work: labelling or kitting",
      "Enter the SKU (or barcode) the work is on",
      unitsError,
    ])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    for (const wrong of ["0", "2.5", "1000001"]) {
      type(dialog, "Units asked", "5");
      await waitFor(() => expect(within(dialog).queryByText(unitsError)).toBeNull());
      type(dialog, "Units asked", wrong);
      ok();
      expect(await within(dialog).findByText(unitsError)).toBeTruthy();
    }
    expect(api.create).not.toHaveBeenCalled();
  });

  it("sends the customer, one of its warehouses, the work, SKU, units and instructions", async () => {
    renderAt("/p/vas", <PVasScreen />);
    const dialog = await openForm();
    await chooseOption("Customer", "ACME01 · acme", dialog);
    await waitFor(() =>
      expect(storage.list).toHaveBeenCalledWith(
        expect.objectContaining({ customer_id: "c-1", provider_uuid: undefined }),
      ),
    );
    await chooseOption("Warehouse", "NYC1 New York", dialog);
    await chooseOption("Work", "Kitting", dialog);
    type(dialog, "SKU", " EB-100-BLK ");
    type(dialog, "Units asked", "120");
    type(dialog, "Instructions (optional)", " Two per polybag ");
    const calls = api.list.mock.calls.length;
    ok();
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        provider_uuid: undefined,
        customer_id: "c-1",
        warehouse_id: "w-2",
        kind: "kitting",
        sku: "EB-100-BLK",
        quantity: 120,
        instructions: "Two per polybag",
      }),
    );
    expect(await screen.findByText("Work order VA202606010009 created")).toBeTruthy();
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's field errors under their fields", async () => {
    api.create.mockRejectedValue(
      new ApiError(4001, "Parameter error", {
        fields: {
          sku: "No SKU or barcode EB-9 among this customer's products: check it, or add the product first",
        },
      }),
    );
    renderAt("/p/vas", <PVasScreen />);
    const dialog = await openForm();
    await chooseOption("Customer", "ACME01 · acme", dialog);
    await chooseOption("Warehouse", "LAX1 Los Angeles", dialog);
    await chooseOption("Work", "Labelling", dialog);
    type(dialog, "SKU", "EB-9");
    type(dialog, "Units asked", "5");
    ok();
    expect(
      await within(dialog).findByText(
        "No SKU or barcode EB-9 among this customer's products: check it, or add the product first",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByTestId("form-error-alert")).toBeNull();
  });
});

describe("a new work order by a drop shipper", () => {
  it("names the provider, not a customer, and has its only warehouse chosen for it", async () => {
    storage.list.mockResolvedValue(storagePage([stored({})]));
    renderAt("/ds/vas", <DsVasScreen />, shipperOf(shipperProviders));
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText("Customer")).toBeNull();
    await waitFor(() =>
      expect(storage.list).toHaveBeenCalledWith(
        expect.objectContaining({ provider_uuid: "p-1", customer_id: undefined }),
      ),
    );
    await waitFor(() => expect(within(dialog).getByText("LAX1 Los Angeles")).toBeTruthy());
    await chooseOption("Work", "Labelling", dialog);
    type(dialog, "SKU", "EB-100-BLK");
    type(dialog, "Units asked", "40");
    ok();
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        provider_uuid: "p-1",
        customer_id: undefined,
        warehouse_id: "w-1",
        kind: "labelling",
        sku: "EB-100-BLK",
        quantity: 40,
        instructions: "",
      }),
    );
  });
});
