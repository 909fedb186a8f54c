import { z } from "zod";
import { ZEmail } from "./auth.ts";
import { ZCountryCode } from "./countries.ts";
import { phonePattern, textCaps } from "./validation.ts";

/**
 * Warehousing settings (provider, My account → /p/warehousing-setting): warehouses, partitions (zones),
 * shelves, storage locations, packaging materials, wave strategies and product label templates.
 */

export const warehouseStatuses = ["enabled", "disabled"] as const;
export type TWarehouseStatus = (typeof warehouseStatuses)[number];

/** pick: picking face; storage: bulk/reserve; receiving: dock; defect: unqualified goods; shipping: outbound staging. */
export const locationTypes = ["pick", "storage", "receiving", "defect", "shipping"] as const;
export type TLocationType = (typeof locationTypes)[number];

export const waveKinds = ["single-item", "multi-item", "same-channel", "same-zone"] as const;
export type TWaveKind = (typeof waveKinds)[number];

/** Fields a product label can print (spec: product-print-label options "which fields"). */
export const labelFields = [
  "barcode",
  "sku",
  "name_en",
  "name_cn",
  "size",
  "colour",
  "origin",
  "price",
  "owner_code",
  "made_in_china",
] as const;
export type TLabelField = (typeof labelFields)[number];

/** At most this many storage locations per bulk request. */
export const bulkLocationMax = 5000;

/** Spec section 5: empty-string filter values are dropped before queries (the server tolerates them too). */
const blank = (v: unknown) => (v === "" ? undefined : v);
function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(blank, schema.optional());
}

const ZId = z.string().uuid("field.invalid");
const ZOptionalId = optionalFilter(ZId);
const ZPaging = {
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
  keyword: optionalFilter(z.string().trim().max(textCaps.keyword, "field.tooLong")),
  order: z.preprocess(blank, z.enum(["asc", "desc"]).default("asc")),
};

/** Codes are upper-cased: `a-01` and `A-01` are the same code. */
export const codePattern = /^[A-Z0-9][A-Z0-9._-]{0,31}$/;
const ZCode = z
  .string()
  .trim()
  .min(1, "field.required")
  .max(textCaps.code, "field.tooLong")
  .toUpperCase()
  .regex(codePattern, "warehouse.codeFormat");
const ZName = z.string().trim().min(1, "field.required").max(100, "warehouse.nameLength");
const ZRemark = z.string().trim().max(500, "warehouse.remarkLength");
const ZStatus = z.enum(warehouseStatuses);
const ZTimes = { created_at: z.number().int(), updated_at: z.number().int() };
/** A non-negative decimal with at most 2 decimals, as a string (exact). */
const ZMeasure = z
  .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), "warehouse.measureFormat");
const ZMoney = z
  .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), "customer.amountFormat");

// ---------------------------------------------------------------- warehouses

export const ZWarehouse = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  status: ZStatus,
  remark: z.string(),
  ...ZTimes,
});
export type TWarehouse = z.infer<typeof ZWarehouse>;

const ZShortText = z.string().trim().max(100, "warehouse.nameLength");
const ZAddress = z.string().trim().min(1, "field.required").max(300, "warehouse.addressLength");
const ZPostcode = z.string().trim().max(20, "warehouse.postcodeFormat");
const ZPhoneOrEmpty = z.union([
  z.literal(""),
  z.string().trim().max(textCaps.phone, "field.tooLong").regex(phonePattern, "phone.format"),
]);
const ZEmailOrEmpty = z.union([z.literal(""), ZEmail]);

export const ZCreateWarehouseRequest = z.object({
  code: ZCode,
  name: ZName,
  country: ZCountryCode,
  province: ZShortText.default(""),
  city: ZShortText.default(""),
  address: ZAddress,
  postcode: ZPostcode.default(""),
  contact_name: ZShortText.default(""),
  contact_phone: ZPhoneOrEmpty.default(""),
  contact_email: ZEmailOrEmpty.default(""),
  status: ZStatus.default("enabled"),
  remark: ZRemark.default(""),
});
export type TCreateWarehouseRequest = z.infer<typeof ZCreateWarehouseRequest>;

