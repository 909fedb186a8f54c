import type {
  TPackingScanRequest,
  TReviewOrderRequest,
  TReviewScanItemRequest,
  TReviewStart,
  TReviewState,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import type { AppError } from "../../kernel/errors.ts";
import { refused, transitionOrder } from "../orders/index.ts";
import * as repo from "./packing.repository.ts";
import { lockPicked, recordScan, stateOf } from "./packing.review-scan.ts";
import { openWave } from "./packing.review-wave.ts";
import { fail, staffActor } from "./packing.shared.ts";

/**
 * Review bench: the order (picked) is scanned, then every item. Accepted scans count towards the lines;
 * a wrong item or one more than ordered is refused with 4009 and kept as a refused scan. When the last
 * item is scanned the order is reviewed at once (complete-review does the same for a finished order).
 * A wave code opens the wave instead (wave mode: packing.review-wave.ts).
 */

export async function startReview(db: Db, scope: AccessScope, q: TPackingScanRequest): Promise<TReviewStart> {
  const actor = await staffActor(scope, q.provider_uuid);
  const code = q.code.trim();
  return db.transaction(async (tx) => {
    // An order (by code, then tracking number) wins over a wave of the same code.
    const order = await repo.lockOrderByScan(tx, actor.providerId, code);
    if (!order) {
      const wave = await openWave(tx, actor, code);
      if (!wave) throw fail(Code.notFound, "packing.codeNotFound", { code });
      return wave;
    }
    if (order.status !== "picked") throw refused(order, "review");
    return { mode: "order" as const, ...(await stateOf(tx, order)) };
  });
}

export async function scanItem(db: Db, scope: AccessScope, q: TReviewScanItemRequest) {
  const actor = await staffActor(scope, q.provider_uuid);
  // A refused scan is committed as a record, then reported (so the error never rolls the record back).
  const refusal: { error: AppError | null } = { error: null };
  const state = await db.transaction(async (tx) => {
    const order = await lockPicked(tx, actor, q.order_id);
    const scan = await recordScan(tx, actor, order, q.code.trim());
    refusal.error = scan.error;
    return scan.state;
  });
  if (refusal.error) throw refusal.error;
  return state as TReviewState;
}

export async function completeReview(db: Db, scope: AccessScope, q: TReviewOrderRequest) {
  const actor = await staffActor(scope, q.provider_uuid);
  return db.transaction(async (tx) => {
    const order = await lockPicked(tx, actor, q.order_id);
    const state = await stateOf(tx, order);
    if (!state.complete) throw fail(Code.conflict, "packing.reviewIncomplete", { code: order.code });
    const reviewed = await transitionOrder(tx, actor, { orderId: order.id, action: "review" });
    return { ...state, status: reviewed.status };
  });
}
