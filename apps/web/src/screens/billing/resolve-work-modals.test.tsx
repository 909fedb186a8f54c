import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TFeeKind, TUnpricedWork } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { billingApi } from "./billing-api.ts";
import { PriceWorkModal } from "./resolve-work-modals.tsx";

await i18nReady;

const api = mockApi(billingApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

beforeEach(() => {
  api.settings.mockResolvedValue({ currency: "USD" });
  api.priceUnpriced.mockResolvedValue({ resolved: 1 });
});

const item = (id: string, kind: TFeeKind, quantity: string) =>
  ({ id, kind, quantity, status: "open" }) as TUnpricedWork;

async function openFor(items: TUnpricedWork[]) {
  renderAt("/p/billing?tab=unpriced", <PriceWorkModal items={items} onClose={() => {}} onDone={() => {}} />);
  return screen.findByTestId("price-work-modal");
}

const ok = () => fireEvent.click(screen.getByTestId("price-work-ok"));

describe("pricing unpriced work of a percent kind", () => {
  it("asks a percent over the cost, checked as a card's percent before sending", async () => {
    const dialog = await openFor([
      item("w-1", "shipping_markup_percent", "5.5"),
      item("w-2", "shipping_markup_percent", "7"),
    ]);
    expect(dialog.textContent).toContain(
      "Charge these 2 items of Shipping (cost plus percent) at the percent you enter, as a card's rate would: each becomes a charge of its cost plus that percent",
    );
    await waitFor(() => expect(dialog.textContent).toContain("% over the cost"));
    const rate = within(dialog).getByLabelText("Percent", { selector: "input" });
    expect(within(dialog).queryByText("Rate per unit")).toBeNull();

    // Money with 4 decimals is no percent, nor is more than 1000.
    for (const wrong of ["0.125", "1000.5", "1200"]) {
      fireEvent.change(rate, { target: { value: wrong } });
      ok();
      expect(
        await within(dialog).findByText("Enter a percent from 0 to 1000 with at most 2 decimals"),
      ).toBeTruthy();
    }
    await settle();
    expect(api.priceUnpriced).not.toHaveBeenCalled();

    fireEvent.change(rate, { target: { value: "22.5" } });
    ok();
    await waitFor(() =>
      expect(api.priceUnpriced).toHaveBeenCalledWith({ ids: ["w-1", "w-2"], rate: "22.5" }),
    );
  });

  it("says a sourcing commission is a percent of the quote's value", async () => {
    const dialog = await openFor([item("w-3", "sourcing_quote_percent", "120")]);
    expect(dialog.textContent).toContain("it becomes a charge of that percent of its quote's value");
    await waitFor(() => expect(dialog.textContent).toContain("% of the quote's value"));
    fireEvent.change(within(dialog).getByLabelText("Percent", { selector: "input" }), {
      target: { value: "1000" },
    });
    ok();
    await waitFor(() => expect(api.priceUnpriced).toHaveBeenCalledWith({ ids: ["w-3"], rate: "1000" }));
  });

  it("keeps money per unit for a money kind, with up to 4 decimals", async () => {
    const dialog = await openFor([item("w-4", "outbound_order", "1")]);
    await waitFor(() => expect(dialog.textContent).toContain("USD per order"));
    expect(within(dialog).queryByLabelText("Percent")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Rate per unit", { selector: "input" }), {
      target: { value: "1200.1250" },
    });
    ok();
    await waitFor(() => expect(api.priceUnpriced).toHaveBeenCalledWith({ ids: ["w-4"], rate: "1200.1250" }));
  });
});
