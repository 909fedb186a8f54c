import { waveKinds, waveOrderResults, waveStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
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
export const waveStrategies = pg.pgTable(
  "wave_strategies",
  {
    ...col.tenantKey(() => providers.id),
    name: pg.text("name").notNull(),
    kind: pg.text("kind", { enum: waveKinds }).notNull(),
    /** null: every warehouse of the provider. */
    warehouseId: pg.uuid("warehouse_id"),
    maxOrdersPerWave: pg.integer("max_orders_per_wave").notNull(),
    maxLinesPerWave: pg.integer("max_lines_per_wave").notNull(),
    enabled: pg.boolean("enabled").notNull().default(true),
    remark: pg.text("remark").notNull().default(""),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("wave_strategies", t),
    col.tenantForeignKey("wave_strategies_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    pg.uniqueIndex("wave_strategies_name_uq").on(t.providerId, t.name),
    pg.index("wave_strategies_kind_idx").on(t.providerId, t.enabled, t.kind),
    pg.index("wave_strategies_warehouse_idx").on(t.providerId, t.warehouseId),
  ],
);

export const waves = pg.pgTable(
  "waves",
  {
    ...col.tenantKey(),
    /** WV + YYYYMMDD + "-" + sequence of the day (3+ digits), unique per provider. */
    code: pg.text("code").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    /** The strategy used; its name and kind are copied so the wave reads the same after edits. */
    strategyId: pg.uuid("strategy_id"),
    strategyName: pg.text("strategy_name").notNull(),
    strategyKind: pg.text("strategy_kind").notNull(),
    status: pg.text("status", { enum: waveStatuses }).notNull().default("picking"),
    orderCount: pg.integer("order_count").notNull(),
    lineCount: pg.integer("line_count").notNull(),
    unitCount: pg.integer("unit_count").notNull(),
    exceptionCount: pg.integer("exception_count").notNull().default(0),
    createdBy: pg.uuid("created_by").notNull(),
    createdAt: col.createdAt(),
    pickedBy: pg.uuid("picked_by"),
    pickedAt: col.stamp("picked_at"),
  },
  (t) => [
    ...col.tenantKeys("waves", t),
    pg.uniqueIndex("waves_code_uq").on(t.providerId, t.code),
    col.tenantForeignKey("waves_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    pg.index("waves_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst(), t.id),
    pg.index("waves_status_idx").on(t.providerId, t.status, t.createdAt.desc().nullsFirst()),
    pg.index("waves_strategy_idx").on(t.providerId, t.strategyId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The orders of a wave. An order is in at most one open membership (result null): start_wave only leaves
 * "confirmed", and an order re-queued from an exception leaves its wave ("skipped") before it can be
 * waved again, so earlier waves keep it as history.
 */
export const waveOrders = pg.pgTable(
  "wave_orders",
  {
    providerId: pg.uuid("provider_id").notNull(),
    waveId: pg.uuid("wave_id").notNull(),
    orderId: pg.uuid("order_id").notNull(),
    position: pg.integer("position").notNull(),
    /**
     * Set when picking is confirmed: picked, short (exception) or skipped (left the wave before); set to
     * skipped at once when the order is re-queued.
     */
    result: pg.text("result", { enum: waveOrderResults }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.waveId, t.orderId] }),
    pg.uniqueIndex("wave_orders_open_order_uq").on(t.providerId, t.orderId).where(sql`result is null`),
    col.tenantForeignKey("wave_orders_wave_fk", [t.providerId, t.waveId], waves),
    col.tenantForeignKey("wave_orders_order_fk", [t.providerId, t.orderId], orders),
  ],
);

/** The confirmed pick lines of a finished wave: one per SKU and location. */
export const wavePickLines = pg.pgTable(
  "wave_pick_lines",
  {
    providerId: pg.uuid("provider_id").notNull(),
    waveId: pg.uuid("wave_id").notNull(),
    locationId: pg.uuid("location_id").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    required: pg.integer("required").notNull(),
    picked: pg.integer("picked").notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.waveId, t.locationId, t.variantId] }),
    col.tenantForeignKey("wave_pick_lines_wave_fk", [t.providerId, t.waveId], waves),
  ],
);

/** Per provider and day, the last wave sequence number handed out (one upsert each). */
export const waveSequences = col.daySequenceTable("wave_sequences");
