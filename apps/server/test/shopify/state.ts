/**
 * The simulator's in-memory model of each shop: plain records keyed by Shopify's numeric ids. GraphQL
 * views (graphql/views-*.ts) and webhook payloads (webhooks/payloads.ts) are both derived from these, so
 * the two never disagree. Money is kept as Shopify's decimal strings ("12.50").
 */

export type TWeightUnit = "GRAMS" | "KILOGRAMS" | "OUNCES" | "POUNDS";

export type TVariant = {
  id: number;
  productId: number;
  inventoryItemId: number;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  compareAtPrice: string | null;
  position: number;
  selectedOptions: { name: string; value: string }[];
  weight: { value: number; unit: TWeightUnit } | null;
  createdAt: string;
  updatedAt: string;
};

export type TProduct = {
  id: number;
  title: string;
  handle: string;
  tags: string[];
  vendor: string;
  productType: string;
  status: "ACTIVE" | "ARCHIVED" | "DRAFT" | "UNLISTED";
  imageUrl: string | null;
  options: { id: number; name: string; values: string[] }[];
  variantIds: number[];
  createdAt: string;
  updatedAt: string;
};

export type TLocation = {
  id: number;
  name: string;
  isActive: boolean;
  address1: string;
  city: string;
  countryCode: string;
};

/** Quantities of one inventory item at one location; `on_hand` = `available` + what is committed (kept 0 here). */
export type TInventoryLevel = {
  itemId: number;
  locationId: number;
  available: number;
  onHand: number;
  updatedAt: string;
};

export type TAddress = {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  provinceCode?: string;
  zip?: string;
  country?: string;
  countryCode?: string;
  phone?: string;
};

export type TCustomer = {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
};

export type TLineItem = {
  id: number;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  price: string;
  variantId: number | null;
  productId: number | null;
  vendor: string | null;
  grams: number;
  requiresShipping: boolean;
};

export type TFinancialStatus =
  | "AUTHORIZED"
  | "EXPIRED"
  | "PAID"
  | "PARTIALLY_PAID"
  | "PARTIALLY_REFUNDED"
  | "PENDING"
  | "REFUNDED"
  | "VOIDED";

export type TFulfillmentStatus = "FULFILLED" | "PARTIALLY_FULFILLED" | "UNFULFILLED" | "RESTOCKED";

export type TOrder = {
  id: number;
  number: number;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  processedAt: string;
  cancelledAt: string | null;
  cancelReason: "CUSTOMER" | "DECLINED" | "FRAUD" | "INVENTORY" | "OTHER" | "STAFF" | null;
  closedAt: string | null;
  financialStatus: TFinancialStatus;
  fulfillmentStatus: TFulfillmentStatus;
  currency: string;
  subtotalPrice: string;
  totalShipping: string;
  totalTax: string;
  totalPrice: string;
  customer: TCustomer | null;
  shippingAddress: TAddress | null;
  lineItems: TLineItem[];
  tags: string[];
  note: string | null;
  test: boolean;
  fulfillmentOrderIds: number[];
  fulfillmentIds: number[];
};

export type TFulfillmentOrderStatus =
  | "CANCELLED"
  | "CLOSED"
  | "INCOMPLETE"
  | "IN_PROGRESS"
  | "ON_HOLD"
  | "OPEN"
  | "SCHEDULED";

export type TFulfillmentOrder = {
  id: number;
  orderId: number;
  locationId: number;
  status: TFulfillmentOrderStatus;
  lineItems: { id: number; lineItemId: number; totalQuantity: number; remainingQuantity: number }[];
  createdAt: string;
  updatedAt: string;
};

export type TTracking = { number: string | null; company: string | null; url: string | null };

export type TFulfillment = {
  id: number;
  orderId: number;
  locationId: number;
  name: string;
  status: "SUCCESS" | "CANCELLED";
  tracking: TTracking[];
  notifyCustomer: boolean;
  /** Its fulfillment line items: `id` is the FulfillmentLineItem's (what a return names). */
  lineItems: { id: number; lineItemId: number; fulfillmentOrderLineItemId: number; quantity: number }[];
  createdAt: string;
  updatedAt: string;
};

/** REQUESTED by the buyer until the merchant approves (OPEN) or declines it; CANCELED by the merchant; CLOSED when done. */
export type TReturnStatus = "CANCELED" | "CLOSED" | "DECLINED" | "OPEN" | "REQUESTED";

/** A unit count of one fulfillment line item the buyer sends back, with the reason they chose. */
export type TReturnLineItem = {
  id: number;
  fulfillmentLineItemId: number;
  quantity: number;
  /** A handle of the return reason library (returns.ts), or null. */
  reasonHandle: string | null;
  returnReasonNote: string;
  customerNote: string | null;
};

