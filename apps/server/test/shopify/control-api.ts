import type http from "node:http";
import type { TTestHelpers } from "./helpers.ts";
import { sendJson } from "./http.ts";

/**
 * `/_sim/…`: JSON endpoints for browser tests, which drive the simulator from another process (serve.ts).
 * Not Shopify's; nothing under `/_sim` exists on Shopify.
 *
 *   POST /_sim/shops                               { domain, name?, email?, currencyCode?, locationName? }
 *   POST /_sim/shops/{shop}/custom-app-tokens      { scopes: string[], apiSecret? } → { access_token }
 *   POST /_sim/shops/{shop}/dev-apps               { scopes: string[] } → { appId, clientId, clientSecret }
 *   POST /_sim/shops/{shop}/products               a product (seed-products.ts TProductInput)
 *   POST /_sim/shops/{shop}/products/seed          { count, variantsPerProduct? }
 *   POST /_sim/shops/{shop}/orders                 an order (seed.ts TOrderInput)
 *   POST /_sim/shops/{shop}/orders/{id}/cancel     { reason?, refund? }
 *   POST /_sim/shops/{shop}/orders/{id}/fulfill    (the merchant fulfils it in the admin)
 *   POST /_sim/shops/{shop}/orders/{id}/returns    { lines: [{ sku | lineItemId, quantity, reason?, note?, customerNote? }] }
 *   POST /_sim/shops/{shop}/returns/{id}/approve | decline { reason?, note? } | cancel
 *   POST /_sim/shops/{shop}/expire-tokens
 *   POST /_sim/shops/{shop}/uninstall
 *   POST /_sim/throttle                            { n? }
 *   GET  /_sim/shops/{shop}/fulfillments | fulfillment-orders | inventory | subscriptions | returns
 *   GET  /_sim/deliveries
 */

type TBody = Record<string, unknown>;

export function controlApi(helpers: TTestHelpers) {
  return (req: http.IncomingMessage, path: string[], raw: string, res: http.ServerResponse) => {
    let body: TBody = {};
    try {
      body = raw ? (JSON.parse(raw) as TBody) : {};
    } catch {
      return sendJson(res, 400, { error: "body must be JSON" });
    }
    const post = req.method === "POST";
    const [resource, shop, sub, id, action] = path;
    try {
      if (post && resource === "shops" && !shop)
        return sendJson(res, 201, helpers.addShop(String(body.domain), body));
      if (post && resource === "throttle") {
        helpers.throttleNext(typeof body.n === "number" ? body.n : 1);
        return sendJson(res, 200, { ok: true });
      }
      if (!post && resource === "deliveries") return sendJson(res, 200, helpers.deliveries);
      if (resource !== "shops" || !shop) return sendJson(res, 404, { error: "unknown control endpoint" });
      if (post && sub === "custom-app-tokens") {
        const scopes = Array.isArray(body.scopes) ? body.scopes.map(String) : [];
        const apiSecret = typeof body.apiSecret === "string" ? body.apiSecret : undefined;
        return sendJson(res, 201, { access_token: helpers.customAppToken(shop, scopes, { apiSecret }) });
      }
      if (post && sub === "dev-apps") {
        const scopes = Array.isArray(body.scopes) ? body.scopes.map(String) : [];
        return sendJson(res, 201, helpers.devApp(shop, scopes));
      }
      if (post && sub === "products" && !id)
        return sendJson(res, 201, helpers.addProduct(shop, body as never));
      if (post && sub === "products" && id === "seed")
        return sendJson(
          res,
          201,
          helpers.seedProducts(shop, Number(body.count ?? 1), Number(body.variantsPerProduct ?? 1)),
        );
      if (post && sub === "orders" && !id)
        return sendJson(res, 201, summary(helpers.createOrder(shop, body as never)));
      if (post && sub === "orders" && id && action === "cancel")
        return sendJson(res, 200, summary(helpers.cancelOrder(shop, id, body)));
      if (post && sub === "orders" && id && action === "fulfill")
        return sendJson(res, 200, summary(helpers.fulfillOrder(shop, id)));
      if (post && sub === "orders" && id && action === "returns")
        return sendJson(res, 201, helpers.requestReturn(shop, id, (body.lines ?? []) as never));
      if (post && sub === "returns" && id) {
        const returnId = `gid://shopify/Return/${id}`;
        if (action === "approve") return sendJson(res, 200, helpers.approveReturn(shop, returnId));
        if (action === "decline")
          return sendJson(res, 200, helpers.declineReturn(shop, returnId, body as never));
        if (action === "cancel") return sendJson(res, 200, helpers.cancelReturn(shop, returnId));
      }
      if (post && sub === "expire-tokens")
        return sendJson(res, 200, { expired: helpers.expireAccessTokens(shop) });
      if (post && sub === "uninstall") {
        helpers.uninstall(shop);
        return sendJson(res, 200, { ok: true });
      }
      if (!post && sub === "fulfillments") return sendJson(res, 200, helpers.fulfillmentsOf(shop));
      if (!post && sub === "fulfillment-orders") return sendJson(res, 200, helpers.fulfillmentOrdersOf(shop));
      if (!post && sub === "inventory") return sendJson(res, 200, helpers.inventoryOf(shop));
      if (!post && sub === "subscriptions") return sendJson(res, 200, helpers.subscriptionsOf(shop));
      if (!post && sub === "returns") return sendJson(res, 200, helpers.returnsOf(shop));
      return sendJson(res, 404, { error: "unknown control endpoint" });
    } catch (error) {
      return sendJson(res, 400, { error: (error as Error).message });
    }
  };
}

function summary(order: {
  id: string;
  legacyResourceId: number;
  name: string;
  fulfillmentOrderIds: string[];
}) {
  return {
    id: order.id,
    legacyResourceId: order.legacyResourceId,
    name: order.name,
    fulfillmentOrderIds: order.fulfillmentOrderIds,
  };
}
