import { languages, siteCheckoutRecordStatuses, siteCurrencies, siteLicenceStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, stamp } from "../../kernel/db/columns.ts";

/**
 * Marketing site of the review-collector extension. Not tenant data: buyers are anonymous visitors
 * identified by email, so these tables carry no provider_id.
 */

/** One paid checkout started on the site; the Stripe Checkout Session id is the buyer's receipt handle. */
export const siteCheckouts = pgTable(
  "site_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: text("plan_id").notNull(),
    email: text("email").notNull(),
    language: text("language", { enum: languages }).notNull(),
    currency: text("currency", { enum: siteCurrencies }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    stripeSessionId: text("stripe_session_id"),
    status: text("status", { enum: siteCheckoutRecordStatuses }).notNull().default("open"),
    createdAt: createdAt(),
    completedAt: stamp("completed_at"),
  },
  (t) => [
    uniqueIndex("site_checkouts_session_uq").on(t.stripeSessionId),
    index("site_checkouts_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** Licence keys the extension accepts. Free: one per email. Pro: one per paid checkout. */
export const siteLicences = pgTable(
  "site_licences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    licenceKey: text("licence_key").notNull(),
    planId: text("plan_id").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: siteLicenceStatuses }).notNull().default("active"),
    checkoutId: uuid("checkout_id").references(() => siteCheckouts.id),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
    cancelledAt: stamp("cancelled_at"),
  },
  (t) => [
    uniqueIndex("site_licences_key_uq").on(t.licenceKey),
    uniqueIndex("site_licences_checkout_uq").on(t.checkoutId),
    uniqueIndex("site_licences_free_email_uq").on(sql`lower(${t.email})`).where(sql`${t.planId} = 'free'`),
    index("site_licences_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/** Stripe events already handled: a redelivered event is acknowledged without running twice. */
export const siteStripeEvents = pgTable("site_stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: stamp("received_at").notNull().defaultNow(),
});
