import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZLogEntry, ZTimes, ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Returns (docs/returns.md). A return authorization (RMA, code `RM` + YYYYMMDD + 4 digits) names the units a
 * customer's buyers send back; the warehouse receives the parcel by scan, inspects it unit by unit and gives
 * each unit a disposition. Only a unit placed on a shelf (restocked, relabelled, quarantined) enters the
 * stock, through the ledger. A parcel that matches no RMA waits in the unidentified queue (code `UR` + …)
 * until staff give it to a customer.
 */

/** Why the buyer sends a unit back (the merchant chooses one per line, with free text beside it). */
export const returnReasons = [
  "damaged",
  "defective",
  "wrong_item",
  "not_as_described",
  "size_or_fit",
  "no_longer_needed",
  "undeliverable",
  "other",
] as const;
export type TReturnReason = (typeof returnReasons)[number];

/** Who raised the RMA: the merchant, the provider's staff for it, the bound shop, or a parcel that came unannounced. */
export const returnSources = ["merchant", "staff", "shopify", "unannounced"] as const;
export type TReturnSource = (typeof returnSources)[number];

export const returnStatuses = [
  "requested",
  "in_transit",
  "received",
  "inspected",
  "closed",
  "cancelled",
] as const;
export type TReturnStatus = (typeof returnStatuses)[number];

/** The lifecycle's actions (returns.lifecycle.ts); `inspect` records units without changing the state. */
export const returnActions = ["ship", "receive", "inspect", "finish", "close", "cancel"] as const;
export type TReturnAction = (typeof returnActions)[number];

/**
 * What becomes of an inspected unit. `restock` and `relabel` put it on a sellable shelf (relabel after a new
 * label), `quarantine` in a defect bin (damaged: not sellable); `dispose` writes it off and
 * `return_to_merchant` sends it back: neither enters the stock. Units never inspected when the inspection is
 * finished are `missing`.
 */
export const returnDispositions = [
  "restock",
  "relabel",
  "quarantine",
  "dispose",
  "return_to_merchant",
] as const;
export type TReturnDisposition = (typeof returnDispositions)[number];
/** Dispositions that place the unit in a bin (through the ledger), and the bins they may go to. */
export const placedDispositions = {
  restock: "sellable",
  relabel: "sellable",
  quarantine: "defect",
} as const satisfies Partial<Record<TReturnDisposition, "sellable" | "defect">>;

export const unidentifiedStatuses = ["waiting", "assigned"] as const;
export type TUnidentifiedStatus = (typeof unidentifiedStatuses)[number];

export const returnLimits = {
  lines: 100,
  unitsPerLine: 10_000,
  photos: 6,
  /** Candidates a scan answers. */
  matches: 20,
} as const;

/** A photo stored by returns/upload-photo. */
export const returnPhotoPattern = /^\/api\/files\/returns\/[A-Za-z0-9_-]+\.(jpg|png|gif)$/;
const ZPhotos = z
  .array(z.string().max(textCaps.url, "field.tooLong").regex(returnPhotoPattern, "returns.photoUrl"))
  .max(returnLimits.photos, "returns.photoCount")
  .default([]);
const ZText = (max: number) => z.string().trim().max(max, "field.tooLong").default("");
const ZTracking = ZText(textCaps.code);
const ZUnits = z.coerce
  .number("returns.unitsFormat")
  .int("returns.unitsFormat")
  .min(1, "returns.unitsFormat")
  .max(returnLimits.unitsPerLine, "returns.unitsFormat");

/** Units of a line by what became of them. */
export const ZDispositionCounts = z.object({
  restock: z.number().int(),
  relabel: z.number().int(),
  quarantine: z.number().int(),
  dispose: z.number().int(),
  return_to_merchant: z.number().int(),
  missing: z.number().int(),
});
export type TDispositionCounts = z.infer<typeof ZDispositionCounts>;

export const ZReturnSummary = z.object({
  id: z.string(),
  code: z.string(),
  provider_uuid: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  owner_code: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  source: z.enum(returnSources),
  status: z.enum(returnStatuses),
  order_id: z.string().nullable(),
  order_code: z.string().nullable(),
  /** The buyer who sends it (from the order, or typed). */
  consignee: z.string(),
  tracking_number: z.string(),
  /** Units the RMA names (none for one that came unannounced), and those inspected so far. */
  unit_count: z.number().int(),
  inspected_count: z.number().int(),
  note: z.string(),
  received_at: z.number().nullable(),
  inspected_at: z.number().nullable(),
  closed_at: z.number().nullable(),
  /** What the caller may do with it now. */
  actions: z.array(z.enum(returnActions)),
  ...ZTimes,
});
export type TReturnSummary = z.infer<typeof ZReturnSummary>;

export const ZReturnLine = z.object({
  line_id: z.string(),
  variant_id: z.string(),
  /** The SKU's product (its label is printed by product: product/product-print-label). */
  product_uuid: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  quantity: z.number().int(),
  reason: z.enum(returnReasons),
  reason_note: z.string(),
  /** Units inspected, by disposition. */
  done: ZDispositionCounts,
  /** Units still to inspect. */
  remaining: z.number().int(),
  /** Staff only: where a restocked unit would go (the bin holding most of it) and the first defect bin. */
  restock_location: z.string().nullable(),
  quarantine_location: z.string().nullable(),
});
export type TReturnLine = z.infer<typeof ZReturnLine>;

