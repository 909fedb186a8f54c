import {
  Code,
  flowSkipReason,
  shortPickReason,
  type TCreditHold,
  type TOrderAction,
  type TOrderStatus,
  type TRole,
} from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, notFound, text } from "../../kernel/errors.ts";
import { defineLifecycle, type TRefusalReason } from "../../kernel/lifecycle.ts";
import {
  allocate,
  consumePicked,
  InsufficientStock,
  occupationOf,
  releaseOccupation,
  sellableAvailable,
  type TShortage,
  transitionOccupation,
} from "../inventory/index.ts";
import { announceOrderTransition, confirmHoldsOf } from "./orders.events.ts";
import { skippedStepOf } from "./orders.flow.ts";
import * as repo from "./orders.repository.ts";

/**
 * The order lifecycle in one place: which action leads from which states to which state, who may take
 * it, and what it does to stock. Every service (orders today, the outbound floor later) changes an
 * order's state only through transitionOrder().
 */

/** Drop shippers act on their own orders; staff (provider, operator) on every order of the tenant. */
export type TOrderActorKind = "shipper" | "staff";
export type TOrderActor = {
  providerId: string;
  userId: string;
  userName: string;
  kind: TOrderActorKind;
  /** Set for drop shippers: only this customer's orders are reachable. */
  customerId: string | null;
  /** The signed-in role, where an action is one role's (a credit hold is released by the provider only). */
  role?: TRole;
};

/** States in which goods are already off their shelves (picked into a tote or further). */
export const pickedStates: readonly TOrderStatus[] = ["picked", "reviewed", "weighed", "bagged"];
const floorStates: readonly TOrderStatus[] = ["confirmed", "in_wave", ...pickedStates];
/** States an order is stopped in, and the states it goes no further from (shipped or stopped). */
export const stoppedStates: readonly TOrderStatus[] = ["cancelled", "cut_off"];
export const endedStates: readonly TOrderStatus[] = ["shipped", ...stoppedStates];

/** What an action's effect works with: the locked order, what the caller asked, and what to write. */
type TOrderStep = {
  tx: Db;
  actor: TOrderActor;
  order: repo.TOrderRow;
  input: TTransitionInput;
  reason: string;
  now: Date;
  stockActor: { providerId: string; userId: string };
  document: ReturnType<typeof stockDocument>;
  /** Stamps and fields written with the new status. */
  changes: Partial<repo.TOrderInsert>;
  /** Written to the order log with the transition. */
  detail: Record<string, unknown>;
};

const stamp = (fields: (step: TOrderStep) => Partial<repo.TOrderInsert>) => (step: TOrderStep) =>
  void Object.assign(step.changes, fields(step));

