import { feeKinds, locationTypes } from "@wms/contracts";
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
