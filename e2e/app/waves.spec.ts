import { expect } from "@playwright/test";
import { withPdfViewer } from "../support/browsers.ts";
import { apiCall } from "./app-api.ts";
import { shipperAndProvider, test } from "./app-fixtures.ts";
import { submittedOrders } from "./app-orders.ts";

/**
 * Wave orders: two confirmed single-SKU orders are waved with the "Single-item orders" strategy from
 * /p/p-wave-order (preview, then generate, which confirms the numbers), the wave's drawer lists them, the pick list opens as a PDF
 * in a new tab, and a picking confirmation one unit short turns one order into a short-pick exception.
 */
test.use(withPdfViewer);

test("confirmed orders become a wave, its pick list prints, and a short pick marks an exception", async ({
  pageAs,
}) => {
  test.setTimeout(240_000);
  const { shipper, provider } = await shipperAndProvider(pageAs);
  const providerContext = provider.context();

  const { ids, codes } = await submittedOrders(shipper, {
    consignee: "Wave",
    sku: "EB-100-BLK",
    quantities: [1, 2],
  });
  const confirmBody = { action: "confirm", order_ids: ids };
  expect((await apiCall(provider, "p", "PUT", "order/batch-modify-report-provider", confirmBody)).code).toBe(
    200,
  );

  // Select the two orders, pick the strategy, preview, generate.
  await provider.goto("/p/p-wave-order");
  const panel = provider.getByTestId("wave-generate");
  // The orders are in SZ01; the panel starts at the first warehouse by code, which another spec's may precede.
  await panel.getByRole("combobox", { name: "Warehouse" }).click();
  await provider.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "SZ01" }).click();
  for (const code of codes)
    await panel.locator("tr", { hasText: code }).locator("input[type=checkbox]").check();
  await provider.getByTestId("wave-strategy").click();
  await provider
    .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Single-item orders" })
    .first()
    .click();
  await provider.getByTestId("wave-preview").click();
  await expect(provider.getByTestId("wave-preview-result")).toContainText("1 wave from 2 orders");
  // Generate confirms the same numbers before anything is written.
  await provider.getByTestId("wave-generate-button").click();
  const confirm = provider.locator(".ant-modal-confirm:visible");
  await expect(confirm).toContainText("Generate 1 wave from 2 orders?");
  await confirm.getByRole("button", { name: "Generate waves" }).click();

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
