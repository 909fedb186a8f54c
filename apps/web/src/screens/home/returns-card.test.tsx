import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TReturnFigures } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { shipperOf } from "../../test/render-at.tsx";
import { signedInAs, signOut } from "../../test/signed-in.ts";
import { billingApi } from "../billing/billing-api.ts";
import {
  dashboardOf,
  mockCountFigures,
  mockReturnFigures,
  providerHome,
  quietFigures,
  renderHome,
} from "./home-test-render.tsx";

await i18nReady;

const billing = mockApi(billingApi);
const returns = mockReturnFigures();
mockCountFigures();

// The provider's revenue and the merchant's fees, beside the card on their homes.
beforeEach(() => {
  billing.revenue.mockResolvedValue({ currency: "USD", months: [], customers: [] });
  billing.chargesSummary.mockResolvedValue({ currency: "USD", count: 0, total: "0", by_kind: [] });
});

afterEach(async () => {
  cleanup();
  signOut();
  vi.clearAllMocks();
  await changeLanguage("en_us");
});

/** A busy quarter: 52 of 1,230 units came back, two SKUs and two customers; 3 parcels wait. */
const earbuds = {
  variant_id: "v-1",
  sku: "EB-100-BLK",
  name_en: "Earbuds black",
  name_cn: "耳机 黑色",
  shipped: 1200,
  returned: 48,
  rate: 0.04,
};
const acme = { customer_id: "c-1", customer_name: "Acme", shipped: 1000, returned: 50, rate: 0.05 };
const figures: TReturnFigures = {
  days: 90,
  total: { shipped: 1230, returned: 52, rate: 0.0423 },
  by_sku: [
    {
      variant_id: "v-2",
      sku: "MUG-1",
      name_en: "",
      name_cn: "马克杯",
      shipped: 30,
      returned: 4,
      rate: 0.1333,
    },
    earbuds,
  ],
  by_customer: [
    acme,
    { customer_id: "c-2", customer_name: "Blue Shop", shipped: 230, returned: 2, rate: 0.0087 },
  ],
  inspection: {
    received: 12,
    inspected: 10,
    average_days: 2.5,
    median_days: 2,
    waiting: 3,
    oldest_waiting_days: 6.5,
  },
};

/** The merchant's own figures with the provider: the same SKUs, its own row as the only customer. */
const merchantFigures: TReturnFigures = { ...figures, by_customer: [acme] };

const staffHome = () => renderHome("/p/home", providerHome);
const merchantHome = () =>
  renderHome(
    "/ds/home",
    shipperOf([{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }]),
    dashboardOf("ds", "p-1"),
  );

/** The card once its figures are in (its SKU table drawn). */
async function returnsCard(name = "Returns") {
  const card = await screen.findByRole("region", { name });
  await within(card).findByTestId("returns-rate");
  return card;
}

