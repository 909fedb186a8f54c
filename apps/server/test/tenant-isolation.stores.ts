/**
 * Tenant-isolation probes of store management (spread into the matrix of tenant-isolation.test.ts). The
 * rival tenant's drop shipper has a bound shop; no role of the demo tenant may list it, unbind it, or bind
 * a shop under the rival provider.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sha256 } from "../src/kernel/crypto.ts";
import { missions } from "../src/modules/missions/missions.tables.ts";
import {
  shopFulfilments,
  shopInstalls,
  shopOrders,
  shopStockDrifts,
  shops,
  shopVariants,
} from "../src/modules/stores/index.ts";
import type { TTestApp } from "./harness.ts";
import {
  callAs,
  expectRefused,
  insertId,
  refused,
  rivalByIdProbe,
  type TEntry,
  type TForeignTenant,
} from "./tenant-isolation.shared.ts";

const rivalShop = { id: "", domain: "rival-secret.myshopify.com", missionId: "", fulfilMissionId: "" };
const rivalShopSku = "RIVAL-SHOP-SECRET-SKU";
const rivalOrder = { id: "", name: "#RIVAL-SECRET-ORDER" };

export async function seedRivalShop(t: TTestApp, foreign: TForeignTenant) {
  rivalShop.id = await insertId(t, shops, {
    providerId: foreign.providerId,
    customerId: foreign.customerId,
    shopDomain: rivalShop.domain,
    shopName: "Rival secret shop",
    authKind: "custom_app",
    accessToken: "v1.sealed",
  });
  rivalShop.missionId = await insertId(t, missions, {
    providerId: foreign.providerId,
    ownerUserId: foreign.customerId,
    channelId: foreign.customerId,
    kind: "stores:sync-products",
    name: "Rival sync",
    status: "running",
  });
  await t.ctx.db.update(shops).set({ syncMissionId: rivalShop.missionId }).where(eq(shops.id, rivalShop.id));
  await insertId(t, shopVariants, {
    providerId: foreign.providerId,
    shopId: rivalShop.id,
    customerId: foreign.customerId,
    shopifyProductId: "gid://shopify/Product/1",
    shopifyVariantId: "gid://shopify/ProductVariant/1",
    productTitle: "Rival secret product",
    sku: rivalShopSku,
    linkState: "linked",
    syncedAt: new Date(),
  });
  rivalOrder.id = await insertId(t, shopOrders, {
    providerId: foreign.providerId,
    shopId: rivalShop.id,
    customerId: foreign.customerId,
    shopifyOrderId: "gid://shopify/Order/1",
    name: rivalOrder.name,
    orderedAt: new Date(),
    shopifyUpdatedAt: new Date(),
    financialStatus: "paid",
    fulfilmentStatus: "unfulfilled",
    items: [
      {
        lineItemId: "gid://shopify/LineItem/1",
        shopifyVariantId: "gid://shopify/ProductVariant/1",
        sku: rivalShopSku,
        title: "Rival",
        variantTitle: "",
        quantity: 1,
        toShip: 1,
        price: "1.00",
        requiresShipping: true,
      },
    ],
    state: "held",
    reason: "unmapped_sku",
  });
  rivalShop.fulfilMissionId = await insertId(t, missions, {
    providerId: foreign.providerId,
    ownerUserId: foreign.customerId,
    channelId: foreign.customerId,
    kind: "stores:fulfil-orders",
    name: "Rival push",
    status: "running",
  });
  await t.ctx.db
    .update(shops)
    .set({
      fulfilMissionId: rivalShop.fulfilMissionId,
      stockCheckDueAt: new Date(Date.now() + 3_600_000),
    })
    .where(eq(shops.id, rivalShop.id));
  await insertId(t, shopStockDrifts, {
    providerId: foreign.providerId,
    shopId: rivalShop.id,
    shopVariantId: rivalShop.id,
    sku: "RIVAL-SECRET-DRIFT",
    title: "Rival secret drift",
    shopifyQuantity: 3,
    warehouseQuantity: 50,
    foundAt: new Date(),
    confirmAt: new Date(),
  });
  await insertId(t, shopFulfilments, {
    providerId: foreign.providerId,
    shopId: rivalShop.id,
    shopOrderId: rivalOrder.id,
    orderId: crypto.randomUUID(),
    state: "failed",
    error: "refused",
    errorDetail: "RIVAL-SECRET-REFUSAL",
    lines: [{ lineItemId: "gid://shopify/LineItem/1", quantity: 1 }],
  });
}

/** The rival's push still runs and its failed fulfilment is still failed (nobody reset, stopped or pushed them). */
async function rivalFulfilmentsUntouched(t: TTestApp) {
  const [mission] = await t.ctx.db
    .select({ status: missions.status, stop: missions.stopRequested })
    .from(missions)
    .where(eq(missions.id, rivalShop.fulfilMissionId));
  expect(mission).toEqual({ status: "running", stop: false });
  const rows = await t.ctx.db
    .select({ state: shopFulfilments.state, attempts: shopFulfilments.attempts })
    .from(shopFulfilments)
    .where(eq(shopFulfilments.shopId, rivalShop.id));
  expect(rows).toEqual([{ state: "failed", attempts: 0 }]);
  const [shop] = await t.ctx.db.select().from(shops).where(eq(shops.id, rivalShop.id));
  expect(shop?.fulfilMissionId).toBe(rivalShop.fulfilMissionId);
}