export const ZUpdateWarehouseRequest = z.object({
  warehouse_id: ZId,
  code: ZCode.optional(),
  name: ZName.optional(),
  country: ZCountryCode.optional(),
  province: ZShortText.optional(),
  city: ZShortText.optional(),
  address: ZAddress.optional(),
  postcode: ZPostcode.optional(),
  contact_name: ZShortText.optional(),
  contact_phone: ZPhoneOrEmpty.optional(),
  contact_email: ZEmailOrEmpty.optional(),
  status: ZStatus.optional(),
  remark: ZRemark.optional(),
});
export type TUpdateWarehouseRequest = z.infer<typeof ZUpdateWarehouseRequest>;

export const warehouseSorts = ["code", "name", "country", "created_at"] as const;
export const ZWarehouseListQuery = z.object({
  ...ZPaging,
  status: optionalFilter(ZStatus),
  country: optionalFilter(z.string().trim().toUpperCase().length(2, "country.unknown")),
  sort: z.preprocess(blank, z.enum(warehouseSorts).default("code")),
});
export type TWarehouseListQuery = z.infer<typeof ZWarehouseListQuery>;

export const ZWarehouseIdQuery = z.object({ warehouse_id: ZId });

// ---------------------------------------------------------------- partitions (zones)

export const ZPartition = z.object({
  id: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  code: z.string(),
  name: z.string(),
  status: ZStatus,
  remark: z.string(),
  shelf_count: z.number().int(),
  location_count: z.number().int(),
  ...ZTimes,
});
export type TPartition = z.infer<typeof ZPartition>;

export const ZCreatePartitionRequest = z.object({
  warehouse_id: ZId,
  code: ZCode,
  name: ZName,
  status: ZStatus.default("enabled"),
  remark: ZRemark.default(""),
});
export type TCreatePartitionRequest = z.infer<typeof ZCreatePartitionRequest>;

export const ZUpdatePartitionRequest = z.object({
  partition_id: ZId,
  code: ZCode.optional(),
  name: ZName.optional(),
  status: ZStatus.optional(),
  remark: ZRemark.optional(),
});
export type TUpdatePartitionRequest = z.infer<typeof ZUpdatePartitionRequest>;

export const ZPartitionListQuery = z.object({
  ...ZPaging,
  warehouse_id: ZOptionalId,
  status: optionalFilter(ZStatus),
  sort: z.preprocess(blank, z.enum(["code", "name", "created_at"]).default("code")),
});
export type TPartitionListQuery = z.infer<typeof ZPartitionListQuery>;

export const ZPartitionIdBody = z.object({ partition_id: ZId });

// ---------------------------------------------------------------- shelves

export const ZShelf = z.object({
  id: z.string(),
  warehouse_id: z.string(),
  partition_id: z.string(),
  partition_code: z.string(),
  code: z.string(),
  name: z.string(),
  remark: z.string(),
  location_count: z.number().int(),
  ...ZTimes,
});
export type TShelf = z.infer<typeof ZShelf>;

export const ZCreateShelfRequest = z.object({
  partition_id: ZId,
  code: ZCode,
  name: z.string().trim().max(100, "warehouse.nameLength").default(""),
  remark: ZRemark.default(""),
});
export type TCreateShelfRequest = z.infer<typeof ZCreateShelfRequest>;

export const ZUpdateShelfRequest = z.object({
  shelf_id: ZId,
  code: ZCode.optional(),
  name: z.string().trim().max(100, "warehouse.nameLength").optional(),
  remark: ZRemark.optional(),
});
export type TUpdateShelfRequest = z.infer<typeof ZUpdateShelfRequest>;

export const ZShelfListQuery = z.object({
  ...ZPaging,
  warehouse_id: ZOptionalId,
  partition_id: ZOptionalId,
  sort: z.preprocess(blank, z.enum(["code", "created_at"]).default("code")),
});
export type TShelfListQuery = z.infer<typeof ZShelfListQuery>;

export const ZShelfIdBody = z.object({ shelf_id: ZId });

// ---------------------------------------------------------------- storage locations

