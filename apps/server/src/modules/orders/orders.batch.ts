import { flowSkipReason, type TCreditHold, type TOrderAction, type TOrderStatus } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, notFound } from "../../kernel/errors.ts";
import {
  allocateMany,
  consumePickedOfMany,
  occupationOfMany,
  planTransitionsOfMany,
  type TAllocationRequest,
  transitionOccupationOfMany,
} from "../inventory/index.ts";
import { announceOrderTransitions, confirmHoldsOf } from "./orders.events.ts";
import { skippedStepsOf } from "./orders.flow.ts";
import {
  creditHoldError,
  insufficient,
  orderLifecycle,
  refusalError,
  stockDocument,
  type TOrderActor,
} from "./orders.lifecycle.ts";
import * as repo from "./orders.repository.ts";

/**
 * Lifecycle actions taken on many orders together, in the caller's one transaction, with a few set-based
 * statements for all of them instead of about fifteen an order: a page of orders confirmed, a wave's orders
 * sent to picking and picked, a shipping notice's orders shipped (docs/orders.md "Many orders at once"). The
 * rules are the lifecycle's (orders.lifecycle.ts): who may, from which state, to which state; the stock
 * effect is the set form of the action's effect there.
 * Each order is all-or-nothing: one that cannot move gets its error and nothing of it is written.
 */

type TBulkAction = Extract<
  TOrderAction,
  "confirm" | "start_wave" | "pick" | "review" | "bag" | "weigh" | "ship"
>;
type TStockActor = { providerId: string; userId: string };

/** What an action does to stock for many orders; answers the orders it could not move, with why. */
type TBulkEffect = {
  effect(tx: Db, actor: TStockActor, orders: repo.TOrderRow[]): Promise<Map<string, unknown>>;
  /** Stamps written with the new status. */
  stamp?(now: Date): Partial<repo.TOrderInsert>;
  /** What the order's log row records besides the move. */
  detail?(order: repo.TOrderRow): Record<string, unknown>;
  /** Where the orders that move go, when the lifecycle's rule decides per order (confirm: held ones apart). */
  to?: TOrderStatus;
};

/** The packing steps move no stock (orders passing steps their warehouse's flow no longer requires). */
const noStockEffect: TBulkEffect = { effect: async () => new Map() };

const bulkEffects: Record<TBulkAction, TBulkEffect> = {
  // As allocateLines: a reservation made as a draft moves to unpicked, other orders allocate their lines.
  confirm: {
    async effect(tx, actor, orders) {
      const documents = orders.map(stockDocument);
      const reserved = await occupationOfMany(tx, actor.providerId, documents, "draft");
      const { changes: confirmReservations } = await planTransitionsOfMany(tx, actor, {
        documents: documents.filter((d) => reserved.has(d.id)),
        from: "draft",
        to: "unpicked",
      });
      const toAllocate = orders.filter((o) => !reserved.has(o.id));
      const lines = new Map<string, { variantId: string; quantity: number; sku: string }[]>();
      for (const line of await repo.linesOfOrders(
        tx,
        actor.providerId,
        toAllocate.map((o) => o.id),
      )) {
        const list = lines.get(line.orderId);
        if (list) list.push(line);
        else lines.set(line.orderId, [line]);
      }
      const requests: TAllocationRequest[] = toAllocate.map((o) => ({
        warehouseId: o.warehouseId,
        customerId: o.customerId,
        state: "unpicked",
        lines: lines.get(o.id) ?? [],
        document: stockDocument(o),
      }));
      // One ledger statement for both: the rows are locked together, in one order.
      const outcomes = await allocateMany(tx, actor, requests, confirmReservations);
      const failed = new Map<string, unknown>();
      outcomes.forEach((outcome, i) => {
        const order = toAllocate[i] as repo.TOrderRow;
        if ("error" in outcome) failed.set(order.id, insufficient(outcome.error, lines.get(order.id) ?? []));
      });
      return failed;
    },
    stamp: (now) => ({ confirmedAt: now, creditHold: null }),
    to: "confirmed",
  },
  start_wave: {
    async effect(tx, actor, orders) {
      await transitionOccupationOfMany(tx, actor, {
        documents: orders.map(stockDocument),
        from: "unpicked",
        to: "picking",
      });
      return new Map();
    },
  },
  pick: noStockEffect,
  review: noStockEffect,
  bag: noStockEffect,
  weigh: noStockEffect,
  // As the lifecycle's ship, with the number the order already has (its waybill's): the goods in the tote
  // leave stock (on hand and picking occupied drop together).
  ship: {
    async effect(tx, actor, orders) {
      const failed = new Map<string, unknown>();
      for (const o of orders)
        if (!o.trackingNumber.trim())
          failed.set(
            o.id,
            badRequest("order.trackingRequired", { tracking_number: "order.trackingRequired" }),
          );
      const shipping = orders.filter((o) => !failed.has(o.id));
      await consumePickedOfMany(tx, actor, shipping.map(stockDocument));
      return failed;
    },
    stamp: (now) => ({ shippedAt: now }),
    detail: (order) => ({ tracking_number: order.trackingNumber }),
  },
};

/**
 * Moves the orders by one action: locks them in ascending id, checks each against the lifecycle (4004 unseen,
 * 4003 wrong role, 4009 wrong state), applies the action's stock effect to all that may move, then writes
 * their status and stamps, their log rows and their announcements, each in one statement. Answers the moved
 * rows (in the order asked) and the error of each order that did not move.
 */
