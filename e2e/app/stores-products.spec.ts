import { expect } from "@playwright/test";
import { demo, test } from "./app-fixtures.ts";
import {
  addShop,
  customAppToken,
  fillShopKeys,
  seedProducts,
  shopScopes,
  unbindShop,
} from "./app-shopify.ts";

/**
 * Issue 13, products: a drop shipper binds a shop holding 40 products of 2 variants, syncs them from the
 * shop's product info (progress, counts), finds a variant, opens it in the catalogue; the provider reads
 * the same list; the shop is unbound again (the demo drop shipper's shops are shared by the specs).
 */
const run = Date.now().toString(36);

test("a shop's products are synced into the catalogue and listed for the drop shipper and the provider", async ({
  pageAs,
}) => {
  test.slow();
  const shop = `e2e-products-${run}.myshopify.com`;
  await addShop(shop, "E2E Products Shop");
  await seedProducts(shop, 40, 2);
  const shipper = await pageAs(demo.shipper);
  await shipper.getByTestId("getting-started-shop").getByRole("link").click();
  await fillShopKeys(shipper, shop, await customAppToken(shop, shopScopes));
  await expect(shipper).toHaveURL(/\/ds\/ds-store-management/);
  try {
    await shipper.getByTestId(`products-${shop}`).click();
    await expect(shipper).toHaveURL(/\/ds\/ds-product-info/);
    await expect(shipper.getByTestId("shop-sync-never")).toBeVisible();

    await shipper.getByTestId("shop-sync-start").click();
    await expect(shipper.getByText("Product sync started")).toBeVisible();
    const panel = shipper.getByTestId("shop-sync-panel");
    await expect(panel.getByTestId("mission-status")).toHaveText("Completed", { timeout: 30_000 });
    await expect(panel.getByTestId("shop-count-new")).toHaveText("New: 80");
    await expect(panel.getByTestId("shop-count-sku_conflict")).toHaveText("SKU conflict: 0");
    const table = shipper.getByTestId("shop-products-table");
    await expect(table.locator(".ant-pagination-total-text")).toContainText("80");

    const search = shipper.getByPlaceholder("Product, SKU or barcode");
    await search.fill("SIM-7-2");
    await search.press("Enter");
    const row = table.getByRole("row", { name: /SIM-7-2/ });
    await expect(row).toContainText("Product 7");
    await expect(row.getByTestId("link-state")).toHaveText("New");
    await row.getByTestId("open-catalogue-SIM-7-2").click();
    await expect(shipper).toHaveURL(/\/ds\/product\?.*search=SIM-7-2/);
    await expect(shipper.getByTestId("products-table").getByRole("row", { name: /Product 7/ })).toHaveCount(
      1,
    );

    const provider = await pageAs(demo.provider);
    await provider.goto("/p/p-store-management");
    await provider.getByTestId(`products-${shop}`).click();
    await expect(provider).toHaveURL(/\/p\/p-product-info/);
    await expect(provider.getByTestId("shop-sync-panel").getByTestId("mission-status")).toHaveText(
      "Completed",
    );
    await expect(provider.getByTestId("shop-sync-start")).toHaveCount(0);
    await expect(
      provider.getByTestId("shop-products-table").locator(".ant-pagination-total-text"),
    ).toContainText("80");
  } finally {
    await unbindShop(shipper, shop);
  }
});