/** The rival's shop keeps its drift check where it was (a check asked for would clear its due time). */
async function rivalDriftCheckUntouched(t: TTestApp) {
  const [shop] = await t.ctx.db
    .select({ due: shops.stockCheckDueAt, after: shops.stockCheckAfter })
    .from(shops)
    .where(eq(shops.id, rivalShop.id));
  expect(shop?.due).not.toBeNull();
}

async function rivalOrderUntouched(t: TTestApp) {
  const [row] = await t.ctx.db
    .select({ state: shopOrders.state, reason: shopOrders.reason, orderId: shopOrders.orderId })
    .from(shopOrders)
    .where(eq(shopOrders.id, rivalOrder.id));
  expect(row).toEqual({ state: "held", reason: "unmapped_sku", orderId: null });
}

async function rivalSyncUntouched(t: TTestApp) {
  const [row] = await t.ctx.db
    .select({ status: missions.status, stop: missions.stopRequested })
    .from(missions)
    .where(eq(missions.id, rivalShop.missionId));
  expect(row).toEqual({ status: "running", stop: false });
  const [shop] = await t.ctx.db.select().from(shops).where(eq(shops.id, rivalShop.id));
  expect(shop?.syncMissionId).toBe(rivalShop.missionId);
}

async function rivalShopStillBound(t: TTestApp) {
  const [row] = await t.ctx.db
    .select({ status: shops.status, token: shops.accessToken })
    .from(shops)
    .where(eq(shops.id, rivalShop.id));
  expect(row).toEqual({ status: "active", token: "v1.sealed" });
}