export const orderLifecycle = defineLifecycle<TOrderAction, TOrderStatus, TOrderActorKind, TOrderStep>({
  submit: {
    from: ["draft"],
    to: "submitted",
    who: ["shipper", "staff"],
    async effect(s) {
      await checkSellable(s);
      s.changes.submittedAt = s.now;
    },
  },
  // Confirmed, or held when a confirm guard (billing's credit hold) says the customer's credit does not
  // cover it: then nothing is allocated and the hold says why. A held order is confirmed again when its
  // credit allows (a top-up), or released by the provider by hand.
  confirm: {
    from: ["submitted", "on_hold"],
    to: (s) => (s.changes.creditHold ? "on_hold" : "confirmed"),
    who: ["staff"],
    async effect(s) {
      const hold = (await confirmHoldsOf(s.tx, [s.order])).get(s.order.id);
      if (hold && s.order.status === "on_hold") throw onCreditHold(s.order, hold);
      if (hold) {
        s.changes.creditHold = hold;
        s.detail.credit_hold = hold;
        return;
      }
      await allocateLines(s);
      Object.assign(s.changes, { confirmedAt: s.now, creditHold: null });
    },
  },
  release_hold: {
    from: ["on_hold"],
    to: "confirmed",
    who: ["staff"],
    async effect(s) {
      if (s.actor.role !== "provider") throw new AppError(Code.forbidden, "order.releaseByProvider");
      await allocateLines(s);
      s.detail.credit_hold = s.order.creditHold;
      Object.assign(s.changes, { confirmedAt: s.now, creditHold: null });
    },
  },
  return_to_draft: {
    from: ["submitted", "on_hold", "confirmed"],
    to: "draft",
    who: ["staff"],
    effect: releaseToDraft,
  },
  cut_off: {
    from: [...floorStates, "exception"],
    to: "cut_off",
    who: ["staff"],
    async effect(s) {
      if (await releaseAll(s.tx, s.actor, s.order)) s.detail.shelf_return = true;
      s.changes.exceptionFrom = null;
    },
  },
  cancel: {
    from: ["draft", "submitted", "on_hold", "cut_off"],
    to: "cancelled",
    who: ["shipper", "staff"],
    effect: releaseToDraft,
  },
  // The outbound floor (waves, picking, review, bagging, weighing, shipping).
  start_wave: {
    from: ["confirmed"],
    to: "in_wave",
    who: ["staff"],
    effect: async (s) =>
      void (await transitionOccupation(s.tx, s.stockActor, {
        document: s.document,
        from: "unpicked",
        to: "picking",
      })),
  },
  pick: { from: ["in_wave"], to: "picked", who: ["staff"] },
  review: { from: ["picked"], to: "reviewed", who: ["staff"] },
  // Packed and reviewed, then weighed, labelled (the waybill, any time from the wave on), bagged by channel.
  weigh: { from: ["reviewed"], to: "weighed", who: ["staff"] },
  bag: { from: ["weighed"], to: "bagged", who: ["staff"] },
  ship: {
    from: ["bagged"],
    to: "shipped",
    who: ["staff"],
    async effect(s) {
      const number = s.input.trackingNumber?.trim() || s.order.trackingNumber;
      if (!number) throw badRequest("order.trackingRequired", { tracking_number: "order.trackingRequired" });
      await consumePicked(s.tx, s.stockActor, { document: s.document });
      Object.assign(s.changes, { trackingNumber: number, shippedAt: s.now });
      s.detail.tracking_number = number;
    },
  },
  mark_exception: {
    from: floorStates,
    to: "exception",
    who: ["staff"],
    async effect(s) {
      if (!s.reason) throw badRequest("order.reasonRequired", { reason: "order.reasonRequired" });
      for (const { state, ...r } of s.input.release ?? []) {
        await releaseOccupation(s.tx, s.stockActor, {
          document: s.document,
          reason: "release",
          state: state ?? "picking",
          ...r,
        });
      }
      if (s.input.release?.length) s.detail.released = s.input.release;
      Object.assign(s.changes, { exceptionFrom: s.order.status, exceptionReason: s.reason });
    },
  },
  resolve_exception: {
    from: ["exception"],
    // Back to the state the exception came from (or the one before it that the caller named: resumeAt).
    to: (s) => s.input.resumeAt ?? ((s.order.exceptionFrom ?? "confirmed") as TOrderStatus),
    who: ["staff"],
    effect: stamp(() => ({ exceptionFrom: null, exceptionReason: "" })),
  },
  // Start over: whatever the order still holds is released (picked goods go back to the shelf through a
  // task), then every line is allocated again as unpicked occupation, all-or-nothing; ready for a new wave.
  requeue_exception: {
    from: ["exception"],
    to: "confirmed",
    who: ["staff"],
    async effect(s) {
      if (await releaseAll(s.tx, s.actor, s.order)) s.detail.shelf_return = true;
      await allocateLines(s, s.order.code);
      Object.assign(s.detail, {
        exception_from: s.order.exceptionFrom,
        exception_reason: s.order.exceptionReason,
      });
      Object.assign(s.changes, { exceptionFrom: null, exceptionReason: "" });
    },
  },
});

/**
 * Every line of the order as unpicked occupation, all-or-nothing; a shortage in the order's words. An
 * order that reserved its stock as a draft (a shop order, reserveDraft) has it moved to unpicked instead.
 */
async function allocateLines(s: TOrderStep, requeuedCode?: string) {
  const reserved = await transitionOccupation(s.tx, s.stockActor, {
    document: s.document,
    from: "draft",
    to: "unpicked",
  });
  if (reserved > 0) return;
  const lines = await repo.linesOf(s.tx, s.order.providerId, s.order.id);
  try {
    await allocate(s.tx, s.stockActor, {
      warehouseId: s.order.warehouseId,
      customerId: s.order.customerId,
      state: "unpicked",
      lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      document: s.document,
    });
  } catch (error) {
    throw insufficient(error, lines, requeuedCode);
  }
}

/**
 * Submit refuses an order whose lines exceed what the owner can sell now in the order's warehouse (sellable
 * available: enabled pick/storage bins, less what other orders hold; defective stock never counts), with
 * 4009 naming the SKU, requested and sellable. Nothing is held yet: confirm allocates (and may still find
 * less if other orders were confirmed meanwhile). A draft that reserved its stock (reserveDraft) holds it.
 */