export const ZLocation = z.object({
  id: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  partition_id: z.string().nullable(),
  partition_code: z.string().nullable(),
  shelf_id: z.string().nullable(),
  shelf_code: z.string().nullable(),
  code: z.string(),
  type: z.enum(locationTypes),
  /** Pick lists are sorted by this (ascending), then by code. */
  walk_sequence: z.number().int(),
  status: ZStatus,
  remark: z.string(),
  ...ZTimes,
});
export type TLocation = z.infer<typeof ZLocation>;

const ZWalkSequence = z.coerce
  .number("warehouse.walkSequence")
  .int("warehouse.walkSequence")
  .min(0, "warehouse.walkSequence")
  .max(2_000_000_000, "warehouse.walkSequence");

export const ZCreateLocationRequest = z.object({
  warehouse_id: ZId,
  partition_id: ZId.nullable().optional(),
  shelf_id: ZId.nullable().optional(),
  code: ZCode,
  type: z.enum(locationTypes, "warehouse.locationType"),
  /** Omitted: placed after the warehouse's last location. */
  walk_sequence: ZWalkSequence.optional(),
  status: ZStatus.default("enabled"),
  remark: ZRemark.default(""),
});
export type TCreateLocationRequest = z.infer<typeof ZCreateLocationRequest>;

export const ZUpdateLocationRequest = z.object({
  location_id: ZId,
  partition_id: ZId.nullable().optional(),
  shelf_id: ZId.nullable().optional(),
  code: ZCode.optional(),
  type: z.enum(locationTypes, "warehouse.locationType").optional(),
  walk_sequence: ZWalkSequence.optional(),
  status: ZStatus.optional(),
  remark: ZRemark.optional(),
});
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;

export const locationSorts = ["code", "walk_sequence", "type", "created_at"] as const;
export const ZLocationListQuery = z.object({
  ...ZPaging,
  warehouse_id: ZOptionalId,
  partition_id: ZOptionalId,
  shelf_id: ZOptionalId,
  type: optionalFilter(z.enum(locationTypes)),
  status: optionalFilter(ZStatus),
  sort: z.preprocess(blank, z.enum(locationSorts).default("walk_sequence")),
});
export type TLocationListQuery = z.infer<typeof ZLocationListQuery>;

export const ZLocationIdQuery = z.object({ location_id: ZId });

/** A numeric range of a pattern segment: 1..20 with width 2 gives 01, 02, ... 20. */
export const ZCodeRange = z
  .object({
    from: z.coerce.number().int("warehouse.rangeNumber").min(0, "warehouse.rangeNumber").max(9999),
    to: z.coerce.number().int("warehouse.rangeNumber").min(0, "warehouse.rangeNumber").max(9999),
    /** Zero-padded to this many digits (1 to 4). */
    width: z.coerce.number().int().min(1).max(4).default(2),
  })
  .refine((r) => r.from <= r.to, { message: "warehouse.rangeOrder", path: ["to"] });
export type TCodeRange = z.infer<typeof ZCodeRange>;

/**
 * Bulk creation pattern: zone (partition) code, shelves, levels and optional positions, e.g.
 * zone A, shelves 01-20, levels 01-05 → A-01-01 … A-20-05 (100 codes). Missing shelves are created
 * in the partition. Walk sequences follow code order, after the warehouse's last location.
 */
export const ZLocationPattern = z.object({
  partition_id: ZId,
  shelves: ZCodeRange,
  levels: ZCodeRange,
  positions: ZCodeRange.nullable().optional(),
  separator: z.enum(["-", ".", "_", ""]).default("-"),
  type: z.enum(locationTypes, "warehouse.locationType").default("storage"),
  status: ZStatus.default("enabled"),
  /** Create only the codes that do not exist yet; otherwise any existing code refuses the whole request. */
  skip_existing: z.boolean().default(false),
});
export type TLocationPattern = z.infer<typeof ZLocationPattern>;

export const ZLocationPreview = z.object({
  count: z.number().int(),
  max: z.number().int(),
  codes: z.array(z.string()),
  existing: z.array(z.string()),
  /** Codes that would be created (count - existing). */
  new_count: z.number().int(),
  new_shelves: z.array(z.string()),
});
export type TLocationPreview = z.infer<typeof ZLocationPreview>;

