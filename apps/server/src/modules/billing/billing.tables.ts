import { chargeSources, disputeStatuses, feeKinds, locationTypes, unpricedStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { customers, providers } from "../tenancy/index.ts";

/**
 * 3PL billing (docs/billing.md). Tenant tables: provider_id leads every key. A rate card is the provider's
 * default (customer_id null) or one customer's own; its versions each start on a day and run until the
 * next one starts; a version's rates are what each fee kind costs.
 */

/** The provider's billing currency: every card, charge and statement is in it. */
export const billingSettings = pg.pgTable("billing_settings", {
  providerId: pg
    .uuid("provider_id")
    .primaryKey()
    .references(() => providers.id),
  currency: pg.text("currency").notNull(),
  ...col.timestamps(),
});

export const rateCards = pg.pgTable(
  "rate_cards",
  {
    ...col.tenantKey(() => providers.id),
    customerId: pg.uuid("customer_id"),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("rate_cards", t),
    col.tenantForeignKey("rate_cards_customer_fk", [t.providerId, t.customerId], customers),
    /** One default card per provider, one card per customer. */
    pg.uniqueIndex("rate_cards_default_uq").on(t.providerId).where(sql`customer_id is null`),
    pg
      .uniqueIndex("rate_cards_customer_uq")
      .on(t.providerId, t.customerId)
      .where(sql`customer_id is not null`),
    pg.index("rate_cards_updated_idx").on(t.providerId, t.updatedAt, t.id),
  ],
);

/** A version of a card: its rates price every day from effective_from until the next version starts. */
export const rateCardVersions = pg.pgTable(
  "rate_card_versions",
  {
    ...col.tenantKey(),
    cardId: pg.uuid("card_id").notNull(),
    effectiveFrom: pg.date("effective_from", { mode: "string" }).notNull(),
    note: pg.text("note").notNull().default(""),
    createdBy: pg.text("created_by").notNull(),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("rate_card_versions", t),
    col.partOf("rate_card_versions_card_fk", [t.providerId, t.cardId], rateCards),
    pg.uniqueIndex("rate_card_versions_day_uq").on(t.providerId, t.cardId, t.effectiveFrom),
  ],
);

/** One rate of a version: a fee kind (with its location type and stock-age tier, for storage) and its amount. */
export const rateCardRates = pg.pgTable(
  "rate_card_rates",
  {
    providerId: pg.uuid("provider_id").notNull(),
    versionId: pg.uuid("version_id").notNull(),
    position: pg.integer("position").notNull(),
    kind: pg.text("kind", { enum: feeKinds }).notNull(),
    /** Money per unit, or a percent, as the kind says (`feeKindInfo`). */
    amount: pg.numeric("amount", { precision: 14, scale: 4 }).notNull(),
    locationType: pg.text("location_type", { enum: locationTypes }),
    ageFromDays: pg.integer("age_from_days").notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.versionId, t.position] }),
    col.partOf("rate_card_rates_version_fk", [t.providerId, t.versionId], rateCardVersions),
  ],
);

/**
 * The columns of a piece of billable work: whose, where, what kind, from which document and when. A charge
 * and an unpriced item share them; `charge_key` (`<source>:<source id>:<kind>`) names the work once, so it
 * is charged once however often the charging round runs.
 */
const work = () => ({
  ...col.tenantKey(),
  customerId: pg.uuid("customer_id").notNull(),
  warehouseId: pg.uuid("warehouse_id"),
  chargeKey: pg.text("charge_key").notNull(),
  kind: pg.text("kind", { enum: feeKinds }).notNull(),
  sourceKind: pg.text("source_kind", { enum: chargeSources }).notNull(),
  sourceId: pg.uuid("source_id").notNull(),
  sourceCode: pg.text("source_code").notNull(),
  eventAt: col.stamp("event_at").notNull(),
  billingDay: pg.date("billing_day", { mode: "string" }).notNull(),
  quantity: pg.numeric("quantity", { precision: 14, scale: 4 }).notNull(),
  /** Storage per location-day: the type of the locations counted (null for every other kind). */
  locationType: pg.text("location_type", { enum: locationTypes }),
  /** Storage: the first day of the stock-age tier that priced it (null elsewhere, or when no tier did). */
  ageFromDays: pg.integer("age_from_days"),
  createdAt: col.createdAt(),
});

