import { cleanup, screen, waitFor, within } from "@testing-library/react";
import type { TCharge } from "@wms/contracts";
import dayjs from "dayjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { productsApi } from "../products/products-api.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { billingApi } from "./billing-api.ts";
import { BillingScreen } from "./billing-screen.tsx";

await i18nReady;

const api = mockApi(billingApi);
const products = mockApi(productsApi);
const storage = mockApi(storageApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const charge = (patch: Partial<TCharge> = {}): TCharge => ({
  id: "ch-1",
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  warehouse_id: "w-1",
  warehouse_code: "WH-EAST",
  kind: "outbound_extra_unit",
  source_kind: "order",
  source_id: "o-1",
  source_code: "SO2026060100001",
  event_at: 1_900_000_000,
  billing_day: "2026-06-01",
  quantity: "3",
  rate: "0.25",
  amount: "0.75",
  currency: "USD",
  rate_version_id: "v-1",
  created_at: 1_900_000_000,
  ...patch,
});
const page = (list: TCharge[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

beforeEach(() => {
  products.customers.mockResolvedValue({
    list: [{ id: "c-1", owner_code: "ACME01", username: "acme" }],
    total: 1,
    page_size: 50,
    cur_page: 1,
  } as never);
  storage.definitions.mockResolvedValue([{ warehouse_id: "w-1", code: "WH-EAST", name: "East" }] as never);
});

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("the provider's charges", () => {
  it("shows each charge with its customer, fee, work, rate with its unit and amount", async () => {
    api.charges.mockResolvedValue(
      page([
        charge({}),
        charge({
          id: "ch-2",
          kind: "receiving_receipt",
          source_kind: "receipt",
          source_code: "RK2026060200001",
          quantity: "1",
          rate: "12.50",
          amount: "12.50",
          rate_version_id: null,
        }),
      ]),
    );
    renderAt("/p/billing?tab=charges", <BillingScreen />);
    const table = await screen.findByTestId("charges-table");
    await within(table).findByText("SO2026060100001");
    expect(within(table).getByRole("columnheader", { name: "Customer" })).toBeTruthy();
    const order = rowOf("SO2026060100001");
    for (const text of ["2026-06-01", "Acme", "ACME01", "Extra unit in an order", "Order", "WH-EAST"])
      expect(within(order).getByText(text)).toBeTruthy();
    expect(within(order).getByText("0.25 USD per unit")).toBeTruthy();
    expect(within(order).getByText("USD 0.75")).toBeTruthy();
    expect(order.textContent).not.toContain("Priced by hand");
    const receipt = rowOf("RK2026060200001");
    expect(within(receipt).getByText("Receiving per receipt")).toBeTruthy();
    expect(within(receipt).getByText("Receipt")).toBeTruthy();
    expect(within(receipt).getByText("12.50 USD per receipt")).toBeTruthy();
    expect(within(receipt).getByText("Priced by hand")).toBeTruthy();
  });

  it("sends the fee group, kind and the UTC days of the range it is filtered by", async () => {
    api.charges.mockResolvedValue(page([]));
    const from = dayjs("2026-06-01").startOf("day").unix();
    const to = dayjs("2026-06-30").endOf("day").unix();
    renderAt(`/p/billing?tab=charges&day_from=${from}&day_to=${to}`, <BillingScreen />);
    await waitFor(() =>
      expect(api.charges).toHaveBeenCalledWith(
        expect.objectContaining({ day_from: "2026-06-01", day_to: "2026-06-30" }),
      ),
    );
    await chooseOption("Fee group", "Outbound");
    await chooseOption("Fee", "Order handling");
    await chooseOption("Customer", "ACME01 · acme");
    await waitFor(() =>
      expect(api.charges).toHaveBeenLastCalledWith(
        expect.objectContaining({
          group: "outbound",
          kind: "outbound_order",
          customer_id: "c-1",
          day_from: "2026-06-01",
          day_to: "2026-06-30",
        }),
      ),
    );
    // Filtered to nothing: the list says so, not that there are no charges yet.
    expect(
      await screen.findByText("Nothing matches this view: change the tab, the search or the filters."),
    ).toBeTruthy();
  });

  it("says charges appear as work is done while there is none", async () => {
    api.charges.mockResolvedValue(page([]));
    renderAt("/p/billing?tab=charges", <BillingScreen />);
    expect(
      await screen.findByText(
        "No charges yet: each receipt completed and each order handed over is charged here by the rates of its day, as the work is done.",
      ),
    ).toBeTruthy();
  });
});
