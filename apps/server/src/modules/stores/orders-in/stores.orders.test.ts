import type { TShopOrderCounts } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest, testShopifyApp } from "../../../../test/fixtures.ts";
import { webhookSignature } from "../../../../test/shopify/webhooks/dispatcher.ts";
import { stockedSku, stockOf } from "../../../../test/support/orders.test-helpers.ts";
import {
  bindShop,
  delivered,
  placed,
  shipDirectly,
  shopOrdersOf,
  warehouseOrder,
} from "../../../../test/support/stores.test-helpers.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { shopOrders } from "../stores.tables.ts";

/**
 * Orders in (docs/stores.md "Orders in"), against the Shopify simulator: signed webhooks through the app's
 * public address, each delivery handled once, paid orders becoming warehouse orders that reserve their
 * stock, holds with their reasons and the ways out of them, cancellations, and the reconciliation.
 */
const test = shopifyAppTest;
/**
 * 500 deliveries go through the relay, then the inbox converts each: about 15 s on PGlite on two cores,
 * more on a loaded CI machine. The speed goal is a benchmark's; this test is about the outcome.
 */
const rushTimeout = 120_000;
test.beforeAll(openApp);

describe("orders in", () => {
  test("binding subscribes the shop's order, returns and uninstall webhooks at the platform's address", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const { warehouseId } = await stockedSku(app, "SUB-1", 1);
    await bindShop(apiAs, shipper, shopify, "subscribed.myshopify.com", { warehouse_id: warehouseId });
    const topics = shopify.subscriptionsOf("subscribed.myshopify.com");
    expect(topics.map((s) => s.topic).sort()).toEqual([
      "APP_UNINSTALLED",
      "ORDERS_CANCELLED",
      "ORDERS_CREATE",
      "ORDERS_UPDATED",
      "RETURNS_APPROVE",
      "RETURNS_CANCEL",
      "RETURNS_DECLINE",
      "RETURNS_REQUEST",
    ]);
    expect(topics.every((s) => s.uri === `${app.ctx.config.publicUrl}/api/shopify/webhooks`)).toBe(true);
  });

  test("a paid order becomes a submitted warehouse order reserving its stock; a delivery is handled once; a forged one is refused", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "paid.myshopify.com";
    const { variant, warehouseId } = await stockedSku(app, "PAID-1", 10);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    const started = Date.now();
    await placed(app, shopify, domain, {
      lineItems: [{ sku: "PAID-1", quantity: 2, price: "12.50" }],
      shippingAddress: {
        firstName: "Ada",
        lastName: "Lovelace",
        address1: "1 Analytical Way",
        city: "London",
        zip: "N1",
        countryCode: "GB",
      },
    });
    const [order] = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(order).toMatchObject({
      order_number: "#1001",
      payment_status: "paid",
      fulfilment_status: "unfulfilled",
      total_price: "25.00",
      state: "converted",
      order_status: "submitted",
      shipping_address: { name: "Ada Lovelace", country_code: "GB" },
      items: [{ sku: "PAID-1", quantity: 2, mapped_sku: "PAID-1" }],
    });
    const made = await warehouseOrder(app, order?.order_id ?? "");
    expect(made).toMatchObject({
      source: "shop",
      reference: "#1001",
      consignee: "Ada Lovelace",
      country: "GB",
      status: "submitted",
    });
    expect(await stockOf(app, variant.id)).toMatchObject({ onHand: 10, draft: 2 });
    // orders/create to warehouse order, through the simulator's delivery: measured, not asserted on.
    console.info(`orders/create to warehouse order: ${Date.now() - started} ms`);

    // The same delivery again (Shopify retries): answered, handled once.
    const delivery = shopify.deliveries.find((d) => d.shop === domain && d.topic === "orders/create");
    const again = await fetch(delivery?.uri ?? "", {
      method: "POST",
      headers: delivery?.headers,
      body: delivery?.body,
    });
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ topic: "ORDERS_CREATE", duplicate: true });
    expect((await shopOrdersOf(apiAs, shipper, shopId)).total).toBe(1);

    // Forged: the body changed after signing, or signed with another secret. 401, nothing written.
    const forged = JSON.stringify({
      ...JSON.parse(delivery?.body ?? "{}"),
      id: 99,
      admin_graphql_api_id: "gid://shopify/Order/99",
    });
    const headers = { ...delivery?.headers, "X-Shopify-Event-Id": "forged-1" };
    const refused = await fetch(delivery?.uri ?? "", { method: "POST", headers, body: forged });
    expect(refused.status).toBe(401);
    // Signed with the platform app's secret: not this custom app's shop's signature.
    const appSigned = {
      ...headers,
      "X-Shopify-Hmac-Sha256": webhookSignature(forged, testShopifyApp.apiSecret),
    };
    expect(
      (await fetch(delivery?.uri ?? "", { method: "POST", headers: appSigned, body: forged })).status,
    ).toBe(401);
    expect((await shopOrdersOf(apiAs, shipper, shopId)).total).toBe(1);
  });

  test("held for an unmapped SKU until it is mapped, for an excluded country until the user info takes it; the delay is waited out", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "held.myshopify.com";
    const { warehouseId } = await stockedSku(app, "HELD-1", 10);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, {
      warehouse_id: warehouseId,
      exclude_countries: ["FR"],
    });
    const product = shopify.addProduct(domain, {
      title: "Shop-only",
      variants: [{ sku: "SHOP-ONLY", price: "5.00" }],
    });
    await placed(app, shopify, domain, { lineItems: [{ variantId: product.variants[0]?.id, quantity: 1 }] });
    await placed(app, shopify, domain, {
      lineItems: [{ sku: "HELD-1", quantity: 1 }],
      shippingAddress: { firstName: "Jean", address1: "1 rue", city: "Paris", countryCode: "FR" },
    });
    let list = await shopOrdersOf(apiAs, shipper, shopId, { state: "held", sort: "order_number" });
    expect(list.list.map((o) => [o.order_number, o.reason])).toEqual([
      ["#1002", "country_excluded"],
      ["#1001", "unmapped_sku"],
    ]);
    expect(list.list[0]?.reason_text).toContain("France");
    expect(list.list[1]?.reason_text).toContain("SHOP-ONLY");

    const wrong = await apiAs(shipper).put("shop-manager/map-shop-sku", {
      shop_id: shopId,
      shopify_variant_id: product.variants[0]?.id,
      sku: "NOT-MINE",
    });
    expect(wrong.code).toBe(4001);
    const mapped = await apiAs(shipper).put<{ converted: number; held: number }>(
      "shop-manager/map-shop-sku",
      {
        shop_id: shopId,
        shopify_variant_id: product.variants[0]?.id,
        sku: "HELD-1",
      },
    );
    expect(mapped.data).toEqual({ converted: 1, held: 0 });

    // The country is let in: the held order is due again and the worker converts it.
    await apiAs(shipper).put("shop-manager/save-user-info", {
      shop_id: shopId,
      delay_fulfil_minutes: 15,
      warehouse_id: warehouseId,
    });
    await runShopOrderRound(app.ctx, new Date());
    list = await shopOrdersOf(apiAs, shipper, shopId);
    expect(list.list.map((o) => o.state)).toEqual(["converted", "converted"]);

    // With a 15-minute delay a new order waits, and is converted once the delay has passed.
    await placed(app, shopify, domain, { lineItems: [{ sku: "HELD-1", quantity: 1 }] });
    const [waiting] = (await shopOrdersOf(apiAs, shipper, shopId, { state: "waiting" })).list;
    expect(waiting?.reason).toBe("delay");
    expect(await runShopOrderRound(app.ctx, new Date())).toMatchObject({ converted: 0 });
    expect(await runShopOrderRound(app.ctx, new Date(Date.now() + 16 * 60_000))).toMatchObject({
      converted: 1,
    });
    const counts = await apiAs(shipper).get<TShopOrderCounts>("shop-manager/query-shop-order-counts", {
      shop_id: shopId,
    });
    expect(counts.data).toMatchObject({ converted: 3, held: 0, waiting: 0 });
  });

  test("cancelled in Shopify: before shipping the warehouse order is cancelled and its stock released; after, an exception", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "cancel.myshopify.com";
    const { variant, warehouseId } = await stockedSku(app, "CANCEL-1", 5);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    const early = await placed(app, shopify, domain, { lineItems: [{ sku: "CANCEL-1", quantity: 1 }] });
    const late = await placed(app, shopify, domain, { lineItems: [{ sku: "CANCEL-1", quantity: 1 }] });
    expect(await stockOf(app, variant.id)).toMatchObject({ draft: 2 });
    const byName = async () =>
      new Map((await shopOrdersOf(apiAs, shipper, shopId)).list.map((o) => [o.order_number, o]));
    const lateOrder = (await byName()).get(late.name);
    await shipDirectly(app, lateOrder?.order_id ?? "");

    shopify.cancelOrder(domain, early.id);
    shopify.cancelOrder(domain, late.id);
    await delivered(app, shopify);
    const after = await byName();
    expect(after.get(early.name)).toMatchObject({ state: "cancelled", order_status: "cancelled" });
    expect(after.get(late.name)).toMatchObject({
      state: "exception",
      reason: "cancelled_after_shipping",
      order_status: "shipped",
    });
    expect(after.get(late.name)?.reason_text).toContain(after.get(late.name)?.order_code ?? "?");
    expect(await stockOf(app, variant.id)).toMatchObject({ onHand: 4, draft: 0, unpicked: 0, picking: 0 });
  });

  test("the reconciliation reads the orders whose webhooks were lost", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "lost.myshopify.com";
    const { warehouseId } = await stockedSku(app, "LOST-1", 5);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    shopify.shop(domain).subscriptions.clear();
    await placed(app, shopify, domain, { lineItems: [{ sku: "LOST-1", quantity: 1 }] });
    expect((await shopOrdersOf(apiAs, shipper, shopId)).total).toBe(0);
    const round = await runShopOrderRound(app.ctx, new Date());
    expect(round.reconciled).toBeGreaterThanOrEqual(1);
    const [order] = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(order).toMatchObject({ state: "converted", order_status: "submitted" });
    const rows = await app.ctx.db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(and(eq(shopOrders.shopId, shopId)));
    expect(rows).toHaveLength(1);
  });

  // Last: a later round of the reconciliation would read this shop's 500 orders as well (about 6 s).
  test(
    "500 orders arriving together against stock for 300: 300 warehouse orders, the rest held, nothing oversold",
    async ({ app, shopify, shipper, apiAs }) => {
      const domain = "rush.myshopify.com";
      const { variant, warehouseId } = await stockedSku(app, "RUSH-1", 300);
      const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
      for (let i = 0; i < 500; i++)
        shopify.createOrder(domain, { lineItems: [{ sku: "RUSH-1", quantity: 1 }] });
      await delivered(app, shopify);
      // Answered once written, converted afterwards: Shopify never waited past its 5 s, so no delivery was retried.
      const rush = shopify.deliveries.filter((d) => d.shop === domain && d.topic === "orders/create");
      expect(rush).toHaveLength(500);
      expect(rush.filter((d) => d.attempts.length !== 1 || d.attempts[0]?.status !== 200)).toEqual([]);
      const counts = async () =>
        (
          await apiAs(shipper).get<TShopOrderCounts>("shop-manager/query-shop-order-counts", {
            shop_id: shopId,
          })
        ).data;
      expect(await counts()).toMatchObject({ waiting: 0, converted: 300, held: 200 });
      expect(await stockOf(app, variant.id)).toMatchObject({ onHand: 300, draft: 300 });
      const [held] = (await shopOrdersOf(apiAs, shipper, shopId, { state: "held", page_size: 1 })).list;
      expect(held).toMatchObject({ reason: "insufficient_stock" });
      expect(held?.reason_text).toContain("RUSH-1");
      expect(held?.order_id).toBeNull();
    },
    rushTimeout,
  );
});
