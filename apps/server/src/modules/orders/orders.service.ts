import type {
  TBatchOrderRequest,
  TBatchOrderResponse,
  TChangeOrderRequest,
  TCreateOrderRequest,
  TOrderQuery,
  TOrderRef,
  TUpdateOrderRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, forbidden, notFound, type TWithTexts } from "../../kernel/errors.ts";
import { customerExists } from "../tenancy/index.ts";
import { transitionOrdersTogether } from "./orders.batch.ts";
import { announceOrderCreated } from "./orders.events.ts";
import { addressValues, checkChannel, orderValues, resolveOrder } from "./orders.input.ts";
import {
  creditHoldError,
  holdsDraftReservation,
  insufficient,
  refused,
  reserveDraft,
  type TOrderActor,
  transitionOrder,
} from "./orders.lifecycle.ts";
import { loadDetail, presentLog, presentSummary } from "./orders.present.ts";
import * as repo from "./orders.repository.ts";

/** Who acts: the tenant from the scope, a drop shipper limited to its own customer account. */
export async function actorOf(scope: AccessScope, providerUuid: string | undefined): Promise<TOrderActor> {
  const t = await scope.tenant(providerUuid);
  return {
    providerId: t.providerId,
    userId: scope.userId,
    userName: scope.session.username,
    kind: t.customerId ? "shipper" : "staff",
    customerId: t.customerId,
    role: scope.session.role,
  };
}

export const ownerOf = (a: TOrderActor): repo.TOrderOwner => ({
  providerId: a.providerId,
  customerId: a.customerId,
});

export async function listOrders(db: Db, scope: AccessScope, q: TOrderQuery) {
  const actor = await actorOf(scope, q.provider_uuid);
  return presentPage(await repo.listOrders(db, ownerOf(actor), q), presentSummary, q);
}

export async function getOrder(db: Db, scope: AccessScope, q: TOrderRef) {
  const actor = await actorOf(scope, q.provider_uuid);
  const detail = await loadDetail(db, ownerOf(actor), q.order_id, actor.kind, actor.role);
  if (!detail) throw notFound("order.notFound");
  return detail;
}

export async function orderLog(db: Db, scope: AccessScope, q: TOrderRef) {
  const actor = await actorOf(scope, q.provider_uuid);
  const order = await repo.findOrdersByIds(db, ownerOf(actor), [q.order_id]);
  if (order.length === 0) throw notFound("order.notFound");
  return (await repo.logsOf(db, actor.providerId, q.order_id)).map(presentLog);
}

/** The customer a new order is for: the drop shipper itself, or the one staff name. */
async function customerFor(db: Db, actor: TOrderActor, customerId?: string) {
  if (actor.customerId) return actor.customerId;
  if (!customerId) throw badRequest("badRequest", { customer_id: "order.customerRequired" });
  if (!(await customerExists(db, actor.providerId, customerId))) throw notFound();
  return customerId;
}

/** Inserts a draft with its lines and the first log entry (inside the caller's transaction). */
export async function insertDraft(
  tx: Db,
  actor: TOrderActor,
  values: Omit<repo.TOrderInsert, "providerId" | "code" | "createdBy">,
  lines: { variantId: string; quantity: number }[],
  action = "create",
  detail: Record<string, unknown> = {},
  reason = "",
) {
  const code = await repo.nextOrderCode(tx, actor.providerId);
  const order = await repo.insertOrder(tx, {
    ...values,
    providerId: actor.providerId,
    code,
    createdBy: actor.userId,
  });
  await repo.replaceLines(tx, actor.providerId, order.id, lines);
  await repo.insertLog(tx, {
    providerId: actor.providerId,
    orderId: order.id,
    action,
    toStatus: "draft",
    actorUserId: actor.userId,
    actorName: actor.userName,
    reason,
    detail,
  });
  await announceOrderCreated(tx, order);
  return order;
}

