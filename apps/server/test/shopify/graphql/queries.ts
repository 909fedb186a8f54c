import { type GraphQLResolveInfo, responsePathAsArray } from "graphql";
import type { TRequest } from "../core.ts";
import { gid, idOf, parseGid, type TShop, type TSubscription } from "../state.ts";
import { requireTypeAccess } from "./access.ts";
import { paginate, type TPageArgs } from "./connection.ts";
import { searchFilter } from "./search.ts";
import {
  productSearch,
  productSorts,
  productView,
  searched,
  type TArgs,
  type TView,
  variantSearch,
  variantSorts,
  variantView,
} from "./views-catalog.ts";
import { fulfillmentOrderView, fulfillmentView } from "./views-fulfillment.ts";
import { inventoryItemView, locationView } from "./views-inventory.ts";
import { customerView, orderSearch, orderSorts, orderView } from "./views-orders.ts";
import { returnView, reverseFulfillmentOrderView } from "./views-returns.ts";

/** The root query fields the simulator answers; any other valid field answers null. */

export function subscriptionView(req: TRequest, s: TSubscription): TView {
  return {
    __typename: "WebhookSubscription",
    id: gid("WebhookSubscription", s.id),
    legacyResourceId: String(s.id),
    topic: s.topic,
    uri: s.uri,
    callbackUrl: s.uri,
    endpoint: { __typename: "WebhookHttpEndpoint", callbackUrl: s.uri },
    format: s.format,
    name: s.name,
    filter: s.filter,
    includeFields: s.includeFields,
    metafieldNamespaces: [],
    metafields: [],
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    apiVersion: {
      __typename: "ApiVersion",
      handle: req.core.apiVersion,
      displayName: req.core.apiVersion,
      supported: true,
    },
  };
}

/** Any object the simulator holds, by gid, for `node` and `nodes`. */
function findNode(req: TRequest, id: unknown): TView | null {
  const shop = req.shop;
  const ref = parseGid(id);
  if (!ref) return null;
  const n = ref.id;
  switch (ref.type) {
    case "Product": {
      const p = shop.products.get(n);
      return p ? productView(shop, p) : null;
    }
    case "ProductVariant": {
      const v = shop.variants.get(n);
      return v ? variantView(shop, v) : null;
    }
    case "InventoryItem": {
      const v = [...shop.variants.values()].find((x) => x.inventoryItemId === n);
      return v ? inventoryItemView(shop, v) : null;
    }
    case "Location": {
      const l = shop.locations.get(n);
      return l ? locationView(shop, l) : null;
    }
    case "Order": {
      const o = shop.orders.get(n);
      return o ? orderView(shop, o) : null;
    }
    case "FulfillmentOrder": {
      const f = shop.fulfillmentOrders.get(n);
      return f ? fulfillmentOrderView(shop, f) : null;
    }
    case "Fulfillment": {
      const f = shop.fulfillments.get(n);
      return f ? fulfillmentView(shop, f) : null;
    }
    case "Return": {
      const r = shop.returns.get(n);
      return r ? returnView(shop, r) : null;
    }
    case "ReverseFulfillmentOrder": {
      const r = shop.reverseFulfillmentOrders.get(n);
      return r ? reverseFulfillmentOrderView(shop, r) : null;
    }
    case "Customer": {
      const c = [...shop.orders.values()].find((o) => o.customer?.id === n)?.customer ?? null;
      return customerView(c);
    }
    case "WebhookSubscription": {
      const s = shop.subscriptions.get(n);
      return s && s.appId === req.app.id ? subscriptionView(req, s) : null;
    }
    case "Shop":
      return n === shop.id ? shopView(shop) : null;
    default:
      return null;
  }
}

function typed(req: TRequest, view: TView | null, fieldName: string): TView | null {
  if (view) requireTypeAccess(req, fieldName, String(view.__typename));
  return view;
}

export function shopView(shop: TShop): TView {
  return {
    __typename: "Shop",
    id: gid("Shop", shop.id),
    name: shop.name,
    email: shop.email,
    contactEmail: shop.email,
    myshopifyDomain: shop.domain,
    currencyCode: shop.currencyCode,
    ianaTimezone: "Etc/UTC",
    primaryDomain: {
      __typename: "Domain",
      id: gid("Domain", shop.id),
      host: shop.domain,
      url: `https://${shop.domain}`,
    },
  };
}

type TRoot = (args: TArgs, req: TRequest, info: GraphQLResolveInfo) => unknown;

