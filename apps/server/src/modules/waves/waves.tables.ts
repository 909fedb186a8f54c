import { waveKinds, waveOrderResults, waveStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  createdAt,
  daySequenceTable,
  stamp,
  tenantForeignKey,
  tenantKey,
  tenantKeys,
  timestamps,
} from "../../kernel/db/columns.ts";
import { orders } from "../orders/index.ts";
import { providers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Waves: confirmed orders of one warehouse grouped by a wave strategy and picked together. Tenant
 * tables: provider_id leads every key. While a wave is open its pick lines are read live from the
 * orders' stock allocations; confirming picking stores them (with the picked quantities) in
 * wave_pick_lines, since allocations change once orders move on. See docs/waves.md.
 */

/**
 * Stored wave definitions (warehousing settings, waves.strategies.ts); waves group confirmed orders by
 * them. A strategy bound to a warehouse keeps it from being deleted (waves.module.ts).
 */
export const waveStrategies = pgTable(
  "wave_strategies",
  {
    ...tenantKey(() => providers.id),
    name: text("name").notNull(),
    kind: text("kind", { enum: waveKinds }).notNull(),
    /** null: every warehouse of the provider. */
    warehouseId: uuid("warehouse_id"),
    maxOrdersPerWave: integer("max_orders_per_wave").notNull(),
    maxLinesPerWave: integer("max_lines_per_wave").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("wave_strategies", t),
    tenantForeignKey("wave_strategies_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    uniqueIndex("wave_strategies_name_uq").on(t.providerId, t.name),
    index("wave_strategies_kind_idx").on(t.providerId, t.enabled, t.kind),
    index("wave_strategies_warehouse_idx").on(t.providerId, t.warehouseId),
  ],
);

export const waves = pgTable(
  "waves",
  {
    ...tenantKey(),
    /** WV + YYYYMMDD + "-" + sequence of the day (3+ digits), unique per provider. */
    code: text("code").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    /** The strategy used; its name and kind are copied so the wave reads the same after edits. */
    strategyId: uuid("strategy_id"),
    strategyName: text("strategy_name").notNull(),
    strategyKind: text("strategy_kind").notNull(),
    status: text("status", { enum: waveStatuses }).notNull().default("picking"),
    orderCount: integer("order_count").notNull(),
    lineCount: integer("line_count").notNull(),
    unitCount: integer("unit_count").notNull(),
    exceptionCount: integer("exception_count").notNull().default(0),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
    pickedBy: uuid("picked_by"),
    pickedAt: stamp("picked_at"),
  },
  (t) => [
    ...tenantKeys("waves", t),
    uniqueIndex("waves_code_uq").on(t.providerId, t.code),
    tenantForeignKey("waves_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    index("waves_created_idx").on(t.providerId, t.createdAt.desc(), t.id),
    index("waves_status_idx").on(t.providerId, t.status, t.createdAt.desc()),
    index("waves_strategy_idx").on(t.providerId, t.strategyId, t.createdAt.desc()),
  ],
);

/**
 * The orders of a wave. An order is in at most one open membership (result null): start_wave only leaves
 * "confirmed", and an order re-queued from an exception leaves its wave ("skipped") before it can be
 * waved again, so earlier waves keep it as history.
 */
export const waveOrders = pgTable(
  "wave_orders",
  {
    providerId: uuid("provider_id").notNull(),
    waveId: uuid("wave_id").notNull(),
    orderId: uuid("order_id").notNull(),
    position: integer("position").notNull(),
    /**
     * Set when picking is confirmed: picked, short (exception) or skipped (left the wave before); set to
     * skipped at once when the order is re-queued.
     */
    result: text("result", { enum: waveOrderResults }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.waveId, t.orderId] }),
    uniqueIndex("wave_orders_open_order_uq").on(t.providerId, t.orderId).where(sql`result is null`),
    tenantForeignKey("wave_orders_wave_fk", [t.providerId, t.waveId], waves),
    tenantForeignKey("wave_orders_order_fk", [t.providerId, t.orderId], orders),
  ],
);

/** The confirmed pick lines of a finished wave: one per SKU and location. */
export const wavePickLines = pgTable(
  "wave_pick_lines",
  {
    providerId: uuid("provider_id").notNull(),
    waveId: uuid("wave_id").notNull(),
    locationId: uuid("location_id").notNull(),
    variantId: uuid("variant_id").notNull(),
    required: integer("required").notNull(),
    picked: integer("picked").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.waveId, t.locationId, t.variantId] }),
    tenantForeignKey("wave_pick_lines_wave_fk", [t.providerId, t.waveId], waves),
  ],
);

/** Per provider and day, the last wave sequence number handed out (one upsert each). */
export const waveSequences = daySequenceTable("wave_sequences");
