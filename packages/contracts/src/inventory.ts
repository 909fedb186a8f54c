import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { ZSkuNames, ZVariantCard } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Inventory (spec sections 3 and 5): balances per (warehouse, location, SKU, owner, lot), the three
 * occupation states, the append-only stock log, stock adjustments, location moves and alarms.
 */

/** Why a stock-log row was written. */
export const stockReasons = [
  "receipt_putaway",
  "receipt_defect",
  "adjustment_increase",
  "adjustment_decrease",
  "move_out",
  "move_in",
  "allocate",
  "transition",
  "release",
  "ship",
  "return_to_shelf",
  "release_to_sellable_out",
  "release_to_sellable_in",
  "return_restock",
  "return_relabel",
  "return_quarantine",
  "count_gain",
  "count_loss",
  "replenish_out",
  "replenish_in",
] as const;
export type TStockReason = (typeof stockReasons)[number];
export const ZStockReason = z.enum(stockReasons);

/** Occupation of stock by documents: draft order, confirmed (unpicked), in a wave (picking). */
export const occupationStates = ["draft", "unpicked", "picking"] as const;
export type TOccupationState = (typeof occupationStates)[number];

export const stockDocumentTypes = [
  "receipt",
  "adjustment",
  "move",
  "order",
  "wave",
  "return",
  "rma",
  "count",
  "replenishment",
] as const;

/** Why the warehouse adjusted stock (the adjustment document's reason). */
export const adjustmentReasons = ["stocktake", "damaged", "lost", "found", "correction", "other"] as const;

/** A batch expiring within this many days raises a near-expiry alarm. */
export const nearExpiryDays = 30;

export const inventoryLimits = {
  /** Lines in one adjustment document. */
  adjustmentLines: 200,
  /** Largest quantity of one line. */
  maxQuantity: 1_000_000,
} as const;

const ZDate = z
  .string()
  .max(textCaps.short, "field.tooLong")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "inventory.dateFormat");
const ZOptionalDate = z
  .union([z.null(), z.literal(""), ZDate])
  .optional()
  .transform((v) => (v ? v : null));
const ZQuantity = z.coerce
  .number({ error: "inventory.quantityPositive" })
  .int("inventory.quantityInteger")
  .min(1, "inventory.quantityPositive")
  .max(inventoryLimits.maxQuantity, "inventory.quantityTooLarge");
const ZBatch = z.string().trim().max(64, "inventory.batchLength").default("");

// ------------------------------------------------------------------ statistics (inventory list)

export const ZInventoryQuery = ZPageQuery.extend({
  provider_uuid: z.string().uuid().optional(),
  warehouse_id: z.string().uuid().optional(),
  customer_id: z.string().uuid().optional(),
  /** SKU, barcode or name (Chinese or English). */
  keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  low_stock: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1"),
  sort: z.enum(["sku", "total", "available", "inbound_at"]).default("sku"),
  order: z.enum(["asc", "desc"]).default("asc"),
});

/**
 * Stock on hand, what is free to sell (available: on hand in sellable bins less what orders occupy) and
 * what draft, unpicked and picking orders hold.
 */
const ZStockFigures = {
  total: z.number(),
  available: z.number(),
  draft_occupied: z.number(),
  unpicked_occupied: z.number(),
  picking_occupied: z.number(),
};

/** One SKU (per owner) summed over locations and lots. */
export const ZInventoryRow = z.object({
  variant_id: z.string(),
  product_id: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  main_image_url: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  warning_quantity: z.number(),
  ...ZStockFigures,
  /** On hand in defect bins (unqualified goods): never available. */
  defective: z.number(),
  /** The defect bins holding it ("DEF-01, DEF-02"). */
  defective_locations: z.string(),
  /** On hand elsewhere not for sale (receiving, shipping or disabled bins): never available. */
  unsellable: z.number(),
  locations: z.number(),
  first_inbound_at: z.number().nullable(),
  nearest_expiry_date: z.string().nullable(),
  low_stock: z.boolean(),
});
export type TInventoryRow = z.infer<typeof ZInventoryRow>;

export const ZInventoryDetailQuery = z.object({
  provider_uuid: z.string().uuid().optional(),
  variant_id: z.string().uuid(),
  warehouse_id: z.string().uuid().optional(),
});

/** One balance row: location stock of one lot. */
export const ZInventoryDetailRow = z.object({
  balance_id: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  location_id: z.string(),
  location_code: z.string(),
  location_type: z.string(),
  /** Is the stock of this row for sale (an enabled pick or storage bin)? Its available is 0 when not. */
  sellable: z.boolean(),
  batch: z.string(),
  production_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  inbound_at: z.number(),
  owner_code: z.string(),
  ...ZStockFigures,
});
export type TInventoryDetailRow = z.infer<typeof ZInventoryDetailRow>;
/** inventory/query-inventory-detail: every balance row of the SKU. */
export const ZInventoryDetail = z.object({ list: z.array(ZInventoryDetailRow) });

/** inventory/export-inventory: the list's filters; a drop shipper names the provider. */
export const ZExportInventoryRequest = z.object({
  provider_uuid: z.string().uuid().optional(),
  warehouse_id: z.string().uuid().optional(),
  customer_id: z.string().uuid().optional(),
  keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  low_stock: z.boolean().optional(),
});

// ------------------------------------------------------------------ adjustment and move

