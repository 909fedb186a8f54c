import type { AppRegistry } from "./auth/apps.ts";
import type { OAuthServer } from "./auth/oauth.ts";
import type { TCore } from "./core.ts";
import type { TGraphqlEnv } from "./graphql/endpoint.ts";
import { createFulfillment } from "./graphql/mutations-fulfillment.ts";
import { returnHelpers } from "./returns/helpers.ts";
import {
  cancelOrder,
  createOrder,
  orderRecord,
  type TOrderInput,
  type TOrderPatch,
  updateOrder,
} from "./seed-orders.ts";
import { addProduct, seedProducts, type TProductInput } from "./seed-products.ts";
import { gid, isoNow, levelKey, newShop, type TOrder, type TProduct, type TShop } from "./state.ts";
import type { TDelivery, WebhookDispatcher } from "./webhooks/dispatcher.ts";
import { shopPayload } from "./webhooks/payloads.ts";

/**
 * What tests do to the simulated Shopify besides calling it as the product does: add shops and goods,
 * play the merchant and the buyer, force throttling or token expiry, and read back what the product did.
 * Ids given back are Shopify gids.
 */

type THelperDeps = {
  core: TCore;
  registry: AppRegistry;
  oauth: OAuthServer;
  dispatcher: WebhookDispatcher;
  emitTo: (shop: TShop, topic: string, payload: unknown, appId?: string) => TDelivery[];
  graphqlEnv: TGraphqlEnv;
  complianceUri: string | undefined;
  apiSecret: string;
};

const complianceTopics = new Set(["customers/data_request", "customers/redact", "shop/redact"]);

function productSummary(shop: TShop, product: TProduct) {
  return {
    id: gid("Product", product.id),
    title: product.title,
    variants: product.variantIds.flatMap((id) => {
      const v = shop.variants.get(id);
      return v
        ? [
            {
              id: gid("ProductVariant", v.id),
              sku: v.sku,
              inventoryItemId: gid("InventoryItem", v.inventoryItemId),
            },
          ]
        : [];
    }),
  };
}

function orderSummary(order: TOrder) {
  return {
    id: gid("Order", order.id),
    legacyResourceId: order.id,
    name: order.name,
    fulfillmentOrderIds: order.fulfillmentOrderIds.map((id) => gid("FulfillmentOrder", id)),
    record: order,
  };
}

