import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZDocumentHeader, ZLineItem, ZLogEntry, ZTimes, ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Warehouse receipts (inbound): /ds/addWarehouse, /p/addWarehouse, lists on /ds/warehousing and
 * /p/warehousing-definition, receiving on the provider side. Lifecycle (docs/receipts.md):
 * draft -> submitted -> receiving -> inspected -> put_away -> completed; cancelled from draft or submitted.
 */

export const receiptStatuses = [
  "draft",
  "submitted",
  "receiving",
  "inspected",
  "put_away",
  "completed",
  "cancelled",
] as const;
export type TReceiptStatus = (typeof receiptStatuses)[number];

export const receiptSorts = ["created_at", "code", "expected_arrival", "status"] as const;
export const putawayKinds = ["qualified", "unqualified"] as const;
export type TPutawayKind = (typeof putawayKinds)[number];

/** At most this many lines and boxes per receipt. */
export const receiptMaxLines = 500;
export const receiptMaxBoxes = 500;
/** A line quantity (expected, qualified, unqualified) is a whole number up to this. */
export const receiptMaxQuantity = 1_000_000;

const ZDay = z
  .string()
  .max(textCaps.short, "field.tooLong")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "receipt.dateFormat");
const ZQuantity = (min: number) =>
  z.coerce
    .number("receipt.quantityFormat")
    .int("receipt.quantityFormat")
    .min(min, "receipt.quantityFormat")
    .max(receiptMaxQuantity, "receipt.quantityFormat");

export const ZReceiptLineInput = z.object({
  /** The customer's SKU or barcode. */
  sku: z.string("field.required").trim().min(1, "field.required").max(100, "receipt.skuUnknown"),
  number: ZQuantity(1),
  remark: z.string().trim().max(200, "receipt.remarkLength").default(""),
});

export const ZReceiptBoxInput = z.object({
  weight: z
    .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
    .transform((v) => String(v).trim() || "0")
    .refine((v) => /^\d{1,6}(\.\d{1,3})?$/.test(v), "receipt.weightFormat")
    .default("0"),
  remark: z.string().trim().max(200, "receipt.remarkLength").default(""),
});

/** receipt/create-receipt: drop shippers name the provider; provider staff name the customer. */
export const ZCreateReceiptRequest = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_id: ZUuid,
  expected_arrival: optionalFilter(ZDay),
  reference: z.string().trim().max(100, "receipt.referenceLength").default(""),
  remark: z.string().trim().max(500, "receipt.remarkLength").default(""),
  lines: z
    .array(ZReceiptLineInput, "receipt.linesRequired")
    .min(1, "receipt.linesRequired")
    .max(receiptMaxLines, "receipt.tooManyLines"),
  boxes: z
    .array(ZReceiptBoxInput, "receipt.boxesRequired")
    .min(1, "receipt.boxesRequired")
    .max(receiptMaxBoxes, "receipt.tooManyBoxes"),
});
export type TCreateReceiptRequest = z.infer<typeof ZCreateReceiptRequest>;

/** receipt/update-receipt: a draft's complete new content (lines and boxes are replaced). */
export const ZUpdateReceiptRequest = ZCreateReceiptRequest.omit({ customer_id: true }).extend({
  receipt_id: ZUuid,
});
export type TUpdateReceiptRequest = z.infer<typeof ZUpdateReceiptRequest>;

export const ZReceiptIdRequest = z.object({ provider_uuid: ZOptionalId, receipt_id: ZUuid });
export type TReceiptIdRequest = z.infer<typeof ZReceiptIdRequest>;

export const ZReceiptQuery = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(receiptStatuses)),
  /** Receipt code, reference, or a SKU on the receipt. */
  keyword: ZKeyword,
  /** Created on or after / on or before (YYYY-MM-DD, server time zone UTC). */
  date_from: optionalFilter(ZDay),
  date_to: optionalFilter(ZDay),
  sort: sortBy(receiptSorts, "created_at"),
  order: orderBy("desc"),
  ...ZPageQuery.shape,
});
export type TReceiptQuery = z.infer<typeof ZReceiptQuery>;

export const ZReceiptSummary = z.object({
  receipt_id: z.string(),
  ...ZDocumentHeader,
  warehouse_name: z.string(),
  status: z.enum(receiptStatuses),
  expected_arrival: z.string().nullable(),
  reference: z.string(),
  box_count: z.number().int(),
  line_count: z.number().int(),
  /** Sum of expected quantities (`number`). */
  number: z.number().int(),
  received_quantity: z.number().int(),
  qualified_quantity: z.number().int(),
  unqualified_quantity: z.number().int(),
  ...ZTimes,
  completed_at: z.number().int().nullable(),
});
export type TReceiptSummary = z.infer<typeof ZReceiptSummary>;

