import type { TMailItem, TShop } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TPage, TSignedIn, TTestApp } from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { webhookSignature } from "../../../../test/shopify/webhooks/dispatcher.ts";
import { stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import {
  bindShop,
  delivered,
  placed,
  shopOrdersOf,
  syncEnded,
  type TApiAs,
  type TSync,
} from "../../../../test/support/stores.test-helpers.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { shopDataRequests, shopOrders, shops } from "../stores.tables.ts";

/**
 * Uninstall and privacy (docs/stores.md "Uninstall and privacy"), against the Shopify simulator:
 * `app/uninstalled` releases the shop (tokens gone, missions stopped, its drop shipper told); the
 * compliance webhooks answer 200 when signed with the platform app's secret and 401 otherwise, and do
 * what they ask: erase a customer's personal data, record and mail a data request, erase an uninstalled
 * shop's data (also 48 hours after the uninstall when shop/redact never comes).
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

async function shopRow(app: TTestApp, id: string) {
  const [row] = await app.ctx.db.select().from(shops).where(eq(shops.id, id));
  return row;
}

async function mailTo(app: TTestApp, user: TSignedIn) {
  const list = await app.call<TPage<TMailItem>>({ url: "/api/mail/query-mail", token: user.token });
  return list.data.list;
}

/** Waits until the shop's product sync has written its first page. */
async function syncRunning(apiAs: TApiAs, user: TSignedIn, shopId: string) {
  for (let i = 0; i < 200; i++) {
    const res = await apiAs(user).get<TSync>("shop-manager/query-product-sync-mission", { shop_id: shopId });
    if (res.data.mission.status === "running" && res.data.counts.new > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the sync did not start");
}

/** A delivery to the platform's webhook address signed with `secret`, as a forger would send it; answers the response. */
function deliverSigned(origin: string, topic: string, domain: string, body: string, secret: string) {
  const id = `forged-${topic}-${secret}`;
  return fetch(`${origin}/api/shopify/webhooks`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": topic,
      "X-Shopify-Shop-Domain": domain,
      "X-Shopify-Api-Version": "2026-10",
      "X-Shopify-Webhook-Id": id,
      "X-Shopify-Event-Id": id,
      "X-Shopify-Hmac-Sha256": webhookSignature(body, secret),
    },
    body,
  });
}

/** Sends a compliance webhook as Shopify would; answers the platform's HTTP status. */
async function compliance(
  app: TTestApp,
  shopify: TShopifySimulator,
  topic: string,
  payload: Record<string, unknown> & { shop_domain: string },
) {
  const delivery = shopify.deliverCompliance(topic, payload);
  await delivered(app, shopify);
  return delivery.attempts[0]?.status;
}

/** A bound shop with an order of one customer placed and converted; answers its id and the Shopify order. */
async function shopWithOrder(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  domain: string,
  sku: string,
) {
  const { warehouseId } = await stockedSku(app, sku, 20);
  const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
  const order = await placed(app, shopify, domain, {
    lineItems: [{ sku, quantity: 1 }],
    email: "jane@example.com",
    customer: { email: "jane@example.com", firstName: "Jane", lastName: "Buyer", phone: "+15550100" },
  });
  const other = await placed(app, shopify, domain, {
    lineItems: [{ sku, quantity: 1 }],
    email: "otto@example.com",
    customer: { email: "otto@example.com", firstName: "Otto", lastName: "Other" },
  });
  return { shopId, order, other };
}

describe("uninstall", () => {
  test("app/uninstalled in the middle of a product sync releases the shop, stops the sync and tells the drop shipper", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "uninstall-mid-sync.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain, {});
    const subscriptions = shopify.subscriptionsOf(domain);
    expect(subscriptions.map((s) => s.topic)).toContain("APP_UNINSTALLED");
    shopify.seedProducts(domain, 400, 3);
    // A nearly empty bucket keeps the sync waiting between pages.
    shopify.drainRateLimit(domain, subscriptions[0]?.appId, 900);
    expect((await apiAs(shipper).post("shop-manager/sync-all-products", { shop_id: shopId })).code).toBe(
      2000,
    );
    await syncRunning(apiAs, shipper, shopId);

    shopify.uninstall(domain);
    await delivered(app, shopify);
    const uninstalled = shopify.deliveries.find((d) => d.topic === "app/uninstalled" && d.shop === domain);
    expect(uninstalled?.attempts.map((a) => a.status)).toEqual([200]);

    const row = await shopRow(app, shopId);
    expect(row).toMatchObject({
      status: "uninstalled",
      accessToken: null,
      refreshToken: null,
      apiSecret: null,
    });
    const sync = await syncEnded(apiAs, shipper, shopId);
    expect(sync.mission.status).not.toBe("completed");
    expect(sync.counts.new).toBeLessThan(1200);
    // Gone from the drop shipper's bound shops; its row stays readable as history.
    const shopsNow = await apiAs(shipper).get<TPage<TShop>>("shop-manager/query-shops", {});
    expect(shopsNow.data.list.find((s) => s.shop_id === shopId)?.status).toBe("uninstalled");
    const mail = await mailTo(app, shipper);
    expect(mail.map((m) => m.subject)).toContain(`Shop ${domain} removed the app`);
  });

  test("a forged app/uninstalled is refused with 401 and the shop stays bound", async ({
    app,
    apiAs,
    shipper,
    shopify,
    relay,
  }) => {
    const domain = "uninstall-forged.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain, {});
    const body = JSON.stringify({ id: 1, myshopify_domain: domain, domain });
    const answer = await deliverSigned(relay.origin, "app/uninstalled", domain, body, "not-the-secret");
    expect(answer.status).toBe(401);
    expect((await shopRow(app, shopId))?.status).toBe("active");
  });
});

