import { z } from "zod";
import { ZEmail } from "./auth.ts";
import { ZCountryCode } from "./countries.ts";
import { optionalFilter, sortBy, ZOptionalId } from "./list-fields.ts";
import type { TOrderAction, TOrderStatus } from "./orders.ts";
import { updatable } from "./shared-fields.ts";
import { phonePattern, textCaps } from "./validation.ts";
import {
  wholeNumber,
  ZCode,
  ZId,
  ZName,
  ZPaging,
  ZRemark,
  ZStatus,
  ZTimes,
  ZWarehouseCard,
} from "./warehousing-fields.ts";

/**
 * Warehousing settings (provider, My account → /p/warehousing-setting): warehouses, partitions (zones),
 * shelves and storage locations. Packaging materials, wave strategies and product label templates, on
 * the same screen, have their own contracts: packaging.ts, wave-strategies.ts, label-templates.ts.
 */

export { codePattern, type TWarehouseStatus, warehouseStatuses } from "./warehousing-fields.ts";

/** pick: picking face; storage: bulk/reserve; receiving: dock; defect: unqualified goods; shipping: outbound staging. */
export const locationTypes = ["pick", "storage", "receiving", "defect", "shipping"] as const;
export type TLocationType = (typeof locationTypes)[number];

/**
 * The stock states a location type gives its stock (docs/inventory.md "Stock states"): only stock in an
 * enabled pick or storage bin is sellable (shown as available, allocated, pushed to shops); stock in a
 * defect bin is defective (unqualified receipts) and goes back to sellable only by "release to sellable";
 * receiving and shipping bins hold stock on its way in or out, not for sale.
 */
export const sellableLocationTypes = ["pick", "storage"] as const satisfies readonly TLocationType[];

/** At most this many storage locations per bulk request. */
export const bulkLocationMax = 5000;

// ---------------------------------------------------------------- warehouses

/**
 * A warehouse's outbound flow (docs/orders.md "The outbound flow"): whether its orders are reviewed, bagged
 * and weighed. A step it does not require is passed by itself and logged; picking, the waybill and the
 * hand-over always happen.
 */
export const ZOutboundFlow = z.object({
  review_required: z.boolean(),
  bagging_required: z.boolean(),
  weighing_required: z.boolean(),
});
export type TOutboundFlow = z.infer<typeof ZOutboundFlow>;
/**
 * The steps a warehouse's outbound flow may leave out, in flow order: the flag that requires each, the
 * order action that passes it and the order state it is waited for in. The server passes skipped steps
 * by this table; the web shows the steps an order has left by it.
 */
export const optionalFlowSteps = [
  { field: "review_required", action: "review", waitsIn: "picked" },
  { field: "weighing_required", action: "weigh", waitsIn: "reviewed" },
  { field: "bagging_required", action: "bag", waitsIn: "weighed" },
] as const satisfies readonly { field: keyof TOutboundFlow; action: TOrderAction; waitsIn: TOrderStatus }[];

export const ZWarehouse = z.object({
  id: z.string(),
  ...ZWarehouseCard,
  contact_email: z.string(),
  status: ZStatus,
  remark: z.string(),
  ...ZOutboundFlow.shape,
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
  review_required: z.boolean("field.invalid").default(true),
  bagging_required: z.boolean("field.invalid").default(true),
  weighing_required: z.boolean("field.invalid").default(true),
});
export type TCreateWarehouseRequest = z.infer<typeof ZCreateWarehouseRequest>;

export const ZUpdateWarehouseRequest = z.object({
  warehouse_id: ZId,
  ...updatable(ZCreateWarehouseRequest.shape),
});
export type TUpdateWarehouseRequest = z.infer<typeof ZUpdateWarehouseRequest>;

export const warehouseSorts = ["code", "name", "country", "created_at"] as const;
export const ZWarehouseListQuery = z.object({
  ...ZPaging,
  status: optionalFilter(ZStatus),
  country: optionalFilter(z.string().trim().toUpperCase().length(2, "country.unknown")),
  sort: sortBy(warehouseSorts, "code"),
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

/** A zone stays in its warehouse. */
export const ZUpdatePartitionRequest = z.object({
  partition_id: ZId,
  ...updatable(ZCreatePartitionRequest.omit({ warehouse_id: true }).shape),
});
export type TUpdatePartitionRequest = z.infer<typeof ZUpdatePartitionRequest>;

export const ZPartitionListQuery = z.object({
  ...ZPaging,
  warehouse_id: ZOptionalId,
  status: optionalFilter(ZStatus),
  sort: sortBy(["code", "name", "created_at"], "code"),
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

/** A shelf stays in its zone. */
export const ZUpdateShelfRequest = z.object({
  shelf_id: ZId,
  ...updatable(ZCreateShelfRequest.omit({ partition_id: true }).shape),
});
export type TUpdateShelfRequest = z.infer<typeof ZUpdateShelfRequest>;

export const ZShelfListQuery = z.object({
  ...ZPaging,
  warehouse_id: ZOptionalId,
  partition_id: ZOptionalId,
  sort: sortBy(["code", "created_at"], "code"),
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

const ZWalkSequence = wholeNumber(0, 2_000_000_000, "warehouse.walkSequence");

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

/** A storage location stays in its warehouse. */
export const ZUpdateLocationRequest = z.object({
  location_id: ZId,
  ...updatable(ZCreateLocationRequest.omit({ warehouse_id: true }).shape),
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
  sort: sortBy(locationSorts, "walk_sequence"),
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
