import { expect as baseExpect, type Page } from "@playwright/test";
import type { TDashboardOverview } from "@wms/contracts";
import { apiCall } from "./app-api.ts";
import { shipperAndProvider, test } from "./app-fixtures.ts";
import { submittedOrders } from "./app-orders.ts";

/**
 * Issue 6 item 4 and issue 16: the home dashboards. The demo's month of history fills both trends and top
 * sales (the USB-C cable or the phone case sells most: the month's weekdays decide); an order submitted by
 * the drop shipper adds to the provider's "awaiting confirmation" counter (which opens the filtered order
 * list); the demo SKU EB-100-WHT (6 on hand, warning 10) is listed as low stock. The getting-started list:
 * the provider's set-up is done, the drop shipper still has a shop to bind, and that step links to the
 * shop screen.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Orders created over the 30 days, read from the chart's accessible summary (drawn once scrolled to). */
async function createdInTrend(page: Page) {
  const chart = page.getByTestId("trend-chart");
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator("svg")).toBeVisible(); // echarts draws it once the chart is in view
  const label = (await chart.getAttribute("aria-label")) ?? "";
  return Number(/(\d+) orders created/.exec(label)?.[1]);
}

/**
 * The top sales list shows what sold most over the month, most first, as the server ranks it. Which SKU
 * leads the demo's month depends on the weekdays it fell on (fewer orders at weekends), so the ranking is
 * read from the server and checked to be one.
 */
async function expectTopSales(page: Page) {
  const tzOffset = await page.evaluate(() => String(-new Date().getTimezoneOffset()));
  const answer = await apiCall<TDashboardOverview>(page, "p", "GET", "dashboard/overview", undefined, {
    tz_offset: tzOffset,
  });
  const top = answer.data.top_sales;
  expect(top.length).toBeGreaterThan(1);
  expect(top.map((s) => s.quantity)).toEqual(top.map((s) => s.quantity).sort((a, b) => b - a));
  const items = page.getByTestId("top-sales-list").locator("li");
  await expect(items).toHaveCount(top.length);
  for (const [i, item] of top.entries()) await expect(items.nth(i)).toContainText(item.sku);
}

test("the dashboards show the order trend, low stock and today's counters of each side", async ({
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { shipper, provider } = await shipperAndProvider(pageAs);

  const counter = provider.getByTestId("counter-awaiting_confirmation");
  const before = Number((await counter.getByTestId("counter-value").innerText()).replace(/\D/g, ""));

  // The drop shipper submits an order of a stocked demo SKU.
  await submittedOrders(shipper, { consignee: "Dashboard", sku: "EB-100-BLK", quantities: [1] });

  // The provider's dashboard: a month of orders, the new one in the counter, the low-stock SKU, what sold.
  await provider.reload();
  await expect(counter.getByTestId("counter-value")).toHaveText(String(before + 1));
  expect(await createdInTrend(provider)).toBeGreaterThanOrEqual(30);
  await expect(provider.getByTestId("low-stock-list")).toContainText("EB-100-WHT");
  await expectTopSales(provider);
  const providerSteps = provider.getByTestId("getting-started");
  await expect(providerSteps).toContainText("Getting started: all 4 steps done");
  await expect(providerSteps.locator("ol")).toBeHidden();
  await provider.getByTestId("getting-started-toggle").click();
  await expect(provider.getByTestId("getting-started-channel")).toHaveAttribute("data-done", "true");
  await counter.click();
  await expect(provider).toHaveURL(/\/p\/order\?status=submitted/);

  // The drop shipper's dashboard: its own order and its own low-stock SKU.
  await shipper.goto("/ds/home");
  expect(await createdInTrend(shipper)).toBeGreaterThanOrEqual(1);
  await expect(shipper.getByTestId("low-stock-list")).toContainText("EB-100-WHT");
  await expect(shipper.getByTestId("counter-awaiting_confirmation")).toContainText(/[1-9]/);
  await expect(shipper.getByTestId("top-sales-list")).toContainText("CB-USBC-1M");
  await expect(shipper.getByTestId("getting-started-progress")).toHaveText("3 of 4 done");
  const shop = shipper.getByTestId("getting-started-shop");
  await expect(shop).toHaveAttribute("data-done", "false");
  await shop.getByRole("link").click();
  await expect(shipper).toHaveURL(/\/ds\/third-part-key-information/);
});