export async function createOrder(db: Db, scope: AccessScope, input: TCreateOrderRequest) {
  const actor = await actorOf(scope, input.provider_uuid);
  const customerId = await customerFor(db, actor, input.customer_id);
  const lines = await resolveOrder(db, { providerId: actor.providerId, customerId }, input);
  const order = await db.transaction((tx) =>
    insertDraft(tx, actor, { ...orderValues(input), customerId }, lines),
  );
  const detail = await loadDetail(db, ownerOf(actor), order.id, actor.kind, actor.role);
  if (!detail) throw notFound("order.notFound");
  return detail;
}

/** Edits a draft (its owner or staff). */
export async function updateOrder(db: Db, scope: AccessScope, input: TUpdateOrderRequest) {
  const actor = await actorOf(scope, input.provider_uuid);
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, ownerOf(actor), input.order_id);
    if (!order) throw notFound("order.notFound");
    if (order.status !== "draft") throw refused(order, "edit");
    const lines = await resolveOrder(
      tx,
      { providerId: order.providerId, customerId: order.customerId },
      input,
    );
    await repo.updateOrder(tx, order.providerId, order.id, orderValues(input));
    await repo.replaceLines(tx, order.providerId, order.id, lines);
    if (await holdsDraftReservation(tx, actor, order)) {
      // A reserving draft (a shop order) keeps reserving: its new lines, all or nothing.
      const skus = lines.map((l, i) => ({ variantId: l.variantId, sku: input.lines[i]?.sku ?? "" }));
      await reserveDraft(tx, actor, { ...order, warehouseId: input.warehouse_id }, lines).catch((error) => {
        throw insufficient(error, skus);
      });
    }
    await repo.insertLog(tx, {
      providerId: order.providerId,
      orderId: order.id,
      action: "edit",
      actorUserId: actor.userId,
      actorName: actor.userName,
    });
  });
  return getOrder(db, scope, input);
}

/** An order's own fields, to make a new draft of (copy, split): its identity and audit stamps left out. */
export function copiedFields(order: repo.TOrderRow) {
  const {
    providerId: _p,
    id: _i,
    code: _code,
    createdBy: _c,
    createdAt: _a,
    updatedAt: _u,
    ...fields
  } = order;
  return fields;
}

/** A new draft with the same fields and lines; stock is checked again when it is confirmed. */
export async function copyOrder(db: Db, scope: AccessScope, input: TOrderRef) {
  const actor = await actorOf(scope, input.provider_uuid);
  const copy = await db.transaction(async (tx) => {
    const source = await repo.lockOrder(tx, ownerOf(actor), input.order_id);
    if (!source) throw notFound("order.notFound");
    const lines = await repo.linesOf(tx, source.providerId, source.id);
    return insertDraft(
      tx,
      actor,
      {
        ...copiedFields(source),
        status: "draft",
        source: "manual",
        exceptionFrom: null,
        exceptionReason: "",
        trackingNumber: "",
        paymentStatus: null,
        fulfilmentStatus: null,
        submittedAt: null,
        confirmedAt: null,
        shippedAt: null,
      },
      lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      "copy",
      { from_code: source.code },
    );
  });
  return getOrder(db, scope, { order_id: copy.id, provider_uuid: input.provider_uuid });
}

/** Staff change the address or channel while the goods are not yet on the floor. */
export async function changeOrder(db: Db, scope: AccessScope, input: TChangeOrderRequest) {
  const actor = await actorOf(scope, undefined);
  if (actor.kind !== "staff") throw forbidden();
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, ownerOf(actor), input.order_id);
    if (!order) throw notFound("order.notFound");
    if (!["draft", "submitted", "confirmed"].includes(order.status)) throw refused(order, "change");
    await checkChannel(tx, order.providerId, order.warehouseId, input);
    const values = addressValues(input);
    const changed = Object.keys(values).filter(
      (k) => String(values[k as keyof typeof values] ?? "") !== String(order[k as keyof typeof order] ?? ""),
    );
    await repo.updateOrder(tx, order.providerId, order.id, values);
    await repo.insertLog(tx, {
      providerId: order.providerId,
      orderId: order.id,
      action: "change",
      actorUserId: actor.userId,
      actorName: actor.userName,
      detail: { fields: changed },
    });
  });
  return getOrder(db, scope, { order_id: input.order_id });
}

