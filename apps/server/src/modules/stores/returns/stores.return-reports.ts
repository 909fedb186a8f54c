import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { matches } from "../../../kernel/db/sql-helpers.ts";
import type { TInspectedShopReturn, TReturnInspectedListener } from "../../returns/index.ts";
import {
  shopDispositionOf,
  shopReturnReports,
  shopReturns,
  type TReportLine,
  type TShopDispositionType,
} from "../stores.tables.ts";

/**
 * The queue of inspections to report to Shopify (docs/stores.md "Returns"), designed as the fulfilments'
 * queue: the returns module tells its listeners when the inspection of an RMA made from a shop's return is
 * finished, inside that transaction; the listener only writes the report, due now (so the inspection and
 * its report stand or fall together, and Shopify is never called while the RMA is locked). The worker's
 * round claims due reports with a lease and sends them.
 */

export type TShopReturnReportRow = typeof shopReturnReports.$inferSelect;

/** How long a claim holds: longer than any send (a few Shopify calls with a 30 s timeout each). */
const claimLeaseMs = 5 * 60_000;

/** The RMA's lines as Shopify's disposition types: units by type, and the missing ones as MISSING. */
export function reportLinesOf(lines: TInspectedShopReturn["lines"]): TReportLine[] {
  return lines.flatMap((line) => {
    const units = new Map<TShopDispositionType, number>();
    const add = (type: TShopDispositionType, quantity: number) =>
      quantity > 0 && units.set(type, (units.get(type) ?? 0) + quantity);
    for (const u of line.units) add(shopDispositionOf[u.disposition], u.quantity);
    add("MISSING", line.missing);
    return units.size > 0
      ? [{ variantId: line.variantId, units: [...units].map(([type, quantity]) => ({ type, quantity })) }]
      : [];
  });
}

/** The returns module's hook: a finished inspection of a shop's return is due for its shop. */
export const reportOnInspection: TReturnInspectedListener = {
  name: "stores:report-dispositions",
  async inspected(tx, report) {
    const [intake] = await tx
      .select({ id: shopReturns.id, shopId: shopReturns.shopId })
      .from(shopReturns)
      .where(
        and(
          eq(shopReturns.providerId, report.providerId),
          eq(shopReturns.shopifyReturnId, report.shopReturnId),
        ),
      )
      .limit(1);
    if (!intake) return;
    await tx
      .insert(shopReturnReports)
      .values({
        providerId: report.providerId,
        shopId: intake.shopId,
        shopReturnId: intake.id,
        returnId: report.returnId,
        lines: reportLinesOf(report.lines),
      })
      .onConflictDoNothing();
  },
};

/** Claims the reports due by `now`, of every shop, in one statement (rows another sender is claiming are skipped). */
export function claimDueReports(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: shopReturnReports.id })
    .from(shopReturnReports)
    .where(
      and(
        eq(shopReturnReports.state, "due"),
        sql`${shopReturnReports.dueAt} <= ${now}`,
        or(
          isNull(shopReturnReports.claimedAt),
          lt(shopReturnReports.claimedAt, new Date(now.getTime() - claimLeaseMs)),
        ),
      ),
    )
    .orderBy(shopReturnReports.dueAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(shopReturnReports)
    .set({ claimedAt: now })
    .where(inArray(shopReturnReports.id, due))
    .returning();
}

/** The outcome of a send, written with the claim released. */
export function settleReport(
  db: Db,
  row: Pick<TShopReturnReportRow, "providerId" | "id">,
  values: Partial<typeof shopReturnReports.$inferInsert>,
) {
  return db
    .update(shopReturnReports)
    .set({ ...values, claimedAt: null, updatedAt: new Date() })
    .where(matches(shopReturnReports, { providerId: row.providerId, id: row.id }));
}

/** The shop's failed reports due again now, their tries counted afresh ("Retry failed"); answers how many. */
export async function requeueFailedReports(db: Db, shop: { providerId: string; shopId: string }, now: Date) {
  const rows = await db
    .update(shopReturnReports)
    .set({ state: "due", dueAt: now, attempts: 0, error: null, errorDetail: "", updatedAt: now })
    .where(and(matches(shopReturnReports, shop), eq(shopReturnReports.state, "failed")))
    .returning({ id: shopReturnReports.id });
  return rows.length;
}
