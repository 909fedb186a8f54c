import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TRateCard, TRateCardSummary } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { productsApi } from "../products/products-api.ts";
import { billingApi } from "./billing-api.ts";
import { utcDay } from "./billing-texts.ts";
import { RateCardsTab } from "./rate-cards-tab.tsx";

await i18nReady;

const api = mockApi(billingApi);
const products = mockApi(productsApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const summary = (patch: Partial<TRateCardSummary>): TRateCardSummary => ({
  id: "card-default",
  customer_id: null,
  customer_name: null,
  owner_code: null,
  current_from: "2026-01-01",
  upcoming_from: null,
  version_count: 1,
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});
const page = (list: TRateCardSummary[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });
const defaultCard: TRateCard = {
  id: "card-default",
  customer_id: null,
  customer_name: null,
  owner_code: null,
  currency: "USD",
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  versions: [
    {
      id: "v-1",
      effective_from: "2026-01-01",
      effective_to: null,
      state: "current",
      editable: false,
      note: "",
      created_by: "provider",
      rates: [{ kind: "outbound_order", amount: "1.20", location_type: null, age_from_days: 0 }],
      created_at: 1_900_000_000,
      updated_at: 1_900_000_000,
    },
  ],
};

/** The list answers `cards`; the default card is `fallback` (none by default). */
function answer(cards: TRateCardSummary[], fallback: TRateCard | null = null) {
  api.listRateCards.mockImplementation(async (q) =>
    page(q.card_type === "default" ? (fallback ? [summary({ id: fallback.id })] : []) : cards),
  );
  api.rateCard.mockResolvedValue(fallback as TRateCard);
  api.settings.mockResolvedValue({ currency: "USD" });
}

const dialog = () => screen.getByTestId("new-card-form");
const row = (index: number) => screen.getByTestId(`rate-row-${index}`);
const amount = (index: number, value: string) =>
  fireEvent.change(within(row(index)).getByLabelText("Amount", { selector: "input" }), { target: { value } });
const create = async () => {
  fireEvent.click(screen.getByTestId("new-card-form-ok"));
  await settle();
};

async function openNewCard() {
  renderAt("/p/billing", <RateCardsTab />);
  fireEvent.click((await screen.findAllByRole("button", { name: /New card/ }))[0] as HTMLElement);
  await within(dialog()).findByTestId("rate-row-0");
}

describe("the rate cards list", () => {
  it("names the default card and each customer's own, with the days their versions start", async () => {
    answer([
      summary({ version_count: 2, upcoming_from: "2026-12-07" }),
      summary({
        id: "card-acme",
        customer_id: "c-1",
        customer_name: "Acme",
        owner_code: "ACME01",
        current_from: null,
        upcoming_from: "2026-12-10",
      }),
    ]);
    renderAt("/p/billing", <RateCardsTab />);
    const table = await screen.findByTestId("rate-cards-table");
    const first = (await within(table).findByText("Default card")).closest("tr") as HTMLElement;
    expect(first.textContent).toContain("For every customer without a card of its own");
    expect(first.textContent).toContain("2026-01-01");
    expect(first.textContent).toContain("2026-12-07");
    const acme = within(table).getByText("Acme").closest("tr") as HTMLElement;
    expect(acme.textContent).toContain("ACME01");
    expect(acme.textContent).toContain("Not started yet");
    expect(api.listRateCards).toHaveBeenCalledWith(expect.objectContaining({ cur_page: 1 }));
  });

  it("says to create the default card first while there is no card", async () => {
    answer([]);
    renderAt("/p/billing", <RateCardsTab />);
    expect(await screen.findByText("No rate card yet: create the default card first")).toBeTruthy();
  });
});

describe("a new card", () => {
  it("refuses a bad amount, a rate twice and a location type on another kind before sending", async () => {
    answer([]);
    await openNewCard();
    await chooseOption("Fee", "Order handling", row(0));
    amount(0, "1.23456");
    await create();
    await waitFor(() =>
      expect(row(0).textContent).toContain("Enter an amount of 0 or more with at most 4 decimals"),
    );

    amount(0, "1.2");
    fireEvent.click(within(dialog()).getByRole("button", { name: /Add a rate/ }));
    await settle();
    await chooseOption("Fee", "Order handling", row(1));
    amount(1, "2");
    await create();
    await waitFor(() =>
      expect(row(1).textContent).toContain("This fee is already in the version with the same location type"),
    );

    // A location type chosen for storage goes when the row becomes another kind: every type, disabled.
    await chooseOption("Fee", "Storage per location", row(1));
    await settle();
    await chooseOption("Location type", "Pick", row(1));
    await settle();
    expect(row(1).textContent).toContain("Pick");
    await chooseOption("Fee", "Receiving per unit", row(1));
    await settle();
    const type = within(row(1)).getByLabelText("Location type", { selector: "input" }) as HTMLInputElement;
    expect(type.disabled).toBe(true);
    expect(row(1).textContent).toContain("All types");
    expect(api.createRateCard).not.toHaveBeenCalled();

    api.createRateCard.mockResolvedValue(defaultCard);
    await create();
    await waitFor(() => expect(api.createRateCard).toHaveBeenCalled());
    expect(api.createRateCard).toHaveBeenCalledWith({
      customer_id: null,
      effective_from: utcDay(),
      note: "",
      rates: [
        { kind: "outbound_order", amount: "1.2", location_type: null, age_from_days: 0 },
        { kind: "receiving_unit", amount: "2", location_type: null, age_from_days: 0 },
      ],
    });
  });

  it("starts a customer's card from the default card's rates", async () => {
    answer([summary({})], defaultCard);
    products.customers.mockResolvedValue({
      list: [{ id: "c-1", owner_code: "ACME01", username: "acme" }],
      total: 1,
      page_size: 50,
      cur_page: 1,
    } as never);
    await openNewCard();
    expect(dialog().textContent).toContain(
      "The rates are those of the default card's version from 2026-01-01",
    );
    expect((within(row(0)).getByLabelText("Amount", { selector: "input" }) as HTMLInputElement).value).toBe(
      "1.20",
    );
    await create();
    expect(dialog().textContent).toContain("Choose the customer");
    await chooseOption("Customer", "ACME01 · acme", dialog());
    api.createRateCard.mockResolvedValue({ ...defaultCard, id: "card-acme", customer_id: "c-1" });
    await create();
    await waitFor(() =>
      expect(api.createRateCard).toHaveBeenCalledWith({
        customer_id: "c-1",
        effective_from: utcDay(),
        note: "",
        rates: [{ kind: "outbound_order", amount: "1.20", location_type: null, age_from_days: 0 }],
      }),
    );
  });

  it("shows the server's refusal of a rate at its row", async () => {
    answer([]);
    await openNewCard();
    await chooseOption("Fee", "Order handling", row(0));
    amount(0, "5");
    api.createRateCard.mockRejectedValue(
      new ApiError(4001, "Parameter error", {
        fields: { "rates.0.amount": "The server says no to this amount" },
      }),
    );
    await create();
    await waitFor(() => expect(row(0).textContent).toContain("The server says no to this amount"));
    expect(screen.queryByTestId("form-error-alert")).toBeNull();
  });
});
