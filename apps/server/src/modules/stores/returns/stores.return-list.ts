import type { TShopReturn } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { type TWithTexts, text } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import { returns } from "../../returns/index.ts";
import { shopReturnReports, shopReturns } from "../stores.tables.ts";

/** The returns of shop orders as the order list shows them on each order's row (docs/stores.md "Returns"). */

type TRow = {
  intake: typeof shopReturns.$inferSelect;
  report: typeof shopReturnReports.$inferSelect | null;
  code: string | null;
};

/** What the report to Shopify stands at, and what went wrong in words (Shopify's own included). */
function presentReport(r: NonNullable<TRow["report"]>): TWithTexts<NonNullable<TShopReturn["report"]>> {
  const retrying = r.state === "due" && r.attempts > 0 && r.errorDetail !== "";
  return {
    state: r.state,
    error_text: r.error
      ? text(`store.reportError.${r.error}`, { detail: r.errorDetail, attempts: r.attempts })
      : retrying
        ? text("store.reportRetrying", { detail: r.errorDetail })
        : null,
    attempts: r.attempts,
    sent_at: seconds(r.sentAt),
    due_at: r.state === "due" ? seconds(r.dueAt) : null,
  };
}

function presentReturn({ intake, report, code }: TRow): TWithTexts<TShopReturn> {
  return {
    shopify_return_id: intake.shopifyReturnId,
    name: intake.name,
    state: intake.state,
    reason: intake.reason,
    reason_text: intake.reason ? text(`store.returnReason.${intake.reason}`, intake.reasonParams) : null,
    return_id: intake.returnId,
    return_code: code,
    report: report ? presentReport(report) : null,
    updated_at: seconds(intake.updatedAt) ?? 0,
  };
}

/** The returns of these shop orders, oldest first, by shop order. */
export async function returnsOfShopOrders(db: Db, providerId: string, shopOrderIds: string[]) {
  const byOrder = new Map<string, TWithTexts<TShopReturn>[]>();
  if (shopOrderIds.length === 0) return byOrder;
  const rows = await db
    .select({ intake: shopReturns, report: shopReturnReports, code: returns.code })
    .from(shopReturns)
    .leftJoin(
      shopReturnReports,
      and(
        eq(shopReturnReports.providerId, shopReturns.providerId),
        eq(shopReturnReports.shopReturnId, shopReturns.id),
      ),
    )
    .leftJoin(
      returns,
      and(eq(returns.providerId, shopReturns.providerId), eq(returns.id, shopReturns.returnId)),
    )
    .where(and(eq(shopReturns.providerId, providerId), inArray(shopReturns.shopOrderId, shopOrderIds)))
    .orderBy(shopReturns.createdAt, shopReturns.id);
  for (const row of rows) {
    const id = row.intake.shopOrderId as string;
    byOrder.set(id, [...(byOrder.get(id) ?? []), presentReturn(row)]);
  }
  return byOrder;
}
