import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { fulfilmentLabels, orderStatuses, paymentLabels } from "./orders.ts";
import { skuPattern } from "./products.ts";
import { countsOf, ZUuid } from "./shared-fields.ts";
import { shopFulfilmentStates, ZShopFulfilment } from "./stores.fulfilments.ts";
import { textCaps } from "./validation.ts";

/**
 * A shop's orders as Shopify sent them (`/ds/ds-order-info`, `/p/p-order-info`; docs/stores.md "Orders
 * in"), and what became of each in the warehouse.
 */

/**
 * waiting: will become a warehouse order (when paid, once the delay fulfil time has passed);
 * held: cannot become one until something is fixed (the reason says what);
 * converted: a warehouse order was made from it;
 * skipped: nothing for the warehouse to do (fulfilled elsewhere, nothing to ship);
 * cancelled: cancelled in Shopify before it shipped (its warehouse order, if any, was cancelled or cut off);
 * exception: cancelled in Shopify after its warehouse order shipped.
 */
export const shopOrderStates = ["waiting", "held", "converted", "skipped", "cancelled", "exception"] as const;
export type TShopOrderState = (typeof shopOrderStates)[number];

export const shopOrderReasons = [
  // waiting
  "awaiting_payment",
  "delay",
  // held
  "unmapped_sku",
  "country_not_included",
  "country_excluded",
  "no_warehouse",
  "no_address",
  "insufficient_stock",
  "refused",
  // skipped
  "fulfilled_elsewhere",
  "nothing_to_ship",
  // cancelled, exception
  "cancelled_in_shop",
  "cancelled_after_shipping",
] as const;
export type TShopOrderReason = (typeof shopOrderReasons)[number];

export const ZShopOrderLine = z.object({
  /** Shopify's line item id (gid). */
  line_item_id: z.string(),
  shopify_variant_id: z.string().nullable(),
  sku: z.string(),
  title: z.string(),
  variant_title: z.string(),
  quantity: z.number().int(),
  price: z.string(),
  /** The catalogue SKU it maps to (by the product sync's link, a mapping, or the same SKU); null: unmapped. */
  mapped_sku: z.string().nullable(),
});
export type TShopOrderLine = z.infer<typeof ZShopOrderLine>;

export const ZShopOrderAddress = z.object({
  name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  zip: z.string(),
  /** ISO 3166-1 alpha-2 ("" when Shopify sent none). */
  country_code: z.string(),
  phone: z.string(),
});
export type TShopOrderAddress = z.infer<typeof ZShopOrderAddress>;

/**
 * A Shopify return of the shop's order (docs/stores.md "Returns"):
 * due: to be read from Shopify and made an RMA (after `returns/request` or `returns/approve`);
 * raised: an RMA stands for it; skipped: it was not made one (the reason says why);
 * cancelled: canceled or declined in Shopify (its RMA cancelled, unless its parcel had arrived).
 */
export const shopReturnStates = ["due", "raised", "skipped", "cancelled"] as const;
export type TShopReturnState = (typeof shopReturnStates)[number];

export const shopReturnReasons = [
  // skipped
  "unknown_order",
  "not_shipped",
  "unmapped_sku",
  "nothing_to_return",
  "read_failed",
  // cancelled
  "canceled_in_shop",
  "declined_in_shop",
  "arrived_before_cancel",
] as const;
export type TShopReturnReason = (typeof shopReturnReasons)[number];

/**
 * The report of an RMA's inspection to Shopify (`reverseFulfillmentOrderDispose`): due, sent, or failed
 * (the error says why; "Retry failed" makes it due again).
 */
export const shopReportStates = ["due", "sent", "failed"] as const;
export type TShopReportState = (typeof shopReportStates)[number];

export const shopReportErrors = [
  /** Shopify answered with userErrors: its messages are the detail. */
  "refused",
  /** Shopify could not be reached after several tries. */
  "unreachable",
  /** The shop no longer accepts the platform. */
  "reauthorize",
  /** The return is gone from the shop, or canceled or declined there (the status is the detail). */
  "return_closed",
  /** The return has no reverse fulfillment order yet: it was never approved in Shopify. */
  "not_approved",
  /** No unit of the inspection matches a line of the return in Shopify. */
  "nothing_matched",
] as const;
export type TShopReportError = (typeof shopReportErrors)[number];

export const ZShopReturn = z.object({
  shopify_return_id: z.string(),
  /** Shopify's name of the return, "#1001-R1". */
  name: z.string(),
  state: z.enum(shopReturnStates),
  reason: z.enum(shopReturnReasons).nullable(),
  /** Why it was skipped or cancelled and what to do, in the reader's language. */
  reason_text: z.string().nullable(),
  /** The RMA made of it. */
  return_id: z.string().nullable(),
  return_code: z.string().nullable(),
  /** The report of the RMA's inspection back to Shopify, once the inspection was finished. */
  report: z
    .object({
      state: z.enum(shopReportStates),
      /** What went wrong and what to do, in the reader's language (Shopify's own words included). */
      error_text: z.string().nullable(),
      attempts: z.number().int(),
      sent_at: z.number().int().nullable(),
      /** The next automatic try (due reports). */
      due_at: z.number().int().nullable(),
    })
    .nullable(),
  updated_at: z.number().int(),
});
export type TShopReturn = z.infer<typeof ZShopReturn>;