export function testHelpers(deps: THelperDeps) {
  const { core, registry, oauth, dispatcher, emitTo } = deps;
  const shopOf = (domain: string): TShop => {
    const shop = core.shops.get(domain);
    if (!shop) throw new Error(`No shop ${domain} in the simulator; addShop() it first`);
    return shop;
  };

  const addLocation = (domain: string, name: string): string => {
    const id = core.nextId();
    shopOf(domain).locations.set(id, {
      id,
      name,
      isActive: true,
      address1: "1 Warehouse Way",
      city: "Springfield",
      countryCode: "US",
    });
    return gid("Location", id);
  };

  return {
    /** A shop and its first location. */
    addShop(
      domain: string,
      options: { name?: string; email?: string; currencyCode?: string; locationName?: string } = {},
    ) {
      const shop = newShop(core.nextId(), domain, options);
      core.shops.set(domain, shop);
      const locationId = addLocation(domain, options.locationName ?? "Main Warehouse");
      return { domain, id: gid("Shop", shop.id), locationId };
    },
    hasShop: (domain: string) => core.shops.has(domain),
    addLocation,
    addProduct: (domain: string, input: TProductInput) =>
      productSummary(shopOf(domain), addProduct(core, shopOf(domain), input)),
    /** `count` products with `variantsPerProduct` variants each (SKU `SIM-n-v`, 10 available at every location). */
    seedProducts: (domain: string, count: number, variantsPerProduct = 1) =>
      seedProducts(core, shopOf(domain), count, variantsPerProduct).map((p) =>
        productSummary(shopOf(domain), p),
      ),
    /** A buyer's order (fires `orders/create`, and `orders/paid` when paid). */
    createOrder: (domain: string, input: TOrderInput) =>
      orderSummary(createOrder(core, shopOf(domain), input)),
    /** A merchant's edit (fires `orders/updated`). */
    updateOrder: (domain: string, orderId: string | number, patch: TOrderPatch) =>
      orderSummary(updateOrder(core, shopOf(domain), orderId, patch)),
    /** A merchant's cancellation (fires `orders/cancelled` and `orders/updated`). */
    cancelOrder: (
      domain: string,
      orderId: string | number,
      options: Parameters<typeof cancelOrder>[3] = {},
    ) => orderSummary(cancelOrder(core, shopOf(domain), orderId, options)),
    order: (domain: string, orderId: string | number) => orderRecord(shopOf(domain), orderId),
    /** The merchant fulfils what remains of the order in the admin, without any app (fires what fulfillmentCreate fires). */
    fulfillOrder(domain: string, orderId: string | number) {
      const shop = shopOf(domain);
      const order = orderRecord(shop, orderId);
      const open = order.fulfillmentOrderIds.flatMap((id) => shop.fulfillmentOrders.get(id) ?? []);
      for (const fo of open.filter((f) => f.status === "OPEN" || f.status === "IN_PROGRESS")) {
        const made = createFulfillment(core, shop, {
          lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: gid("FulfillmentOrder", fo.id) }],
        });
        if (made.userErrors.length > 0) throw new Error(made.userErrors.map((e) => e.message).join("; "));
      }
      return orderSummary(order);
    },
    ...returnHelpers(core, shopOf),
    /** A merchant-created custom app's Admin API access token (`shpat_…`); its webhooks are signed with `apiSecret` (default: the simulator's). */
    customAppToken: (domain: string, scopes: string[], custom: { apiSecret?: string } = {}) =>
      registry.customApp(shopOf(domain).domain, scopes, custom.apiSecret).token,
    /**
     * A Dev Dashboard app the merchant made and installed on their own store, with `scopes`: its client ID
     * and secret, which get tokens through the client credentials grant (and sign its webhooks).
     */
    devApp(domain: string, scopes: string[], custom: { clientSecret?: string } = {}) {
      const app = registry.devApp(shopOf(domain).domain, scopes, custom.clientSecret);
      return { appId: app.id, clientId: app.apiKey, clientSecret: app.apiSecret };
    },
    /** The app a token belongs to (`oauth-app`, or `custom-n` for custom apps), for per-app helpers. */
    appOf: (token: string) => registry.tokens.get(token)?.appId,
    /**
     * The merchant takes the app's access away without uninstalling it (a custom app's token rotated or
     * revoked, an installed app's grant ended): its tokens, refresh tokens included, answer 401 from now on.
     */
    revokeAccess(domain: string, appId: string) {
      registry.revoke(shopOf(domain).domain, appId);
      oauth.revoke(domain, appId);
    },
    /** Every expiring access token of the shop expires now; says how many. */
    expireAccessTokens: (domain: string) => registry.expire(domain),
    /** The next `n` GraphQL calls (to any shop) answer Throttled. */
    throttleNext(n = 1) {
      deps.graphqlEnv.forcedThrottles.remaining += n;
    },
    /** The next `n` GraphQL calls (to any shop) answer 503 Service Unavailable, as during an outage. */
    outageNext(n = 1) {
      deps.graphqlEnv.forcedOutages.remaining += n;
    },
    /** Sets a fulfilment order's status, as the merchant holding (ON_HOLD) or releasing (OPEN) it in the admin would. */
    setFulfillmentOrderStatus(domain: string, fulfillmentOrderId: string, status: "OPEN" | "ON_HOLD") {
      const fo = shopOf(domain).fulfillmentOrders.get(Number(fulfillmentOrderId.split("/").pop()));
      if (!fo) throw new Error(`No fulfillment order ${fulfillmentOrderId} in ${domain}`);
      fo.status = status;
    },
    /** Empties the app's leaky bucket on the shop, or leaves `leave` points (a real budget shortage rather than a forced one). */
    drainRateLimit(domain: string, appId = "oauth-app", leave = 0) {
      deps.graphqlEnv.buckets.drain(`${appId}|${domain}`, leave);
    },
    fulfillmentsOf: (domain: string) =>
      [...shopOf(domain).fulfillments.values()].map((f) => ({
        id: gid("Fulfillment", f.id),
        orderId: gid("Order", f.orderId),
        name: f.name,
        status: f.status,
        tracking: f.tracking,
        notifyCustomer: f.notifyCustomer,
        lineItems: f.lineItems.map((l) => ({
          lineItemId: gid("LineItem", l.lineItemId),
          quantity: l.quantity,
        })),
      })),
    fulfillmentOrdersOf: (domain: string) =>
      [...shopOf(domain).fulfillmentOrders.values()].map((fo) => ({
        id: gid("FulfillmentOrder", fo.id),
        orderId: gid("Order", fo.orderId),
        status: fo.status,
        lineItems: fo.lineItems.map((l) => ({
          id: gid("FulfillmentOrderLineItem", l.id),
          totalQuantity: l.totalQuantity,
          remainingQuantity: l.remainingQuantity,
        })),
      })),
    inventoryOf: (domain: string) => {
      const shop = shopOf(domain);
      return [...shop.levels.values()].map((level) => ({
        sku: [...shop.variants.values()].find((v) => v.inventoryItemId === level.itemId)?.sku ?? null,
        inventoryItemId: gid("InventoryItem", level.itemId),
        locationId: gid("Location", level.locationId),
        available: level.available,
        onHand: level.onHand,
      }));
    },
    /** A merchant's count: the SKU's available quantity at the shop's primary (first) location becomes `available`. */
    setAvailable(domain: string, sku: string, available: number) {
      const shop = shopOf(domain);
      const variant = [...shop.variants.values()].find((v) => v.sku === sku);
      const location = [...shop.locations.values()][0];
      if (!variant || !location) throw new Error(`No variant ${sku} or no location in ${domain}`);
      const key = levelKey(variant.inventoryItemId, location.id);
      const level = shop.levels.get(key) ?? {
        itemId: variant.inventoryItemId,
        locationId: location.id,
        available: 0,
        onHand: 0,
        updatedAt: isoNow(),
      };
      level.onHand += available - level.available;
      level.available = available;
      shop.levels.set(key, level);
    },
    /** The SKU is no longer stocked at any location (the merchant turned off inventory tracking there). */
    unstock(domain: string, sku: string) {
      const shop = shopOf(domain);
      const variant = [...shop.variants.values()].find((v) => v.sku === sku);
      for (const key of [...shop.levels.keys()])
        if (key.startsWith(`${variant?.inventoryItemId}:`)) shop.levels.delete(key);
    },
    /** A buyer's checkout of `quantity` lands between an app's read of the SKU's level and its next inventorySetQuantities. */
    saleBeforeNextStockSet(domain: string, sku: string, quantity: number) {
      const shop = shopOf(domain);
      shop.beforeInventorySet.push(() => {
        const variant = [...shop.variants.values()].find((v) => v.sku === sku);
        const location = [...shop.locations.values()][0];
        const level = variant && location && shop.levels.get(levelKey(variant.inventoryItemId, location.id));
        if (level) level.available -= quantity;
      });
    },
    subscriptionsOf: (domain: string) =>
      [...shopOf(domain).subscriptions.values()].map((s) => ({
        id: gid("WebhookSubscription", s.id),
        topic: s.topic,
        uri: s.uri,
        appId: s.appId,
        format: s.format,
      })),
    /** The merchant uninstalls the apps (all, or one): `app/uninstalled` goes out, then tokens and subscriptions go. */
    uninstall(domain: string, appId?: string) {
      const shop = shopOf(domain);
      for (const app of registry.installedApps(domain).filter((a) => !appId || a.id === appId)) {
        emitTo(shop, "app/uninstalled", shopPayload(shop), app.id);
        registry.revoke(domain, app.id);
        oauth.revoke(domain, app.id);
        for (const s of [...shop.subscriptions.values()])
          if (s.appId === app.id) shop.subscriptions.delete(s.id);
      }
    },
    /** Sends `topic` with `payload` to the shop's subscribers of it, as if the event had happened. */
    deliver: (domain: string, topic: string, payload: unknown) => emitTo(shopOf(domain), topic, payload),
    /** Sends a compliance webhook to `complianceUri`, signed with the app's secret; the shop is `payload.shop_domain`. */
    deliverCompliance(topic: string, payload: { shop_domain: string } & Record<string, unknown>) {
      if (!complianceTopics.has(topic)) throw new Error(`${topic} is not a compliance topic`);
      if (!deps.complianceUri) throw new Error("startShopifySimulator({ complianceUri }) is not set");
      return dispatcher.send({
        shop: payload.shop_domain,
        topic,
        uri: deps.complianceUri,
        secret: deps.apiSecret,
        apiVersion: core.apiVersion,
        payload,
      });
    },
    /** Every webhook sent, with its attempts. */
    deliveries: dispatcher.deliveries,
    /** Resolves once every webhook sent so far was delivered or given up. */
    waitForDeliveries: () => dispatcher.idle(),
    /** The raw state of a shop, for assertions the helpers do not cover. */
    shop: shopOf,
  };
}

export type TTestHelpers = ReturnType<typeof testHelpers>;
