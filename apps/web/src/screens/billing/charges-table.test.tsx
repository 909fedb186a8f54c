import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TCharge } from "@wms/contracts";
import dayjs from "dayjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
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
  location_type: null,
  age_from_days: null,
  rate: "0.25",
  amount: "0.75",
  currency: "USD",
  rate_version_id: "v-1",
  credit_of: null,
  credited_by: null,
  dispute: null,
  note: "",
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
        charge({
          id: "ch-3",
          kind: "storage_location_day",
          source_kind: "storage",
          source_code: "ST20260601-WH-EAST",
          quantity: "12",
          rate: "0.80",
          amount: "9.60",
          location_type: "pick",
          age_from_days: 31,
        }),
        charge({
          id: "ch-4",
          kind: "storage_location_day",
          source_kind: "storage",
          source_code: "ST20260601-WH-WEST",
          quantity: "2",
          rate: "0.50",
          amount: "1.00",
          location_type: "storage",
          age_from_days: 0,
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
    expect(receipt.textContent).not.toContain("days old");
    // A night of storage names the locations' type and the stock-age tier that priced it.
    const night = rowOf("ST20260601-WH-EAST");
    expect(within(night).getByText("Storage night")).toBeTruthy();
    expect(within(night).getByText("Pick · 31+ days old")).toBeTruthy();
    expect(within(night).getByText("0.80 USD per location per day")).toBeTruthy();
    // The first tier of stock age reads as such, not as "0+ days old".
    expect(
      within(rowOf("ST20260601-WH-WEST")).getByText("Bulk / storage · Youngest stock tier"),
    ).toBeTruthy();
  });

  it("exports the charges the list's filters select, as the list asks for them", async () => {
    api.charges.mockResolvedValue(page([charge({})]));
    api.exportCharges.mockResolvedValue({ id: "m-1" } as never);
    const from = dayjs("2026-06-01").startOf("day").unix();
    const to = dayjs("2026-06-30").endOf("day").unix();
    renderAt(`/p/billing?tab=charges&group=shipping&day_from=${from}&day_to=${to}`, <BillingScreen />);
    await screen.findByText("SO2026060100001");
    fireEvent.click(screen.getByTestId("charges-export"));
    await waitFor(() =>
      expect(api.exportCharges).toHaveBeenCalledWith(
        { group: "shipping", day_from: "2026-06-01", day_to: "2026-06-30" },
        undefined,
      ),
    );
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
    // The totals read the same filters, and nothing of the page or the tab.
    await waitFor(() =>
      expect(api.chargesSummary).toHaveBeenLastCalledWith({
        group: "outbound",
        kind: "outbound_order",
        customer_id: "c-1",
        day_from: "2026-06-01",
        day_to: "2026-06-30",
        provider_uuid: undefined,
      }),
    );
    // Filtered to nothing: the list says so, not that there are no charges yet.
    expect(
      await screen.findByText("Nothing matches this view: change the tab, the search or the filters."),
    ).toBeTruthy();
  });

  it("adds up what the filters select above the list, by fee kind", async () => {
    api.charges.mockResolvedValue(page([charge({})]));
    api.chargesSummary.mockResolvedValue({
      currency: "USD",
      count: 3,
      total: "13.25",
      by_kind: [
        { kind: "outbound_extra_unit", count: 2, amount: "0.75" },
        { kind: "receiving_receipt", count: 1, amount: "12.50" },
      ],
    });
    renderAt("/p/billing?tab=charges", <BillingScreen />);
    const summary = await screen.findByTestId("charges-summary");
    expect(within(summary).getByText("3 charges, USD 13.25 in all")).toBeTruthy();
    expect(within(summary).getByText("Extra unit in an order: 2, USD 0.75")).toBeTruthy();
    expect(within(summary).getByText("Receiving per receipt: 1, USD 12.50")).toBeTruthy();
  });

  it("says charges appear as work is done while there is none", async () => {
    api.charges.mockResolvedValue(page([]));
    renderAt("/p/billing?tab=charges", <BillingScreen />);
    expect(
      await screen.findByText(
        "No charges yet: each receipt completed, each order handed over and each sourcing quote confirmed is charged here by the rates of its day, as the work is done.",
      ),
    ).toBeTruthy();
  });
});

