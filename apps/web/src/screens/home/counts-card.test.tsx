import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TCountFigures } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle, shipperOf } from "../../test/render-at.tsx";
import { signedInAs, signOut } from "../../test/signed-in.ts";
import { billingApi } from "../billing/billing-api.ts";
import {
  dashboardOf,
  mockCountFigures,
  mockReturnFigures,
  providerHome,
  quietCountFigures,
  renderHome,
} from "./home-test-render.tsx";

await i18nReady;

const billing = mockApi(billingApi);
mockReturnFigures();
const counts = mockCountFigures();

// The provider's revenue and the merchant's fees, beside the card on their homes; mid-June 2026 in UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T10:00:00Z"));
  billing.revenue.mockResolvedValue({ currency: "USD", months: [], customers: [] });
  billing.chargesSummary.mockResolvedValue({ currency: "USD", count: 0, total: "0", by_kind: [] });
});

afterEach(async () => {
  cleanup();
  signOut();
  vi.useRealTimers();
  vi.clearAllMocks();
  await changeLanguage("en_us");
});

const month = (m: string, gained: [number, string], lost: [number, string], net: string) => ({
  month: m,
  units_gained: gained[0],
  value_gained: gained[1],
  units_lost: lost[0],
  value_lost: lost[1],
  net_value: net,
});

/**
 * A busy quarter: 39 of 40 locations counted were accurate; 12 of 240 never counted; 2 wait for review and 1
 * for a recount; a gain in March and a loss in June (this month); two customers adjusted, the loss first.
 */
const figures: TCountFigures = {
  days: 90,
  accuracy: { counted: 40, accurate: 39, percent: 97.5 },
  never_counted: 12,
  locations: 240,
  waiting_review: 2,
  waiting_recount: 1,
  by_month: [
    month("2026-03", [2, "10.00"], [0, "0.00"], "10.00"),
    month("2026-06", [1, "4.50"], [5, "37.50"], "-33.00"),
  ],
  by_customer: [
    {
      customer_id: "c-1",
      owner_code: "ACME",
      units_gained: 0,
      units_lost: 5,
      value_gained: "0.00",
      value_lost: "37.50",
      net_value: "-37.50",
    },
    {
      customer_id: "c-2",
      owner_code: "BLUE",
      units_gained: 3,
      units_lost: 0,
      value_gained: "14.50",
      value_lost: "0.00",
      net_value: "14.50",
    },
  ],
};

const staffHome = () => renderHome("/p/home", providerHome);

/** The card once its figures are in (its accuracy drawn). */
async function countsCard(name = "Cycle counts") {
  const card = await screen.findByRole("region", { name });
  await within(card).findByTestId("counts-accuracy");
  return card;
}

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => li.textContent);
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
  );
const headOf = (table: HTMLElement) => [...table.querySelectorAll("thead th")].map((th) => th.textContent);