export type TReturnDeclineReason = "FINAL_SALE" | "OTHER" | "RETURN_PERIOD_ENDED";

export type TReturn = {
  id: number;
  orderId: number;
  /** The order's name and the return's number on it: "#1001-R1". */
  name: string;
  status: TReturnStatus;
  lineItems: TReturnLineItem[];
  reverseFulfillmentOrderIds: number[];
  decline: { reason: TReturnDeclineReason; note: string | null } | null;
  createdAt: string;
  requestApprovedAt: string | null;
  closedAt: string | null;
  updatedAt: string;
};

export type TDispositionType = "MISSING" | "NOT_RESTOCKED" | "PROCESSING_REQUIRED" | "RESTOCKED";

export type TDisposition = {
  id: number;
  type: TDispositionType;
  quantity: number;
  locationId: number | null;
  createdAt: string;
};

/** The work of a return at one location: created when the return is approved, one line per return line item. */
export type TReverseFulfillmentOrder = {
  id: number;
  returnId: number;
  orderId: number;
  status: "CANCELED" | "CLOSED" | "OPEN";
  lineItems: {
    id: number;
    returnLineItemId: number;
    fulfillmentLineItemId: number;
    totalQuantity: number;
    dispositions: TDisposition[];
  }[];
  createdAt: string;
  updatedAt: string;
};

export type TSubscription = {
  id: number;
  appId: string;
  topic: string;
  uri: string;
  format: "JSON" | "XML";
  name: string | null;
  filter: string | null;
  includeFields: string[];
  createdAt: string;
  updatedAt: string;
};

export type TShop = {
  id: number;
  domain: string;
  name: string;
  email: string;
  currencyCode: string;
  products: Map<number, TProduct>;
  variants: Map<number, TVariant>;
  locations: Map<number, TLocation>;
  /** Keyed `${inventoryItemId}:${locationId}`. */
  levels: Map<string, TInventoryLevel>;
  orders: Map<number, TOrder>;
  fulfillmentOrders: Map<number, TFulfillmentOrder>;
  fulfillments: Map<number, TFulfillment>;
  returns: Map<number, TReturn>;
  reverseFulfillmentOrders: Map<number, TReverseFulfillmentOrder>;
  subscriptions: Map<number, TSubscription>;
  nextOrderNumber: number;
  /** What happens just before the next inventorySetQuantities runs (a sale landing between an app's read and its set). */
  beforeInventorySet: (() => void)[];
  /** What happens just before the next reverseFulfillmentOrderDispose runs (the merchant disposing in the admin meanwhile). */
  beforeDispose: (() => void)[];
};

/** Shopify's DateTime format: ISO 8601 in UTC, whole seconds. */
export function isoNow(at: number = Date.now()): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/** Shopify's global ids: `gid://shopify/Product/123`. */
export function gid(type: string, id: number): string {
  return `gid://shopify/${type}/${id}`;
}

/** The numeric id inside a gid of the expected type, or null. */
export function idOf(type: string, value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(\?.*)?$/.exec(value);
  if (!match || match[1] !== type) return null;
  return Number(match[2]);
}

/** The type and numeric id of any gid, or null. */
export function parseGid(value: unknown): { type: string; id: number } | null {
  if (typeof value !== "string") return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(\?.*)?$/.exec(value);
  return match?.[1] && match[2] ? { type: match[1], id: Number(match[2]) } : null;
}

export function levelKey(itemId: number, locationId: number): string {
  return `${itemId}:${locationId}`;
}

export function money(value: number): string {
  return value.toFixed(2);
}

/** Ids are unique across the whole simulator, like Shopify's, and large enough to look real. */
export function idSequence(start = 7_000_000_000): () => number {
  let next = start;
  return () => ++next;
}

export function newShop(
  id: number,
  domain: string,
  options: { name?: string; email?: string; currencyCode?: string },
): TShop {
  const handle = domain.replace(/\.myshopify\.com$/, "");
  return {
    id,
    domain,
    name: options.name ?? handle,
    email: options.email ?? `owner@${handle}.example`,
    currencyCode: options.currencyCode ?? "USD",
    products: new Map(),
    variants: new Map(),
    locations: new Map(),
    levels: new Map(),
    orders: new Map(),
    fulfillmentOrders: new Map(),
    fulfillments: new Map(),
    returns: new Map(),
    reverseFulfillmentOrders: new Map(),
    subscriptions: new Map(),
    nextOrderNumber: 1001,
    beforeInventorySet: [],
    beforeDispose: [],
  };
}