export const queryRoot: Record<string, TRoot> = {
  shop: (_args, req) => shopView(req.shop),
  currentAppInstallation: (_args, req) => ({
    __typename: "AppInstallation",
    id: gid("AppInstallation", req.shop.id),
    accessScopes: req.token.scopes.map((handle) => ({
      __typename: "AccessScope",
      handle,
      description: handle,
    })),
  }),
  products: (args, req, info) =>
    searched(
      req,
      info,
      [...req.shop.products.values()],
      args,
      productSearch,
      (p) => `${p.title} ${p.vendor} ${p.tags.join(" ")}`,
      productSorts,
      "ID",
      (p) => productView(req.shop, p),
    ),
  product: (args, req) => {
    const p = req.shop.products.get(idOf("Product", args.id) ?? -1);
    return p ? productView(req.shop, p) : null;
  },
  productVariants: (args, req, info) =>
    searched(
      req,
      info,
      [...req.shop.variants.values()],
      args,
      variantSearch(req.shop),
      (v) => `${v.title} ${v.sku ?? ""}`,
      variantSorts,
      "ID",
      (v) => variantView(req.shop, v),
    ),
  // Shopify counts up to `limit` (default 10,000) and says AT_LEAST beyond it.
  productVariantsCount: (args, req, info) => {
    const query = typeof args.query === "string" ? args.query : null;
    const { keep, warnings } = searchFilter(
      query,
      variantSearch(req.shop),
      (v) => `${v.title} ${v.sku ?? ""}`,
    );
    if (query && warnings.length > 0)
      req.search.push({ path: responsePathAsArray(info.path), query, warnings });
    const count = [...req.shop.variants.values()].filter(keep).length;
    const limit =
      args.limit === null ? Number.POSITIVE_INFINITY : typeof args.limit === "number" ? args.limit : 10_000;
    return {
      __typename: "Count",
      count: Math.min(count, limit),
      precision: count > limit ? "AT_LEAST" : "EXACT",
    };
  },
  productVariant: (args, req) => {
    const v = req.shop.variants.get(idOf("ProductVariant", args.id) ?? -1);
    return v ? variantView(req.shop, v) : null;
  },
  inventoryItem: (args, req) => findNode(req, args.id),
  locations: (args, req) =>
    paginate(
      [...req.shop.locations.values()].filter((l) => l.isActive || args.includeInactive === true),
      args as TPageArgs,
      (l) => (args.sortKey === "ID" ? { id: l.id, value: l.id } : { id: l.id, value: l.name.toLowerCase() }),
      (l) => locationView(req.shop, l),
    ),
  location: (args, req) => {
    const location =
      args.id === undefined || args.id === null
        ? [...req.shop.locations.values()][0]
        : req.shop.locations.get(idOf("Location", args.id) ?? -1);
    return location ? locationView(req.shop, location) : null;
  },
  orders: (args, req, info) =>
    searched(
      req,
      info,
      [...req.shop.orders.values()],
      args,
      orderSearch,
      (o) => `${o.name} ${o.email ?? ""}`,
      orderSorts,
      "PROCESSED_AT",
      (o) => orderView(req.shop, o),
    ),
  order: (args, req) => {
    const o = req.shop.orders.get(idOf("Order", args.id) ?? -1);
    return o ? orderView(req.shop, o) : null;
  },
  fulfillmentOrder: (args, req) => {
    const f = req.shop.fulfillmentOrders.get(idOf("FulfillmentOrder", args.id) ?? -1);
    return f ? fulfillmentOrderView(req.shop, f) : null;
  },
  return: (args, req) => {
    const r = req.shop.returns.get(idOf("Return", args.id) ?? -1);
    return r ? returnView(req.shop, r) : null;
  },
  reverseFulfillmentOrder: (args, req) => {
    const r = req.shop.reverseFulfillmentOrders.get(idOf("ReverseFulfillmentOrder", args.id) ?? -1);
    return r ? reverseFulfillmentOrderView(req.shop, r) : null;
  },
  webhookSubscriptions: (args, req) =>
    paginate(
      [...req.shop.subscriptions.values()].filter(
        (s) =>
          s.appId === req.app.id &&
          (!Array.isArray(args.topics) || args.topics.includes(s.topic)) &&
          (typeof args.uri !== "string" || s.uri === args.uri) &&
          (typeof args.callbackUrl !== "string" || s.uri === args.callbackUrl),
      ),
      args as TPageArgs,
      (s) => (args.sortKey === "ID" ? { id: s.id, value: s.id } : { id: s.id, value: s.createdAt }),
      (s) => subscriptionView(req, s),
    ),
  webhookSubscription: (args, req) => findNode(req, args.id),
  node: (args, req) => typed(req, findNode(req, args.id), "node"),
  nodes: (args, req) => ((args.ids as unknown[]) ?? []).map((id) => typed(req, findNode(req, id), "nodes")),
};