/** A fee charged for work done, at the rate of the version in effect on its day; posted to the balance. */
export const billingCharges = pg.pgTable(
  "billing_charges",
  {
    ...work(),
    rate: pg.numeric("rate", { precision: 14, scale: 4 }).notNull(),
    amount: pg.numeric("amount", { precision: 14, scale: 2 }).notNull(),
    currency: pg.text("currency").notNull(),
    /** No foreign key: a customer's card may be deleted later, its charges stay as they were. */
    rateVersionId: pg.uuid("rate_version_id"),
    /** A credit note: the charge it reverses whole (one credit note per charge: its key is `credit:<id>`). */
    creditOfId: pg.uuid("credit_of_id"),
    /** Why a credit note was issued. */
    note: pg.text("note").notNull().default(""),
  },
  (t) => [
    ...col.tenantKeys("billing_charges", t),
    pg.uniqueIndex("billing_charges_key_uq").on(t.providerId, t.chargeKey),
    col.tenantForeignKey("billing_charges_customer_fk", [t.providerId, t.customerId], customers),
    pg
      .index("billing_charges_day_idx")
      .on(t.providerId, t.billingDay.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg
      .index("billing_charges_customer_idx")
      .on(t.providerId, t.customerId, t.billingDay.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg.index("billing_charges_source_idx").on(t.providerId, t.sourceKind, t.sourceId),
    pg
      .index("billing_charges_credit_idx")
      .on(t.providerId, t.creditOfId)
      .where(sql`credit_of_id is not null`),
    pg
      .index("billing_charges_kind_idx")
      .on(t.providerId, t.kind, t.billingDay.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg
      .index("billing_charges_warehouse_idx")
      .on(t.providerId, t.warehouseId, t.billingDay.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Work no rate priced (its card has no rate for the kind): open until the provider prices or waives it. */
export const billingUnpricedWork = pg.pgTable(
  "billing_unpriced_work",
  {
    ...work(),
    status: pg.text("status", { enum: unpricedStatuses }).notNull().default("open"),
    resolvedBy: pg.text("resolved_by"),
    resolvedAt: col.stamp("resolved_at"),
    waiveReason: pg.text("waive_reason").notNull().default(""),
    chargeId: pg.uuid("charge_id"),
  },
  (t) => [
    ...col.tenantKeys("billing_unpriced_work", t),
    pg.uniqueIndex("billing_unpriced_work_key_uq").on(t.providerId, t.chargeKey),
    col.tenantForeignKey("billing_unpriced_work_customer_fk", [t.providerId, t.customerId], customers),
    pg.index("billing_unpriced_work_status_idx").on(t.providerId, t.status, t.billingDay, t.id),
    pg.index("billing_unpriced_work_source_idx").on(t.providerId, t.sourceKind, t.sourceId),
  ],
);

/**
 * How far the charging round has looked at each source's events, per provider: the next round looks again
 * from a margin before it (a transaction that stamped its event earlier may commit later), and the unique
 * charge key keeps work it sees twice charged once.
 */
export const billingCursors = pg.pgTable(
  "billing_cursors",
  {
    providerId: pg.uuid("provider_id").notNull(),
    source: pg.text("source", { enum: chargeSources }).notNull(),
    through: col.stamp("through").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.providerId, t.source] })],
);

/**
 * A merchant's dispute of a charge: open until the provider accepts it (settled by a credit note, linked)
 * or rejects it (with a note). One open dispute per charge at a time.
 */
export const billingDisputes = pg.pgTable(
  "billing_disputes",
  {
    ...col.tenantKey(),
    customerId: pg.uuid("customer_id").notNull(),
    chargeId: pg.uuid("charge_id").notNull(),
    status: pg.text("status", { enum: disputeStatuses }).notNull().default("open"),
    reason: pg.text("reason").notNull(),
    raisedBy: pg.text("raised_by").notNull(),
    resolvedBy: pg.text("resolved_by"),
    resolvedAt: col.stamp("resolved_at"),
    resolutionNote: pg.text("resolution_note").notNull().default(""),
    creditNoteId: pg.uuid("credit_note_id"),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("billing_disputes", t),
    col.tenantForeignKey("billing_disputes_customer_fk", [t.providerId, t.customerId], customers),
    col.tenantForeignKey("billing_disputes_charge_fk", [t.providerId, t.chargeId], billingCharges),
    pg.uniqueIndex("billing_disputes_open_uq").on(t.providerId, t.chargeId).where(sql`status = 'open'`),
    pg.index("billing_disputes_charge_idx").on(t.providerId, t.chargeId, t.createdAt),
    pg
      .index("billing_disputes_list_idx")
      .on(t.providerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg
      .index("billing_disputes_customer_idx")
      .on(t.providerId, t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