describe("the counts card on the staff's home", () => {
  it("shows the operator the accuracy, the locations never counted and waiting, this month's adjustments, six months and the customers", async () => {
    signedInAs("operator");
    counts.figures.mockResolvedValue(figures);
    staffHome();
    const card = await countsCard();
    expect(counts.figures).toHaveBeenCalledWith({ days: 90 });
    expect(within(card).getByRole("heading", { level: 2, name: "Cycle counts" })).toBeTruthy();

    const accuracy = within(card).getByTestId("counts-accuracy");
    expect(within(accuracy).getByText("97.5 %").tagName).toBe("STRONG");
    expect(accuracy.textContent).toContain("39 of 40 locations counted in the last 90 days had no variance");

    expect(itemsOf(within(card).getByRole("list", { name: "Locations" }))).toEqual([
      "Never counted12 of 240 locations",
      "Waiting for review2 locations",
      "Waiting for a recount1 location",
    ]);
    expect(within(card).getByRole("link", { name: "Review the variances" }).getAttribute("href")).toBe(
      "/p/counts?tab=review",
    );
    expect(itemsOf(within(card).getByRole("list", { name: "Count adjustments this month" }))).toEqual([
      "Net valueUSD -33.00",
      "Found more1 unit, USD 4.50",
      "Found less5 units, USD 37.50",
    ]);

    // The six UTC months up to this one, oldest first; a month without adjustments is zero.
    const months = within(card).getByRole("table", { name: "Count adjustments of the last 6 months" });
    expect(headOf(months)).toEqual(["Month", "Found more", "Found less", "Net value"]);
    expect(rowsOf(months)).toEqual([
      ["2026-01", "USD 0.00", "USD 0.00", "USD 0.00"],
      ["2026-02", "USD 0.00", "USD 0.00", "USD 0.00"],
      ["2026-03", "USD 10.00", "USD 0.00", "USD 10.00"],
      ["2026-04", "USD 0.00", "USD 0.00", "USD 0.00"],
      ["2026-05", "USD 0.00", "USD 0.00", "USD 0.00"],
      ["2026-06", "USD 4.50", "USD 37.50", "USD -33.00"],
    ]);
    expect(
      within(card).getByRole("region", { name: "Count adjustments of the last 6 months" }).tabIndex,
    ).toBe(0);
    // The bars: June's loss the longest, March's gain a third of it; none for a month without adjustments.
    const bars = [...months.querySelectorAll(".wms-counts__bar")] as HTMLElement[];
    expect(bars.map((b) => [b.dataset.sign, b.style.width])).toEqual([
      ["gain", "30%"],
      ["loss", "100%"],
    ]);

    expect(itemsOf(within(card).getByRole("list", { name: "Customers with the largest net loss" }))).toEqual([
      // (Each amount of the line under the code on one line: a no-break space between currency and number.)
      "ACMEFound more USD\u00a00.00, found less USD\u00a037.50USD -37.50",
      "BLUEFound more USD\u00a014.50, found less USD\u00a00.00USD 14.50",
    ]);
    expect(within(card).getByRole("link", { name: "All cycle counts" }).getAttribute("href")).toBe(
      "/p/counts",
    );
    expect(within(card).queryByTestId("counts-empty")).toBeNull();
  });

  it("asks again with the period chosen, and shows its figures", async () => {
    signedInAs("provider");
    counts.figures.mockImplementation(async ({ days }) =>
      days === 30
        ? { ...figures, days: 30, accuracy: { counted: 8, accurate: 6, percent: 75 }, by_customer: [] }
        : figures,
    );
    staffHome();
    const card = await countsCard();
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

    fireEvent.click(within(period).getByRole("button", { name: "30 days" }));
    await waitFor(() => expect(counts.figures).toHaveBeenLastCalledWith({ days: 30 }));
    expect(pressed()).toEqual(["30 days"]);
    await waitFor(() =>
      expect(within(card).getByTestId("counts-accuracy").textContent).toContain(
        "6 of 8 locations counted in the last 30 days had no variance",
      ),
    );
    expect(within(within(card).getByTestId("counts-accuracy")).getByText("75.0 %").tagName).toBe("STRONG");
    expect(within(card).getByTestId("counts-no-customers").textContent).toBe(
      "No customer's stock was adjusted by a count in this period.",
    );
  });

  it("says so when no count ended and none waits, and gives no accuracy while only waiting ones exist", async () => {
    signedInAs("provider");
    counts.figures.mockResolvedValueOnce(quietCountFigures(90));
    staffHome();
    const card = await screen.findByRole("region", { name: "Cycle counts" });
    await waitFor(() =>
      expect(within(card).getByTestId("counts-empty").textContent).toBe(
        "No location count ended in the last 90 days and none waits. 12 of 40 locations have never been counted.",
      ),
    );
    expect(within(card).queryByRole("table")).toBeNull();
    expect(within(card).getByRole("link", { name: "All cycle counts" })).toBeTruthy();
    cleanup();

    // A location waits for review, none has ended: no accuracy yet, and why; nothing to review but that.
    counts.figures.mockResolvedValueOnce({ ...quietCountFigures(30), waiting_review: 1 });
    staffHome();
    const accuracy = within(await countsCard()).getByTestId("counts-accuracy");
    expect(within(accuracy).getByText("—").tagName).toBe("STRONG");
    expect(accuracy.textContent).toContain(
      "No location count ended in the last 30 days, so there is no accuracy yet.",
    );
    expect(screen.getByTestId("counts-review").textContent).toBe("Waiting for review1 location");
    expect(screen.getByRole("link", { name: "Review the variances" })).toBeTruthy();
  });

  it("speaks Chinese: the accuracy, the locations, the money and the months", async () => {
    await changeLanguage("zh_cn");
    signedInAs("provider");
    counts.figures.mockResolvedValue(figures);
    staffHome();
    const card = await countsCard("循环盘点");
    const accuracy = within(card).getByTestId("counts-accuracy");
    expect(accuracy.textContent).toBe("盘点准确率97.5 %近 90 天盘点的 40 个库位中 39 个无差异");
    expect(itemsOf(within(card).getByRole("list", { name: "库位" }))).toEqual([
      "从未盘点12 / 240 个库位",
      "等待审核2 个库位",
      "等待复盘1 个库位",
    ]);
    expect(itemsOf(within(card).getByRole("list", { name: "本月盘点调整" }))).toEqual([
      "净额USD -33.00",
      "盘盈1 件，USD 4.50",
      "盘亏5 件，USD 37.50",
    ]);
    const months = within(card).getByRole("table", { name: "近 6 个月的盘点调整" });
    expect(headOf(months)).toEqual(["月份", "盘盈", "盘亏", "净额"]);
    expect(within(card).getByRole("link", { name: "审核差异" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "365 天" })).toBeTruthy();
  });
});

describe("the drop shipper's home", () => {
  it("has no counts card and never asks for the figures", async () => {
    renderHome(
      "/ds/home",
      shipperOf([{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }]),
      dashboardOf("ds", "p-1"),
    );
    await screen.findByRole("region", { name: "Returns" });
    await settle();
    expect(screen.queryByTestId("counts-card")).toBeNull();
    expect(counts.figures).not.toHaveBeenCalled();
  });
});
