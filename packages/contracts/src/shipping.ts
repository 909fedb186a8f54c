import { z } from "zod";
import { ZBulkError, ZPageQuery } from "./envelope.ts";
import { optionalFilter, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Shipping (outbound, last steps): waybills (a 100 x 150 mm label per order, tracking number issued by
 * the channel's carrier on first print), shipping notices (handover of bagged orders), exceptions.
 */

const page = {
  ...ZPageQuery.shape,
};

/** waybill/print-waybills: the orders' labels as one PDF (one page per order). */
export const ZPrintWaybillsRequest = z.object({
  order_ids: z.array(ZUuid).min(1, "shipping.selectOrders").max(100, "shipping.tooManyOrders"),
  /** The box the label goes on (one order only); a waybill keeps its first box. */
  box_number: optionalFilter(
    z
      .string()
      .trim()
      .max(textCaps.code, "field.tooLong")
      .regex(/^[A-Za-z0-9-]{1,40}$/, "shipping.boxNumberFormat"),
  ),
});
export type TPrintWaybillsRequest = z.infer<typeof ZPrintWaybillsRequest>;

/** The most orders one shipping call takes (tracking numbers, a notice, a hand-over). */
export const shippingBatchMax = 500;

/** waybill/set-tracking-numbers: numbers of a manual carrier, typed in or imported (order code + number). */
export const ZSetTrackingNumbersRequest = z.object({
  entries: z
    .array(
      z.object({
        order_code: z.string("field.required").trim().min(1, "field.required").max(40, "field.tooLong"),
        tracking_number: z.string("field.required").trim().min(1, "field.required").max(40, "field.tooLong"),
      }),
    )
    .min(1, "shipping.selectOrders")
    .max(shippingBatchMax, "shipping.tooManyOrders"),
});
export type TSetTrackingNumbersRequest = z.infer<typeof ZSetTrackingNumbersRequest>;
export const ZSetTrackingNumbersResponse = z.object({
  done: z.array(z.string()),
  errors: z.array(ZBulkError),
});
export type TSetTrackingNumbersResponse = z.infer<typeof ZSetTrackingNumbersResponse>;

/** waybill/one-piece: the scanned SKU or barcode of a single-item order that is ready. */
export const ZOnePieceRequest = z.object({
  barcode: z.string("field.required").trim().min(1, "field.required").max(100, "field.tooLong"),
  warehouse_id: ZOptionalId,
});
export type TOnePieceRequest = z.infer<typeof ZOnePieceRequest>;

export const shippingNoticeStatuses = ["open", "shipped"] as const;

export const ZShippingNoticeQuery = z.object({
  ...page,
  keyword: ZKeyword,
  status: optionalFilter(z.enum(shippingNoticeStatuses)),
  sort: z.enum(["created_at", "code"]).default("created_at"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TShippingNoticeQuery = z.infer<typeof ZShippingNoticeQuery>;

export const ZShippingNoticeSummary = z.object({
  notice_id: z.string(),
  code: z.string(),
  status: z.enum(shippingNoticeStatuses),
  warehouse_id: z.string(),
  warehouse_name: z.string(),
  channel_id: z.string(),
  channel_name: z.string(),
  order_count: z.number(),
  created_by: z.string(),
  created_at: z.number(),
  shipped_at: z.number().nullable(),
});
export type TShippingNoticeSummary = z.infer<typeof ZShippingNoticeSummary>;

export const ZShippingNoticeOrder = z.object({
  order_id: z.string(),
  code: z.string(),
  status: z.string(),
  consignee: z.string(),
  country: z.string(),
  tracking_number: z.string(),
  bag_code: z.string(),
  weight: z.string(),
});
export const ZShippingNoticeDetail = ZShippingNoticeSummary.extend({
  orders: z.array(ZShippingNoticeOrder),
});
export type TShippingNoticeDetail = z.infer<typeof ZShippingNoticeDetail>;

export const ZShippingNoticeRef = z.object({ notice_id: ZUuid });
export type TShippingNoticeRef = z.infer<typeof ZShippingNoticeRef>;

/** delivery_list/create-delivery: the named bagged orders, else every bagged one of warehouse + channel. */
export const ZCreateShippingNoticeRequest = z.object({
  warehouse_id: ZUuid,
  channel_id: ZUuid,
  order_ids: z.array(ZUuid).max(shippingBatchMax, "shipping.tooManyOrders").optional(),
});
export type TCreateShippingNoticeRequest = z.infer<typeof ZCreateShippingNoticeRequest>;

/**
 * delivery_list/hand-over-orders: bagged orders with their tracking numbers handed over at once. They are
 * grouped by warehouse and channel; each group gets a shipping notice that is handed over (its orders ship).
 */
export const ZHandOverOrdersRequest = z.object({
  order_ids: z.array(ZUuid).min(1, "shipping.selectOrders").max(shippingBatchMax, "shipping.tooManyOrders"),
});
export type THandOverOrdersRequest = z.infer<typeof ZHandOverOrdersRequest>;
export const ZHandOverOrdersResponse = z.object({
  /** The notices made and handed over, one per warehouse and channel. */
  notices: z.array(z.object({ notice_id: z.string(), code: z.string(), order_count: z.number() })),
  /** How many orders shipped. */
  shipped: z.number(),
});
export type THandOverOrdersResponse = z.infer<typeof ZHandOverOrdersResponse>;

export const exceptionReasons = [
  "short_pick",
  "review_mismatch",
  "weight_out_of_tolerance",
  "address_problem",
  "carrier_failure",
  "count_short",
] as const;

export const ZExceptionQuery = z.object({
  ...page,
  /** A reason code: matches exception reasons equal to it or starting with "<code>:". */
  reason: optionalFilter(z.enum(exceptionReasons)),
  keyword: ZKeyword,
  warehouse_id: ZOptionalId,
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TExceptionQuery = z.infer<typeof ZExceptionQuery>;

export const ZExceptionOrder = z.object({
  order_id: z.string(),
  code: z.string(),
  customer_id: z.string(),
  warehouse_id: z.string(),
  consignee: z.string(),
  exception_from: z.string(),
  exception_reason: z.string(),
  updated_at: z.number(),
});
export type TExceptionOrder = z.infer<typeof ZExceptionOrder>;

export const exceptionActions = ["resolve", "requeue", "cancel"] as const;
export type TExceptionAction = (typeof exceptionActions)[number];

/**
 * exception/handle-exception: resolve (back to the state it came from), requeue (back to confirmed with
 * its stock allocated again, ready for a new wave) or cancel (cut off, then cancel).
 */
export const ZHandleExceptionRequest = z.object({
  order_ids: z.array(ZUuid).min(1, "shipping.selectOrders").max(200, "shipping.tooManyOrders"),
  action: z.enum(exceptionActions),
  note: z.string().trim().max(200, "shipping.textLength").default(""),
});
export type THandleExceptionRequest = z.infer<typeof ZHandleExceptionRequest>;
/** Reasons staff report by hand (the others come from the floor: short pick, weighing). */
export const reportableExceptionReasons = ["review_mismatch", "address_problem", "carrier_failure"] as const;
export type TReportableExceptionReason = (typeof reportableExceptionReasons)[number];
export const ZReportExceptionRequest = z.object({
  order_ids: z.array(ZUuid).min(1, "shipping.selectOrders").max(200, "shipping.tooManyOrders"),
  reason: z.enum(reportableExceptionReasons, "shipping.reasonRequired"),
  note: z.string().trim().max(200, "shipping.textLength").default(""),
});
export type TReportExceptionRequest = z.infer<typeof ZReportExceptionRequest>;

export const ZHandleExceptionResponse = z.object({ done: z.array(z.string()), errors: z.array(ZBulkError) });
export type THandleExceptionResponse = z.infer<typeof ZHandleExceptionResponse>;

export const shelfReturnStatuses = ["pending", "done"] as const;

/** exception/query-shelf-returns: return-to-shelf tasks of cut-off or re-queued orders whose goods were picked. */
export const ZShelfReturnQuery = z.object({
  ...page,
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(shelfReturnStatuses)),
  /** Contains-match on the order code. */
  keyword: ZKeyword,
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TShelfReturnQuery = z.infer<typeof ZShelfReturnQuery>;

export const ZShelfReturnLine = z.object({
  variant_id: z.string(),
  sku: z.string(),
  name: z.string(),
  /** Where the goods go back to (the location they were picked from); empty for tasks without one. */
  location_id: z.string(),
  location_code: z.string(),
  quantity: z.number().int(),
});

export const ZShelfReturn = z.object({
  task_id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  warehouse_id: z.string(),
  warehouse_name: z.string(),
  status: z.enum(shelfReturnStatuses),
  lines: z.array(ZShelfReturnLine),
  /** Seconds. */
  created_at: z.number(),
  done_at: z.number().nullable(),
  done_by: z.string(),
});
export type TShelfReturn = z.infer<typeof ZShelfReturn>;

/** exception/finish-shelf-return: the goods are back on their shelves (records who and when). */
export const ZFinishShelfReturnRequest = z.object({ task_id: ZUuid });
export type TFinishShelfReturnRequest = z.infer<typeof ZFinishShelfReturnRequest>;
