import { bagStatuses, reviewScanOutcomes } from "@wms/contracts";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  daySequenceTable,
  historyKeys,
  stamp,
  tenantForeignKey,
  tenantKey,
  tenantKeys,
} from "../../kernel/db/columns.ts";
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
export const packingReviewScans = pgTable(
  "packing_review_scans",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    /** Null when the scanned code matched no line of the order. */
    variantId: uuid("variant_id"),
    scanned: text("scanned").notNull(),
    outcome: text("outcome", { enum: reviewScanOutcomes }).notNull(),
    actorUserId: uuid("actor_user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    tenantForeignKey("packing_review_scans_order_fk", [t.providerId, t.orderId], orders).onDelete("cascade"),
    index("packing_review_scans_order_idx").on(t.providerId, t.orderId, t.outcome),
    index("packing_review_scans_created_idx").on(t.providerId, t.createdAt),
  ],
);

/** A bag of packages for one logistics channel, handed to the carrier as a unit. */
export const packingBags = pgTable(
  "packing_bags",
  {
    ...tenantKey(() => providers.id),
    /** BG + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
    bagNumber: text("bag_number").notNull(),
    channelId: uuid("channel_id").notNull(),
    status: text("status", { enum: bagStatuses }).notNull().default("open"),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
    closedAt: stamp("closed_at"),
  },
  (t) => [
    ...tenantKeys("packing_bags", t),
    uniqueIndex("packing_bags_number_uq").on(t.providerId, t.bagNumber),
    tenantForeignKey("packing_bags_channel_fk", [t.providerId, t.channelId], logisticsChannels),
    index("packing_bags_channel_idx").on(t.providerId, t.channelId, t.status, t.createdAt.desc()),
    index("packing_bags_created_idx").on(t.providerId, t.createdAt.desc()),
    index("packing_bags_status_idx").on(t.providerId, t.status, t.createdAt.desc()),
  ],
);

/** A package (order) in a bag; an order is in at most one bag. */
export const packingBagItems = pgTable(
  "packing_bag_items",
  {
    providerId: uuid("provider_id").notNull(),
    bagId: uuid("bag_id").notNull(),
    orderId: uuid("order_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.orderId] }),
    tenantForeignKey("packing_bag_items_bag_fk", [t.providerId, t.bagId], packingBags).onDelete("cascade"),
    tenantForeignKey("packing_bag_items_order_fk", [t.providerId, t.orderId], orders).onDelete("cascade"),
    index("packing_bag_items_bag_idx").on(t.providerId, t.bagId, t.createdAt),
  ],
);

/** Per provider and day, the last bag sequence number handed out. */
export const packingBagSequences = daySequenceTable("packing_bag_sequences");

/** Every weighing at the scale, in kilograms, with the verdict against the expected weight. */
export const packingWeighings = pgTable(
  "packing_weighings",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    expectedKg: numeric("expected_kg", { precision: 10, scale: 3 }).notNull(),
    actualKg: numeric("actual_kg", { precision: 10, scale: 3 }).notNull(),
    withinTolerance: boolean("within_tolerance").notNull(),
    actorUserId: uuid("actor_user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...historyKeys("packing_weighings", t, "order", t.orderId, orders),
    index("packing_weighings_created_idx").on(t.providerId, t.createdAt.desc()),
  ],
);

/**
 * The weighing tolerance of a provider: a weight passes when |actual - expected| is at most the larger
 * of percent% of the expected weight and grams. No row: 10% / 50 g.
 */
export const packingSettings = pgTable("packing_settings", {
  providerId: uuid("provider_id")
    .primaryKey()
    .references(() => providers.id),
  tolerancePercent: numeric("tolerance_percent", { precision: 5, scale: 2 }).notNull(),
  toleranceGrams: integer("tolerance_grams").notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});