/**
 * One lifecycle action on many orders; one failing order never blocks the others, and concurrent confirms
 * of the same stock each either allocate fully or fail with 4009. Confirm moves the page together in one
 * transaction with set-based statements (orders.batch.ts); other actions take each order in its own.
 */
export async function batchAction(
  db: Db,
  scope: AccessScope,
  input: TBatchOrderRequest,
): Promise<TWithTexts<TBatchOrderResponse> & { firstError: AppError | null }> {
  const actor = await actorOf(scope, input.provider_uuid);
  const ids = [...new Set(input.order_ids)];
  const codes = new Map((await repo.findOrdersByIds(db, ownerOf(actor), ids)).map((o) => [o.id, o.code]));
  // Set-based for confirm: the whole page in one transaction, each order still all-or-nothing (orders.batch.ts).
  const errors =
    input.action === "confirm"
      ? await confirmTogether(db, actor, ids, input.reason)
      : await eachInItsOwnTransaction(db, actor, ids, input);
  const result: TWithTexts<TBatchOrderResponse> = { done: [], errors: [] };
  let firstError: AppError | null = null;
  for (const id of ids) {
    const error = errors.get(id);
    if (!error) result.done.push(id);
    else {
      firstError ??= error;
      result.errors.push({ order_id: codes.get(id) ?? id, key: id, message: error.text });
    }
  }
  return { ...result, firstError };
}

/**
 * Confirms the page in one transaction; answers the refusals by order id, an order held for credit among
 * them (it moved to on_hold, not to confirmed: the caller is told why).
 */
async function confirmTogether(db: Db, actor: TOrderActor, ids: string[], reason: string) {
  const { moved, errors, held } = await db.transaction((tx) =>
    transitionOrdersTogether(tx, actor, { orderIds: ids, action: "confirm", reason }),
  );
  for (const order of moved) {
    const hold = held.get(order.id);
    if (hold) errors.set(order.id, creditHoldError("order.heldForCredit", order, hold));
  }
  return errors;
}

/** The action on each order in a transaction of its own; answers the refusals by order id. */
async function eachInItsOwnTransaction(
  db: Db,
  actor: TOrderActor,
  ids: string[],
  input: TBatchOrderRequest,
): Promise<Map<string, AppError>> {
  const errors = new Map<string, AppError>();
  for (const id of ids) {
    try {
      await db.transaction((tx) =>
        transitionOrder(tx, actor, { orderId: id, action: input.action, reason: input.reason }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.set(id, error);
    }
  }
  return errors;
}

export async function addNote(db: Db, scope: AccessScope, input: TOrderRef & { text: string }) {
  const actor = await actorOf(scope, input.provider_uuid);
  const [order] = await repo.findOrdersByIds(db, ownerOf(actor), [input.order_id]);
  if (!order) throw notFound("order.notFound");
  await repo.insertNote(db, {
    providerId: actor.providerId,
    orderId: order.id,
    authorUserId: actor.userId,
    authorName: actor.userName,
    text: input.text,
  });
  return getOrder(db, scope, input);
}

/** shipping_status/delete-shipping-status: staff remove a wrong tracking number before the order ships. */
export async function clearShippingStatus(db: Db, scope: AccessScope, input: TOrderRef) {
  const actor = await actorOf(scope, input.provider_uuid);
  if (actor.kind !== "staff") throw forbidden();
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, ownerOf(actor), input.order_id);
    if (!order) throw notFound("order.notFound");
    if (order.status === "shipped" || order.status === "cancelled") throw refused(order, "clear_tracking");
    await repo.updateOrder(tx, order.providerId, order.id, { trackingNumber: "" });
    await repo.insertLog(tx, {
      providerId: order.providerId,
      orderId: order.id,
      action: "clear_tracking",
      actorUserId: actor.userId,
      actorName: actor.userName,
      detail: { tracking_number: order.trackingNumber },
    });
  });
  return getOrder(db, scope, input);
}