describe("credit notes", () => {
  const credited = charge({
    id: "ch-2",
    kind: "receiving_receipt",
    source_kind: "receipt",
    source_code: "RK2026060200001",
    quantity: "1",
    rate: "12.50",
    amount: "12.50",
    credited_by: "ch-3",
  });
  const note = charge({
    id: "ch-3",
    kind: "receiving_receipt",
    source_kind: "receipt",
    source_code: "RK2026060200001",
    billing_day: "2026-06-03",
    quantity: "-1",
    rate: "12.50",
    amount: "-12.50",
    credit_of: "ch-2",
    note: "Receipt cancelled by the warehouse",
  });

  async function showCharges() {
    renderAt("/p/billing?tab=charges", <BillingScreen />);
    const table = await screen.findByTestId("charges-table");
    await within(table).findByText("SO2026060100001");
    return table;
  }

  async function openCredit() {
    await showCharges();
    fireEvent.click(within(rowOf("SO2026060100001")).getByRole("button", { name: "Credit note…" }));
    return screen.findByTestId("credit-charge-modal");
  }

  it("marks a credited charge and a credit note with its reason, and offers a credit note on the others only", async () => {
    api.charges.mockResolvedValue(page([charge({}), credited, note]));
    const table = await showCharges();
    expect(within(table).getByRole("columnheader", { name: "Actions" })).toBeTruthy();
    const plain = rowOf("SO2026060100001");
    expect(within(plain).getByRole("button", { name: "Credit note…" })).toBeTruthy();
    expect(within(plain).queryByText("Credited")).toBeNull();

    // Both rows name the receipt: the charge, then the credit note that reversed it.
    const [creditedRow, noteRow] = within(table)
      .getAllByText("RK2026060200001")
      .map((code) => code.closest("tr") as HTMLElement) as [HTMLElement, HTMLElement];
    expect(within(creditedRow).getByText("Credited")).toBeTruthy();
    expect(within(creditedRow).getByText("USD 12.50")).toBeTruthy();
    expect(within(creditedRow).queryByRole("button", { name: "Credit note…" })).toBeNull();

    expect(within(noteRow).getByText("Credit note")).toBeTruthy();
    expect(within(noteRow).getByText("Receipt cancelled by the warehouse")).toBeTruthy();
    expect(within(noteRow).getByText("-1")).toBeTruthy();
    expect(within(noteRow).getByText("USD -12.50")).toBeTruthy();
    expect(within(noteRow).queryByRole("button", { name: "Credit note…" })).toBeNull();
  });

  it("marks each charge's latest dispute beside its credit marks, and offers no dispute to the provider", async () => {
    api.charges.mockResolvedValue(
      page([
        charge({ dispute: { id: "d-1", status: "open" } }),
        { ...credited, dispute: { id: "d-2", status: "accepted" } },
        charge({ id: "ch-4", source_code: "SO2026060100004", dispute: { id: "d-4", status: "rejected" } }),
        charge({ id: "ch-5", source_code: "SO2026060100005" }),
      ]),
    );
    const table = await showCharges();
    expect(within(table).getByRole("columnheader", { name: "Credit and dispute" })).toBeTruthy();
    const open = rowOf("SO2026060100001");
    expect(within(open).getByText("Disputed")).toBeTruthy();
    // The provider may still credit a disputed charge by hand.
    expect(within(open).getByRole("button", { name: "Credit note…" })).toBeTruthy();
    const accepted = rowOf("RK2026060200001");
    expect(within(accepted).getByText("Credited")).toBeTruthy();
    expect(within(accepted).getByText("Dispute accepted")).toBeTruthy();
    expect(within(rowOf("SO2026060100004")).getByText("Dispute rejected")).toBeTruthy();
    expect(within(rowOf("SO2026060100005")).queryByTestId("charge-dispute")).toBeNull();
    expect(within(table).queryByRole("button", { name: "Dispute…" })).toBeNull();
  });

  it("issues a credit note only with a reason, says so and refreshes the charges", async () => {
    api.charges.mockResolvedValue(page([charge({})]));
    api.creditCharge.mockResolvedValue(
      charge({ id: "ch-9", quantity: "-3", amount: "-0.75", credit_of: "ch-1", note: "Double count" }),
    );
    const dialog = await openCredit();
    expect(dialog.textContent).toContain(
      "Reverse Extra unit in an order of SO2026060100001 (USD 0.75) with a credit note: the amount goes back to Acme's balance.",
    );
    fireEvent.click(screen.getByTestId("credit-charge-ok"));
    expect(await within(dialog).findByText("Enter why this charge is credited")).toBeTruthy();
    expect(api.creditCharge).not.toHaveBeenCalled();

    const calls = api.charges.mock.calls.length;
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: " Double count " } });
    fireEvent.click(screen.getByTestId("credit-charge-ok"));
    await waitFor(() =>
      expect(api.creditCharge).toHaveBeenCalledWith({ charge_id: "ch-1", reason: "Double count" }),
    );
    expect(await screen.findByText("Credit note issued")).toBeTruthy();
    await waitFor(() => expect(api.charges.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's message in the modal when the charge was credited meanwhile", async () => {
    const told = "This charge was already reversed by a credit note";
    api.charges.mockResolvedValue(page([charge({})]));
    api.creditCharge.mockRejectedValue(new ApiError(4009, told));
    const dialog = await openCredit();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Double count" } });
    fireEvent.click(screen.getByTestId("credit-charge-ok"));
    expect(await within(dialog).findByText(told)).toBeTruthy();
    expect(screen.queryByText("Credit note issued")).toBeNull();
  });
});
