import { z } from "zod";
import { Code } from "./codes.ts";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import { ZMission } from "./missions.ts";
import { ZShopDrift, ZShopDriftQuery, ZShopDriftSummary, ZShopDriftSummaryQuery } from "./stores.drift.ts";
import { ZShopFulfilMission } from "./stores.fulfilments.ts";
import {
  ZMapShopSkuRequest,
  ZRetryShopOrdersRequest,
  ZShopOrder,
  ZShopOrderCounts,
  ZShopOrderQuery,
  ZShopOrdersTried,
} from "./stores.orders.ts";
import {
  ZShopLinkCounts,
  ZShopSyncQuery,
  ZShopVariant,
  ZShopVariantQuery,
  ZStartSyncRequest,
} from "./stores.products.ts";
import { ZSaveShopUserInfoRequest, ZShopUserInfo, ZShopUserInfoQuery } from "./stores.settings.ts";
import {
  ZBindInstallAnswer,
  ZBindInstallRequest,
  ZDevAppVerifyRequest,
  ZShop,
  ZShopIdBody,
  ZShopifyCallbackQuery,
  ZShopifyDirectAuthAnswer,
  ZShopifyDirectAuthRequest,
  ZShopListQuery,
  ZThirdPartVerifyRequest,
} from "./stores.ts";

/** Store management (spec section 7, Stores): the drop shipper binds and manages; the provider reads. */
const shipper = ["dropShipper"] as const;
const api = endpointGroup({ tag: "stores", access: shipper });

