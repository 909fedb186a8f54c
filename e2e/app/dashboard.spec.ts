import { expect as baseExpect, type Page } from "@playwright/test";
import { shipperAndProvider, test } from "./app-fixtures.ts";
import { submittedOrders } from "./app-orders.ts";

/**
 * Issue 6 item 4: the home dashboards. An order submitted by the drop shipper shows in both trends and in
 * the provider's "awaiting confirmation" counter (which opens the filtered order list); the demo SKU
 * EB-100-WHT (6 on hand, warning 10) is listed as low stock; nothing has shipped, so top sales is empty.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Orders created over the 30 days, read from the chart's accessible summary. */
async function createdInTrend(page: Page) {
  const chart = page.getByTestId("trend-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  const label = (await chart.getAttribute("aria-label")) ?? "";
  return Number(/(\d+) orders created/.exec(label)?.[1]);
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

  // The provider's dashboard: the order in the trend and the counter, the low-stock SKU, no sales yet.
  await provider.reload();
  await expect(counter.getByTestId("counter-value")).toHaveText(String(before + 1));
  expect(await createdInTrend(provider)).toBeGreaterThanOrEqual(1);
  await expect(provider.getByTestId("low-stock-list")).toContainText("EB-100-WHT");
  await expect(provider.getByTestId("top-sales-empty")).toContainText("No shipped orders yet.");
  await counter.click();
  await expect(provider).toHaveURL(/\/p\/order\?status=submitted/);

  // The drop shipper's dashboard: its own order and its own low-stock SKU.
  await shipper.goto("/ds/home");
  expect(await createdInTrend(shipper)).toBeGreaterThanOrEqual(1);
  await expect(shipper.getByTestId("low-stock-list")).toContainText("EB-100-WHT");
  await expect(shipper.getByTestId("counter-awaiting_confirmation")).toContainText(/[1-9]/);
});