export const ZReturnUnit = z.object({
  id: z.string(),
  line_id: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  disposition: z.enum(returnDispositions),
  location_code: z.string().nullable(),
  note: z.string(),
  photos: z.array(z.string()),
  inspected_by: z.string(),
  inspected_at: z.number(),
});
export type TReturnUnit = z.infer<typeof ZReturnUnit>;

export const ZReturnDetail = ZReturnSummary.extend({
  lines: z.array(ZReturnLine),
  /** The inspections, oldest first. */
  units: z.array(ZReturnUnit),
  /** Photos of the parcel taken when it was received. */
  photos: z.array(z.string()),
  /** What was written on a parcel that came unannounced. */
  markings: z.string(),
  logs: z.array(ZLogEntry),
});
export type TReturnDetail = z.infer<typeof ZReturnDetail>;

export const returnSorts = ["created_at", "code", "received_at"] as const;

export const ZReturnQuery = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(returnStatuses)),
  source: optionalFilter(z.enum(returnSources)),
  /** The RMA's code, the tracking number, the order's code or the consignee. */
  keyword: ZKeyword,
  sort: sortBy(returnSorts, "created_at"),
  order: orderBy("desc"),
  ...ZPageQuery.shape,
});
export type TReturnQuery = z.infer<typeof ZReturnQuery>;

export const ZReturnIdRequest = z.object({ provider_uuid: ZOptionalId, return_id: ZUuid });
export type TReturnIdRequest = z.infer<typeof ZReturnIdRequest>;

export const ZReturnLineInput = z.object({
  /** The customer's SKU or barcode. */
  sku: z.string().trim().min(1, "returns.skuRequired").max(textCaps.code, "field.tooLong"),
  quantity: ZUnits,
  reason: z.enum(returnReasons, { message: "returns.reasonRequired" }),
  reason_note: ZText(300),
});

/**
 * returns/create-return. From a shipped order (`order_id`: its warehouse, its SKUs, at most the units shipped
 * and not yet on another RMA) or free-form (`warehouse_id`, any SKU of the customer). A drop shipper names
 * the provider; staff name the customer.
 */
export const ZCreateReturnRequest = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  order_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  consignee: ZText(120),
  tracking_number: ZTracking,
  note: ZText(500),
  lines: z
    .array(ZReturnLineInput)
    .min(1, "returns.linesRequired")
    .max(returnLimits.lines, "returns.tooManyLines"),
});
export type TCreateReturnRequest = z.infer<typeof ZCreateReturnRequest>;

/** returns/query-returnable-lines: a shipped order's lines with the units that may still be returned. */
export const ZReturnableQuery = z.object({ provider_uuid: ZOptionalId, order_id: ZUuid });
export const ZReturnableLine = z.object({
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  shipped: z.number().int(),
  /** Units on other RMAs that are not cancelled. */
  on_returns: z.number().int(),
  returnable: z.number().int(),
});
export const ZReturnable = z.object({
  order_id: z.string(),
  order_code: z.string(),
  warehouse_id: z.string(),
  consignee: z.string(),
  lines: z.array(ZReturnableLine),
});
export type TReturnable = z.infer<typeof ZReturnable>;

/** returns/ship-return: the merchant (or staff) says the parcel is on its way, with its tracking number. */
export const ZShipReturnRequest = z.object({
  provider_uuid: ZOptionalId,
  return_id: ZUuid,
  tracking_number: z.string().trim().min(1, "returns.trackingRequired").max(textCaps.code, "field.tooLong"),
});
export type TShipReturnRequest = z.infer<typeof ZShipReturnRequest>;

export const ZCancelReturnRequest = z.object({
  provider_uuid: ZOptionalId,
  return_id: ZUuid,
  reason: z.string().trim().min(1, "returns.cancelReasonRequired").max(500, "field.tooLong"),
});
export type TCancelReturnRequest = z.infer<typeof ZCancelReturnRequest>;

/** returns/find-returns (staff, the receiving bench): what a scan or a typed name matches. */
export const ZFindReturnsQuery = z.object({
  /** An RMA code, a tracking number, an order code, or part of the consignee's name. */
  scan: z.string().trim().min(1, "returns.scanRequired").max(textCaps.keyword, "field.tooLong"),
});
export const ZFindReturnsAnswer = z.object({
  /** How the scan matched: exactly one RMA by its code or tracking number, or candidates to choose from. */
  matched: z.enum(["code", "tracking", "order", "consignee", "none"]),
  list: z.array(ZReturnSummary),
});
export type TFindReturnsAnswer = z.infer<typeof ZFindReturnsAnswer>;

