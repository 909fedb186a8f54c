import type { TShopOrderAddress } from "@wms/contracts";
import type { TShopOrderItem } from "../stores.tables.ts";

/**
 * A Shopify order as the platform keeps it, read from either door it comes in by: a webhook body (the REST
 * resource, snake_case, numeric ids) or the reconciliation's GraphQL node. Both readers are defensive:
 * strings are capped and cleaned of what Postgres cannot store, so a strange order never reaches the
 * database as an error.
 */

export type TShopOrderRead = {
  shopifyOrderId: string;
  name: string;
  orderedAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  customerName: string;
  email: string;
  phone: string;
  /** Lower case: paid, pending, authorized, partially_paid, partially_refunded, refunded, voided, expired. */
  financialStatus: string;
  fulfilmentStatus: "fulfilled" | "unfulfilled" | "partially_fulfilled";
  currency: string;
  totalPrice: string;
  shippingAddress: TShopOrderAddress | null;
  items: TShopOrderItem[];
  test: boolean;
};

type TJson = Record<string, unknown>;

const object = (v: unknown): TJson => (v && typeof v === "object" && !Array.isArray(v) ? (v as TJson) : {});

/** A string of at most `max` characters, without NULs or lone surrogates. */
export function cleanText(v: unknown, max = 255): string {
  if (typeof v !== "string" && typeof v !== "number") return "";
  return String(v)
    .replaceAll("\u0000", "")
    .slice(0, max)
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .trim();
}

const money = (v: unknown) => {
  const n = Number(typeof v === "string" || typeof v === "number" ? v : Number.NaN);
  return Number.isFinite(n) && Math.abs(n) < 1e12 ? n.toFixed(2) : "0.00";
};

const time = (v: unknown): Date | null => {
  if (typeof v !== "string") return null;
  const at = new Date(v);
  return Number.isNaN(at.getTime()) ? null : at;
};

const quantity = (v: unknown) =>
  Number.isInteger(v) && (v as number) >= 0 ? Math.min(v as number, 1_000_000) : 0;

const gidOf = (type: string, v: unknown) =>
  typeof v === "number" || (typeof v === "string" && /^\d+$/.test(v)) ? `gid://shopify/${type}/${v}` : null;

function fulfilmentOf(status: string): TShopOrderRead["fulfilmentStatus"] {
  const s = status.toLowerCase();
  if (s === "fulfilled") return "fulfilled";
  if (s === "partial" || s === "partially_fulfilled") return "partially_fulfilled";
  return "unfulfilled";
}

function addressOf(a: TJson, country: unknown): TShopOrderAddress {
  const first = cleanText(a.first_name ?? a.firstName, 100);
  const last = cleanText(a.last_name ?? a.lastName, 100);
  return {
    name: cleanText(a.name, 200) || [first, last].filter(Boolean).join(" "),
    company: cleanText(a.company, 200),
    address1: cleanText(a.address1, 500),
    address2: cleanText(a.address2, 500),
    city: cleanText(a.city, 200),
    province: cleanText(a.province, 200),
    zip: cleanText(a.zip, 50),
    country_code: cleanText(country, 2).toUpperCase(),
    phone: cleanText(a.phone, 50),
  };
}

/** A line in either dialect, cleaned; what is left to fulfil is the whole line when Shopify does not say. */
function itemOf(l: {
  lineItemId: unknown;
  variantId: string | null;
  sku: unknown;
  title: unknown;
  variantTitle: unknown;
  ordered: unknown;
  unfulfilled: unknown;
  price: unknown;
  requiresShipping: unknown;
}): TShopOrderItem {
  const ordered = quantity(l.ordered);
  return {
    lineItemId: cleanText(l.lineItemId, 100),
    shopifyVariantId: l.variantId === null ? null : cleanText(l.variantId, 100),
    sku: cleanText(l.sku, 100),
    title: cleanText(l.title, 255),
    variantTitle: cleanText(l.variantTitle, 255),
    quantity: ordered,
    toShip: l.unfulfilled === undefined ? ordered : quantity(l.unfulfilled),
    price: money(l.price),
    requiresShipping: l.requiresShipping !== false,
  };
}

