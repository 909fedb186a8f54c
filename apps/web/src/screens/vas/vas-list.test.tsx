import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatTime } from "../../components/format.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import {
  customersPage,
  definition,
  doneOrder,
  mockVasScreens,
  page,
  shipperProviders,
  vasOrder,
} from "./vas-fixtures.ts";
import { DsVasScreen, PVasScreen } from "./vas-screen.tsx";

await i18nReady;

const { api, storage, products } = mockVasScreens();

beforeEach(() => {
  api.list.mockResolvedValue(page([vasOrder(), doneOrder]));
  storage.definitions.mockResolvedValue([
    definition({}),
    definition({ warehouse_id: "w-2", code: "NYC1", name: "New York" }),
  ]);
  products.customers.mockResolvedValue(customersPage);
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;
const lastQuery = () => api.list.mock.lastCall?.[0];

async function showStaff(url = "/p/vas") {
  renderAt(url, <PVasScreen />);
  const table = await screen.findByTestId("vas-list");
  await within(table).findByText("VA202606010001");
  return table;
}

describe("the staff's work orders", () => {
  it("lists each order with its customer, work, units, status, people and times, and says how billing charges it", async () => {
    const table = await showStaff();
    expect(screen.getByTestId("vas-help").textContent).toContain(
      "billing charges them under the customer's rate card, at its Labelling and Kitting rates",
    );
    expect(api.list).toHaveBeenCalledWith(
      expect.objectContaining({ cur_page: 1, page_size: 20, provider_uuid: undefined }),
    );
    for (const title of [
      "Code / warehouse",
      "Customer",
      "Work",
      "Units done / asked",
      "Status",
      "Created / closed",
    ])
      expect(within(table).getByRole("columnheader", { name: title })).toBeTruthy();
    const row = rowOf("VA202606010001");
    for (const text of [
      "Acme",
      "ACME01",
      "LAX1",
      "Labelling",
      "EB-100-BLK",
      "— / 40",
      "Requested",
      "FNSKU labels over the barcode",
      "demo-shipper",
      formatTime(1_900_000_000),
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    const done = rowOf("VA202605310007");
    for (const text of ["Kitting", "8 / 10", "Done", "Two sets short of parts", "Done by demo-operator"])
      expect(within(done).getByText(text)).toBeTruthy();
    expect(within(done).getByText(`Closed ${formatTime(1_900_086_400)}`)).toBeTruthy();
  });

  it("sends the search, the filters and the sort to the server", async () => {
    await showStaff();
    fireEvent.change(screen.getByLabelText("Code or SKU"), { target: { value: " EB-100 " } });
    fireEvent.keyDown(screen.getByLabelText("Code or SKU"), { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ keyword: "EB-100" })));
    await chooseOption("Status", "Requested");
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ status: "requested" })));
    await chooseOption("Work", "Kitting");
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ kind: "kitting" })));
    await chooseOption("Warehouse", "NYC1 New York");
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ warehouse_id: "w-2" })));
    await chooseOption("Customer", "ACME01 · acme");
    await waitFor(() =>
      expect(lastQuery()).toEqual(
        expect.objectContaining({
          keyword: "EB-100",
          status: "requested",
          kind: "kitting",
          warehouse_id: "w-2",
          customer_id: "c-1",
        }),
      ),
    );
    fireEvent.click(screen.getByRole("columnheader", { name: "Code / warehouse" }));
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ sort: "code", order: "asc" })));
  });

  it("shows a row's buttons only from its actions", async () => {
    api.list.mockResolvedValue(
      page([vasOrder(), doneOrder, vasOrder({ id: "va-3", code: "VA202606010002", actions: ["cancel"] })]),
    );
    await showStaff();
    const both = rowOf("VA202606010001");
    expect(within(both).getByRole("button", { name: "Record done…" })).toBeTruthy();
    expect(within(both).getByRole("button", { name: "Cancel…" })).toBeTruthy();
    expect(within(rowOf("VA202605310007")).queryByRole("button")).toBeNull();
    const cancelOnly = rowOf("VA202606010002");
    expect(within(cancelOnly).queryByRole("button", { name: "Record done…" })).toBeNull();
    expect(within(cancelOnly).getByRole("button", { name: "Cancel…" })).toBeTruthy();
  });

  it("says what leads to a first work order while there is none", async () => {
    api.list.mockResolvedValue(page([]));
    renderAt("/p/vas", <PVasScreen />);
    expect(
      await screen.findByText(
        "No work orders yet. Create one for a customer, or wait for your customers to ask for labelling or kitting.",
      ),
    ).toBeTruthy();
  });
});

describe("the drop shipper's work orders", () => {
  it("lists its own with the provider in scope, without a customer column or filter", async () => {
    api.list.mockResolvedValue(page([vasOrder({ actions: ["cancel"] })]));
    renderAt("/ds/vas", <DsVasScreen />, shipperOf(shipperProviders));
    const table = await screen.findByTestId("vas-list");
    await within(table).findByText("VA202606010001");
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ provider_uuid: "p-1" }));
    expect(storage.definitions).toHaveBeenCalledWith("p-1");
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(screen.queryByLabelText("Customer")).toBeNull();
    expect(products.customers).not.toHaveBeenCalled();
    expect(screen.getByTestId("vas-help").textContent).toContain("under your rate card");
    const row = rowOf("VA202606010001");
    expect(within(row).queryByRole("button", { name: "Record done…" })).toBeNull();
    expect(within(row).getByRole("button", { name: "Cancel…" })).toBeTruthy();
  });

  it("asks to link a provider when it has none", async () => {
    renderAt("/ds/vas", <DsVasScreen />, shipperOf([]));
    expect(
      await screen.findByText(
        "Link a warehouse provider first: value-added work is done by a provider's warehouse.",
      ),
    ).toBeTruthy();
    expect(api.list).not.toHaveBeenCalled();
  });
});
