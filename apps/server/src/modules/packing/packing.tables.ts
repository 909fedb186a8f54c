import { bagStatuses, reviewScanOutcomes, weighingOutcomes } from "@wms/contracts";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orders } from "../orders/index.ts";
import { providers } from "../tenancy/index.ts";

/**
 * Packing floor (review, bagging, weighing): see docs/packing.md. Tenant tables, provider_id leads
 * every key; orders move only through orders.lifecycle.ts.
 */

/**
 * Every scan at the review bench: accepted ones count towards the order's lines, refused ones
 * (wrong item, more than ordered) stay as a record of the mistake.
 */
export const packingReviewScans = pg.pgTable(
  "packing_review_scans",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    /** Null when the scanned code matched no line of the order. */
    variantId: pg.uuid("variant_id"),
    scanned: pg.text("scanned").notNull(),
    outcome: pg.text("outcome", { enum: reviewScanOutcomes }).notNull(),
    actorUserId: pg.uuid("actor_user_id").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    col.partOf("packing_review_scans_order_fk", [t.providerId, t.orderId], orders),
    pg.index("packing_review_scans_order_idx").on(t.providerId, t.orderId, t.outcome),
    pg.index("packing_review_scans_created_idx").on(t.providerId, t.createdAt),
  ],
);

/** A bag of packages for one logistics channel, handed to the carrier as a unit. */
export const packingBags = pg.pgTable(
  "packing_bags",
  {
    ...col.tenantKey(() => providers.id),
    /** BG + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
    bagNumber: pg.text("bag_number").notNull(),
    channelId: pg.uuid("channel_id").notNull(),
    status: pg.text("status", { enum: bagStatuses }).notNull().default("open"),
    createdBy: pg.uuid("created_by").notNull(),
    createdAt: col.createdAt(),
    closedAt: col.stamp("closed_at"),
  },
  (t) => [
    ...col.tenantKeys("packing_bags", t),
    pg.uniqueIndex("packing_bags_number_uq").on(t.providerId, t.bagNumber),
    col.tenantForeignKey("packing_bags_channel_fk", [t.providerId, t.channelId], logisticsChannels),
    pg
      .index("packing_bags_channel_idx")
      .on(t.providerId, t.channelId, t.status, t.createdAt.desc().nullsFirst()),
    pg.index("packing_bags_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst()),
    pg.index("packing_bags_status_idx").on(t.providerId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** A package (order) in a bag; an order is in at most one bag. */
export const packingBagItems = pg.pgTable(
  "packing_bag_items",
  {
    providerId: pg.uuid("provider_id").notNull(),
    bagId: pg.uuid("bag_id").notNull(),
    orderId: pg.uuid("order_id").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.orderId] }),
    col.partOf("packing_bag_items_bag_fk", [t.providerId, t.bagId], packingBags),
    col.partOf("packing_bag_items_order_fk", [t.providerId, t.orderId], orders),
    pg.index("packing_bag_items_bag_idx").on(t.providerId, t.bagId, t.createdAt),
  ],
);

/** Per provider and day, the last bag sequence number handed out. */
export const packingBagSequences = col.daySequenceTable("packing_bag_sequences");

/** Every weighing at the scale, in kilograms, with the verdict against the expected weight. */
export const packingWeighings = pg.pgTable(
  "packing_weighings",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    expectedKg: pg.numeric("expected_kg", { precision: 10, scale: 3 }).notNull(),
    actualKg: pg.numeric("actual_kg", { precision: 10, scale: 3 }).notNull(),
    withinTolerance: pg.boolean("within_tolerance").notNull(),
    /** What the weighing did: weighed, weigh_again (first miss), exception (second miss), weight_recorded. */
    outcome: pg.text("outcome", { enum: weighingOutcomes }).notNull().default("weighed"),
    actorUserId: pg.uuid("actor_user_id").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    ...col.historyKeys("packing_weighings", t, "order", t.orderId, orders),
    pg.index("packing_weighings_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The weighing tolerance of a provider: a weight passes when |actual - expected| is at most the larger
 * of percent% of the expected weight and grams. No row: 10% / 50 g.
 */
export const packingSettings = pg.pgTable("packing_settings", {
  providerId: pg
    .uuid("provider_id")
    .primaryKey()
    .references(() => providers.id),
  tolerancePercent: pg.numeric("tolerance_percent", { precision: 5, scale: 2 }).notNull(),
  toleranceGrams: pg.integer("tolerance_grams").notNull(),
  updatedAt: col.stamp("updated_at").notNull().defaultNow(),
});
