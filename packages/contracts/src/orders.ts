import { z } from "zod";
import { ZCountryCode } from "./countries.ts";
import { ZBulkError, ZPageQuery } from "./envelope.ts";
import { optionalFilter, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZDocumentHeader, ZLineItem, ZTimes, ZUuid } from "./shared-fields.ts";
import { emailPattern, phonePattern, textCaps } from "./validation.ts";
import { ZOutboundFlow } from "./warehouses.ts";

/**
 * Warehouse orders (outbound): /ds/order and /p/order. Lifecycle (docs/orders.md):
 * draft -> submitted -> confirmed -> in_wave -> picked -> reviewed -> weighed -> bagged -> shipped (the parcel is
 * packed and reviewed, weighed, labelled with its waybill, then bagged by channel and handed over);
 * side exits exception (resolvable), cut_off, back to draft; cancelled from draft, submitted or cut_off.
 */

export const orderStatuses = [
  "draft",
  "submitted",
  /** Held at confirm: the customer's balance would fall below its credit limit (billing's credit hold). */
  "on_hold",
  "confirmed",
  "in_wave",
  "picked",
  "reviewed",
  "weighed",
  "bagged",
  "shipped",
  "exception",
  "cut_off",
  "cancelled",
] as const;
export type TOrderStatus = (typeof orderStatuses)[number];
export const ZOrderStatus = z.enum(orderStatuses);

/** Every lifecycle action; the table of who may do which, from which state, is orders.lifecycle.ts. */
export const orderActions = [
  "submit",
  "confirm",
  "return_to_draft",
  "cut_off",
  "cancel",
  "start_wave",
  "pick",
  "review",
  "bag",
  "weigh",
  "ship",
  "mark_exception",
  "resolve_exception",
  "requeue_exception",
  "release_hold",
] as const;
export type TOrderAction = (typeof orderActions)[number];

/** The actions of the order list's bulk bar (and of the details drawer). */
export const orderBulkActions = [
  "submit",
  "confirm",
  "release_hold",
  "return_to_draft",
  "cut_off",
  "cancel",
] as const;
export type TOrderBulkAction = (typeof orderBulkActions)[number];

export const codTypes = ["none", "cod"] as const;
export const paymentLabels = ["paid", "not_paid", "refunded", "partially_refunded"] as const;
export type TPaymentLabel = (typeof paymentLabels)[number];
export const fulfilmentLabels = ["fulfilled", "unfulfilled", "partially_fulfilled"] as const;
export const orderSources = ["manual", "import", "shop"] as const;
export const orderSorts = ["created_at", "updated_at", "code", "status", "consignee"] as const;

export const orderLimits = {
  lines: 200,
  maxQuantity: 100_000,
  importRows: 5000,
  noteLength: 1000,
} as const;

