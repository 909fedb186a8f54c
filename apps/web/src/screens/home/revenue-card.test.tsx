import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import type { TRevenue } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { signedInAs, signOut } from "../../test/signed-in.ts";
import { billingApi } from "../billing/billing-api.ts";
import { mockCountFigures, mockReturnFigures, providerHome, renderHome } from "./home-test-render.tsx";

await i18nReady;

const billing = mockApi(billingApi);
mockReturnFigures();
mockCountFigures();

afterEach(() => {
  cleanup();
  signOut();
  vi.clearAllMocks();
});

const home = () => renderHome("/p/home", providerHome);

const month = (m: string, total: string, by_group: TRevenue["months"][number]["by_group"] = []) => ({
  month: m,
  total,
  by_group,
});

const revenue: TRevenue = {
  currency: "EUR",
  months: [
    month("2026-01", "0.00"),
    month("2026-02", "0.00"),
    month("2026-03", "120.5", [
      { group: "storage", amount: "100.5" },
      { group: "outbound", amount: "20" },
    ]),
    // A group whose charges were credited back in full: no column of its own.
    month("2026-04", "7.25", [
      { group: "outbound", amount: "7.25" },
      { group: "shipping", amount: "0.00" },
    ]),
    month("2026-05", "0.00"),
    month("2026-06", "30", [{ group: "receiving", amount: "30" }]),
  ],
  customers: [
    { customer_id: "c-1", customer_name: "Acme Goods", owner_code: "ACME", amount: "25" },
    { customer_id: "c-2", customer_name: "Blue Shop", owner_code: "BLUE", amount: "5.5" },
  ],
};

/** A row's cells, headers included, as read. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

describe("the provider's revenue on the home dashboard", () => {
  it("shows six months by fee group and the month's largest customers, opening the charges", async () => {
    signedInAs("provider");
    billing.revenue.mockResolvedValue(revenue);
    home();
    const card = await screen.findByRole("region", { name: "Revenue" });
    expect(billing.revenue).toHaveBeenCalledWith({ months: 6 });

    const table = await within(card).findByRole("table");
    const rows = within(table).getAllByRole("row");
    // One column per group with an amount in the range, in the groups' order; shipping (0.00) has none.
    expect(cellsOf(rows[0] as HTMLElement)).toEqual(["Month", "Total", "Receiving", "Storage", "Outbound"]);
    expect(rows.slice(1).map((row) => cellsOf(row))).toEqual([
      ["2026-01", "EUR 0.00", "—", "—", "—"],
      ["2026-02", "EUR 0.00", "—", "—", "—"],
      ["2026-03", "EUR 120.50", "—", "EUR 100.50", "EUR 20.00"],
      ["2026-04", "EUR 7.25", "—", "—", "EUR 7.25"],
      ["2026-05", "EUR 0.00", "—", "—", "—"],
      ["2026-06", "EUR 30.00", "EUR 30.00", "—", "—"],
    ]);
    expect(within(table).queryByRole("columnheader", { name: "Shipping" })).toBeNull();

    const customers = within(card).getByRole("list", { name: "Largest customers this month" });
    const items = within(customers).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Acme GoodsACMEEUR 25.00", "Blue ShopBLUEEUR 5.50"]);

    expect(within(card).getByRole("link", { name: "Billing" }).getAttribute("href")).toBe(
      "/p/billing?tab=charges",
    );
    expect(within(card).queryByTestId("revenue-empty")).toBeNull();
  });

  it("says so when every month of the range is 0.00", async () => {
    signedInAs("provider");
    billing.revenue.mockResolvedValue({
      currency: "USD",
      months: ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].map((m) => month(m, "0.00")),
      customers: [],
    });
    home();
    const card = await screen.findByRole("region", { name: "Revenue" });
    await waitFor(() =>
      expect(within(card).getByTestId("revenue-empty").textContent).toBe("No revenue in the last 6 months."),
    );
    expect(within(card).queryByRole("table")).toBeNull();
    expect(within(card).getByRole("link", { name: "Billing" })).toBeTruthy();
  });

  it("is not shown to an operator, who shares the provider's home, and is not asked for", async () => {
    signedInAs("operator");
    billing.revenue.mockResolvedValue(revenue);
    home();
    expect(await screen.findByTestId("counter-awaiting_confirmation")).toBeTruthy();
    await settle();
    expect(screen.queryByRole("region", { name: "Revenue" })).toBeNull();
    expect(billing.revenue).not.toHaveBeenCalled();

    // The same home signed in as the provider has it: the operator's lacks it for the role alone.
    act(() => signedInAs("provider"));
    expect(await screen.findByRole("region", { name: "Revenue" })).toBeTruthy();
    expect(billing.revenue).toHaveBeenCalledTimes(1);
  });
});