export const ZReceiptLine = z.object({
  ...ZLineItem,
  /** Expected quantity. */
  number: z.number().int(),
  received_quantity: z.number().int(),
  qualified_quantity: z.number().int(),
  unqualified_quantity: z.number().int(),
  remark: z.string(),
});
export type TReceiptLine = z.infer<typeof ZReceiptLine>;

export const ZReceiptBox = z.object({
  box_id: z.string(),
  box_no: z.number().int(),
  code: z.string(),
  weight: z.string(),
  remark: z.string(),
  received_at: z.number().int().nullable(),
});
export type TReceiptBox = z.infer<typeof ZReceiptBox>;

export const ZReceiptPutaway = z.object({
  line_id: z.string(),
  sku: z.string(),
  kind: z.enum(putawayKinds),
  location_id: z.string(),
  location_code: z.string(),
  quantity: z.number().int(),
});

export const ZReceiptDetail = ZReceiptSummary.extend({
  remark: z.string(),
  lines: z.array(ZReceiptLine),
  boxes: z.array(ZReceiptBox),
  putaways: z.array(ZReceiptPutaway),
  logs: z.array(ZLogEntry),
});
export type TReceiptDetail = z.infer<typeof ZReceiptDetail>;

/** receipt/scan-receipt: a box code marks the box received; a SKU or barcode counts one (or quantity) up. */
export const ZScanReceiptRequest = ZReceiptIdRequest.extend({
  code: z.string("receipt.scanEmpty").trim().min(1, "receipt.scanEmpty").max(100, "receipt.scanUnknown"),
  quantity: ZQuantity(1).default(1),
});
export type TScanReceiptRequest = z.infer<typeof ZScanReceiptRequest>;

export const ZScanReceiptResult = z.object({
  kind: z.enum(["box", "line"]),
  box: ZReceiptBox.nullable(),
  line: ZReceiptLine.nullable(),
  /** The SKU was not on the receipt: a line with expected quantity 0 was added (over-receipt). */
  added_line: z.boolean(),
});
export type TScanReceiptResult = z.infer<typeof ZScanReceiptResult>;

/** receipt/inspect-receipt: the inspection result of every line. */
export const ZInspectReceiptRequest = ZReceiptIdRequest.extend({
  lines: z
    .array(
      z.object({
        line_id: ZUuid,
        qualified_quantity: ZQuantity(0),
        unqualified_quantity: ZQuantity(0),
      }),
    )
    .min(1, "receipt.linesRequired")
    .max(receiptMaxLines + 100),
});
export type TInspectReceiptRequest = z.infer<typeof ZInspectReceiptRequest>;

/** One proposed (or chosen) putaway: a line's qualified or unqualified quantity into one location. */
export const ZPutawayItem = z.object({
  line_id: ZUuid,
  kind: z.enum(putawayKinds),
  location_id: ZUuid,
  quantity: ZQuantity(1),
});

export const ZPutawaySuggestion = z.object({
  line_id: z.string(),
  sku: z.string(),
  kind: z.enum(putawayKinds),
  quantity: z.number().int(),
  location_id: z.string().nullable(),
  location_code: z.string().nullable(),
  /** same_sku: a bin already holding this SKU; empty_pick: an empty pick location; defect; none: nothing fits. */
  reason: z.enum(["same_sku", "empty_pick", "defect", "none"]),
});
export type TPutawaySuggestion = z.infer<typeof ZPutawaySuggestion>;

export const ZPutawayReceiptRequest = ZReceiptIdRequest.extend({
  items: z.array(ZPutawayItem).min(1, "receipt.putawayRequired").max(2000),
});
export type TPutawayReceiptRequest = z.infer<typeof ZPutawayReceiptRequest>;

/** A location the receiving screen may choose (the warehouse's enabled pick, storage and defect locations). */
export const ZReceiptLocation = z.object({
  location_id: z.string(),
  code: z.string(),
  type: z.string(),
});

/** receipt/suggest-putaway: a proposed putaway per line and kind, and the locations the screen may choose. */
export const ZPutawaySuggestions = z.object({
  suggestions: z.array(ZPutawaySuggestion),
  locations: z.array(ZReceiptLocation),
});
