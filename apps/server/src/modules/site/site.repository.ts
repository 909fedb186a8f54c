import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { siteCheckouts, siteLicences, siteStripeEvents } from "./site.tables.ts";

export type TCheckoutRow = typeof siteCheckouts.$inferSelect;
export type TLicenceRow = typeof siteLicences.$inferSelect;

export function findFreeLicence(db: Db, email: string) {
  return db
    .select()
    .from(siteLicences)
    .where(and(eq(siteLicences.planId, "free"), sql`lower(${siteLicences.email}) = lower(${email})`))
    .limit(1)
    .then((r) => r[0]);
}

/** Undefined when a concurrent request issued this email's free licence first (partial unique index). */
export function insertLicence(db: Db, values: typeof siteLicences.$inferInsert) {
  return db
    .insert(siteLicences)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((r) => r[0]);
}

export function findLicenceOfCheckout(db: Db, checkoutId: string) {
  return db
    .select()
    .from(siteLicences)
    .where(eq(siteLicences.checkoutId, checkoutId))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertCheckout(
  db: Db,
  values: typeof siteCheckouts.$inferInsert,
): Promise<TCheckoutRow> {
  const [row] = await db.insert(siteCheckouts).values(values).returning();
  if (!row) throw new Error("checkout not inserted");
  return row;
}

export async function setCheckoutSession(db: Db, id: string, stripeSessionId: string) {
  await db.update(siteCheckouts).set({ stripeSessionId }).where(eq(siteCheckouts.id, id));
}

export async function deleteCheckout(db: Db, id: string) {
  await db.delete(siteCheckouts).where(eq(siteCheckouts.id, id));
}

export function findCheckoutBySession(db: Db, stripeSessionId: string) {
  return db
    .select()
    .from(siteCheckouts)
    .where(eq(siteCheckouts.stripeSessionId, stripeSessionId))
    .limit(1)
    .then((r) => r[0]);
}

/** open -> completed, once: the caller that gets the row back is the one that issues the licence. */
export function completeCheckout(db: Db, stripeSessionId: string) {
  return db
    .update(siteCheckouts)
    .set({ status: "completed", completedAt: new Date() })
    .where(and(eq(siteCheckouts.stripeSessionId, stripeSessionId), eq(siteCheckouts.status, "open")))
    .returning()
    .then((r) => r[0]);
}

export async function expireCheckout(db: Db, stripeSessionId: string) {
  await db
    .update(siteCheckouts)
    .set({ status: "expired" })
    .where(and(eq(siteCheckouts.stripeSessionId, stripeSessionId), eq(siteCheckouts.status, "open")));
}

export async function cancelLicencesOfSubscription(db: Db, subscriptionId: string) {
  await db
    .update(siteLicences)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(and(eq(siteLicences.stripeSubscriptionId, subscriptionId), eq(siteLicences.status, "active")));
}

/** False when the event was handled before (Stripe redelivers on timeouts). */
export async function recordStripeEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(siteStripeEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: siteStripeEvents.eventId });
  return rows.length === 1;
}
