import { cleanup, screen, within } from "@testing-library/react";
import type { TMyRateCard, TRateVersion } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { billingApi } from "./billing-api.ts";
import { MyFeesScreen } from "./my-fees-screen.tsx";

await i18nReady;

const api = mockApi(billingApi);

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

function show(answer: TMyRateCard) {
  api.myRateCard.mockResolvedValue(answer);
  renderAt("/ds/billing", <MyFeesScreen />, (client) =>
    client.setQueryData(["home", "ds"], {
      providers: [{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }],
    }),
  );
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