export const ZShopOrder = z.object({
  id: z.string(),
  shop_id: z.string(),
  shopify_order_id: z.string(),
  /** The shop's order name, "#1001". */
  order_number: z.string(),
  /** When the buyer placed it (unix seconds). */
  ordered_at: z.number().int(),
  customer: z.string(),
  email: z.string(),
  /** The customer's personal data was erased at their request through Shopify (customers/redact). */
  redacted: z.boolean(),
  /** The spec's payment label; null for statuses it has no label for (Shopify's `financial_status` says). */
  payment_status: z.enum(paymentLabels).nullable(),
  /** Shopify's own financial status (paid, pending, authorized, refunded, voided…). */
  financial_status: z.string(),
  fulfilment_status: z.enum(fulfilmentLabels),
  currency: z.string(),
  total_price: z.string(),
  shipping_address: ZShopOrderAddress.nullable(),
  items: z.array(ZShopOrderLine),
  cancelled_at: z.number().int().nullable(),
  state: z.enum(shopOrderStates),
  reason: z.enum(shopOrderReasons).nullable(),
  /** What the state means for this order and what to do, in the reader's language. */
  reason_text: z.string().nullable(),
  /** When it is due to become a warehouse order (waiting, or held for stock: the next try). */
  due_at: z.number().int().nullable(),
  order_id: z.string().nullable(),
  order_code: z.string().nullable(),
  order_status: z.enum(orderStatuses).nullable(),
  tracking_number: z.string(),
  /** The warehouse orders split from its warehouse order (order/split-order): each a parcel of its own. */
  split_orders: z.array(
    z.object({
      order_id: z.string(),
      order_code: z.string(),
      order_status: z.enum(orderStatuses),
      tracking_number: z.string(),
    }),
  ),
  /** Its fulfilment back to Shopify, once its warehouse order shipped (of a shop order shipped in parts,
   * the one that needs attention first). */
  fulfilment_push: ZShopFulfilment.nullable(),
  /** Its returns in Shopify and what became of each (the server always sends it; optional for older clients' fixtures). */
  returns: z.array(ZShopReturn).optional(),
  updated_at: z.number().int(),
});
export type TShopOrder = z.infer<typeof ZShopOrder>;

const ZDay = optionalFilter(
  z
    .string()
    .max(textCaps.short, "field.tooLong")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "order.dateFormat"),
);

export const ZShopOrderQuery = z.object({
  ...ZPageQuery.shape,
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  /** Order number, customer, email or SKU, partial. */
  keyword: ZKeyword,
  state: optionalFilter(z.enum(shopOrderStates)),
  payment_status: optionalFilter(z.enum(paymentLabels)),
  fulfilment_status: optionalFilter(z.enum(fulfilmentLabels)),
  /** Where its fulfilment back to Shopify stands (due, pushed, failed). */
  push_state: optionalFilter(z.enum(shopFulfilmentStates)),
  /** The day the buyer ordered, from and to (YYYY-MM-DD, the server's time zone). */
  date_from: ZDay,
  date_to: ZDay,
  sort: sortBy(["ordered_at", "order_number", "total_price"], "ordered_at"),
  order: orderBy("desc"),
});
export type TShopOrderQuery = z.infer<typeof ZShopOrderQuery>;

export const ZShopOrderCounts = countsOf(shopOrderStates);
export type TShopOrderCounts = z.infer<typeof ZShopOrderCounts>;

/** "Map this SKU": a shop variant is taken from the drop shipper's catalogue SKU; its held orders try again. */
export const ZMapShopSkuRequest = z.object({
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  shopify_variant_id: z
    .string("field.required")
    .max(100, "field.tooLong")
    .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, "field.invalid"),
  sku: z
    .string("field.required")
    .trim()
    .min(1, "product.skuRequired")
    .max(64, "field.tooLong")
    .regex(skuPattern, "product.skuFormat"),
});
export type TMapShopSkuRequest = z.infer<typeof ZMapShopSkuRequest>;

/** Held orders try again now (after stock arrived, or something was fixed outside the shop's settings). */
export const ZRetryShopOrdersRequest = z.object({
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  ids: z.array(ZUuid).min(1, "store.selectOrders").max(200, "order.tooManySelected"),
});
export type TRetryShopOrdersRequest = z.infer<typeof ZRetryShopOrdersRequest>;

export const ZShopOrdersTried = z.object({
  /** How many became warehouse orders, and how many are still held. */
  converted: z.number().int(),
  held: z.number().int(),
});
export type TShopOrdersTried = z.infer<typeof ZShopOrdersTried>;
