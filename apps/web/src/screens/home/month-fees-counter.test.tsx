import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle, shipperOf } from "../../test/render-at.tsx";
import { billingApi } from "../billing/billing-api.ts";
import {
  dashboardOf,
  mockCountFigures,
  mockReturnFigures,
  providerHome,
  renderHome,
} from "./home-test-render.tsx";

await i18nReady;

const billing = mockApi(billingApi);
mockReturnFigures();
mockCountFigures();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("the drop shipper's fees this month on the home dashboard", () => {
  it("shows what the chosen provider charged since the first of the UTC month, opening its charges", async () => {
    // Late on the 30th in UTC: already the 1st of the next month east of it. The month is UTC's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-30T23:30:00Z"));
    billing.chargesSummary.mockResolvedValue({ currency: "USD", count: 7, total: "12.5", by_kind: [] });
    renderHome(
      "/ds/home",
      shipperOf([{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }]),
      dashboardOf("ds", "p-1"),
    );
    const card = await screen.findByTestId("counter-fees_this_month");
    expect(card.textContent).toContain("Fees this month");
    await waitFor(() => expect(within(card).getByTestId("counter-value").textContent).toBe("USD 12.50"));
    expect(billing.chargesSummary).toHaveBeenCalledWith({ provider_uuid: "p-1", day_from: "2026-06-01" });
    expect(card.getAttribute("href")).toBe("/ds/billing?tab=charges&provider_uuid=p-1");
  });

  it("is not on the provider's dashboard", async () => {
    renderHome("/p/home", providerHome);
    expect(await screen.findByTestId("counter-awaiting_confirmation")).toBeTruthy();
    await settle();
    expect(screen.queryByTestId("counter-fees_this_month")).toBeNull();
    expect(billing.chargesSummary).not.toHaveBeenCalled();
  });
});