/** An installation Shopify authorized, waiting for its claim (the claim token in the clear). */
async function authorizedInstall(t: TTestApp, shop: string) {
  const claim = `claim-${crypto.randomUUID()}`;
  await t.ctx.db.insert(shopInstalls).values({
    shopDomain: shop,
    status: "authorized",
    stateHash: sha256(crypto.randomUUID()),
    claimHash: sha256(claim),
    accessToken: "v1.sealed",
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return claim;
}

export const storesMatrix: Record<string, TEntry> = {
  "POST /api/auth/shopify-direct-auth": {
    exempt:
      "public: Shopify's signed launch; it reads no tenant's rows and answers only whether that shop is bound",
  },
  "GET /api/auth/shopify-callback": {
    exempt:
      "public: Shopify's signed redirect with a state nonce; it writes an unclaimed installation, no tenant's rows",
  },
  "POST /api/auth/shopify-bind-install": {
    probe: async (t, me, f) => {
      const shop = `claim-${me.role}.myshopify.com`;
      const install = await authorizedInstall(t, shop);
      await expectRefused(
        callAs(t, me, "POST", "/api/auth/shopify-bind-install", { provider_uuid: f.providerId, install }),
      );
      const [row] = await t.ctx.db.select().from(shops).where(eq(shops.shopDomain, shop));
      expect(row).toBeUndefined();
    },
  },
  "GET /api/shop-manager/get-user-info": {
    probe: async (t, me, f) => {
      const own = me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
      for (const tenant of [own, { provider_uuid: f.providerId }]) {
        const res = await callAs(t, me, "GET", "/api/shop-manager/get-user-info", {
          ...tenant,
          shop_id: rivalShop.id,
        });
        expect(refused, JSON.stringify(res)).toContain(res.code);
      }
      // Without a shop id: the caller's own first shop, or 11006; never the rival's.
      const first = await callAs(t, me, "GET", "/api/shop-manager/get-user-info", own);
      expect(JSON.stringify(first.data ?? null)).not.toContain(rivalShop.domain);
    },
  },
  "PUT /api/shop-manager/save-user-info": {
    probe: async (t, me, f) => {
      for (const provider_uuid of [t.demo.providerId, f.providerId]) {
        await expectRefused(
          callAs(t, me, "PUT", "/api/shop-manager/save-user-info", {
            shop_id: rivalShop.id,
            provider_uuid,
            delay_fulfil_minutes: 240,
            push_stock: true,
          }),
        );
      }
      const [row] = await t.ctx.db.select().from(shops).where(eq(shops.id, rivalShop.id));
      expect(row).toMatchObject({ delayFulfilMinutes: 0, pushStock: false });
    },
  },
  "PUT /api/shop-manager/verify-shop": {
    probe: async (t, me, f) => {
      for (const provider_uuid of [t.demo.providerId, f.providerId]) {
        await expectRefused(
          callAs(t, me, "PUT", "/api/shop-manager/verify-shop", { shop_id: rivalShop.id, provider_uuid }),
        );
      }
      await rivalShopStillBound(t);
    },
  },
  "GET /api/shop-manager/query-shops": {
    probe: async (t, me, f) => {
      const own = me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
      const res = await callAs(t, me, "GET", "/api/shop-manager/query-shops", { ...own, page_size: 200 });
      expect(res.code).toBe(200);
      expect(JSON.stringify(res.data)).not.toContain(rivalShop.domain);
      const byCustomer = await callAs(t, me, "GET", "/api/shop-manager/query-shops", {
        ...own,
        customer_id: f.customerId,
      });
      if (byCustomer.code === 200) expect(JSON.stringify(byCustomer.data)).not.toContain(rivalShop.domain);
      await expectRefused(
        callAs(t, me, "GET", "/api/shop-manager/query-shops", { provider_uuid: f.providerId }),
      );
    },
  },
  "PUT /api/shop-manager/unbind-shop": {
    probe: async (t, me, f) => {
      for (const provider_uuid of [t.demo.providerId, f.providerId]) {
        await expectRefused(
          callAs(t, me, "PUT", "/api/shop-manager/unbind-shop", { shop_id: rivalShop.id, provider_uuid }),
        );
      }
      await rivalShopStillBound(t);
    },
  },
  "POST /api/auth/dev-app-verify": {
    probe: async (t, me, f) => {
      // Refused before Shopify is ever asked for a token: the caller is no customer of the rival provider.
      await expectRefused(
        callAs(t, me, "POST", "/api/auth/dev-app-verify", {
          provider_uuid: f.providerId,
          shop_url: "another-dev-shop.myshopify.com",
          client_id: "client",
          client_secret: "secret",
        }),
      );
      const [row] = await t.ctx.db
        .select()
        .from(shops)
        .where(eq(shops.shopDomain, "another-dev-shop.myshopify.com"));
      expect(row).toBeUndefined();
    },
  },
  "POST /api/auth/third-part-verify": {
    probe: async (t, me, f) => {
      // Refused before the shop is ever asked: the caller is no customer of the rival provider.
      await expectRefused(
        callAs(t, me, "POST", "/api/auth/third-part-verify", {
          provider_uuid: f.providerId,
          shop_url: "another-shop.myshopify.com",
          access_token: "shpat_x",
          api_secret_key: "secret",
        }),
      );
      const [row] = await t.ctx.db
        .select()
        .from(shops)
        .where(eq(shops.shopDomain, "another-shop.myshopify.com"));
      expect(row).toBeUndefined();
    },
  },
  "POST /api/shop-manager/sync-all-products": rivalByIdProbe(
    "POST",
    "/api/shop-manager/sync-all-products",
    () => ({ shop_id: rivalShop.id }),
    rivalSyncUntouched,
  ),
  "GET /api/shop-manager/query-product-sync-mission": rivalByIdProbe(
    "GET",
    "/api/shop-manager/query-product-sync-mission",
    () => ({ shop_id: rivalShop.id }),
  ),
  "PUT /api/shop-manager/stop-product-sync-mission": rivalByIdProbe(
    "PUT",
    "/api/shop-manager/stop-product-sync-mission",
    () => ({ shop_id: rivalShop.id }),
    rivalSyncUntouched,
  ),
  "GET /api/shop-manager/query-shop-products": {
    probe: async (t, me, f) => {
      const own = me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
      for (const tenant of [own, { provider_uuid: f.providerId }]) {
        const res = await callAs(t, me, "GET", "/api/shop-manager/query-shop-products", {
          ...tenant,
          shop_id: rivalShop.id,
        });
        expect(refused, JSON.stringify(res)).toContain(res.code);
        expect(JSON.stringify(res)).not.toContain(rivalShopSku);
      }
    },
  },
  "GET /api/shop-manager/query-shop-orders": {
    probe: async (t, me, f) => {
      const own = me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
      for (const tenant of [own, { provider_uuid: f.providerId }]) {
        const res = await callAs(t, me, "GET", "/api/shop-manager/query-shop-orders", {
          ...tenant,
          shop_id: rivalShop.id,
        });
        expect(refused, JSON.stringify(res)).toContain(res.code);
        expect(JSON.stringify(res)).not.toContain(rivalOrder.name);
      }
    },
  },
  "GET /api/shop-manager/query-shop-order-counts": rivalByIdProbe(
    "GET",
    "/api/shop-manager/query-shop-order-counts",
    () => ({ shop_id: rivalShop.id }),
  ),
  "PUT /api/shop-manager/map-shop-sku": rivalByIdProbe(
    "PUT",
    "/api/shop-manager/map-shop-sku",
    () => ({
      shop_id: rivalShop.id,
      shopify_variant_id: "gid://shopify/ProductVariant/1",
      sku: rivalShopSku,
    }),
    rivalOrderUntouched,
  ),
  "PUT /api/shop-manager/retry-shop-orders": rivalByIdProbe(
    "PUT",
    "/api/shop-manager/retry-shop-orders",
    () => ({ shop_id: rivalShop.id, ids: [rivalOrder.id] }),
    rivalOrderUntouched,
  ),
  "POST /api/shop-manager/fulfill-orders": rivalByIdProbe(
    "POST",
    "/api/shop-manager/fulfill-orders",
    () => ({ shop_id: rivalShop.id }),
    rivalFulfilmentsUntouched,
  ),
  "GET /api/shop-manager/query-fulfill-mission": rivalByIdProbe(
    "GET",
    "/api/shop-manager/query-fulfill-mission",
    () => ({ shop_id: rivalShop.id }),
  ),
  "GET /api/shop-manager/query-export-mission": rivalByIdProbe(
    "GET",
    "/api/shop-manager/query-export-mission",
    () => ({ shop_id: rivalShop.id }),
  ),
  "PUT /api/shop-manager/stop-fulfill-mission": rivalByIdProbe(
    "PUT",
    "/api/shop-manager/stop-fulfill-mission",
    () => ({ shop_id: rivalShop.id }),
    rivalFulfilmentsUntouched,
  ),
  "PUT /api/shop-manager/reset-fulfill-mission": rivalByIdProbe(
    "PUT",
    "/api/shop-manager/reset-fulfill-mission",
    () => ({ shop_id: rivalShop.id }),
    rivalFulfilmentsUntouched,
  ),
  "GET /api/shop-manager/query-stock-drift-summary": rivalByIdProbe(
    "GET",
    "/api/shop-manager/query-stock-drift-summary",
    () => ({ shop_id: rivalShop.id }),
  ),
  "GET /api/shop-manager/query-stock-drifts": rivalByIdProbe(
    "GET",
    "/api/shop-manager/query-stock-drifts",
    () => ({ shop_id: rivalShop.id }),
  ),
  "PUT /api/shop-manager/check-stock-drift": rivalByIdProbe(
    "PUT",
    "/api/shop-manager/check-stock-drift",
    () => ({ shop_id: rivalShop.id }),
    rivalDriftCheckUntouched,
  ),
  "POST /api/shopify/webhooks": {
    exempt:
      "public: Shopify's signed deliveries; a delivery acts only on the shop its signature belongs to (a custom app's shop only with that app's own secret), see stores.orders.test.ts",
  },
};