export const storeEndpoints = {
  verifyCustomApp: api.post("auth/third-part-verify", ZThirdPartVerifyRequest, ZShop, {
    summary: "Bind a shop with a custom app's Admin API token, checked against the shop first",
    success: "created",
    message: "store.bound",
  }),
  verifyDevApp: api.post("auth/dev-app-verify", ZDevAppVerifyRequest, ZShop, {
    summary:
      "Bind a shop with a Dev Dashboard app's client ID and secret (client credentials grant), checked against the shop first",
    success: "created",
    message: "store.bound",
  }),
  directAuth: api.post("auth/shopify-direct-auth", ZShopifyDirectAuthRequest, ZShopifyDirectAuthAnswer, {
    summary: "Check Shopify's app launch (HMAC, timestamp, shop) and start the authorization-code grant",
    access: "public",
  }),
  callback: api.get("auth/shopify-callback", ZShopifyCallbackQuery, z.null(), {
    summary: "Shopify's OAuth redirect: checks HMAC and state, takes the tokens, redirects to erp-login",
    access: "public",
    redirect: true,
  }),
  bindInstall: api.post("auth/shopify-bind-install", ZBindInstallRequest, ZBindInstallAnswer, {
    summary: "Bind a shop that installed the platform's app to the signed-in drop shipper",
    success: "created",
    message: "store.bound",
  }),
  verify: api.put("shop-manager/verify-shop", ZShopIdBody, ZShop, {
    summary: "Check a bound shop's connection again (name, scopes), refreshing its token when needed",
    message: "store.verified",
  }),
  userInfo: api.get("shop-manager/get-user-info", ZShopUserInfoQuery, ZShopUserInfo, {
    summary:
      "Read a shop's user info (tracking URL, delay, countries, warehouse and channel, order mode, stock push)",
    access: ["dropShipper", "provider", "operator"],
    silent: [Code.noShopBound],
  }),
  saveUserInfo: api.put("shop-manager/save-user-info", ZSaveShopUserInfoRequest, ZShopUserInfo, {
    summary: "Save a shop's user info",
    message: "saved",
  }),
  list: api.get("shop-manager/query-shops", ZShopListQuery, ZPage(ZShop), {
    summary: "List bound shops: the drop shipper's own, or every shop of the provider's customers",
    access: ["dropShipper", "provider", "operator"],
  }),
  unbind: api.put("shop-manager/unbind-shop", ZShopIdBody, z.null(), {
    summary: "Unbind a shop: its tokens are deleted and its missions stopped",
    message: "store.unbound",
  }),
  syncProducts: api.post("shop-manager/sync-all-products", ZStartSyncRequest, ZMission, {
    summary:
      "Start a mission that reads every product of the shop and links its variants to the catalogue by SKU; a stopped or failed one goes on from where it was unless start_over",
    success: "accepted",
    message: "store.syncStarted",
  }),
  syncMission: api.get(
    "shop-manager/query-product-sync-mission",
    ZShopSyncQuery,
    z.object({
      mission: ZMission,
      counts: ZShopLinkCounts,
      /** A stopped or failed sync that can go on: how many variants it had read (null: none to resume). */
      resume_read: z.number().int().nullable(),
    }),
    {
      summary: "The shop's last product sync (progress, result) and how its variants are linked",
      access: ["dropShipper", "provider", "operator"],
      silent: [Code.noMission],
    },
  ),
  stopSync: api.put("shop-manager/stop-product-sync-mission", ZShopIdBody, ZMission, {
    summary: "Stop the shop's running product sync (what it linked so far stays)",
    message: "store.syncStopped",
  }),
  products: api.get("shop-manager/query-shop-products", ZShopVariantQuery, ZPage(ZShopVariant), {
    summary: "The shop's products as last synced, one row per variant, with its link to the catalogue",
    access: ["dropShipper", "provider", "operator"],
  }),
  orders: api.get("shop-manager/query-shop-orders", ZShopOrderQuery, ZPage(ZShopOrder), {
    summary: "The shop's orders as Shopify sent them, and what became of each in the warehouse",
    access: ["dropShipper", "provider", "operator"],
  }),
  orderCounts: api.get("shop-manager/query-shop-order-counts", ZShopSyncQuery, ZShopOrderCounts, {
    summary: "How many of the shop's orders are in each state (waiting, held, converted…)",
    access: ["dropShipper", "provider", "operator"],
  }),
  mapSku: api.put("shop-manager/map-shop-sku", ZMapShopSkuRequest, ZShopOrdersTried, {
    summary: "Map a shop variant to a catalogue SKU; the orders held for it try again",
    message: "store.skuMapped",
  }),
  retryOrders: api.put("shop-manager/retry-shop-orders", ZRetryShopOrdersRequest, ZShopOrdersTried, {
    summary: "Held orders of the shop try again to become warehouse orders",
    message: "store.ordersRetried",
  }),
  fulfil: api.post("shop-manager/fulfill-orders", ZShopIdBody, ZMission, {
    summary:
      "Start a mission that pushes every due fulfilment of the shop (shipped warehouse orders) to Shopify now",
    success: "accepted",
    message: "store.fulfilStarted",
  }),
  exportMission: api.get(
    "shop-manager/query-export-mission",
    ZShopSyncQuery,
    z.object({ mission: ZMission.nullable() }),
    {
      summary:
        "The caller's last export of the shop's orders (mission/start-export kind shop-orders): progress and file",
      access: ["dropShipper", "provider", "operator"],
    },
  ),
  fulfilMission: api.get("shop-manager/query-fulfill-mission", ZShopSyncQuery, ZShopFulfilMission, {
    summary: "The shop's last fulfilment push and how many fulfilments are due, pushed and failed",
    access: ["dropShipper", "provider", "operator"],
  }),
  stopFulfil: api.put("shop-manager/stop-fulfill-mission", ZShopIdBody, ZMission, {
    summary: "Stop the shop's running fulfilment push (what it pushed stays; the rest stay due)",
    message: "store.fulfilStopped",
  }),
  resetFulfil: api.put("shop-manager/reset-fulfill-mission", ZShopIdBody, ZMission, {
    summary: "Make the shop's failed fulfilments due again and start a push of them",
    success: "accepted",
    message: "store.fulfilReset",
  }),
  driftSummary: api.get("shop-manager/query-stock-drift-summary", ZShopDriftSummaryQuery, ZShopDriftSummary, {
    summary:
      "How the shop's stock compares with the warehouse: variants in step, drifts open, repaired and failed, last check",
    access: ["dropShipper", "provider", "operator"],
  }),
  drifts: api.get("shop-manager/query-stock-drifts", ZShopDriftQuery, ZPage(ZShopDrift), {
    summary: "The shop's stock drifts, one row per variant and time found, with what became of each",
    access: ["dropShipper", "provider", "operator"],
  }),
  checkDrift: api.put("shop-manager/check-stock-drift", ZShopIdBody, z.null(), {
    summary: "Compare the whole shop's stock with the warehouse at the worker's next round",
    message: "store.driftCheckQueued",
  }),
  /** Shopify's webhook deliveries: signed with X-Shopify-Hmac-Sha256 over the raw body, not a CSRF token. */
  webhook: api.post("shopify/webhooks", null, z.object({ topic: z.string(), duplicate: z.boolean() }), {
    summary: "Receive Shopify's webhooks (every topic, compliance ones too); 401 when the signature is wrong",
    access: "public",
    csrf: false,
    errors: [Code.loginExpired],
  }),
};
