import type {
  TExceptionQuery,
  THandleExceptionRequest,
  THandleExceptionResponse,
  TReportExceptionRequest,
} from "@wms/contracts";
import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { matches, tenantRow, toPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, conflict, type TWithTexts } from "../../kernel/errors.ts";
import {
  actorOf,
  findOrdersByIds,
  orders,
  refused,
  type TOrderActor,
  transitionOrder,
} from "../orders/index.ts";
import { bagOfOrder, discardAcceptedReviewScans, removeFromBag } from "../packing/index.ts";
import { leftItsWave, skipOpenWaveMembership } from "../waves/index.ts";
import { shippingNoticeOrders, shippingNotices } from "./shipping.tables.ts";

/**
 * Exception management: orders in state "exception", filtered by reason code. A reason is stored as the
 * code itself or "<code>: details" by the floor (picking, review, weighing, shipping). Return-to-shelf
 * tasks: shipping.shelf-returns.ts.
 */

export async function listExceptions(db: Db, scope: AccessScope, q: TExceptionQuery) {
  const providerId = scope.ownProviderId();
  // orders_status_idx (provider, status, created_at) narrows to the tenant's exceptions first.
  const { rows, total } = await listPage(
    db,
    {
      from: orders,
      where: [
        eq(orders.providerId, providerId),
        eq(orders.status, "exception"),
        filterEq(orders.warehouseId, q.warehouse_id),
        q.reason
          ? or(eq(orders.exceptionReason, q.reason), ilike(orders.exceptionReason, `${q.reason}:%`))
          : undefined,
      ],
      keyword: [orders.code, orders.consignee, orders.trackingNumber],
      sort: orders.createdAt,
      id: orders.id,
      idOrder: "desc",
    },
    q,
  );
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
  return toPage(list, total, q);
}

/**
 * Resolve: back to the state the exception came from. Re-queue: back to confirmed with the stock
 * allocated again (requeue_exception), having left its wave, bag and shipping notice and with its
 * accepted review scans discarded, so the order runs through the floor afresh. Cancel: cut off (stock
 * released, picked goods get a return-to-shelf task), out of its bag and notice, then cancelled.
 * One transaction per order; failures are reported per order as { order_id: code, key: uuid, message }.
 */
export async function handleExceptions(
  db: Db,
  scope: AccessScope,
  input: THandleExceptionRequest,
): Promise<TBulkResult> {
  const actor = await actorOf(scope, undefined);
  return eachOrder(db, actor, input.order_ids, async (tx, orderId) => {
    const reason = input.note;
    if (input.action === "resolve") {
      const resumeAt = await resumeStateOf(tx, actor.providerId, orderId);
      await transitionOrder(tx, actor, { orderId, action: "resolve_exception", reason, resumeAt });
      return;
    }
    // Same lock order as handing over a notice (notice, then order): no deadlock with it.
    const notice = await lockOpenNotice(tx, actor.providerId, orderId);
    if (input.action === "requeue") {
      await transitionOrder(tx, actor, { orderId, action: "requeue_exception", reason });
      await leaveFloor(tx, actor.providerId, orderId, notice, { restart: true });
      return;
    }
    // cut_off also accepts other floor states: only exceptions are handled here.
    const [row] = await tx
      .select({ status: orders.status, code: orders.code })
      .from(orders)
      .where(tenantRow(orders, actor.providerId, orderId));
    if (row && row.status !== "exception") throw refused(row, "cancel");
    await transitionOrder(tx, actor, { orderId, action: "cut_off", reason });
    await transitionOrder(tx, actor, { orderId, action: "cancel", reason });
    await leaveFloor(tx, actor.providerId, orderId, notice, { restart: false });
  });
}

/**
 * Staff report a problem the floor cannot detect by itself (review mismatch, address problem, carrier
 * failure): the order goes to exceptions with that reason (and the note) from any floor state, and leaves
 * its open shipping notice so the rest of the handover is not blocked. Resolving brings it back.
 */
export async function reportExceptions(
  db: Db,
  scope: AccessScope,
  input: TReportExceptionRequest,
): Promise<TBulkResult> {
  const actor = await actorOf(scope, undefined);
  const reason = input.note ? `${input.reason}: ${input.note}` : input.reason;
  return eachOrder(db, actor, input.order_ids, async (tx, orderId) => {
    const notice = await lockOpenNotice(tx, actor.providerId, orderId);
    await transitionOrder(tx, actor, { orderId, action: "mark_exception", reason });
    if (notice) await leaveNotice(tx, actor.providerId, orderId, notice);
  });
}

