import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatTime } from "../../components/format.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import {
  customersPage,
  definition,
  detail,
  mockReturnsScreens,
  page,
  receivedRma,
  rma,
  shipperProviders,
} from "./returns-fixtures.ts";
import { DsReturnsScreen, PReturnsScreen } from "./returns-screen.tsx";

await i18nReady;

const { api, storage, products } = mockReturnsScreens();

beforeEach(() => {
  api.list.mockResolvedValue(page([rma(), receivedRma]));
  storage.definitions.mockResolvedValue([
    definition(),
    definition({ warehouse_id: "w-2", code: "NYC1", name: "New York" }),
  ]);
  products.customers.mockResolvedValue(customersPage);
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;
const lastQuery = () => api.list.mock.lastCall?.[0];

async function showStaff(url = "/p/returns") {
  renderAt(url, <PReturnsScreen />);
  const table = await screen.findByTestId("returns-list");
  await within(table).findByText("RM202606010001");
  return table;
}

describe("the staff's returns", () => {
  it("lists each RMA with its warehouse, customer, order and buyer, tracking and source, units, status and times", async () => {
    const table = await showStaff();
    expect(api.list).toHaveBeenCalledWith(
      expect.objectContaining({ cur_page: 1, page_size: 20, provider_uuid: undefined }),
    );
    for (const title of [
      "Return / warehouse",
      "Customer",
      "Order / buyer",
      "Tracking / source",
      "Inspected / units",
      "Status",
      "Created",
      "Received / inspected",
    ])
      expect(within(table).getByRole("columnheader", { name: title })).toBeTruthy();
    const requested = rowOf("RM202606010001");
    for (const text of ["LAX1", "Acme", "ACME01", "SO-1001", "Jane Buyer", "Merchant", "0 / 3", "Requested"])
      expect(within(requested).getByText(text)).toBeTruthy();
    expect(within(requested).getByText(formatTime(1_900_000_000))).toBeTruthy();
    const received = rowOf("RM202605300002");
    for (const text of [
      "Without order",
      "Li Lei",
      "1Z999AA10123456784",
      "Warehouse staff",
      "2 / 5",
      "Received",
    ])
      expect(within(received).getByText(text)).toBeTruthy();
    expect(within(received).getByText(formatTime(1_900_050_000))).toBeTruthy();
  });

  it("sends the search, the filters and the sorts to the server", async () => {
    await showStaff();
    const search = screen.getByLabelText("Code, tracking, order or buyer");
    fireEvent.change(search, { target: { value: " SO-1001 " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ keyword: "SO-1001" })));
    await chooseOption("Status", "In transit");
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ status: "in_transit" })));
    await chooseOption("Source", "Unannounced");
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ source: "unannounced" })));
    await chooseOption("Warehouse", "NYC1 New York");
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ warehouse_id: "w-2" })));
    await chooseOption("Customer", "ACME01 · acme");
    await waitFor(() =>
      expect(lastQuery()).toEqual(
        expect.objectContaining({
          keyword: "SO-1001",
          status: "in_transit",
          source: "unannounced",
          warehouse_id: "w-2",
          customer_id: "c-1",
        }),
      ),
    );
    fireEvent.click(screen.getByRole("columnheader", { name: "Return / warehouse" }));
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ sort: "code", order: "asc" })));
    fireEvent.click(screen.getByRole("columnheader", { name: "Received / inspected" }));
    await waitFor(() =>
      expect(lastQuery()).toEqual(expect.objectContaining({ sort: "received_at", order: "asc" })),
    );
  });

  it("shows a row's buttons from its actions, the slip only before the parcel arrives", async () => {
    await showStaff();
    const requested = rowOf("RM202606010001");
    for (const name of ["Print slip", "Add tracking…", "Cancel…"])
      expect(within(requested).getByRole("button", { name })).toBeTruthy();
    expect(within(requested).queryByRole("button", { name: "Inspect…" })).toBeNull();
    const received = rowOf("RM202605300002");
    for (const name of ["Inspect…", "Finish inspection…"])
      expect(within(received).getByRole("button", { name })).toBeTruthy();
    for (const name of ["Print slip", "Add tracking…", "Cancel…"])
      expect(within(received).queryByRole("button", { name })).toBeNull();
  });

  it("opens a row in the drawer: facts, lines, inspected units, parcel photos and history", async () => {
    api.detail.mockResolvedValue(
      detail({
        lines: [
          {
            ...detail().lines[0],
            done: { restock: 1, relabel: 0, quarantine: 1, dispose: 0, return_to_merchant: 0, missing: 0 },
            remaining: 1,
          } as never,
        ],
        units: [
          {
            id: "u-1",
            line_id: "l-1",
            sku: "EB-100-BLK",
            quantity: 1,
            disposition: "quarantine",
            location_code: "DEF-01",
            note: "Cracked case",
            photos: ["/api/files/returns/unit-1.jpg"],
            inspected_by: "demo-operator",
            inspected_at: 1_900_055_000,
          },
        ],
      }),
    );
    await showStaff();
    fireEvent.click(rowOf("RM202605300002"));
    const drawer = await screen.findByTestId("return-detail");
    await waitFor(() =>
      expect(api.detail).toHaveBeenCalledWith({ provider_uuid: undefined, return_id: "rt-2" }),
    );
    const lines = within(drawer).getByTestId("return-lines");
    for (const text of [
      "EB-100-BLK",
      "Earbuds black",
      "Defective",
      "Left bud silent",
      "Restock",
      "Quarantine",
    ])
      expect(within(lines).getByText(text)).toBeTruthy();
    const units = within(drawer).getByTestId("return-units");
    for (const text of ["DEF-01", "Cracked case", "demo-operator", formatTime(1_900_055_000)])
      expect(within(units).getByText(text)).toBeTruthy();
    expect(within(units).getByAltText("Photo of EB-100-BLK 1")).toBeTruthy();
    expect(within(drawer).getByAltText("Photo of the parcel 1")).toBeTruthy();
    const history = within(drawer).getByTestId("return-history");
    expect(history.textContent).toContain("demo-operator · Received · Requested → Received");
    expect(history.textContent).toContain("Tracking number: 1Z999AA10123456784");
    expect(
      within(screen.getByTestId("return-actions")).getByRole("button", { name: /Inspect…$/ }),
    ).toBeTruthy();
  });

  it("says what leads to a first return while there is none", async () => {
    api.list.mockResolvedValue(page([]));
    renderAt("/p/returns", <PReturnsScreen />);
    expect(
      await screen.findByText(
        "No returns yet. Raise one for a customer, or wait for your customers to announce the parcels their buyers send back.",
      ),
    ).toBeTruthy();
  });

  it("keeps the tab in the URL: the bench and the unidentified parcels", async () => {
    renderAt("/p/returns?tab=unidentified", <PReturnsScreen />);
    expect(await screen.findByTestId("unidentified-list")).toBeTruthy();
    expect(screen.queryByTestId("returns-list")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Receive" }));
    expect(await screen.findByTestId("return-bench")).toBeTruthy();
  });
});

describe("the drop shipper's returns", () => {
  it("lists its own with the provider in scope, without a customer column, filter or staff tabs", async () => {
    renderAt("/ds/returns", <DsReturnsScreen />, shipperOf(shipperProviders));
    const table = await screen.findByTestId("returns-list");
    await within(table).findByText("RM202606010001");
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ provider_uuid: "p-1" }));
    expect(storage.definitions).toHaveBeenCalledWith("p-1");
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(screen.queryByLabelText("Customer")).toBeNull();
    expect(products.customers).not.toHaveBeenCalled();
    expect(screen.queryByRole("tab", { name: "Receive" })).toBeNull();
  });

  it("asks to link a provider when it has none", async () => {
    renderAt("/ds/returns", <DsReturnsScreen />, shipperOf([]));
    expect(
      await screen.findByText("Link a warehouse provider first: returns go back to a provider's warehouse."),
    ).toBeTruthy();
    expect(api.list).not.toHaveBeenCalled();
  });
});