export async function transitionOrdersTogether(
  tx: Db,
  actor: TOrderActor,
  input: { orderIds: string[]; action: TBulkAction; reason?: string },
): Promise<{ moved: repo.TOrderRow[]; errors: Map<string, AppError>; held: Map<string, TCreditHold> }> {
  const { action } = input;
  const ids = [...new Set(input.orderIds)];
  const owner = { providerId: actor.providerId, customerId: actor.customerId };
  const locked = new Map((await repo.lockOrders(tx, owner, ids)).map((o) => [o.id, o]));
  const errors = new Map<string, AppError>();
  const ready: repo.TOrderRow[] = [];
  for (const id of ids) {
    const order = locked.get(id);
    const why = order ? orderLifecycle.refusal(action, order.status, actor.kind) : null;
    if (!order) errors.set(id, notFound("order.notFound"));
    else if (why) errors.set(id, refusalError(order, action, why));
    else ready.push(order);
  }
  const { effect, stamp, detail } = bulkEffects[action];
  const stockActor = { providerId: actor.providerId, userId: actor.userId };
  // Confirm: the orders a confirm guard holds (billing's credit hold) are held instead, with nothing allocated.
  const holds = action === "confirm" ? await confirmHoldsOf(tx, ready) : new Map<string, TCreditHold>();
  const held = ready.filter((o) => holds.has(o.id));
  for (const o of held) {
    const hold = holds.get(o.id) as TCreditHold;
    if (o.status === "on_hold") errors.set(o.id, creditHoldError("order.onCreditHold", o, hold));
  }
  const newlyHeld = await holdOrders(
    tx,
    actor,
    held.filter((o) => o.status !== "on_hold"),
    holds,
    input.reason,
  );
  const going = ready.filter((o) => !holds.has(o.id));
  for (const [id, error] of await effect(tx, stockActor, going)) {
    if (!(error instanceof AppError)) throw error;
    errors.set(id, error);
  }
  const to = bulkEffects[action].to ?? (orderLifecycle.transitions[action].to as TOrderStatus);
  const now = new Date();
  const moving = going.filter((o) => !errors.has(o.id)).map((o) => o.id);
  const updated = new Map(
    (await repo.updateOrders(tx, actor.providerId, moving, { status: to, ...stamp?.(now) })).map((o) => [
      o.id,
      o,
    ]),
  );
  const moved = moving.map((id) => updated.get(id) as repo.TOrderRow);
  const reason = input.reason?.trim() ?? "";
  await repo.insertLogs(
    tx,
    moved.map((order) => ({
      providerId: order.providerId,
      orderId: order.id,
      action,
      fromStatus: locked.get(order.id)?.status,
      toStatus: to,
      actorUserId: actor.userId,
      actorName: actor.userName,
      reason,
      detail: detail?.(order) ?? {},
    })),
  );
  await announceOrderTransitions(
    tx,
    moved.map((order) => ({ order, fromStatus: locked.get(order.id)?.status ?? "" })),
    reason,
  );
  return {
    moved: [...(await passStepsNotRequired(tx, actor, moved)), ...newlyHeld],
    errors,
    held: holds,
  };
}

/** Orders held at confirm: status on_hold with each one's hold, a log row each naming it, announced; one statement each. */
async function holdOrders(
  tx: Db,
  actor: TOrderActor,
  orders: repo.TOrderRow[],
  holds: Map<string, TCreditHold>,
  reason = "",
): Promise<repo.TOrderRow[]> {
  if (orders.length === 0) return [];
  const updated = await repo.holdOrders(
    tx,
    actor.providerId,
    new Map(orders.map((o) => [o.id, holds.get(o.id) as TCreditHold])),
  );
  await repo.insertLogs(
    tx,
    updated.map((order) => ({
      providerId: order.providerId,
      orderId: order.id,
      action: "confirm",
      fromStatus: "submitted",
      toStatus: "on_hold",
      actorUserId: actor.userId,
      actorName: actor.userName,
      reason: reason.trim(),
      detail: { credit_hold: order.creditHold },
    })),
  );
  await announceOrderTransitions(
    tx,
    updated.map((order) => ({ order, fromStatus: "submitted" })),
    reason.trim(),
  );
  return updated;
}

/**
 * transitionOrdersTogether for a move that is all or nothing (a wave started or picked, a notice handed
 * over): the first order that cannot move, in the order given, refuses it all. Answers the moved rows.
 */
export async function transitionAllTogether(
  tx: Db,
  actor: TOrderActor,
  input: { orderIds: string[]; action: TBulkAction; reason?: string },
): Promise<repo.TOrderRow[]> {
  const { moved, errors } = await transitionOrdersTogether(tx, actor, input);
  const refusal = input.orderIds.map((id) => errors.get(id)).find((e) => e !== undefined);
  if (refusal) throw refusal;
  return moved;
}

/**
 * As transitionOrder: the moved orders that now wait for a step their warehouse's flow does not require pass
 * it at once (orders.flow.ts), together; answers the rows as they end.
 */
async function passStepsNotRequired(
  tx: Db,
  actor: TOrderActor,
  moved: repo.TOrderRow[],
): Promise<repo.TOrderRow[]> {
  const skips = await skippedStepsOf(tx, moved);
  if (skips.size === 0) return moved;
  const ended = new Map(moved.map((o) => [o.id, o]));
  for (const [action, orderIds] of skips) {
    // The orders are this transaction's, locked and just moved: a refusal here is a broken rule.
    const passed = await transitionAllTogether(tx, actor, {
      orderIds,
      action: action as TBulkAction,
      reason: flowSkipReason,
    });
    for (const order of passed) ended.set(order.id, order);
  }
  return moved.map((o) => ended.get(o.id) ?? o);
}
