import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TCharge, TDispute, TMyRateCard, TRateVersion } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { formatTime } from "../../components/format.ts";
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

const dispute = (patch: Partial<TDispute>): TDispute => ({
  id: "d-1",
  status: "open",
  reason: "We never shipped this order",
  raised_by: "demo-shipper",
  raised_at: 1_900_000_000,
  resolved_by: null,
  resolved_at: null,
  resolution_note: "",
  credit_note_id: null,
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  charge_id: "ch-1",
  kind: "outbound_order",
  source_code: "SO2026060100001",
  billing_day: "2026-06-01",
  amount: "1.20",
  currency: "USD",
  ...patch,
});

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

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
    expect(within(later).getByText("5.00 % of the quote's value")).toBeTruthy();
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
    dispute: null,
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

  it("shows its credited charges and credit notes with their reason and its disputes' marks, with no action to credit", async () => {
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
        { ...charge, id: "ch-3", source_code: "SO2026060100003", dispute: { id: "d-3", status: "open" } },
        {
          ...charge,
          id: "ch-4",
          source_code: "SO2026060100004",
          dispute: { id: "d-4", status: "rejected" },
        },
      ],
      total: 4,
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
    // Neither a credited charge nor a credit note is disputed.
    expect(within(creditedRow).queryByRole("button", { name: "Dispute…" })).toBeNull();
    expect(within(noteRow).queryByRole("button", { name: "Dispute…" })).toBeNull();
    // A charge disputed and waiting for the answer is not disputed twice; one rejected may be again.
    const waiting = rowOf("SO2026060100003");
    expect(within(waiting).getByText("Disputed")).toBeTruthy();
    expect(within(waiting).queryByRole("button", { name: "Dispute…" })).toBeNull();
    const rejected = rowOf("SO2026060100004");
    expect(within(rejected).getByText("Dispute rejected")).toBeTruthy();
    expect(within(rejected).getByRole("button", { name: "Dispute…" })).toBeTruthy();
    // The merchant credits nothing.
    expect(within(table).queryByRole("button", { name: "Credit note…" })).toBeNull();
    expect(screen.queryByTestId("credit-charge-modal")).toBeNull();
  });

  async function openDispute() {
    api.charges.mockResolvedValue({ list: [charge], total: 1, page_size: 20, cur_page: 1 });
    storage.definitions.mockResolvedValue([]);
    show({ currency: "USD", card_type: "default", versions: [version({})] }, "/ds/billing?tab=charges");
    const table = await screen.findByTestId("charges-table");
    await within(table).findByText("SO2026060100001");
    fireEvent.click(within(rowOf("SO2026060100001")).getByRole("button", { name: "Dispute…" }));
    return screen.findByTestId("dispute-charge-modal");
  }

  it("disputes a charge only with a reason, says the provider will answer and refreshes the charges", async () => {
    api.disputeCharge.mockResolvedValue(dispute({}));
    const dialog = await openDispute();
    expect(dialog.textContent).toContain("Dispute the charge of SO2026060100001 (USD 1.20)");
    expect(dialog.textContent).toContain("Order handling on 2026-06-01.");
    fireEvent.click(screen.getByTestId("dispute-charge-ok"));
    expect(
      await within(dialog).findByText("Say why the charge is wrong: the provider reads it"),
    ).toBeTruthy();
    expect(api.disputeCharge).not.toHaveBeenCalled();

    const calls = api.charges.mock.calls.length;
    fireEvent.change(within(dialog).getByLabelText("Reason"), {
      target: { value: " We never shipped this order " },
    });
    fireEvent.click(screen.getByTestId("dispute-charge-ok"));
    await waitFor(() =>
      expect(api.disputeCharge).toHaveBeenCalledWith({
        provider_uuid: "p-1",
        charge_id: "ch-1",
        reason: "We never shipped this order",
      }),
    );
    expect(await screen.findByText("Dispute sent: the provider will answer")).toBeTruthy();
    await waitFor(() => expect(api.charges.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's refusal in the modal when the charge is disputed already", async () => {
    const told = "This charge is already disputed; wait for the provider's answer";
    api.disputeCharge.mockRejectedValue(new ApiError(4009, told));
    const dialog = await openDispute();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Wrong count" } });
    fireEvent.click(screen.getByTestId("dispute-charge-ok"));
    expect(await within(dialog).findByText(told)).toBeTruthy();
    expect(screen.queryByText("Dispute sent: the provider will answer")).toBeNull();
  });
});

describe("the drop shipper's disputes", () => {
  const answered = dispute({
    id: "d-2",
    status: "rejected",
    source_code: "SO2026060100002",
    reason: "Charged twice for one order",
    resolved_by: "demo-provider",
    resolved_at: 1_900_086_400,
    resolution_note: "Two parcels were shipped: each is an order",
  });

  it("lists its disputes of every status, each with its charge and the provider's answer, by status", async () => {
    api.disputes.mockResolvedValue({ list: [dispute({}), answered], total: 2, page_size: 20, cur_page: 1 });
    show({ currency: "USD", card_type: "default", versions: [version({})] }, "/ds/billing?tab=disputes");
    const table = await screen.findByTestId("disputes-table");
    await within(table).findByText("SO2026060100002");
    expect(api.disputes).toHaveBeenCalledWith(
      expect.objectContaining({ provider_uuid: "p-1", status: undefined }),
    );
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(screen.queryByLabelText("Customer")).toBeNull();
    expect(products.customers).not.toHaveBeenCalled();

    const open = rowOf("SO2026060100001");
    for (const text of ["Open", "Order handling", "2026-06-01", "USD 1.20", "We never shipped this order"])
      expect(within(open).getByText(text)).toBeTruthy();
    expect(within(open).getByText(formatTime(1_900_000_000))).toBeTruthy();
    const rejected = rowOf("SO2026060100002");
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).getByText("Charged twice for one order")).toBeTruthy();
    expect(within(rejected).getByText("Two parcels were shipped: each is an order")).toBeTruthy();
    expect(within(rejected).getByText(`demo-provider at ${formatTime(1_900_086_400)}`)).toBeTruthy();

    fireEvent.click(within(screen.getByRole("radiogroup", { name: "Status" })).getByText("Rejected"));
    await waitFor(() =>
      expect(api.disputes).toHaveBeenLastCalledWith(
        expect.objectContaining({ provider_uuid: "p-1", status: "rejected" }),
      ),
    );
  });

  it("says where a charge is disputed while it has disputed none", async () => {
    api.disputes.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
    show({ currency: "USD", card_type: "default", versions: [version({})] }, "/ds/billing?tab=disputes");
    expect(
      await screen.findByText(
        "You have disputed no charge: when a charge looks wrong, dispute it from the Charges tab.",
      ),
    ).toBeTruthy();
  });
});
