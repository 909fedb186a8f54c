import { expect, type Locator, type Page } from "@playwright/test";
import { demo, test } from "./app-fixtures.ts";
import { chooseOption } from "./app-select.ts";
import { addProduct, addShop, bindByKeys, inventoryOf, saveShopInfo, unbindShop } from "./app-shopify.ts";

/**
 * Issue 13, stock out: a drop shipper's shop pushes stock from SZ01. Its product, new to the catalogue,
 * is synced and the shop's 10 become the warehouse's 0; the provider adjusts 7 in on the floor and the
 * shop has 7 a few seconds later (SHOP_STOCK_DELAY_SECONDS is 2 in this run); the product info shows it.
 */
const run = Date.now().toString(36).toUpperCase();

/** Chooses an option of the form's select labelled `label`, tried again until it holds (options load late). */
async function pick(page: Page, form: Locator, label: string, option: string) {
  const item = form.locator(".ant-form-item", {
    has: page.locator("label", { hasText: new RegExp(`^${label}$`) }),
  });
  await chooseOption(page, item, option);
}

const shopAvailable = async (shop: string, sku: string) =>
  (await inventoryOf(shop)).find((l) => l.sku === sku)?.available;

test("a shop that pushes stock gets the warehouse's sellable quantity, and each change after it", async ({
  pageAs,
}) => {
  test.slow();
  const shop = `e2e-stock-${run.toLowerCase()}.myshopify.com`;
  const sku = `E2E-STK-${run}`;
  const barcode = `69${Date.now()}`.slice(0, 13);
  await addShop(shop, "E2E Stock Shop");
  await addProduct(shop, { title: `Stock mug ${run}`, variants: [{ sku, barcode, available: 10 }] });
  const shipper = await pageAs(demo.shipper);
  await bindByKeys(shipper, shop);
  try {
    await saveShopInfo(shipper, shop, { warehouse: "SZ01", pushStock: true });
    await shipper.goto("/ds/ds-store-management");
    await shipper.getByTestId(`products-${shop}`).click();
    await shipper.getByTestId("shop-sync-start").click();
    await expect(shipper.getByTestId("shop-sync-panel").getByTestId("mission-status")).toHaveText(
      "Completed",
      {
        timeout: 30_000,
      },
    );
    // The sync queued the shop's whole stock: the next worker round sets the shop's 10 to SZ01's 0.
    await expect.poll(() => shopAvailable(shop, sku), { timeout: 30_000 }).toBe(0);

    const provider = await pageAs(demo.provider);
    await provider.goto("/p/stock-statistics");
    await provider.getByRole("button", { name: "Adjust stock" }).click();
    const form = provider.getByTestId("adjust-form");
    await pick(provider, form, "Warehouse", "SZ01");
    const scan = form.getByLabel("Product barcode");
    await scan.fill(barcode);
    await scan.press("Enter");
    await expect(form.getByText(sku)).toBeVisible();
    await pick(provider, form, "Location", "A-01-03");
    await form.getByLabel("Quantity").fill("7");
    await pick(provider, form, "Reason", "Stocktake");
    await provider.getByRole("button", { name: "Adjust", exact: true }).click();
    await expect(provider.getByText(/Adjustment ADJ\d{8}-\w{6} saved/)).toBeVisible();

    await expect.poll(() => shopAvailable(shop, sku), { timeout: 30_000 }).toBe(7);
    await shipper.reload();
    const row = shipper.getByTestId("shop-products-table").getByRole("row", { name: new RegExp(sku) });
    await expect(row.getByTestId("stock-quantity")).toHaveText("7");
    await expect(row.getByTestId("stock-error")).toHaveCount(0);
  } finally {
    await unbindShop(shipper, shop);
  }
});
