import { expect } from "@playwright/test";
import { demo, test } from "./app-fixtures.ts";
import { addShop, bindByKeys, placeOrder, saveShopInfo, unbindShop } from "./app-shopify.ts";

/**
 * Issue 13, orders in: a drop shipper binds a shop and sends its orders to the demo warehouse; a buyer's
 * paid order arrives by webhook and becomes a warehouse order at once, an order of a SKU the catalogue
 * lacks is held with what to do; both show in the shop's order info, for the drop shipper and the
 * provider. The shop is unbound again (the demo drop shipper's shops are shared by the specs).
 */
const run = Date.now().toString(36);

test("a paid Shopify order becomes a warehouse order; one of an unknown SKU is held with the reason", async ({
  pageAs,
}) => {
  const shop = `e2e-orders-${run}.myshopify.com`;
  await addShop(shop, "E2E Orders Shop");
  const shipper = await pageAs(demo.shipper);
  await bindByKeys(shipper, shop);
  try {
    await saveShopInfo(shipper, shop, { warehouse: "SZ01" });

    const address = {
      firstName: "Ada",
      lastName: "Lovelace",
      address1: "1 Analytical Way",
      city: "London",
      countryCode: "GB",
    };
    const paid = await placeOrder(shop, {
      lineItems: [{ sku: "PS-ALU-01", quantity: 1 }],
      shippingAddress: address,
    });
    const unknown = await placeOrder(shop, {
      lineItems: [{ sku: "NOT-IN-CATALOGUE", quantity: 1 }],
      shippingAddress: address,
    });

    await shipper.goto("/ds/ds-store-management");
    await shipper.getByTestId(`orders-${shop}`).click();
    await expect(shipper).toHaveURL(/\/ds\/ds-order-info/);
    const table = shipper.getByTestId("shop-orders-table");
    const paidRow = table.getByRole("row", { name: new RegExp(paid.name) });
    await expect(paidRow.getByTestId("shop-order-state")).toHaveText("Converted", { timeout: 15_000 });
    await expect(paidRow.getByTestId(`shop-order-warehouse-${paid.name.replace("#", "")}`)).toContainText(
      "SO",
    );
    const heldRow = table.getByRole("row", { name: new RegExp(unknown.name) });
    await expect(heldRow.getByTestId("shop-order-state")).toHaveText("Held");
    await expect(heldRow.getByTestId("shop-order-reason")).toContainText("NOT-IN-CATALOGUE");
    await expect(shipper.getByTestId("shop-order-count-held")).toContainText("1");

    const provider = await pageAs(demo.provider);
    await provider.goto("/p/p-store-management");
    await provider.getByTestId(`orders-${shop}`).click();
    await expect(provider).toHaveURL(/\/p\/p-order-info/);
    const seen = provider.getByTestId("shop-orders-table").getByRole("row", { name: new RegExp(paid.name) });
    await expect(seen.getByTestId("shop-order-state")).toHaveText("Converted");
    await expect(provider.getByTestId("shop-orders-retry")).toHaveCount(0);
  } finally {
    await unbindShop(shipper, shop);
  }
});
