import type {
  TExceptionQuery,
  THandleExceptionRequest,
  THandleExceptionResponse,
  TLanguage,
} from "@wms/contracts";
import { and, asc, count, desc, eq, ilike, or } from "drizzle-orm";
import type { AccessScope } from "../../platform/access-scope.ts";
import type { Db } from "../../platform/db/client.ts";
import { containsPattern, toPage } from "../../platform/db/sql-helpers.ts";
import { AppError } from "../../platform/errors.ts";
import { formatMessage } from "../../platform/spreadsheets.ts";
import { transitionOrder } from "../orders/orders.lifecycle.ts";
import { actorOf } from "../orders/orders.service.ts";
import { orders } from "../orders/orders.tables.ts";

/**
 * Exception management: orders in state "exception", filtered by reason code. A reason is stored as the
 * code itself or "<code>: details" by the floor (picking, review, weighing, shipping).
 */

export async function listExceptions(db: Db, scope: AccessScope, q: TExceptionQuery) {
  const providerId = scope.ownProviderId();
  const where = and(
    eq(orders.providerId, providerId),
    eq(orders.status, "exception"),
    q.warehouse_id ? eq(orders.warehouseId, q.warehouse_id) : undefined,
    q.reason
      ? or(eq(orders.exceptionReason, q.reason), ilike(orders.exceptionReason, `${q.reason}:%`))
      : undefined,
    q.keyword
      ? or(
          ilike(orders.code, containsPattern(q.keyword)),
          ilike(orders.consignee, containsPattern(q.keyword)),
          ilike(orders.trackingNumber, containsPattern(q.keyword)),
        )
      : undefined,
  );
  // orders_status_idx (provider, status, created_at) narrows to the tenant's exceptions first.
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(q.order === "asc" ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id))
      .limit(q.page_size)
      .offset((q.cur_page - 1) * q.page_size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const list = rows.map((o) => ({
    order_id: o.id,
    code: o.code,
    customer_id: o.customerId,
    warehouse_id: o.warehouseId,
    consignee: o.consignee,
    exception_from: o.exceptionFrom ?? "",
    exception_reason: o.exceptionReason,
    updated_at: Math.floor(o.updatedAt.getTime() / 1000),
  }));
  return toPage(list, total?.n ?? 0, q);
}

/**
 * Resolve: back to the state the exception came from. Cancel: cut off (stock released, picked goods get
 * a return-to-shelf task) then cancelled. One transaction per order; failures are reported per order.
 */
export async function handleExceptions(
  db: Db,
  scope: AccessScope,
  input: THandleExceptionRequest,
  lang: TLanguage,
): Promise<THandleExceptionResponse & { firstCode?: number }> {
  const actor = await actorOf(scope, undefined);
  const result: THandleExceptionResponse & { firstCode?: number } = { done: [], errors: [] };
  for (const orderId of [...new Set(input.order_ids)]) {
    try {
      await db.transaction(async (tx) => {
        const reason = input.note;
        if (input.action === "resolve") {
          await transitionOrder(tx, actor, { orderId, action: "resolve_exception", lang, reason });
          return;
        }
        // cut_off also accepts other floor states: only exceptions are handled here.
        const [row] = await tx
          .select({ status: orders.status, code: orders.code })
          .from(orders)
          .where(and(eq(orders.providerId, actor.providerId), eq(orders.id, orderId)));
        if (row && row.status !== "exception")
          throw new AppError(
            4009,
            formatMessage("order.refused", lang, {
              code: row.code,
              action: formatMessage("order.action.cancel", lang),
              status: formatMessage(`order.status.${row.status}`, lang),
            }),
          );
        await transitionOrder(tx, actor, { orderId, action: "cut_off", lang, reason });
        await transitionOrder(tx, actor, { orderId, action: "cancel", lang, reason });
      });
      result.done.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.firstCode ??= error.code;
      result.errors.push({
        order_id: orderId,
        key: error.messageKey,
        message: formatMessage(error.messageKey, lang),
      });
    }
  }
  return result;
}