/** The REST order resource a webhook carries (orders/create, orders/updated, orders/cancelled…). */
export function readWebhookOrder(body: unknown): TShopOrderRead | null {
  const o = object(body);
  const id = typeof o.admin_graphql_api_id === "string" ? o.admin_graphql_api_id : gidOf("Order", o.id);
  const orderedAt = time(o.created_at);
  if (!id || !orderedAt) return null;
  const customer = object(o.customer);
  const shipping = o.shipping_address ? object(o.shipping_address) : null;
  const lines = Array.isArray(o.line_items) ? o.line_items.slice(0, 500) : [];
  return {
    shopifyOrderId: cleanText(id, 100),
    name: cleanText(o.name, 100) || cleanText(o.order_number, 100),
    orderedAt,
    updatedAt: time(o.updated_at) ?? orderedAt,
    cancelledAt: time(o.cancelled_at),
    customerName: [cleanText(customer.first_name, 100), cleanText(customer.last_name, 100)]
      .filter(Boolean)
      .join(" "),
    email: cleanText(o.email ?? o.contact_email ?? customer.email, 200),
    phone: cleanText(o.phone ?? customer.phone, 50),
    financialStatus: cleanText(o.financial_status, 40).toLowerCase() || "pending",
    fulfilmentStatus: fulfilmentOf(cleanText(o.fulfillment_status, 40)),
    currency: cleanText(o.currency, 3).toUpperCase(),
    totalPrice: money(o.current_total_price ?? o.total_price),
    shippingAddress: shipping ? addressOf(shipping, shipping.country_code) : null,
    items: lines.map((raw) => {
      const l = object(raw);
      return itemOf({
        lineItemId: l.admin_graphql_api_id ?? gidOf("LineItem", l.id),
        variantId: gidOf("ProductVariant", l.variant_id),
        sku: l.sku,
        title: l.title,
        variantTitle: l.variant_title,
        ordered: l.current_quantity ?? l.quantity,
        unfulfilled: l.fulfillable_quantity,
        price: l.price,
        requiresShipping: l.requires_shipping,
      });
    }),
    test: o.test === true,
  };
}

/** The reconciliation's GraphQL order node (ShopOrdersPage in stores.shop-orders.ts). */
export function readGraphqlOrder(node: unknown, lineNodes: unknown[]): TShopOrderRead | null {
  const o = object(node);
  const orderedAt = time(o.createdAt);
  if (typeof o.id !== "string" || !orderedAt) return null;
  const shipping = o.shippingAddress ? object(o.shippingAddress) : null;
  const address = shipping ? addressOf(shipping, shipping.countryCodeV2) : null;
  const total = object(object(o.totalPriceSet).shopMoney);
  return {
    shopifyOrderId: cleanText(o.id, 100),
    name: cleanText(o.name, 100),
    orderedAt,
    updatedAt: time(o.updatedAt) ?? orderedAt,
    cancelledAt: time(o.cancelledAt),
    // `customer` needs read_customers, a scope the platform does not ask for: the buyer is named by the address.
    customerName: address?.name ?? "",
    email: cleanText(o.email, 200),
    phone: cleanText(o.phone, 50),
    financialStatus: cleanText(o.displayFinancialStatus, 40).toLowerCase() || "pending",
    fulfilmentStatus: fulfilmentOf(cleanText(o.displayFulfillmentStatus, 40)),
    currency: cleanText(o.currencyCode ?? total.currencyCode, 3).toUpperCase(),
    totalPrice: money(total.amount),
    shippingAddress: address,
    items: lineNodes.slice(0, 500).map((raw) => {
      const l = object(raw);
      const variantId = object(l.variant).id;
      return itemOf({
        lineItemId: l.id,
        variantId: typeof variantId === "string" ? variantId : null,
        sku: l.sku,
        title: l.title,
        variantTitle: l.variantTitle,
        ordered: l.currentQuantity ?? l.quantity,
        unfulfilled: l.unfulfilledQuantity,
        price: object(object(l.originalUnitPriceSet).shopMoney).amount,
        requiresShipping: l.requiresShipping,
      });
    }),
    test: o.test === true,
  };
}