async function checkSellable(s: TOrderStep) {
  if (await holdsDraftReservation(s.tx, s.actor, s.order)) return;
  const lines = await repo.linesOf(s.tx, s.order.providerId, s.order.id);
  const sellable = await sellableAvailable(
    s.tx,
    { providerId: s.order.providerId, customerId: s.order.customerId, warehouseId: s.order.warehouseId },
    [...new Set(lines.map((l) => l.variantId))],
  );
  for (const line of lines) {
    const available = sellable.get(line.variantId) ?? 0;
    if (line.quantity <= available) continue;
    const data = { variant_id: line.variantId, requested: line.quantity, available };
    throw new AppError(Code.conflict, "order.insufficientSellable", data, {
      sku: line.sku,
      requested: line.quantity,
      available,
    });
  }
}

/**
 * Reserves a draft's lines as draft occupation, all-or-nothing (shop orders do, so that stock already
 * promised to a buyer is not promised twice); whatever the draft held before is released first, so an
 * edit re-reserves its new lines. A shortage is the ledger's InsufficientStock, for the caller to word.
 */
export async function reserveDraft(
  tx: Db,
  actor: TOrderActor,
  order: Pick<repo.TOrderRow, "id" | "code" | "providerId" | "warehouseId" | "customerId">,
  lines: { variantId: string; quantity: number }[],
) {
  const stockActor = { providerId: actor.providerId, userId: actor.userId };
  const document = stockDocument(order);
  await releaseOccupation(tx, stockActor, { document, reason: "release", state: "draft" });
  await allocate(tx, stockActor, {
    warehouseId: order.warehouseId,
    customerId: order.customerId,
    state: "draft",
    lines,
    document,
  });
}

/** Does the draft hold a reservation (reserveDraft)? */
export async function holdsDraftReservation(tx: Db, actor: TOrderActor, order: { id: string; code: string }) {
  const held = await occupationOf(tx, actor.providerId, stockDocument(order), "draft");
  return held > 0;
}

async function releaseToDraft(s: TOrderStep) {
  await releaseOccupation(s.tx, s.stockActor, { document: s.document, reason: "release" });
  Object.assign(s.changes, { submittedAt: null, confirmedAt: null, creditHold: null });
}

/** A credit hold in words: why an order is held (or stays held), with the figures that hold it. */
export function creditHoldError(
  key: "order.heldForCredit" | "order.onCreditHold",
  order: { code: string },
  hold: TCreditHold,
) {
  return new AppError(Code.conflict, key, null, {
    code: order.code,
    balance: hold.balance,
    fees: hold.fees,
    limit: hold.credit_limit,
    currency: hold.currency,
  });
}
const onCreditHold = (order: { code: string }, hold: TCreditHold) =>
  creditHoldError("order.onCreditHold", order, hold);

/** What an actor may do to an order in its state now (the drawer's buttons): a hold is the provider's to release. */
export function allowedActions(status: TOrderStatus, kind: TOrderActorKind, role?: TRole): TOrderAction[] {
  return orderLifecycle.allowed(status, kind).filter((a) => a !== "release_hold" || role === "provider");
}

const statusName = (s: string) => text(`order.status.${s}`);
const actionName = (a: string) => text(`order.action.${a}`);

/** The 4009 "Order X cannot be confirmed: it is cut off" (put into words by the envelope). */
export function refused(order: { code: string; status: string }, action: string) {
  return new AppError(
    Code.conflict,
    "order.refused",
    { status: order.status },
    { code: order.code, action: actionName(action), status: statusName(order.status) },
  );
}

/** Why an actor may not take an action on an order, put into words: not theirs to take (4003), or not from its state (4009). */
export function refusalError(
  order: { code: string; status: string },
  action: TOrderAction,
  why: TRefusalReason,
) {
  return why === "who"
    ? new AppError(Code.forbidden, "order.notYours", null, { action: actionName(action), code: order.code })
    : refused(order, action);
}

/**
 * Are the order's goods off their shelves (in a tote or packed)? In a picked state, in an exception raised
 * from one, or short-picked (the wave's picking was confirmed: what was found is in the tote).
 */
export function goodsOffShelf(o: { status: string; exceptionFrom: string | null; exceptionReason: string }) {
  if (pickedStates.includes(o.status as TOrderStatus)) return true;
  if (o.status !== "exception") return false;
  if (pickedStates.includes(o.exceptionFrom as TOrderStatus)) return true;
  const reason = o.exceptionReason.trim();
  return (
    o.exceptionFrom === "in_wave" && (reason === shortPickReason || reason.startsWith(`${shortPickReason}:`))
  );
}