const text = (max: number, key = "order.textLength") => z.string().trim().max(max, key).default("");
const ZDecimal = (key: string, digits = 8, scale = 3) =>
  z
    .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
    .transform((v) => String(v).trim() || "0")
    .refine((v) => new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`).test(v), key)
    .default("0");

export const ZOrderLineInput = z.object({
  /** The customer's SKU (or barcode). */
  sku: z.string("field.required").trim().min(1, "field.required").max(100, "order.skuUnknown"),
  quantity: z.coerce
    .number("order.quantityPositive")
    .int("order.quantityPositive")
    .min(1, "order.quantityPositive")
    .max(orderLimits.maxQuantity, "order.quantityTooLarge"),
});

/** Consignee and shipping fields: what "change" may edit after submission. */
export const ZOrderAddress = z.object({
  consignee: z.string("field.required").trim().min(1, "order.consigneeRequired").max(100, "order.textLength"),
  phone: z
    .string()
    .trim()
    .max(textCaps.phone, "phone.format")
    .refine((v) => v === "" || phonePattern.test(v), "phone.format")
    .default(""),
  email: z
    .string()
    .trim()
    .max(120, "email.format")
    .refine((v) => v === "" || emailPattern.test(v), "email.format")
    .default(""),
  country: ZCountryCode,
  province: text(100),
  city: text(100),
  address: z.string("field.required").trim().min(1, "order.addressRequired").max(300, "order.textLength"),
  postcode: text(20),
  channel_id: ZOptionalId,
});

export const ZOrderFields = ZOrderAddress.extend({
  warehouse_id: ZUuid,
  reference: text(100),
  cod_type: z.enum(codTypes).default("none"),
  amount: ZDecimal("order.amountFormat", 10, 2),
  currency: z
    .string()
    .trim()
    .max(textCaps.short, "field.tooLong")
    .toUpperCase()
    .refine((v) => v === "" || /^[A-Z]{3}$/.test(v), "order.currencyFormat")
    .default(""),
  ioss: text(40),
  vat: text(40),
  id_number: text(40),
  weight: ZDecimal("order.weightFormat", 6, 3),
  length: ZDecimal("order.dimensionFormat", 6, 2),
  width: ZDecimal("order.dimensionFormat", 6, 2),
  height: ZDecimal("order.dimensionFormat", 6, 2),
  notes: text(orderLimits.noteLength),
  lines: z.array(ZOrderLineInput).min(1, "order.linesRequired").max(orderLimits.lines, "order.tooManyLines"),
});
export type TOrderFields = z.infer<typeof ZOrderFields>;

/** order/create-order: drop shippers name the provider; provider staff name the customer. */
export const ZCreateOrderRequest = ZOrderFields.extend({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
});
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

export const ZUpdateOrderRequest = ZOrderFields.extend({ provider_uuid: ZOptionalId, order_id: ZUuid });
export type TUpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;

/** order/change-order (staff): address or channel, while the state allows it. */
export const ZChangeOrderRequest = ZOrderAddress.extend({ order_id: ZUuid });
export type TChangeOrderRequest = z.infer<typeof ZChangeOrderRequest>;

export const ZOrderRef = z.object({ provider_uuid: ZOptionalId, order_id: ZUuid });
export type TOrderRef = z.infer<typeof ZOrderRef>;

/**
 * order/split-order: the units of a draft that go into a new draft of their own (a second parcel: what is
 * in stock goes now, the rest later), by SKU; at least one unit moves and at least one stays.
 */
export const ZSplitOrderRequest = ZOrderRef.extend({
  lines: z.array(ZOrderLineInput).min(1, "order.splitNothing").max(orderLimits.lines, "order.tooManyLines"),
});
export type TSplitOrderRequest = z.infer<typeof ZSplitOrderRequest>;

export const ZOrderNoteRequest = ZOrderRef.extend({
  text: z
    .string("field.required")
    .trim()
    .min(1, "field.required")
    .max(orderLimits.noteLength, "order.textLength"),
});

/** order/batch-modify-report-provider: one lifecycle action on the selected orders. */
export const ZBatchOrderRequest = z.object({
  provider_uuid: ZOptionalId,
  action: z.enum(orderBulkActions),
  order_ids: z.array(ZUuid).min(1, "order.selectOrders").max(200, "order.tooManySelected"),
  reason: z.string().trim().max(200, "order.textLength").default(""),
});
export type TBatchOrderRequest = z.infer<typeof ZBatchOrderRequest>;
export const ZBatchOrderResponse = z.object({ done: z.array(z.string()), errors: z.array(ZBulkError) });
export type TBatchOrderResponse = z.infer<typeof ZBatchOrderResponse>;

/** A day (YYYY-MM-DD) bounding a list; empty means unbounded. */
const ZDayFilter = optionalFilter(
  z
    .string()
    .max(textCaps.short, "field.tooLong")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "order.dateFormat"),
);

export const ZOrderQuery = z.object({
  ...ZPageQuery.shape,
  provider_uuid: ZOptionalId,
  /** Order code, reference, consignee, phone, tracking number or SKU, partial. */
  keyword: ZKeyword,
  status: optionalFilter(ZOrderStatus),
  /** Whether the order has its tracking number (a waybill printed or a carrier's number entered). */
  labelled: optionalFilter(z.enum(["yes", "no"])),
  customer_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  date_from: ZDayFilter,
  date_to: ZDayFilter,
  sort: z.enum(orderSorts).default("created_at"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TOrderQuery = z.infer<typeof ZOrderQuery>;

/**
 * Why an order is on credit hold: the customer's balance less the expected fees of its open orders (this
 * one included) would fall below minus its credit limit (0 for a prepaid customer). Money in the provider's
 * billing currency, as decimal strings.
 */
export const ZCreditHold = z.object({
  balance: z.string(),
  fees: z.string(),
  credit_limit: z.string(),
  currency: z.string(),
});
export type TCreditHold = z.infer<typeof ZCreditHold>;

export const ZOrderSummary = z.object({
  order_id: z.string(),
  ...ZDocumentHeader,
  channel_id: z.string().nullable(),
  channel_name: z.string(),
  status: ZOrderStatus,
  source: z.enum(orderSources),
  reference: z.string(),
  consignee: z.string(),
  country: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  payment_status: z.enum(paymentLabels).nullable(),
  fulfilment_status: z.enum(fulfilmentLabels).nullable(),
  exception_reason: z.string(),
  /** Set while the order is on credit hold (status on_hold). */
  credit_hold: ZCreditHold.nullable(),
  line_count: z.number().int(),
  quantity: z.number().int(),
  ...ZTimes,
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderLine = z.object({
  ...ZLineItem,
  quantity: z.number().int(),
});

export const ZOrderNote = z.object({
  note_id: z.string(),
  author: z.string(),
  text: z.string(),
  created_at: z.number().int(),
});

export const ZOrderDetail = ZOrderSummary.extend({
  phone: z.string(),
  email: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  cod_type: z.enum(codTypes),
  amount: z.string(),
  currency: z.string(),
  ioss: z.string(),
  vat: z.string(),
  id_number: z.string(),
  weight: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  notes: z.string(),
  lines: z.array(ZOrderLine),
  order_notes: z.array(ZOrderNote),
  /** The order this one was split from, and the orders split from this one (codes; order/split-order). */
  split_from_code: z.string().nullable(),
  split_codes: z.array(z.string()),
  /** Lifecycle actions the caller may take now (buttons of the drawer). */
  actions: z.array(z.enum(orderActions)),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZOrderLogEntry = z.object({
  log_id: z.string(),
  action: z.string(),
  from_status: ZOrderStatus.nullable(),
  to_status: ZOrderStatus.nullable(),
  actor: z.string(),
  reason: z.string(),
  created_at: z.number().int(),
});
export type TOrderLogEntry = z.infer<typeof ZOrderLogEntry>;

export const ZImportOrdersQuery = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
});
export const ZImportOrdersResponse = z.object({
  created_orders: z.number().int(),
  errors: z.array(ZBulkError),
});
export type TImportOrdersResponse = z.infer<typeof ZImportOrdersResponse>;

/**
 * The outbound overview (/p/outbound): how many orders wait at each step of the floor, in flow order.
 * `weighed` counts weighed parcels still without a tracking number (their waybill is the next step);
 * `labelled` weighed parcels with their waybill, waiting to be bagged by channel; `ready` bagged parcels,
 * waiting for the hand-over (docs/orders.md "The outbound overview").
 */
export const outboundSteps = [
  "confirmed",
  "in_wave",
  "picked",
  "reviewed",
  "weighed",
  "labelled",
  "ready",
  "exception",
] as const;
export type TOutboundStep = (typeof outboundSteps)[number];

/**
 * The reason logged on a step an order passed by itself because its warehouse's outbound flow does not
 * require it (review, bagging or weighing; `ZOutboundFlow`).
 */
export const flowSkipReason = "not_required";

export const ZOutboundQuery = z.object({ warehouse_id: ZOptionalId });
export const ZOutboundOverview = z.object({
  steps: z.array(z.object({ step: z.enum(outboundSteps), count: z.number().int() })),
  /** The outbound flow of each of the tenant's warehouses (the steps an order there has left follow it). */
  flows: z.array(ZOutboundFlow.extend({ warehouse_id: z.string() })),
});
export type TOutboundOverview = z.infer<typeof ZOutboundOverview>;
