import {
  requiredShopScopes,
  type TMission,
  type TShop,
  type TShopOrder,
  type TShopVariant,
} from "@wms/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders, transitionOrder } from "../../src/modules/orders/index.ts";
import { returns } from "../../src/modules/returns/index.ts";
import { pushDueFulfilments } from "../../src/modules/stores/fulfil-out/stores.fulfil-push.ts";
import { runWebhookInboxUntilEmpty } from "../../src/modules/stores/orders-in/stores.webhook-inbox.ts";
import { storeDeps } from "../../src/modules/stores/shopify/stores.tokens.ts";
import { shops } from "../../src/modules/stores/stores.tables.ts";
import type { callsAs, TPage, TSignedIn, TTestApp } from "../harness.ts";
import type { TShopifySimulator } from "../shopify/simulator.ts";
import { stockedSku } from "./orders.test-helpers.ts";
import { intoBag } from "./shipping.test-helpers.ts";

/** Shops bound to the simulator, their orders placed and shipped, for the stores module's tests. */

export type TApiAs = (who: TSignedIn) => ReturnType<typeof callsAs>;
export const apiSecret = "shpss_orders_secret";

/** Binds a new simulated shop with a custom app (whose webhooks are signed with `apiSecret`) sending orders to `warehouseId`. */
export async function bindShop(
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  domain: string,
  info: Record<string, unknown>,
) {
  // A shop the test made already (its orders from before the binding) is bound as it is.
  if (!shopify.hasShop(domain)) shopify.addShop(domain);
  const token = shopify.customAppToken(domain, [...requiredShopScopes], { apiSecret });
  const bound = await apiAs(shipper).post<TShop>("auth/third-part-verify", {
    shop_url: domain,
    access_token: token,
    api_secret_key: apiSecret,
  });
  expect(bound.code).toBe(1000);
  const saved = await apiAs(shipper).put("shop-manager/save-user-info", {
    shop_id: bound.data.shop_id,
    delay_fulfil_minutes: 0,
    ...info,
  });
  expect(saved.code).toBe(200);
  return bound.data.shop_id;
}

export async function shopOrdersOf(
  apiAs: TApiAs,
  user: TSignedIn,
  shopId: string,
  query: Record<string, unknown> = {},
) {
  const res = await apiAs(user).get<TPage<TShopOrder>>("shop-manager/query-shop-orders", {
    shop_id: shopId,
    page_size: 200,
    ...query,
  });
  expect(res.code).toBe(200);
  return res.data;
}

/** Waits for the simulator's webhooks to reach the app, then for its inbox to handle them (the worker's rounds, run here). */
/**
 * "Now" for a round a test runs right after the writes it checks: a row made due at the database's now()
 * (microseconds) within the last millisecond would be later than a JavaScript Date (milliseconds) of the
 * same moment; the next millisecond is after everything committed so far.
 */
export const committedNow = () => new Date(Date.now() + 1);

export async function delivered(app: TTestApp, shopify: TShopifySimulator) {
  await shopify.waitForDeliveries();
  await runWebhookInboxUntilEmpty(app.ctx.db);
}

/** A buyer's order in the simulated shop, its webhooks delivered and handled. */
export const placed = async (
  app: TTestApp,
  shopify: TShopifySimulator,
  domain: string,
  input: Parameters<TShopifySimulator["createOrder"]>[1],
) => {
  const order = shopify.createOrder(domain, input);
  await delivered(app, shopify);
  return order;
};

/** The order list's row of the shop's order of that name ("#1001"). */
export async function shopOrderNamed(apiAs: TApiAs, user: TSignedIn, shopId: string, name: string) {
  return (await shopOrdersOf(apiAs, user, shopId)).list.find((o) => o.order_number === name);
}

/** Places a paid order in the shop and ships its warehouse order; answers the Shopify order and the shop order. */
export async function shippedShopOrder(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  shop: { domain: string; shopId: string },
  lines: { sku: string; quantity: number }[],
) {
  const order = await placed(app, shopify, shop.domain, { lineItems: lines });
  const row = await shopOrderNamed(apiAs, shipper, shop.shopId, order.name);
  expect(row).toMatchObject({ state: "converted", fulfilment_push: null });
  await shipDirectly(app, row?.order_id ?? "");
  return { order, row: row as TShopOrder };
}

/** A shipped shop order (`shippedShopOrder`) fulfilled in Shopify by the worker's push: what a return can be made of. */
export async function fulfilledShopOrder(...args: Parameters<typeof shippedShopOrder>) {
  const shipped = await shippedShopOrder(...args);
  const [app, , , shopify] = args;
  expect(await pushDueFulfilments(storeDeps(app.ctx), new Date(), 20)).toBeGreaterThan(0);
  await delivered(app, shopify);
  return shipped;
}

/** A bound shop selling the stocked SKUs (20 of each in the warehouse its orders go to). */
export async function sellingShop(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  domain: string,
  skus: string[],
) {
  let warehouseId = "";
  for (const sku of skus) warehouseId = (await stockedSku(app, sku, 20)).warehouseId;
  const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
  shopify.addProduct(domain, {
    title: domain,
    variants: skus.map((sku) => ({ sku, title: sku, available: 20 })),
  });
  return { domain, shopId, warehouseId };
}