export const stockDocument = (o: { id: string; code: string }) => ({
  type: "order" as const,
  id: o.id,
  code: o.code,
});

export type TTransitionInput = {
  orderId: string;
  action: TOrderAction;
  reason?: string;
  /** For ship: the carrier's number (else the one already on the order). */
  trackingNumber?: string;
  /**
   * For mark_exception after a short pick (picking occupation that was not found on the shelf) or a count
   * that found less than the order holds (its occupation of the SKU, `state` unpicked or picking).
   */
  release?: { variantId: string; quantity: number; state?: "unpicked" | "picking" }[];
  /**
   * For resolve_exception: the state before the remembered one, when what that state stands for is gone
   * (a bagged order that is in no bag any more resumes at weighed, so it is bagged again before it ships).
   */
  resumeAt?: TOrderStatus;
};

/**
 * Moves one order through the lifecycle inside the caller's transaction: locks the order, checks the
 * rule (4004 unseen, 4003 wrong role, 4009 wrong state), applies the stock effect through the ledger,
 * stamps the order and writes the order log. An order that now waits for a step its warehouse's flow does
 * not require passes it too (orders.flow.ts). Returns the updated row.
 */
export async function transitionOrder(
  tx: Db,
  actor: TOrderActor,
  input: TTransitionInput,
): Promise<repo.TOrderRow> {
  const { action } = input;
  const owner = { providerId: actor.providerId, customerId: actor.customerId };
  const order = await repo.lockOrder(tx, owner, input.orderId);
  if (!order) throw notFound("order.notFound");
  const reason = input.reason?.trim() ?? "";
  const step: TOrderStep = {
    tx,
    actor,
    order,
    input,
    reason,
    now: new Date(),
    stockActor: { providerId: actor.providerId, userId: actor.userId },
    document: stockDocument(order),
    changes: {},
    detail: {},
  };
  const to = await orderLifecycle.apply(action, { state: order.status, who: actor.kind }, step, (why) =>
    refusalError(order, action, why),
  );
  const { changes, detail } = step;
  changes.status = to;

  const updated = await repo.updateOrder(tx, order.providerId, order.id, changes);
  if (!updated) throw notFound("order.notFound");
  await repo.insertLog(tx, {
    providerId: order.providerId,
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: to,
    actorUserId: actor.userId,
    actorName: actor.userName,
    reason,
    detail,
  });
  await announceOrderTransition(tx, updated, order.status, reason);
  const skipped = await skippedStepOf(tx, updated);
  if (skipped)
    return transitionOrder(tx, actor, { orderId: order.id, action: skipped, reason: flowSkipReason });
  return updated;
}

/**
 * Releases all the order's occupation. Goods already off the shelf (goodsOffShelf) are booked
 * `return_to_shelf` and listed, per SKU and the location they came from, on a pending return-to-shelf
 * task; true when such a task was written.
 */
async function releaseAll(tx: Db, actor: TOrderActor, order: repo.TOrderRow): Promise<boolean> {
  const stockActor = { providerId: actor.providerId, userId: actor.userId };
  const document = stockDocument(order);
  if (!goodsOffShelf(order)) {
    await releaseOccupation(tx, stockActor, { document, reason: "release" });
    return false;
  }
  const held = await repo.heldPicking(tx, order.providerId, order.id);
  await releaseOccupation(tx, stockActor, { document, reason: "return_to_shelf" });
  if (held.length === 0) return false;
  await repo.insertShelfReturn(tx, {
    providerId: order.providerId,
    orderId: order.id,
    warehouseId: order.warehouseId,
    lines: held.map((h) => ({ variantId: h.variantId, locationId: h.locationId, quantity: h.quantity })),
    createdBy: actor.userId,
  });
  return true;
}

/**
 * The ledger's "insufficient stock" in the order's words (naming the SKU, and the order when `code` is
 * given, as re-queue does); other errors pass.
 */
export function insufficient(
  error: unknown,
  lines: { variantId: string; sku: string }[],
  code?: string,
): unknown {
  if (!(error instanceof InsufficientStock)) return error;
  const data: Partial<TShortage> = error.shortage ?? {};
  const params = {
    sku: lines.find((l) => l.variantId === data.variant_id)?.sku ?? "",
    requested: data.requested ?? 0,
    available: data.available ?? 0,
  };
  return code
    ? new AppError(Code.conflict, "order.requeueInsufficient", data, { code, ...params })
    : new AppError(Code.conflict, "order.insufficientStock", data, params);
}
