import { expect } from "@playwright/test";
import { apiData } from "./app-api.ts";
import { demo, test } from "./app-fixtures.ts";
import { shipOnFloor } from "./app-floor.ts";
import { shipperProviderUuid } from "./app-orders.ts";
import { addShop, bindByKeys, fulfillmentsOf, placeOrder, saveShopInfo, unbindShop } from "./app-shopify.ts";

/**
 * Issue 13, fulfilments out: a buyer's paid Shopify order becomes a warehouse order, the floor ships it
 * (review and weighing by scans, its waybill, bagging by a scan, a handover), and the shop gets it back fulfilled with the
 * tracking number and the drop shipper's tracking link; the shop's order info shows it pushed. The shop
 * is unbound again (the demo drop shipper's shops are shared by the specs).
 */
const run = Date.now().toString(36);

test("a Shopify order shipped on the floor comes back to the shop fulfilled with its tracking number", async ({
  pageAs,
}) => {
  test.setTimeout(180_000);
  const shop = `e2e-fulfil-${run}.myshopify.com`;
  await addShop(shop, "E2E Fulfil Shop");
  const shipper = await pageAs(demo.shipper);
  await bindByKeys(shipper, shop);
  try {
    await saveShopInfo(shipper, shop, {
      warehouse: "SZ01",
      channel: "SELF",
      trackingUrl: "https://track.example/q?nums={tracking_number}",
    });

    const placed = await placeOrder(shop, {
      lineItems: [{ sku: "PS-ALU-01", quantity: 1 }],
      shippingAddress: {
        firstName: "Grace",
        lastName: "Hopper",
        address1: "1 Compiler Road",
        city: "Arlington",
        countryCode: "US",
      },
    });
    const providerUuid = await shipperProviderUuid(shipper);
    const shops = await apiData<{ list: { shop_id: string; shop_url: string }[] }>(
      shipper,
      "ds",
      "shop-manager/query-shops",
      { provider_uuid: providerUuid, page_size: "100" },
    );
    const shopId = shops.list.find((s) => s.shop_url === shop)?.shop_id ?? "";
    const converted = async () => {
      const orders = await apiData<{
        list: { order_number: string; order_id: string | null; order_code: string | null }[];
      }>(shipper, "ds", "shop-manager/query-shop-orders", { provider_uuid: providerUuid, shop_id: shopId });
      return orders.list.find((o) => o.order_number === placed.name);
    };
    await expect
      .poll(async () => (await converted())?.order_code ?? null, { timeout: 15_000 })
      .not.toBeNull();
    const order = await converted();

    const provider = await pageAs(demo.provider);
    const tracking = await shipOnFloor(provider, {
      id: order?.order_id ?? "",
      code: order?.order_code ?? "",
      sku: "PS-ALU-01",
      kg: "0.150",
    });
    expect(tracking).toMatch(/^SELF\d+/);

    // The worker pushes it within its round (SHOP_ORDERS_POLL_MS, 5 s): Shopify has the fulfilment.
    await expect
      .poll(async () => (await fulfillmentsOf(shop)).flatMap((f) => f.tracking), { timeout: 30_000 })
      .toEqual([
        {
          number: tracking,
          company: "Own delivery (self-issued waybills)",
          url: `https://track.example/q?nums=${tracking}`,
        },
      ]);

    await shipper.goto("/ds/ds-store-management");
    await shipper.getByTestId(`orders-${shop}`).click();
    const row = shipper.getByTestId("shop-orders-table").getByRole("row", { name: new RegExp(placed.name) });
    await expect(row.getByTestId("shop-order-push")).toHaveText("Pushed", { timeout: 15_000 });
    await expect(shipper.getByTestId("fulfil-count-pushed")).toContainText("1");
  } finally {
    await unbindShop(shipper, shop);
  }
});
