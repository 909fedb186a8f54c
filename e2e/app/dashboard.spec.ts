import { expect as baseExpect, type Page } from "@playwright/test";
import { apiCall } from "./app-api.ts";
import { demo, test } from "./app-fixtures.ts";

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
  const shipper = await pageAs(demo.shipper);
  const provider = await pageAs(demo.provider);

  const counter = provider.getByTestId("counter-awaiting_confirmation");
  const before = Number(
    (await counter.locator(".ant-statistic-content-value").innerText()).replace(/\D/g, ""),
  );

  // The drop shipper submits an order of a stocked demo SKU.
  const home = await apiCall<{ providers: { provider_uuid: string }[] }>(shipper, "ds", "GET", "home");
  const providerUuid = home.data.providers[0]?.provider_uuid as string;
  const storage = await apiCall<{ warehouse_id: string; code: string }[]>(
    shipper,
    "ds",
    "GET",
    `storage/query-storage-definition?provider_uuid=${providerUuid}`,
  );
  const warehouseId = storage.data.find((w) => w.code === "SZ01")?.warehouse_id;
  const created = await apiCall<{ order_id: string }>(shipper, "ds", "POST", "order/create-order", {
    provider_uuid: providerUuid,
    warehouse_id: warehouseId,
    consignee: "Dash Board",
    country: "DE",
    address: "Hauptstr. 1",
    lines: [{ sku: "EB-100-BLK", quantity: 1 }],
  });
  expect(created.code, created.message).toBe(1000);
  const submitted = await apiCall(shipper, "ds", "PUT", "order/batch-modify-report-provider", {
    provider_uuid: providerUuid,
    action: "submit",
    order_ids: [created.data.order_id],
  });
  expect(submitted.code, submitted.message).toBe(200);

  // The provider's dashboard: the order in the trend and the counter, the low-stock SKU, no sales yet.
  await provider.reload();
  await expect(counter.locator(".ant-statistic-content-value")).toHaveText(String(before + 1));
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
