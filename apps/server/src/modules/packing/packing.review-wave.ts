import type { TReviewState, TReviewWaveScan, TReviewWaveScanRequest, TReviewWaveState } from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import type { TOrderActor } from "../orders/index.ts";
import { lockOrder as lockOrderRow } from "../orders/index.ts";
import { recordScan } from "./packing.review-scan.ts";
import { fail, staffActor } from "./packing.shared.ts";
import * as waveRepo from "./packing.wave-repository.ts";

/**
 * Review by wave: a wave code scanned at the bench opens the wave; each item scan goes to the wave's
 * oldest picked order that still needs the item and is recorded exactly as in order mode
 * (packing_review_scans). A scan that completes its order reviews it at once; otherwise the bench goes
 * on with that order (order mode) and comes back to the wave when it is done.
 *
 * Concurrency: candidates are read unlocked, then locked one by one in the same order (oldest first)
 * and checked again under the lock (still picked, still missing the piece), so two benches on one wave
 * never count a piece twice nor review an order twice, and never lock in opposite orders.
 */

async function waveState(db: Db, providerId: string, wave: waveRepo.TReviewWave): Promise<TReviewWaveState> {
  const progress = await waveRepo.waveProgress(db, providerId, wave.id);
  return {
    mode: "wave",
    wave_id: wave.id,
    code: wave.code,
    status: wave.status,
    order_count: wave.orderCount,
    to_review: progress.toReview,
    units_to_scan: progress.unitsToScan,
  };
}

/** 4009 while the wave is still being picked (its orders are not picked yet). */
function checkPicked(wave: waveRepo.TReviewWave) {
  if (wave.status === "picking") throw fail(Code.conflict, "packing.waveNotPicked", { code: wave.code });
}

/** The wave a scanned code names (wave codes are upper case; the scan is matched case-insensitively). */
export async function openWave(tx: Db, actor: TOrderActor, code: string): Promise<TReviewWaveState | null> {
  const wave = await waveRepo.waveByCode(tx, actor.providerId, code.trim().toUpperCase());
  if (!wave) return null;
  checkPicked(wave);
  return waveState(tx, actor.providerId, wave);
}

const lockOrder = (tx: Db, actor: TOrderActor, id: string) =>
  lockOrderRow(tx, { providerId: actor.providerId, customerId: null }, id);

export async function scanWaveItem(
  db: Db,
  scope: AccessScope,
  q: TReviewWaveScanRequest,
): Promise<TReviewWaveScan> {
  const actor = await staffActor(scope, q.provider_uuid);
  const scanned = q.code.trim();
  // As in order mode, a refused scan's record is committed before the error is thrown.
  const outcome = await db.transaction(async (tx): Promise<TReviewWaveScan | AppError> => {
    const wave = await waveRepo.waveById(tx, actor.providerId, q.wave_id);
    if (!wave) throw notFound("wave.notFound");
    checkPicked(wave);
    const done = async (order: TReviewState) => ({
      wave: await waveState(tx, actor.providerId, wave),
      order,
    });

    const needing = await waveRepo.waveOrdersWithItem(tx, actor.providerId, wave.id, scanned, true);
    for (const candidate of needing) {
      const order = await lockOrder(tx, actor, candidate.id);
      // Checked again under the lock: another bench may have taken the last piece or reviewed it.
      if (order?.status !== "picked") continue;
      const scan = await recordScan(tx, actor, order, scanned, { onlyIfNeeded: true });
      if (scan.state) return done(scan.state);
    }

    // Nobody needs it. Tied to the oldest order to review that has the item at all, it is recorded there
    // as a refused scan (over_quantity); an item of no such order is only refused.
    const holders = await waveRepo.waveOrdersWithItem(tx, actor.providerId, wave.id, scanned, false);
    for (const holder of holders) {
      const order = await lockOrder(tx, actor, holder.id);
      if (order?.status !== "picked") continue;
      const scan = await recordScan(tx, actor, order, scanned);
      if (scan.state) return done(scan.state);
      break;
    }
    return fail(Code.conflict, "packing.waveItemNotNeeded", { scanned, code: wave.code });
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
