import {
  countPlanKinds,
  countPlanStatuses,
  countTaskStatuses,
  type TAbcClass,
  type TFloorCountReason,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { warehouses } from "../warehouses/index.ts";

/** What a plan chose its locations by (the create request's fields, kept to say it again). */
export type TCountCriteria = {
  zoneId?: string;
  zoneCode?: string;
  from?: string;
  to?: string;
  customerId?: string;
  ownerCode?: string;
  variantIds?: string[];
  skus?: string[];
  days?: number;
  /** An ABC count: the class whose SKUs' locations it counts. */
  abcClass?: TAbcClass;
  /** A floor count: the locations it counts. */
  locationIds?: string[];
  /** A floor count: what the floor saw (floorCountReasons) and where (a wave's code, a note). */
  reason?: TFloorCountReason;
  detail?: string;
};

/**
 * Count plans (docs/counts.md): one warehouse's locations chosen by a rule, code CC + YYYYMMDD + 4 digits.
 * `variant_ids` / `customer_id` narrow what is counted at each location (SKU and customer plans).
 */
export const countPlans = pg.pgTable(
  "count_plans",
  {
    ...col.tenantKey(),
    code: pg.text("code").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    kind: pg.text("kind", { enum: countPlanKinds }).notNull(),
    status: pg.text("status", { enum: countPlanStatuses }).notNull().default("open"),
    criteria: pg.jsonb("criteria").$type<TCountCriteria>().notNull(),
    customerId: pg.uuid("customer_id"),
    variantIds: pg.uuid("variant_ids").array(),
    walkSize: pg.integer("walk_size").notNull(),
    walks: pg.integer("walks").notNull().default(0),
    skipped: pg.integer("skipped").notNull().default(0),
    note: pg.text("note").notNull().default(""),
    createdBy: pg.uuid("created_by").notNull(),
    createdByName: pg.text("created_by_name").notNull(),
    closedAt: col.stamp("closed_at"),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("count_plans", t),
    col.tenantForeignKey("count_plans_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    pg.uniqueIndex("count_plans_code_uq").on(t.providerId, t.code),
    pg.index("count_plans_created_idx").on(t.providerId, ...col.newestFirst(t)),
    pg.index("count_plans_status_idx").on(t.providerId, t.status, ...col.newestFirst(t)),
  ],
);

export const countPlanSequences = col.daySequenceTable("count_plan_sequences");

/**
 * One location of a plan to count, in walk order (`walk`, then `seq`). `round` counts the counts (2 is the
 * recount); `scanned_at` is the moment of the snapshot its lines compare with. `finished_at` is set when it
 * ends accurate, adjusted or cancelled: "not counted for N days" reads it.
 */
export const countTasks = pg.pgTable(
  "count_tasks",
  {
    ...col.tenantKey(),
    planId: pg.uuid("plan_id").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    locationId: pg.uuid("location_id").notNull(),
    walk: pg.integer("walk").notNull(),
    seq: pg.integer("seq").notNull(),
    status: pg.text("status", { enum: countTaskStatuses }).notNull().default("open"),
    round: pg.integer("round").notNull().default(0),
    scannedAt: col.stamp("scanned_at"),
    countedBy: pg.uuid("counted_by"),
    countedByName: pg.text("counted_by_name").notNull().default(""),
    countedAt: col.stamp("counted_at"),
    /** Who counted the rounds before (a recount is another operator's). */
    earlierCounters: pg.uuid("earlier_counters").array().notNull().default(sql`'{}'::uuid[]`),
    reviewedByName: pg.text("reviewed_by_name").notNull().default(""),
    note: pg.text("note").notNull().default(""),
    finishedAt: col.stamp("finished_at"),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("count_tasks", t),
    col.partOf("count_tasks_plan_fk", [t.providerId, t.planId], countPlans),
    pg.uniqueIndex("count_tasks_plan_location_uq").on(t.providerId, t.planId, t.locationId),
    pg.index("count_tasks_walk_idx").on(t.providerId, t.planId, t.walk, t.seq),
    pg.index("count_tasks_status_idx").on(t.providerId, t.status, t.planId),
    // "Not counted for N days" and "one open count per location".
    pg.index("count_tasks_location_idx").on(t.providerId, t.locationId, t.finishedAt),
    // The counts card's accuracy over a window.
    pg.index("count_tasks_finished_idx").on(t.providerId, t.finishedAt).where(sql`finished_at is not null`),
    pg
      .uniqueIndex("count_tasks_unfinished_uq")
      .on(t.providerId, t.locationId)
      .where(sql`status in ('open', 'counting', 'recount', 'review')`),
  ],
);

/**
 * What one round found of one SKU or lot (variant, owner, batch) at the task's location: `expected` is the
 * ledger's on-shelf quantity when the location was scanned (on hand less units already picked into totes),
 * `counted` what the operator scanned (null until submitted). `posted`: the variance written to the ledger.
 */
export const countLines = pg.pgTable(
  "count_lines",
  {
    ...col.tenantKey(),
    taskId: pg.uuid("task_id").notNull(),
    round: pg.integer("round").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    batch: pg.text("batch").notNull().default(""),
    expected: pg.integer("expected").notNull(),
    inWave: pg.integer("in_wave").notNull().default(0),
    counted: pg.integer("counted"),
    posted: pg.integer("posted"),
  },
  (t) => [
    ...col.tenantKeys("count_lines", t),
    col.partOf("count_lines_task_fk", [t.providerId, t.taskId], countTasks),
    pg
      .uniqueIndex("count_lines_key_uq")
      .on(t.providerId, t.taskId, t.round, t.variantId, t.customerId, t.batch),
  ],
);

/** The provider's count rules (one row per provider; defaults when none). */
export const countSettings = pg.pgTable("count_settings", {
  providerId: pg.uuid("provider_id").primaryKey(),
  recountThreshold: pg.integer("recount_threshold").notNull().default(0),
  approvalLimit: pg.numeric("approval_limit", { precision: 12, scale: 2 }).notNull().default("100"),
  updatedAt: col.stamp("updated_at").notNull().defaultNow(),
});
