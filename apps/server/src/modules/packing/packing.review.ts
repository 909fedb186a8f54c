import type {
  TLanguage,
  TPackingScanRequest,
  TReviewOrderRequest,
  TReviewScanItemRequest,
  TReviewState,
} from "@wms/contracts";
import type { AccessScope } from "../../platform/access-scope.ts";
import type { Db } from "../../platform/db/client.ts";
import type { AppError } from "../../platform/errors.ts";
import { notFound } from "../../platform/errors.ts";
import { refused, type TOrderActor, transitionOrder } from "../orders/orders.lifecycle.ts";
import * as orderRepo from "../orders/orders.repository.ts";
import * as repo from "./packing.repository.ts";
import { fail, scannedOrder, staffActor } from "./packing.shared.ts";

/**
 * Review bench: the order (picked) is scanned, then every item. Accepted scans count towards the lines;
 * a wrong item or one more than ordered is refused with 4009 and kept as a refused scan. When the last
 * item is scanned the order is reviewed at once (complete-review does the same for a finished order).
 */

async function stateOf(db: Db, order: orderRepo.TOrderRow): Promise<TReviewState> {
  const lines = await orderRepo.linesOf(db, order.providerId, order.id);
  const { accepted, errors } = await repo.scannedCounts(db, order.providerId, order.id);
  const view = lines.map((l) => ({
    variant_id: l.variantId,
    sku: l.sku,
    barcode: l.barcode,
    name: l.nameEn || l.nameCn,
    quantity: l.quantity,
    scanned: Math.min(accepted.get(l.variantId) ?? 0, l.quantity),
  }));
  return {
    order_id: order.id,
    code: order.code,
    status: order.status,
    tracking_number: order.trackingNumber,
    notes: order.notes,
    lines: view,
    errors,
    complete: view.every((l) => l.scanned >= l.quantity),
  };
}

export async function startReview(db: Db, scope: AccessScope, q: TPackingScanRequest, lang: TLanguage) {
  const actor = await staffActor(scope, q.provider_uuid);
  return db.transaction(async (tx) => {
    const order = await scannedOrder(tx, actor, q.code, lang);
    if (order.status !== "picked") throw refused(order, "review", lang);
    return stateOf(tx, order);
  });
}

async function lockPicked(tx: Db, actor: TOrderActor, orderId: string, lang: TLanguage) {
  const order = await orderRepo.lockOrder(tx, { providerId: actor.providerId, customerId: null }, orderId);
  if (!order) throw notFound("order.notFound");
  if (order.status !== "picked") throw refused(order, "review", lang);
  return order;
}

export async function scanItem(db: Db, scope: AccessScope, q: TReviewScanItemRequest, lang: TLanguage) {
  const actor = await staffActor(scope, q.provider_uuid);
  const scanned = q.code.trim();
  // A refused scan is committed as a record, then reported (so the error never rolls the record back).
  const refusal: { error: AppError | null } = { error: null };
  const state = await db.transaction(async (tx) => {
    const order = await lockPicked(tx, actor, q.order_id, lang);
    const before = await stateOf(tx, order);
    const wanted = scanned.toLowerCase();
    const line =
      before.lines.find((l) => l.barcode !== "" && l.barcode.toLowerCase() === wanted) ??
      before.lines.find((l) => l.sku.toLowerCase() === wanted);
    const scan = { providerId: order.providerId, orderId: order.id, scanned, actorUserId: actor.userId };
    if (!line) {
      await repo.insertScan(tx, { ...scan, variantId: null, outcome: "wrong_item" });
      refusal.error = fail(4009, "packing.wrongItem", lang, { scanned, code: order.code });
      return null;
    }
    if (line.scanned >= line.quantity) {
      await repo.insertScan(tx, { ...scan, variantId: line.variant_id, outcome: "over_quantity" });
      refusal.error = fail(4009, "packing.overQuantity", lang, {
        code: order.code,
        quantity: line.quantity,
        sku: line.sku,
      });
      return null;
    }
    await repo.insertScan(tx, { ...scan, variantId: line.variant_id, outcome: "accepted" });
    const after = await stateOf(tx, order);
    if (!after.complete) return after;
    const reviewed = await transitionOrder(tx, actor, { orderId: order.id, action: "review", lang });
    return { ...after, status: reviewed.status };
  });
  if (refusal.error) throw refusal.error;
  return state as TReviewState;
}

export async function completeReview(db: Db, scope: AccessScope, q: TReviewOrderRequest, lang: TLanguage) {
  const actor = await staffActor(scope, q.provider_uuid);
  return db.transaction(async (tx) => {
    const order = await lockPicked(tx, actor, q.order_id, lang);
    const state = await stateOf(tx, order);
    if (!state.complete) throw fail(4009, "packing.reviewIncomplete", lang, { code: order.code });
    const reviewed = await transitionOrder(tx, actor, { orderId: order.id, action: "review", lang });
    return { ...state, status: reviewed.status };
  });
}