/**
 * Where a resolved exception resumes: the state it came from, unless what that state stands for is gone.
 * A bagged parcel that is in no bag any more resumes at weighed, so it is bagged again (a warehouse that
 * does not bag passes the step at once) and never ships outside its bag. An order raised from a wave that
 * is no longer picked for it (a short pick: the wave's picking was confirmed) cannot go back into it: it is
 * re-queued (picked again in a new wave) or cancelled, so resolving it is refused (4009).
 */
async function resumeStateOf(tx: Db, providerId: string, orderId: string) {
  const [row] = await tx
    .select({ code: orders.code, exceptionFrom: orders.exceptionFrom, reason: orders.exceptionReason })
    .from(orders)
    .where(tenantRow(orders, providerId, orderId));
  // A count found its stock missing and its hold was released (docs/counts.md): only a re-queue takes stock again.
  if (row?.reason.startsWith("count_short"))
    throw conflict("shipping.countShortNeedsRequeue", null, { code: row.code });
  if (row?.exceptionFrom === "in_wave" && (await leftItsWave(tx, providerId, orderId)))
    throw conflict("shipping.resolveNeedsRequeue", null, { code: row.code });
  if (row?.exceptionFrom !== "bagged") return undefined;
  return (await bagOfOrder(tx, providerId, orderId)) ? undefined : ("weighed" as const);
}

/** A bulk answer whose messages are still texts, with the code of the first failure. */
type TBulkResult = TWithTexts<THandleExceptionResponse> & { firstCode?: number };

/** One transaction per order; refusals are collected as "order code: message" (bulk answer 3000). */
async function eachOrder(
  db: Db,
  actor: TOrderActor,
  orderIds: string[],
  work: (tx: Db, orderId: string) => Promise<void>,
): Promise<TBulkResult> {
  const ids = [...new Set(orderIds)];
  const owner = { providerId: actor.providerId, customerId: null };
  const codes = new Map((await findOrdersByIds(db, owner, ids)).map((o) => [o.id, o.code]));
  const result: TBulkResult = { done: [], errors: [] };
  for (const orderId of ids) {
    try {
      await db.transaction((tx) => work(tx, orderId));
      result.done.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.firstCode ??= error.code;
      result.errors.push({
        order_id: codes.get(orderId) ?? orderId,
        key: orderId,
        message: error.text,
      });
    }
  }
  return result;
}

/** The open shipping notice the order is on, locked; null when it is on none. */
async function lockOpenNotice(tx: Db, providerId: string, orderId: string) {
  const [row] = await tx
    .select({ id: shippingNotices.id })
    .from(shippingNoticeOrders)
    .innerJoin(
      shippingNotices,
      tenantRow(shippingNotices, shippingNoticeOrders.providerId, shippingNoticeOrders.noticeId),
    )
    .where(and(matches(shippingNoticeOrders, { providerId, orderId }), eq(shippingNotices.status, "open")))
    .for("update", { of: shippingNotices });
  return row?.id ?? null;
}

/**
 * The order leaves what the floor built around it: its open wave membership (marked skipped, so it can
 * join a new wave), its bag and its open shipping notice. Starting over (re-queue) also discards the
 * accepted review scans, so the next review counts afresh; refused scans stay as the record of mistakes.
 */
async function leaveFloor(
  tx: Db,
  providerId: string,
  orderId: string,
  noticeId: string | null,
  o: { restart: boolean },
) {
  await skipOpenWaveMembership(tx, providerId, orderId);
  await removeFromBag(tx, providerId, orderId);
  if (noticeId) await leaveNotice(tx, providerId, orderId, noticeId);
  if (o.restart) {
    await discardAcceptedReviewScans(tx, providerId, orderId);
  }
}

/** Takes the order off its open shipping notice (the notice row is locked by the caller). */
async function leaveNotice(tx: Db, providerId: string, orderId: string, noticeId: string) {
  await tx
    .delete(shippingNoticeOrders)
    .where(matches(shippingNoticeOrders, { providerId, noticeId, orderId }));
  await tx
    .update(shippingNotices)
    .set({ orderCount: sql`${shippingNotices.orderCount} - 1` })
    .where(tenantRow(shippingNotices, providerId, noticeId));
}