describe("compliance webhooks", () => {
  test("customers/redact erases the customer's personal data from their store orders, and it stays erased", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "redact-customer.myshopify.com";
    const { shopId, order, other } = await shopWithOrder(app, apiAs, shipper, shopify, domain, "PRIV-1");
    const numericId = Number(order.id.split("/").pop());
    expect(
      await compliance(app, shopify, "customers/redact", {
        shop_id: 1,
        shop_domain: domain,
        customer: { id: 191167, email: "jane@example.com", phone: "+15550100" },
        orders_to_redact: [numericId],
      }),
    ).toBe(200);
    const list = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    const jane = list.find((o) => o.order_number === order.name);
    expect(jane).toMatchObject({ customer: "", email: "", redacted: true, shipping_address: null });
    expect(list.find((o) => o.order_number === other.name)).toMatchObject({
      email: "otto@example.com",
      redacted: false,
    });
    // A later update of the order in Shopify does not bring the data back.
    shopify.updateOrder(domain, order.id, { note: "gift wrap" });
    await delivered(app, shopify);
    const [row] = await app.ctx.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, jane?.id ?? ""));
    expect(row).toMatchObject({ email: "", customerName: "", shippingAddress: null });
  });

  test("customers/data_request is recorded and mailed to the drop shipper with the orders kept", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "data-request.myshopify.com";
    const { shopId, order } = await shopWithOrder(app, apiAs, shipper, shopify, domain, "PRIV-2");
    expect(
      await compliance(app, shopify, "customers/data_request", {
        shop_id: 1,
        shop_domain: domain,
        orders_requested: [Number(order.id.split("/").pop())],
        customer: { id: 191167, email: "jane@example.com", phone: "+15550100" },
        data_request: { id: 9999 },
      }),
    ).toBe(200);
    const [recorded] = await app.ctx.db
      .select()
      .from(shopDataRequests)
      .where(eq(shopDataRequests.shopId, shopId));
    expect(recorded).toMatchObject({
      shopifyRequestId: "9999",
      email: "jane@example.com",
      ordersFound: [order.name],
    });
    const mail = (await mailTo(app, shipper)).find(
      (m) => m.subject === `Data request from a customer of ${domain}`,
    );
    expect(mail?.preview).toContain(order.name);
  });

  test("compliance webhooks not signed with the platform app's secret are refused with 401 and change nothing", async ({
    app,
    apiAs,
    shipper,
    shopify,
    relay,
  }) => {
    const domain = "redact-forged.myshopify.com";
    const { shopId } = await shopWithOrder(app, apiAs, shipper, shopify, domain, "PRIV-3");
    const body = JSON.stringify({
      shop_id: 1,
      shop_domain: domain,
      customer: { email: "jane@example.com" },
      orders_to_redact: [],
    });
    for (const secret of ["shpss_orders_secret", "guess"]) {
      // The custom app's own secret signs its order webhooks, never the platform's compliance ones.
      const answer = await deliverSigned(relay.origin, "customers/redact", domain, body, secret);
      expect(answer.status).toBe(401);
    }
    expect((await shopOrdersOf(apiAs, shipper, shopId)).list.every((o) => !o.redacted)).toBe(true);
  });

  test("shop/redact erases an uninstalled shop's data, never a bound one's", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "redact-shop.myshopify.com";
    const { shopId } = await shopWithOrder(app, apiAs, shipper, shopify, domain, "PRIV-4");
    expect(await compliance(app, shopify, "shop/redact", { shop_id: 1, shop_domain: domain })).toBe(200);
    expect((await shopRow(app, shopId))?.status).toBe("active");
    expect((await shopOrdersOf(apiAs, shipper, shopId)).total).toBe(2);

    shopify.uninstall(domain);
    await delivered(app, shopify);
    expect(await compliance(app, shopify, "shop/redact", { shop_id: 1, shop_domain: domain })).toBe(200);
    expect(await shopRow(app, shopId)).toBeUndefined();
    expect(await app.ctx.db.select().from(shopOrders).where(eq(shopOrders.shopId, shopId))).toEqual([]);
  });

  test("48 hours after an uninstall the shop's data goes even without shop/redact; a shop unbound by hand stays", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const gone = await bindShop(apiAs, shipper, shopify, "sweep-uninstalled.myshopify.com", {});
    const kept = await bindShop(apiAs, shipper, shopify, "sweep-unbound.myshopify.com", {});
    shopify.uninstall("sweep-uninstalled.myshopify.com");
    await delivered(app, shopify);
    expect((await apiAs(shipper).put("shop-manager/unbind-shop", { shop_id: kept })).code).toBe(200);

    await runShopOrderRound(app.ctx, hours(47));
    expect((await shopRow(app, gone))?.status).toBe("uninstalled");
    await runShopOrderRound(app.ctx, hours(49));
    expect(await shopRow(app, gone)).toBeUndefined();
    expect((await shopRow(app, kept))?.status).toBe("unbound");
  });
});