export const ZBulkCreateLocationsResponse = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  shelves_created: z.number().int(),
  first_walk_sequence: z.number().int().nullable(),
  last_walk_sequence: z.number().int().nullable(),
});

// ---------------------------------------------------------------- packaging materials

export const ZPackagingMaterial = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Centimetres. */
  length: z.string(),
  width: z.string(),
  height: z.string(),
  /** Grams. */
  weight: z.string(),
  cost: z.string(),
  currency: z.string(),
  status: ZStatus,
  remark: z.string(),
  ...ZTimes,
});
export type TPackagingMaterial = z.infer<typeof ZPackagingMaterial>;

const ZCurrency = z
  .string()
  .trim()
  .max(textCaps.short, "field.tooLong")
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "warehouse.currencyFormat");

export const ZCreatePackagingMaterialRequest = z.object({
  code: ZCode,
  name: ZName,
  length: ZMeasure,
  width: ZMeasure,
  height: ZMeasure,
  weight: ZMeasure,
  cost: ZMoney.default("0"),
  currency: ZCurrency.default("CNY"),
  status: ZStatus.default("enabled"),
  remark: ZRemark.default(""),
});
export type TCreatePackagingMaterialRequest = z.infer<typeof ZCreatePackagingMaterialRequest>;

export const ZUpdatePackagingMaterialRequest = z.object({
  packaging_material_id: ZId,
  code: ZCode.optional(),
  name: ZName.optional(),
  length: ZMeasure.optional(),
  width: ZMeasure.optional(),
  height: ZMeasure.optional(),
  weight: ZMeasure.optional(),
  cost: ZMoney.optional(),
  currency: ZCurrency.optional(),
  status: ZStatus.optional(),
  remark: ZRemark.optional(),
});
export type TUpdatePackagingMaterialRequest = z.infer<typeof ZUpdatePackagingMaterialRequest>;

export const ZPackagingMaterialListQuery = z.object({
  ...ZPaging,
  status: optionalFilter(ZStatus),
  sort: z.preprocess(blank, z.enum(["code", "name", "cost", "created_at"]).default("code")),
});
export type TPackagingMaterialListQuery = z.infer<typeof ZPackagingMaterialListQuery>;

export const ZPackagingMaterialIdBody = z.object({ packaging_material_id: ZId });

// ---------------------------------------------------------------- wave strategies

export const ZWaveStrategy = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(waveKinds),
  /** null: every warehouse of the provider. */
  warehouse_id: z.string().nullable(),
  max_orders_per_wave: z.number().int(),
  max_lines_per_wave: z.number().int(),
  enabled: z.boolean(),
  remark: z.string(),
  ...ZTimes,
});
export type TWaveStrategy = z.infer<typeof ZWaveStrategy>;

const ZMaxOrders = z.coerce
  .number("warehouse.waveMaxOrders")
  .int("warehouse.waveMaxOrders")
  .min(1, "warehouse.waveMaxOrders")
  .max(1000, "warehouse.waveMaxOrders");
const ZMaxLines = z.coerce
  .number("warehouse.waveMaxLines")
  .int("warehouse.waveMaxLines")
  .min(1, "warehouse.waveMaxLines")
  .max(10_000, "warehouse.waveMaxLines");

export const ZCreateWaveStrategyRequest = z
  .object({
    name: ZName,
    kind: z.enum(waveKinds, "warehouse.waveKind"),
    warehouse_id: ZId.nullable().default(null),
    max_orders_per_wave: ZMaxOrders,
    max_lines_per_wave: ZMaxLines,
    enabled: z.boolean().default(true),
    remark: ZRemark.default(""),
  })
  .refine((v) => v.max_lines_per_wave >= v.max_orders_per_wave, {
    message: "warehouse.waveLinesBelowOrders",
    path: ["max_lines_per_wave"],
  });
export type TCreateWaveStrategyRequest = z.infer<typeof ZCreateWaveStrategyRequest>;

