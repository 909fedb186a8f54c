import { sourcingMarketplaces, sourcingModes, sourcingStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { customers } from "../tenancy/index.ts";

/**
 * The sourcing service (docs/sourcing.md). Tenant tables: provider_id leads every key; a request belongs to
 * one customer of the provider, its quote and log hang off it.
 */

/** One sourcing request (one item of a submission); its code is SR + YYYYMMDD + 4-digit sequence of the day. */
export const sourcingRequests = pg.pgTable(
  "sourcing_requests",
  {
    ...col.tenantKey(),
    code: pg.text("code").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    mode: pg.text("mode", { enum: sourcingModes }).notNull(),
    status: pg.text("status", { enum: sourcingStatuses }).notNull().default("submitted"),
    url: pg.text("url").notNull().default(""),
    /** The link's marketplace and its key there (docs/sourcing.md, "Duplicates"): what a duplicate matches on. */
    marketplace: pg.text("marketplace", { enum: sourcingMarketplaces }),
    linkKey: pg.text("link_key"),
    keywords: pg.text("keywords").notNull().default(""),
    imageUrl: pg.text("image_url").notNull().default(""),
    /**
     * Product-id mode: the customer's product the request is about. No foreign key (nor on
     * created_product_id): a request is history, and a product deleted later leaves it readable.
     */
    productId: pg.uuid("product_id"),
    expectedPrice: pg.numeric("expected_price", { precision: 12, scale: 2 }),
    purchaseReason: pg.text("purchase_reason").notNull().default(""),
    description: pg.text("description").notNull().default(""),
    itemsCount: pg.integer("items_count").notNull().default(1),
    assigneeId: pg.uuid("assignee_id"),
    rejectReason: pg.text("reject_reason").notNull().default(""),
    /** The pending quote's last moment; null without one. */
    validUntil: col.stamp("valid_until"),
    /** When the customer was told the quote is about to expire (once per quote). */
    expiryWarnedAt: col.stamp("expiry_warned_at"),
    /** The catalogue product a confirmed quote created (or, in product mode, linked). */
    createdProductId: pg.uuid("created_product_id"),
    createdBy: pg.uuid("created_by").notNull(),
    ...col.timestamps(),
    startedAt: col.stamp("started_at"),
    quotedAt: col.stamp("quoted_at"),
    completedAt: col.stamp("completed_at"),
    closedAt: col.stamp("closed_at"),
  },
  (t) => [
    ...col.tenantKeys("sourcing_requests", t),
    pg.uniqueIndex("sourcing_requests_code_uq").on(t.providerId, t.code),
    col.tenantForeignKey("sourcing_requests_customer_fk", [t.providerId, t.customerId], customers),
    pg.index("sourcing_requests_created_idx").on(t.providerId, ...col.newestFirst(t)),
    pg.index("sourcing_requests_customer_idx").on(t.providerId, t.customerId, ...col.newestFirst(t)),
    pg.index("sourcing_requests_status_idx").on(t.providerId, t.status, ...col.newestFirst(t)),
    pg.index("sourcing_requests_assignee_idx").on(t.providerId, t.assigneeId, ...col.newestFirst(t)),
    pg.index("sourcing_requests_link_idx").on(t.providerId, t.customerId, t.linkKey),
    /** Billing's charging round reads the requests completed (quote confirmed) since it last looked. */
    pg
      .index("sourcing_requests_completed_idx")
      .on(t.providerId, t.completedAt)
      .where(sql`completed_at is not null`),
    /** The expiry round reads the pending quotes by their validity. */
    pg
      .index("sourcing_requests_valid_until_idx")
      .on(t.validUntil)
      .where(sql`status = 'pending_confirmation'`),
  ],
);

/**
 * A quoted variant. `weight` (kilograms) is absent on quotes sent before quotes carried weights: such a quote
 * still reads, but cannot be confirmed (its product's parcels could not be weighed).
 */
export type TSourcingQuoteVariant = {
  colour: string;
  size: string;
  sku: string;
  unitCost: string;
  weight?: string;
};
export type TSourcingShippingRow = { country: string; cost: string };

/** The request's current quote (one row; a new quote replaces it and counts up `version`). */
export const sourcingQuotes = pg.pgTable(
  "sourcing_quotes",
  {
    providerId: pg.uuid("provider_id").notNull(),
    requestId: pg.uuid("request_id").notNull(),
    version: pg.integer("version").notNull().default(1),
    supplierName: pg.text("supplier_name").notNull(),
    supplierUrl: pg.text("supplier_url").notNull().default(""),
    productTitle: pg.text("product_title").notNull(),
    currency: pg.text("currency").notNull(),
    moq: pg.integer("moq").notNull(),
    leadTimeDays: pg.integer("lead_time_days").notNull(),
    validUntil: col.stamp("valid_until").notNull(),
    /** The variants priced (colour, size, SKU, unit cost, weight) and the shipping cost per destination country. */
    variants: pg.jsonb("variants").$type<TSourcingQuoteVariant[]>().notNull(),
    shipping: pg.jsonb("shipping").$type<TSourcingShippingRow[]>().notNull(),
    remark: pg.text("remark").notNull().default(""),
    quotedBy: pg.uuid("quoted_by").notNull(),
    quotedByName: pg.text("quoted_by_name").notNull(),
    quotedAt: col.stamp("quoted_at").notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.requestId] }),
    col.partOf("sourcing_quotes_request_fk", [t.providerId, t.requestId], sourcingRequests),
  ],
);

/** The request's log: every transition and quote, with who (null: the system) and when. */
export const sourcingLogs = pg.pgTable(
  "sourcing_logs",
  {
    ...col.tenantKey(),
    requestId: pg.uuid("request_id").notNull(),
    action: pg.text("action").notNull(),
    fromStatus: pg.text("from_status"),
    toStatus: pg.text("to_status"),
    actorUserId: pg.uuid("actor_user_id"),
    actorName: pg.text("actor_name").notNull(),
    detail: pg.jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: col.createdAt(),
  },
  (t) => col.historyKeys("sourcing_logs", t, "request", t.requestId, sourcingRequests),
);

/** Per provider and day, the last request sequence number handed out. */
export const sourcingSequences = col.daySequenceTable("sourcing_sequences");

/** A provider's default daily quota per customer (no row: `sourcingLimits.defaultDailyQuota`). */
export const sourcingSettings = pg.pgTable("sourcing_settings", {
  providerId: pg.uuid("provider_id").primaryKey(),
  defaultDailyQuota: pg.integer("default_daily_quota").notNull(),
  ...col.timestamps(),
});

/** One customer's daily quota, where the provider set one. */
export const sourcingCustomerQuotas = pg.pgTable(
  "sourcing_customer_quotas",
  {
    providerId: pg.uuid("provider_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    dailyQuota: pg.integer("daily_quota").notNull(),
    ...col.timestamps(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.customerId] }),
    col
      .tenantForeignKey("sourcing_customer_quotas_customer_fk", [t.providerId, t.customerId], customers)
      .onDelete("cascade"),
  ],
);

/**
 * Requests a customer submitted per UTC day: one conditional upsert reserves a submission's items only if
 * they fit the quota, so concurrent submissions can never pass it together.
 */
export const sourcingDailyCounts = pg.pgTable(
  "sourcing_daily_counts",
  {
    providerId: pg.uuid("provider_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    day: pg.date("day", { mode: "string" }).notNull(),
    used: pg.integer("used").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.providerId, t.customerId, t.day] })],
);
