import { expect } from "@playwright/test";
import { apiCall } from "./app-api.ts";
import { demo, test } from "./app-fixtures.ts";

/**
 * Wave orders: two confirmed single-SKU orders are waved with the "Single-item orders" strategy from
 * /p/p-wave-order (preview, then generate), the wave's drawer lists them, the pick list opens as a PDF
 * in a new tab, and a picking confirmation one unit short turns one order into a short-pick exception.
 */

test("confirmed orders become a wave, its pick list prints, and a short pick marks an exception", async ({
  pageAs,
}) => {
  test.setTimeout(240_000);
  const shipper = await pageAs(demo.shipper);
  const provider = await pageAs(demo.provider);
  const providerContext = provider.context();

  const home = await apiCall<{ providers: { provider_uuid: string }[] }>(
    shipper,
    "ds",
    "GET",
    "home",
    undefined,
  );
  const providerUuid = home.data.providers[0]?.provider_uuid as string;
  const warehouses = await apiCall<{ warehouse_id: string; code: string }[]>(
    provider,
    "p",
    "GET",
    "storage/query-storage-definition",
    undefined,
  );
  const warehouseId = warehouses.data.find((w) => w.code === "SZ01")?.warehouse_id;
  const ids: string[] = [];
  const codes: string[] = [];
  for (const quantity of [1, 2]) {
    const created = await apiCall<{ order_id: string; code: string }>(
      shipper,
      "ds",
      "POST",
      "order/create-order",
      {
        provider_uuid: providerUuid,
        warehouse_id: warehouseId,
        consignee: `Wave ${quantity}`,
        country: "DE",
        address: "Hauptstr. 1",
        lines: [{ sku: "EB-100-BLK", quantity }],
      },
    );
    expect(created.code, created.message).toBe(1000);
    ids.push(created.data.order_id);
    codes.push(created.data.code);
  }
  const body = { provider_uuid: providerUuid, action: "submit", order_ids: ids };
  expect((await apiCall(shipper, "ds", "PUT", "order/batch-modify-report-provider", body)).code).toBe(200);
  const confirmBody = { action: "confirm", order_ids: ids };
  expect((await apiCall(provider, "p", "PUT", "order/batch-modify-report-provider", confirmBody)).code).toBe(
    200,
  );

  // Select the two orders, pick the strategy, preview, generate.
  await provider.goto("/p/p-wave-order");
  const panel = provider.getByTestId("wave-generate");
  for (const code of codes)
    await panel.locator("tr", { hasText: code }).locator("input[type=checkbox]").check();
  await provider.getByTestId("wave-strategy").click();
  await provider
    .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Single-item orders" })
    .first()
    .click();
  await provider.getByTestId("wave-preview").click();
  await expect(provider.getByTestId("wave-preview-result")).toContainText("2 orders make 1 waves");
  await provider.getByTestId("wave-generate-button").click();
  await provider.locator(".ant-popconfirm:visible .ant-btn-primary").click();

  // The new wave is the newest in the list; its drawer lists both orders.
  const list = provider.getByTestId("waves-list");
  await expect(list.locator("tbody tr.ant-table-row").first().getByTestId("wave-status")).toHaveText(
    "Picking",
  );
  await list.locator("tbody tr.ant-table-row").first().getByRole("button").first().click();
  const drawer = provider.getByTestId("wave-detail");
  for (const code of codes) await expect(drawer.getByTestId("wave-orders")).toContainText(code);

  // The pick list opens as a PDF in a new tab.
  const [pdfPage] = await Promise.all([
    providerContext.waitForEvent("page"),
    provider.getByTestId("wave-print").click(),
  ]);
  expect(pdfPage.url()).toMatch(/^blob:/);
  await pdfPage.close();

  // One unit short on the last line: one order becomes a short-pick exception.
  const inputs = drawer.getByTestId("wave-picking-form").locator("input");
  const last = inputs.last();
  const required = Number(await last.inputValue());
  await inputs.first().focus();
  await inputs.first().press("Enter");
  await last.fill(String(required - 1));
  await provider.getByTestId("wave-confirm-picking").click();
  await provider.locator(".ant-popconfirm:visible .ant-btn-primary").click();
  await expect(drawer.getByTestId("wave-status")).toHaveText("Short picked");
  await expect(drawer.getByTestId("wave-orders")).toContainText("Short pick");
  await expect(drawer.getByTestId("wave-orders")).toContainText("Exception");
});