export const ZUpdateWaveStrategyRequest = z.object({
  wave_strategy_id: ZId,
  name: ZName.optional(),
  kind: z.enum(waveKinds, "warehouse.waveKind").optional(),
  warehouse_id: ZId.nullable().optional(),
  max_orders_per_wave: ZMaxOrders.optional(),
  max_lines_per_wave: ZMaxLines.optional(),
  enabled: z.boolean().optional(),
  remark: ZRemark.optional(),
});
export type TUpdateWaveStrategyRequest = z.infer<typeof ZUpdateWaveStrategyRequest>;

const ZBoolFilter = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v === true || v === "true" || v === "1"),
  z.boolean().optional(),
);

export const ZWaveStrategyListQuery = z.object({
  ...ZPaging,
  kind: optionalFilter(z.enum(waveKinds)),
  enabled: ZBoolFilter,
  warehouse_id: ZOptionalId,
  sort: z.preprocess(blank, z.enum(["name", "kind", "created_at"]).default("name")),
});
export type TWaveStrategyListQuery = z.infer<typeof ZWaveStrategyListQuery>;

/** customer-settings/query-specific-wave-strategies: the strategies usable now (enabled unless asked otherwise). */
export const ZSpecificWaveStrategiesQuery = z.object({
  warehouse_id: ZOptionalId,
  kind: optionalFilter(z.enum(waveKinds)),
  enabled: ZBoolFilter,
});
export type TSpecificWaveStrategiesQuery = z.infer<typeof ZSpecificWaveStrategiesQuery>;

export const ZWaveStrategyIdBody = z.object({ wave_strategy_id: ZId });

// ---------------------------------------------------------------- product label templates

export const ZLabelTemplate = z.object({
  id: z.string(),
  name: z.string(),
  /** Label size in millimetres. */
  width_mm: z.number().int(),
  height_mm: z.number().int(),
  /** Printed in this order. */
  fields: z.array(z.enum(labelFields)),
  /** The value encoded in the Code128 barcode. */
  barcode_source: z.enum(["sku", "barcode"]),
  copies: z.number().int(),
  is_default: z.boolean(),
  ...ZTimes,
});
export type TLabelTemplate = z.infer<typeof ZLabelTemplate>;

const ZLabelMm = z.coerce
  .number("warehouse.labelSize")
  .int("warehouse.labelSize")
  .min(20, "warehouse.labelSize")
  .max(200, "warehouse.labelSize");
const ZLabelFields = z
  .array(z.enum(labelFields, "warehouse.labelField"))
  .min(1, "warehouse.labelFieldsRequired")
  .max(labelFields.length)
  .refine((f) => new Set(f).size === f.length, "warehouse.labelFieldDuplicate");
const ZCopies = z.coerce
  .number("warehouse.labelCopies")
  .int("warehouse.labelCopies")
  .min(1, "warehouse.labelCopies")
  .max(100, "warehouse.labelCopies");

export const ZCreateLabelTemplateRequest = z.object({
  name: ZName,
  width_mm: ZLabelMm,
  height_mm: ZLabelMm,
  fields: ZLabelFields,
  barcode_source: z.enum(["sku", "barcode"]).default("sku"),
  copies: ZCopies.default(1),
  is_default: z.boolean().default(false),
});
export type TCreateLabelTemplateRequest = z.infer<typeof ZCreateLabelTemplateRequest>;

export const ZUpdateLabelTemplateRequest = z.object({
  label_template_id: ZId,
  name: ZName.optional(),
  width_mm: ZLabelMm.optional(),
  height_mm: ZLabelMm.optional(),
  fields: ZLabelFields.optional(),
  barcode_source: z.enum(["sku", "barcode"]).optional(),
  copies: ZCopies.optional(),
  is_default: z.boolean().optional(),
});
export type TUpdateLabelTemplateRequest = z.infer<typeof ZUpdateLabelTemplateRequest>;

/** customer-settings/print-label-info-list: drop shippers name the provider whose templates they use. */
export const ZLabelTemplateListQuery = z.object({ provider_uuid: ZOptionalId });

export const ZLabelTemplateIdBody = z.object({ label_template_id: ZId });