/** The RMAs made of a Shopify return (by its gid). */
export const rmasOfShopReturn = (app: TTestApp, shopifyReturnId: string) =>
  app.ctx.db.select().from(returns).where(eq(returns.shopReturnId, shopifyReturnId));

/** Takes a warehouse order through the floor to shipped, as staff would (waves, picking and packing skipped). */
const floorActor = (app: TTestApp) => ({
  providerId: app.demo.providerId,
  userId: app.demo.providerUserId,
  userName: "floor",
  kind: "staff" as const,
  customerId: null,
});

/** A converted shop order's warehouse order moved through the floor up to bagged (ready to hand over). */
export async function bagDirectly(app: TTestApp, orderId: string) {
  for (const action of ["confirm", "start_wave", "pick", "review", "weigh", "bag"] as const)
    await app.ctx.db.transaction((tx) => transitionOrder(tx, floorActor(app), { orderId, action }));
  const [order] = await app.ctx.db
    .select({ channelId: orders.channelId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.channelId) await intoBag(app, order.channelId, orderId);
}

export async function shipDirectly(app: TTestApp, orderId: string, trackingNumber = "TRACK-1") {
  await bagDirectly(app, orderId);
  await app.ctx.db.transaction((tx) =>
    transitionOrder(tx, floorActor(app), { orderId, action: "ship", trackingNumber }),
  );
}

export async function warehouseOrder(app: TTestApp, id: string) {
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export type TSync = {
  mission: TMission;
  counts: { linked: number; new: number; sku_conflict: number };
  resume_read: number | null;
};

/** Polls the shop's product sync until it ends. */
export async function syncEnded(apiAs: TApiAs, user: TSignedIn, shopId: string): Promise<TSync> {
  for (let i = 0; i < 600; i++) {
    const res = await apiAs(user).get<TSync>("shop-manager/query-product-sync-mission", { shop_id: shopId });
    if (res.code === 200 && !["pending", "running"].includes(res.data.mission.status)) return res.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the sync did not end");
}

/** The shop's variants as the product info screen lists them. */
export async function variantsOf(
  apiAs: TApiAs,
  user: TSignedIn,
  shopId: string,
  query: Record<string, unknown> = {},
) {
  const res = await apiAs(user).get<TPage<TShopVariant>>("shop-manager/query-shop-products", {
    shop_id: shopId,
    page_size: 200,
    ...query,
  });
  expect(res.code).toBe(200);
  return res.data;
}

/** A shop pushing stock from the stocked SKUs' warehouse, its products synced and linked by SKU. */
export async function stockPushingShop(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  domain: string,
  stock: Record<string, number>,
) {
  const stocked: Record<string, Awaited<ReturnType<typeof stockedSku>>> = {};
  for (const [sku, quantity] of Object.entries(stock)) stocked[sku] = await stockedSku(app, sku, quantity);
  const warehouseId = Object.values(stocked)[0]?.warehouseId ?? "";
  const shopId = await bindShop(apiAs, shipper, shopify, domain, {
    warehouse_id: warehouseId,
    push_stock: true,
  });
  shopify.addProduct(domain, {
    title: `Stocked ${domain}`,
    // The shop believes it has 7 of each before the first push.
    variants: Object.keys(stock).map((sku) => ({ sku, title: sku, available: 7 })),
  });
  expect((await apiAs(shipper).post("shop-manager/sync-all-products", { shop_id: shopId })).code).toBe(2000);
  expect((await syncEnded(apiAs, shipper, shopId)).mission.status).toBe("completed");
  return { shopId, stocked };
}

export const shopAvailable = (shopify: TShopifySimulator, domain: string) =>
  Object.fromEntries(shopify.inventoryOf(domain).map((l) => [l.sku, l.available]));

/**
 * A shop pushing stock from a stocked warehouse, `products` x `variantsPerProduct` seeded and synced:
 * new to the catalogue, so the warehouse has none of them.
 */
export async function seededStockShop(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  domain: string,
  [products, variantsPerProduct]: [number, number],
) {
  const { warehouseId } = await stockedSku(app, `${domain.split(".")[0]?.toUpperCase()}-STOCKED`, 1);
  const shopId = await bindShop(apiAs, shipper, shopify, domain, {
    warehouse_id: warehouseId,
    push_stock: true,
  });
  shopify.seedProducts(domain, products, variantsPerProduct);
  expect((await apiAs(shipper).post("shop-manager/sync-all-products", { shop_id: shopId })).code).toBe(2000);
  expect((await syncEnded(apiAs, shipper, shopId)).mission.status).toBe("completed");
  return shopId;
}

/** The shop's row as the workers read it. */
export async function shopRowOf(app: TTestApp, shopId: string) {
  const [row] = await app.ctx.db.select().from(shops).where(eq(shops.id, shopId));
  if (!row) throw new Error("no shop");
  return row;
}

/** The app the platform calls `domain` as (the custom app it was bound with), for its leaky bucket. */
export function appOfShop(shopify: TShopifySimulator, domain: string): string | undefined {
  const call = shopify.requests.find((r) => r.shop === domain && r.headers["x-shopify-access-token"]);
  return shopify.appOf(String(call?.headers["x-shopify-access-token"]));
}
