import type { TReviewLine, TReviewState } from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import type { AppError } from "../../kernel/errors.ts";
import { notFound } from "../../kernel/errors.ts";
import type { TOrderRow } from "../orders/index.ts";
import { linesOf, lockOrder, refused, type TOrderActor, transitionOrder } from "../orders/index.ts";
import * as repo from "./packing.repository.ts";
import { fail } from "./packing.shared.ts";

/**
 * The review bench's core, shared by order mode (packing.review.ts) and wave mode
 * (packing.review-wave.ts): an order's progress, the line a scan names, and one recorded scan.
 */

export async function stateOf(db: Db, order: TOrderRow): Promise<TReviewState> {
  const lines = await linesOf(db, order.providerId, order.id);
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

/** The state after one more accepted scan of a variant (what stateOf would read now, without reading). */
function withAcceptedScan(state: TReviewState, variantId: string): TReviewState {
  const lines = state.lines.map((l) =>
    l.variant_id === variantId ? { ...l, scanned: Math.min(l.scanned + 1, l.quantity) } : l,
  );
  return { ...state, lines, complete: lines.every((l) => l.scanned >= l.quantity) };
}

/** The line a scan names: a barcode first, else a SKU (both case-insensitive). */
export function matchLine(lines: TReviewLine[], scanned: string): TReviewLine | undefined {
  const wanted = scanned.trim().toLowerCase();
  return (
    lines.find((l) => l.barcode !== "" && l.barcode.toLowerCase() === wanted) ??
    lines.find((l) => l.sku.toLowerCase() === wanted)
  );
}

/** The order, locked; 4004 when unseen, 4009 (`order.refused`) unless it is picked. */
export async function lockPicked(tx: Db, actor: TOrderActor, orderId: string) {
  const order = await lockOrder(tx, { providerId: actor.providerId, customerId: null }, orderId);
  if (!order) throw notFound("order.notFound");
  if (order.status !== "picked") throw refused(order, "review");
  return order;
}

export type TScanOutcome =
  | { state: TReviewState; error: null }
  | { state: null; error: AppError }
  /** `onlyIfNeeded` and the order does not need the item: nothing recorded. */
  | { state: null; error: null };

/**
 * One scan on a locked, picked order: recorded in packing_review_scans as accepted, wrong_item (no line)
 * or over_quantity (line complete). A refusal comes back as an error for the caller to throw after the
 * transaction commits (so the record stays). The scan that completes the order reviews it at once.
 * With `onlyIfNeeded`, a scan the order does not need is neither recorded nor refused.
 */
export async function recordScan(
  tx: Db,
  actor: TOrderActor,
  order: TOrderRow,
  scanned: string,
  options: { onlyIfNeeded?: boolean } = {},
): Promise<TScanOutcome> {
  const before = await stateOf(tx, order);
  const line = matchLine(before.lines, scanned);
  const needed = line !== undefined && line.scanned < line.quantity;
  if (!needed && options.onlyIfNeeded) return { state: null, error: null };
  const scan = { providerId: order.providerId, orderId: order.id, scanned, actorUserId: actor.userId };
  if (!line) {
    await repo.insertScan(tx, { ...scan, variantId: null, outcome: "wrong_item" });
    return { state: null, error: fail(Code.conflict, "packing.wrongItem", { scanned, code: order.code }) };
  }
  if (!needed) {
    await repo.insertScan(tx, { ...scan, variantId: line.variant_id, outcome: "over_quantity" });
    return {
      state: null,
      error: fail(Code.conflict, "packing.overQuantity", {
        code: order.code,
        quantity: line.quantity,
        sku: line.sku,
      }),
    };
  }
  await repo.insertScan(tx, { ...scan, variantId: line.variant_id, outcome: "accepted" });
  const after = withAcceptedScan(before, line.variant_id);
  if (!after.complete) return { state: after, error: null };
  const reviewed = await transitionOrder(tx, actor, { orderId: order.id, action: "review" });
  return { state: { ...after, status: reviewed.status }, error: null };
}
