import { cleanup, screen, waitFor, within } from "@testing-library/react";
import type { TCharge, TMyRateCard, TRateVersion } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import { productsApi } from "../products/products-api.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { billingApi } from "./billing-api.ts";
import { MyFeesScreen } from "./my-fees-screen.tsx";

await i18nReady;

const api = mockApi(billingApi);
const products = mockApi(productsApi);
const storage = mockApi(storageApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const version = (patch: Partial<TRateVersion>): TRateVersion => ({
  id: "v-current",
  effective_from: "2026-06-01",
  effective_to: "2026-12-31",
  state: "current",
  editable: false,
  note: "",
  created_by: "provider",
  rates: [{ kind: "outbound_order", amount: "1.20", location_type: null, age_from_days: 0 }],
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});
const upcoming = version({
  id: "v-next",
  effective_from: "2027-01-01",
  effective_to: null,
  state: "upcoming",
  note: "New year prices",
  rates: [{ kind: "sourcing_quote_percent", amount: "5.00", location_type: null, age_from_days: 0 }],
});

function show(answer: TMyRateCard, url = "/ds/billing") {
  api.myRateCard.mockResolvedValue(answer);
  renderAt(url, <MyFeesScreen />, shipperOf([{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }]));
}

describe("the drop shipper's fees", () => {
  it("says the rates are its own, with today's rates and each later version from its day", async () => {
    show({ currency: "USD", card_type: "customer", versions: [version({}), upcoming] });
    expect((await screen.findByTestId("my-card-type")).textContent).toContain(
      "Your own rates: Demo 3PL set these prices for you.",
    );
    expect(api.myRateCard).toHaveBeenCalledWith("p-1");
    const today = screen.getByTestId("my-current-rates");
    expect(today.textContent).toContain("In effect since 2026-06-01");
    expect(within(today).getByText("1.20 USD per order")).toBeTruthy();
    const later = screen.getByTestId("my-upcoming-2027-01-01");
    expect(later.textContent).toContain("From 2027-01-01");
    expect(later.textContent).toContain("New year prices");
    expect(within(later).getByText("5.00 % of the cost")).toBeTruthy();
  });

  it("says when the provider's standard card prices its work", async () => {
    show({ currency: "CNY", card_type: "default", versions: [version({})] });
    expect((await screen.findByTestId("my-card-type")).textContent).toContain(
      "Demo 3PL's standard rates: it prices your work by its default card.",
    );
    expect(screen.getByText("1.20 CNY per order")).toBeTruthy();
  });

  it("says when the provider has set no rates yet", async () => {
    show({ currency: "USD", card_type: null, versions: [] });
    expect(await screen.findByText("Demo 3PL has not set its rates yet.")).toBeTruthy();
    expect(screen.queryByTestId("my-card-type")).toBeNull();
  });
});

describe("the drop shipper's charges", () => {
  const charge: TCharge = {
    id: "ch-1",
    customer_id: "c-1",
    customer_name: "Acme",
    owner_code: "ACME01",
    warehouse_id: "w-1",
    warehouse_code: "WH-EAST",
    kind: "outbound_order",
    source_kind: "order",
    source_id: "o-1",
    source_code: "SO2026060100001",
    event_at: 1_900_000_000,
    billing_day: "2026-06-01",
    quantity: "1",
    location_type: null,
    age_from_days: null,
    rate: "1.20",
    amount: "1.20",
    currency: "USD",
    rate_version_id: "v-1",
    credit_of: null,
    credited_by: null,
    note: "",
    created_at: 1_900_000_000,
  };

  it("lists its own charges with the provider, without a customer column or filter", async () => {
    api.charges.mockResolvedValue({ list: [charge], total: 1, page_size: 20, cur_page: 1 });
    storage.definitions.mockResolvedValue([]);
    show({ currency: "USD", card_type: "default", versions: [version({})] }, "/ds/billing?tab=charges");
    expect(await screen.findByRole("tab", { name: "Rates" })).toBeTruthy();
    const table = await screen.findByTestId("charges-table");
    const row = (await within(table).findByText("SO2026060100001")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("Order handling");
    expect(row.textContent).toContain("1.20 USD per order");
    expect(row.textContent).not.toContain("Acme");
    await waitFor(() =>
      expect(api.charges).toHaveBeenCalledWith(expect.objectContaining({ provider_uuid: "p-1" })),
    );
    expect(storage.definitions).toHaveBeenCalledWith("p-1");
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(screen.queryByLabelText("Customer")).toBeNull();
    expect(products.customers).not.toHaveBeenCalled();
    expect(api.myRateCard).not.toHaveBeenCalled();
  });

  it("shows its credited charges and credit notes with their reason, with no action to credit", async () => {
    api.charges.mockResolvedValue({
      list: [
        { ...charge, credited_by: "ch-2" },
        {
          ...charge,
          id: "ch-2",
          source_code: "SO2026060100001",
          billing_day: "2026-06-02",
          quantity: "-1",
          amount: "-1.20",
          credit_of: "ch-1",
          note: "Order lost by the carrier",
        },
      ],
      total: 2,
      page_size: 20,
      cur_page: 1,
    });
    storage.definitions.mockResolvedValue([]);
    show({ currency: "USD", card_type: "default", versions: [version({})] }, "/ds/billing?tab=charges");
    const table = await screen.findByTestId("charges-table");
    const rows = (await within(table).findAllByText("SO2026060100001")).map(
      (code) => code.closest("tr") as HTMLElement,
    );
    expect(rows).toHaveLength(2);
    const [creditedRow, noteRow] = rows as [HTMLElement, HTMLElement];
    expect(within(creditedRow).getByText("Credited")).toBeTruthy();
    expect(within(noteRow).getByText("Credit note")).toBeTruthy();
    expect(within(noteRow).getByText("Order lost by the carrier")).toBeTruthy();
    expect(within(noteRow).getByText("USD -1.20")).toBeTruthy();
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(within(table).queryByRole("button", { name: "Credit note…" })).toBeNull();
    expect(screen.queryByTestId("credit-charge-modal")).toBeNull();
  });
});
