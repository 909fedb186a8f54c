import { locationTypes, warehouseStatuses } from "@wms/contracts";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenantForeignKey, tenantKey, tenantKeys, timestamps } from "../../kernel/db/columns.ts";
import { providers } from "../tenancy/index.ts";

/**
 * Warehousing settings of a provider. Tenant tables: provider_id leads every key, and children reference
 * their parent with (provider_id, parent_id), so a row can never hang under another tenant's parent.
 * Parents are never deleted in cascade: the service refuses while something is inside (see
 * warehouses.references.ts), and the foreign keys make that hold under concurrency too.
 */

const status = () => text("status", { enum: warehouseStatuses }).notNull().default("enabled");

export const warehouses = pgTable(
  "warehouses",
  {
    ...tenantKey(() => providers.id),
    /** Upper-case, unique per provider. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    address: text("address").notNull(),
    postcode: text("postcode").notNull().default(""),
    contactName: text("contact_name").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    status: status(),
    remark: text("remark").notNull().default(""),
    /**
     * The outbound flow: whether this warehouse's orders are reviewed, bagged and weighed. A step it does not
     * require is passed by itself, logged (orders.flow.ts); picking, the waybill and the hand-over always are.
     */
    reviewRequired: boolean("review_required").notNull().default(true),
    baggingRequired: boolean("bagging_required").notNull().default(true),
    weighingRequired: boolean("weighing_required").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("warehouses", t),
    uniqueIndex("warehouses_provider_code_uq").on(t.providerId, t.code),
    index("warehouses_provider_name_idx").on(t.providerId, t.name),
    index("warehouses_provider_created_idx").on(t.providerId, t.createdAt),
    index("warehouses_provider_status_idx").on(t.providerId, t.status, t.code),
  ],
);

/** A partition (zone) of a warehouse, e.g. A. */
export const warehousePartitions = pgTable(
  "warehouse_partitions",
  {
    ...tenantKey(),
    warehouseId: uuid("warehouse_id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    status: status(),
    remark: text("remark").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("warehouse_partitions", t),
    tenantForeignKey("warehouse_partitions_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    uniqueIndex("warehouse_partitions_code_uq").on(t.providerId, t.warehouseId, t.code),
    index("warehouse_partitions_provider_code_idx").on(t.providerId, t.code),
  ],
);

/** A shelf (rack) in a partition, e.g. 01 of zone A. warehouse_id is kept for filtering. */
export const warehouseShelves = pgTable(
  "warehouse_shelves",
  {
    ...tenantKey(),
    warehouseId: uuid("warehouse_id").notNull(),
    partitionId: uuid("partition_id").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull().default(""),
    remark: text("remark").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("warehouse_shelves", t),
    tenantForeignKey("warehouse_shelves_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    tenantForeignKey("warehouse_shelves_partition_fk", [t.providerId, t.partitionId], warehousePartitions),
    uniqueIndex("warehouse_shelves_code_uq").on(t.providerId, t.partitionId, t.code),
    index("warehouse_shelves_warehouse_idx").on(t.providerId, t.warehouseId, t.code),
  ],
);

/**
 * A storage location (bin). Code unique per warehouse; the walk sequence orders pick lists.
 * Partition and shelf are optional (a receiving dock belongs to no shelf).
 */
export const warehouseLocations = pgTable(
  "warehouse_locations",
  {
    ...tenantKey(),
    warehouseId: uuid("warehouse_id").notNull(),
    partitionId: uuid("partition_id"),
    shelfId: uuid("shelf_id"),
    code: text("code").notNull(),
    type: text("type", { enum: locationTypes }).notNull(),
    walkSequence: integer("walk_sequence").notNull(),
    status: status(),
    remark: text("remark").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("warehouse_locations", t),
    tenantForeignKey("warehouse_locations_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    tenantForeignKey("warehouse_locations_partition_fk", [t.providerId, t.partitionId], warehousePartitions),
    tenantForeignKey("warehouse_locations_shelf_fk", [t.providerId, t.shelfId], warehouseShelves),
    uniqueIndex("warehouse_locations_code_uq").on(t.providerId, t.warehouseId, t.code),
    index("warehouse_locations_walk_idx").on(t.providerId, t.warehouseId, t.walkSequence, t.code),
    index("warehouse_locations_type_idx").on(t.providerId, t.warehouseId, t.type, t.status),
    index("warehouse_locations_partition_idx").on(t.providerId, t.partitionId, t.code),
    index("warehouse_locations_shelf_idx").on(t.providerId, t.shelfId, t.code),
    index("warehouse_locations_provider_code_idx").on(t.providerId, t.code),
  ],
);