export const ZAdjustmentLine = z.object({
  /** The target record: the SKU (variant) resolved from the scanned barcode. */
  variant_id: z.string({ error: "inventory.targetRequired" }).uuid("inventory.targetRequired"),
  /** The barcode (or SKU) scanned; must belong to the variant. */
  barcode: z
    .string({ error: "inventory.barcodeRequired" })
    .trim()
    .min(1, "inventory.barcodeRequired")
    .max(textCaps.code, "field.tooLong"),
  location_id: z.string({ error: "inventory.locationRequired" }).uuid("inventory.locationRequired"),
  direction: z.enum(["increase", "decrease"], { error: "inventory.directionRequired" }),
  quantity: ZQuantity,
  batch: ZBatch,
  production_date: ZOptionalDate,
  expiry_date: ZOptionalDate,
});

export const ZAdjustStockRequest = z.object({
  warehouse_id: z.string({ error: "inventory.warehouseRequired" }).uuid("inventory.warehouseRequired"),
  reason: z.enum(adjustmentReasons, { error: "inventory.reasonRequired" }),
  note: z.string().trim().max(500, "inventory.noteLength").default(""),
  lines: z
    .array(ZAdjustmentLine)
    .min(1, "inventory.linesRequired")
    .max(inventoryLimits.adjustmentLines, "inventory.tooManyLines"),
});
export type TAdjustStockRequest = z.input<typeof ZAdjustStockRequest>;

export const ZMoveStockRequest = z.object({
  /** The balance row (location stock of one lot) to move from. */
  balance_id: z.string({ error: "inventory.targetRequired" }).uuid("inventory.targetRequired"),
  to_location_id: z.string({ error: "inventory.locationRequired" }).uuid("inventory.locationRequired"),
  quantity: ZQuantity,
  note: z.string().trim().max(500, "inventory.noteLength").default(""),
});
export type TMoveStockRequest = z.input<typeof ZMoveStockRequest>;

/**
 * inventory/release-stock: defective stock (a lot in a defect bin) back to a sellable bin, with the reason
 * why it may be sold now (logged with the move as `release_to_sellable_out/in`).
 */
export const ZReleaseStockRequest = z.object({
  balance_id: z.string({ error: "inventory.targetRequired" }).uuid("inventory.targetRequired"),
  to_location_id: z.string({ error: "inventory.locationRequired" }).uuid("inventory.locationRequired"),
  quantity: ZQuantity,
  note: z
    .string({ error: "inventory.releaseReasonRequired" })
    .trim()
    .min(1, "inventory.releaseReasonRequired")
    .max(500, "inventory.noteLength"),
});
export type TReleaseStockRequest = z.input<typeof ZReleaseStockRequest>;

/** The stock documents of their own (stock_documents): adjustments and location moves. */
export const stockDocumentKinds = ["adjustment", "move"] as const;
export const ZStockDocument = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(stockDocumentKinds),
  warehouse_id: z.string(),
  reason: z.string(),
  note: z.string(),
  created_by: z.string(),
  created_at: z.number(),
  lines: z.number(),
});
export type TStockDocumentOut = z.infer<typeof ZStockDocument>;

export const ZVariantLookupQuery = z.object({
  provider_uuid: z.string().uuid().optional(),
  code: z.string().trim().min(1, "inventory.barcodeRequired").max(textCaps.code, "field.tooLong"),
});
export const ZVariantLookup = z.object({
  ...ZVariantCard,
  customer_id: z.string(),
  owner_code: z.string(),
});
export type TVariantLookup = z.infer<typeof ZVariantLookup>;
/** inventory/lookup-variant: the SKUs a scanned barcode or SKU may name. */
export const ZVariantLookupList = z.object({ list: z.array(ZVariantLookup) });

// ------------------------------------------------------------------ stock log

export const ZStockLogQuery = ZPageQuery.extend({
  provider_uuid: z.string().uuid().optional(),
  /** The product barcode (or SKU) whose log to list; without it, the latest changes of every SKU. */
  barcode: z.string().trim().max(textCaps.code, "field.tooLong").optional(),
  warehouse_id: z.string().uuid().optional(),
  reason: ZStockReason.optional(),
  document_code: z.string().trim().max(textCaps.code, "field.tooLong").optional(),
  /** Unix seconds, inclusive range. */
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
});

export const ZStockLogRow = z.object({
  id: z.number(),
  created_at: z.number(),
  reason: ZStockReason,
  document_type: z.string(),
  document_id: z.string(),
  document_code: z.string(),
  sku: z.string(),
  barcode: z.string(),
  warehouse_code: z.string(),
  location_code: z.string(),
  batch: z.string(),
  owner_code: z.string(),
  delta: z.number(),
  on_hand_before: z.number(),
  on_hand_after: z.number(),
  draft_delta: z.number(),
  unpicked_delta: z.number(),
  picking_delta: z.number(),
  available_after: z.number(),
  operator: z.string(),
  note: z.string(),
});
export type TStockLogRow = z.infer<typeof ZStockLogRow>;

// ------------------------------------------------------------------ alarms

export const ZAlarmsQuery = z.object({ provider_uuid: z.string().uuid().optional() });
export const ZAlarm = z.object({
  kind: z.enum(["low_stock", "near_expiry"]),
  ...ZSkuNames,
  owner_code: z.string(),
  /** low_stock: available over all warehouses; near_expiry: on hand of the expiring lot. */
  quantity: z.number(),
  warning_quantity: z.number(),
  warehouse_code: z.string().nullable(),
  batch: z.string().nullable(),
  expiry_date: z.string().nullable(),
  days_left: z.number().nullable(),
});
export type TAlarm = z.infer<typeof ZAlarm>;
export const ZAlarms = z.object({ list: z.array(ZAlarm), total: z.number(), truncated: z.boolean() });