/** A table's body rows, each as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
  );
const headOf = (table: HTMLElement) => [...table.querySelectorAll("thead th")].map((th) => th.textContent);
const inspectionOf = (card: HTMLElement) =>
  within(within(card).getByTestId("returns-inspection"))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("the returns card on the staff's home", () => {
  it("shows the operator the window's rate, the SKUs and customers that come back most, and the days to inspection", async () => {
    signedInAs("operator");
    returns.figures.mockResolvedValue(figures);
    staffHome();
    const card = await returnsCard();
    expect(returns.figures).toHaveBeenCalledWith({ provider_uuid: undefined, days: 90 });
    expect(within(card).getByRole("heading", { level: 2, name: "Returns" })).toBeTruthy();

    const rate = within(card).getByTestId("returns-rate");
    expect(within(rate).getByText("4.2 % of 1,230 units shipped").tagName).toBe("STRONG");
    expect(rate.textContent).toContain("52 units on returns raised in the last 90 days");

    const skus = within(card).getByRole("table", { name: "SKUs with the highest return rate" });
    expect(headOf(skus)).toEqual(["SKU / name", "Shipped", "Returned", "Rate"]);
    // Highest rate first, as the server ranks them; a SKU without an English name shows its Chinese one.
    expect(rowsOf(skus)).toEqual([
      ["MUG-1马克杯", "30", "4", "13.3 %"],
      ["EB-100-BLKEarbuds black", "1,200", "48", "4.0 %"],
    ]);
    const region = within(card).getByRole("region", { name: "SKUs with the highest return rate" });
    expect(region.tabIndex).toBe(0);

    const customers = within(card).getByRole("table", { name: "Customers with the highest return rate" });
    expect(headOf(customers)).toEqual(["Customer", "Shipped", "Returned", "Rate"]);
    expect(rowsOf(customers)).toEqual([
      ["Acme", "1,000", "50", "5.0 %"],
      ["Blue Shop", "230", "2", "0.9 %"],
    ]);

    expect(inspectionOf(card)).toEqual([
      "Days to inspection2.5 days on average, 2 days median",
      "Parcels received in the period12 received, 10 inspected",
      "Waiting for inspection3, the oldest for 6.5 days",
    ]);
    expect(within(card).getByRole("link", { name: "All returns" }).getAttribute("href")).toBe("/p/returns");
    expect(within(card).queryByTestId("returns-empty")).toBeNull();
  });

  it("asks again with the period chosen, and shows its figures", async () => {
    signedInAs("provider");
    returns.figures.mockImplementation(async ({ days }) =>
      days === 365 ? { ...figures, days: 365, total: { shipped: 5000, returned: 100, rate: 0.02 } } : figures,
    );
    staffHome();
    const card = await returnsCard();
    const period = within(card).getByRole("group", { name: "Period" });
    const pressed = () =>
      within(period)
        .getAllByRole("button", { pressed: true })
        .map((b) => b.textContent);
    expect(
      within(period)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["30 days", "90 days", "365 days"]);
    expect(pressed()).toEqual(["90 days"]);

    fireEvent.click(within(period).getByRole("button", { name: "365 days" }));
    await waitFor(() =>
      expect(returns.figures).toHaveBeenLastCalledWith({ provider_uuid: undefined, days: 365 }),
    );
    expect(pressed()).toEqual(["365 days"]);
    await waitFor(() =>
      expect(within(card).getByTestId("returns-rate").textContent).toContain("2.0 % of 5,000 units shipped"),
    );
    expect(within(card).getByTestId("returns-rate").textContent).toContain("in the last 365 days");
  });

  it("says so when nothing came back in the period, and gives no rate when nothing shipped", async () => {
    returns.figures.mockResolvedValueOnce(quietFigures(90));
    staffHome();
    const card = await screen.findByRole("region", { name: "Returns" });
    await waitFor(() =>
      expect(within(card).getByTestId("returns-empty").textContent).toBe("No returns in the last 90 days."),
    );
    expect(within(card).queryByRole("table")).toBeNull();
    expect(within(card).getByRole("link", { name: "All returns" })).toBeTruthy();
    cleanup();

    // Units came back (sold before the period), none shipped in it: no rate, and why.
    const noShipments = quietFigures(30);
    noShipments.total = { shipped: 0, returned: 2, rate: null };
    noShipments.by_sku = [{ ...earbuds, shipped: 0, returned: 2, rate: null }];
    returns.figures.mockResolvedValueOnce(noShipments);
    staffHome();
    const rate = within(await returnsCard()).getByTestId("returns-rate");
    expect(within(rate).getByText("—").tagName).toBe("STRONG");
    expect(rate.textContent).toContain(
      "No units shipped in the last 30 days, so there is no return rate yet.",
    );
    expect(rowsOf(screen.getByTestId("returns-by-sku"))).toEqual([
      ["EB-100-BLKEarbuds black", "0", "2", "—"],
    ]);
    expect(inspectionOf(screen.getByTestId("returns-card"))).toEqual([
      "Days to inspectionNo parcel inspected yet",
      "Parcels received in the period0 received, 0 inspected",
      "Waiting for inspectionNone",
    ]);
  });
});

describe("the returns card on the drop shipper's home", () => {
  it("asks for its goods with the provider in scope, without a customers table, and opens its returns there", async () => {
    returns.figures.mockResolvedValue(merchantFigures);
    merchantHome();
    const card = await returnsCard();
    expect(returns.figures).toHaveBeenCalledWith({ provider_uuid: "p-1", days: 90 });
    expect(within(card).getByRole("table", { name: "SKUs with the highest return rate" })).toBeTruthy();
    expect(within(card).getAllByRole("table")).toHaveLength(1);
    expect(within(card).queryByText("Acme")).toBeNull();
    expect(within(card).getByRole("link", { name: "All returns" }).getAttribute("href")).toBe(
      "/ds/returns?provider_uuid=p-1",
    );
  });

  it("speaks Chinese: the names, the rate and the days", async () => {
    await changeLanguage("zh_cn");
    returns.figures.mockResolvedValue(merchantFigures);
    merchantHome();
    const card = await returnsCard("退货");
    expect(within(card).getByText("4.2 %，共发货 1,230 件").tagName).toBe("STRONG");
    const skus = within(card).getByRole("table", { name: "退货率最高的 SKU" });
    expect(rowsOf(skus)).toEqual([
      ["MUG-1马克杯", "30", "4", "13.3 %"],
      ["EB-100-BLK耳机 黑色", "1,200", "48", "4.0 %"],
    ]);
    expect(inspectionOf(card)[0]).toBe("到货至质检天数平均 2.5 天，中位数 2 天");
    expect(within(card).getByRole("button", { name: "365 天" })).toBeTruthy();
  });
});