export const ZReceiveReturnRequest = z.object({
  return_id: ZUuid,
  /** The carrier's number on the parcel, when the RMA did not have it. */
  tracking_number: ZTracking,
  photos: ZPhotos,
});
export type TReceiveReturnRequest = z.infer<typeof ZReceiveReturnRequest>;

/** returns/inspect-return (staff): units of one SKU of a received RMA and what becomes of them. */
export const ZInspectReturnRequest = z.object({
  return_id: ZUuid,
  /** The SKU or barcode scanned on the unit. */
  sku: z.string().trim().min(1, "returns.skuRequired").max(textCaps.code, "field.tooLong"),
  quantity: ZUnits.default(1),
  disposition: z.enum(returnDispositions, { message: "returns.dispositionRequired" }),
  /** The bin scanned for restock, relabel (sellable) or quarantine (defect); the suggested one when empty. */
  location_code: ZText(textCaps.code),
  note: ZText(500),
  photos: ZPhotos,
});
export type TInspectReturnRequest = z.infer<typeof ZInspectReturnRequest>;

export const ZUnidentifiedReturn = z.object({
  id: z.string(),
  code: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  tracking_number: z.string(),
  /** What is written on the parcel: sender, names, numbers. */
  markings: z.string(),
  photos: z.array(z.string()),
  status: z.enum(unidentifiedStatuses),
  received_by: z.string(),
  received_at: z.number(),
  /** The RMA it became, once assigned. */
  return_id: z.string().nullable(),
  return_code: z.string().nullable(),
  customer_name: z.string().nullable(),
  assigned_by: z.string().nullable(),
  assigned_at: z.number().nullable(),
});
export type TUnidentifiedReturn = z.infer<typeof ZUnidentifiedReturn>;

export const ZUnidentifiedQuery = z.object({
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(unidentifiedStatuses)),
  /** The parcel's code, tracking number or markings. */
  keyword: ZKeyword,
  sort: sortBy(["received_at", "code"] as const, "received_at"),
  order: orderBy("desc"),
  ...ZPageQuery.shape,
});
export type TUnidentifiedQuery = z.infer<typeof ZUnidentifiedQuery>;

export const ZRecordUnidentifiedRequest = z
  .object({
    warehouse_id: ZUuid,
    tracking_number: ZTracking,
    markings: ZText(1000),
    photos: ZPhotos,
  })
  .refine((p) => p.tracking_number !== "" || p.markings !== "" || p.photos.length > 0, {
    message: "returns.describeParcel",
    path: ["markings"],
  });
export type TRecordUnidentifiedRequest = z.infer<typeof ZRecordUnidentifiedRequest>;

/**
 * returns/assign-unidentified: the parcel is the customer's. To one of its RMAs not yet received (which is
 * received with it), or, without one, as a new RMA that arrived without notice (its units are whatever the
 * inspection finds).
 */
export const ZAssignUnidentifiedRequest = z.object({
  parcel_id: ZUuid,
  customer_id: ZUuid,
  return_id: ZOptionalId,
});
export type TAssignUnidentifiedRequest = z.infer<typeof ZAssignUnidentifiedRequest>;

export const ZReturnPhotoUpload = z.object({ url: z.string() });

/** returns/query-return-figures: the windows the returns card offers (days back from today). */
export const returnFigureWindows = [30, 90, 365] as const;
export const returnFiguresListSize = 10;
export const ZReturnFiguresQuery = z.object({
  provider_uuid: ZOptionalId,
  days: z.coerce
    .number()
    .int("returns.windowFormat")
    .refine((d) => (returnFigureWindows as readonly number[]).includes(d), "returns.windowFormat")
    .default(90),
});
export type TReturnFiguresQuery = z.infer<typeof ZReturnFiguresQuery>;

/** Units shipped and units on RMAs raised (not cancelled) in the window, and their ratio (0 when nothing shipped). */
const ZRate = {
  shipped: z.number().int(),
  returned: z.number().int(),
  /**
   * returned / shipped (above 1 can happen: goods shipped before the window come back in it); null when
   * nothing shipped in the window.
   */
  rate: z.number().nullable(),
};
export const ZReturnFigures = z.object({
  days: z.number().int(),
  total: z.object(ZRate),
  /** The SKUs with the highest return rate (at least one unit returned), highest first. */
  by_sku: z.array(
    z.object({ variant_id: z.string(), sku: z.string(), name_en: z.string(), name_cn: z.string(), ...ZRate }),
  ),
  /** Staff: the customers with the highest return rate; a drop shipper: its own row. */
  by_customer: z.array(z.object({ customer_id: z.string(), customer_name: z.string(), ...ZRate })),
  inspection: z.object({
    /** Parcels received in the window, and how many of them were inspected. */
    received: z.number().int(),
    inspected: z.number().int(),
    /** Days from arrival to the end of inspection, over those inspected: mean and median (null: none). */
    average_days: z.number().nullable(),
    median_days: z.number().nullable(),
    /** Received and not inspected yet (whenever they came), and the days the oldest has waited. */
    waiting: z.number().int(),
    oldest_waiting_days: z.number().nullable(),
  }),
});
export type TReturnFigures = z.infer<typeof ZReturnFigures>;
