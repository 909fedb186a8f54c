import { Code, shortPickReason, type TConfirmPickingRequest } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, notFound, type Text, text } from "../../kernel/errors.ts";
import { actorOf, transitionOrder } from "../orders/index.ts";
import * as repo from "./waves.repository.ts";
import { aggregateLines, loadWave } from "./waves.service.ts";

/**
 * Picking confirmation, one transaction per wave: the picker reports the quantity picked on every pick
 * line (SKU at a location). A line's picked quantity is handed to the wave's orders in wave order;
 * orders that got everything go to "picked", orders left short become exceptions (reason short_pick)
 * and the missing quantity's picking occupation is released through the lifecycle. Orders that left
 * the wave meanwhile (cut off, exception) are skipped.
 */
export async function confirmPicking(db: Db, scope: AccessScope, input: TConfirmPickingRequest) {
  const actor = await actorOf(scope, input.provider_uuid);
  await db.transaction(async (tx) => {
    const wave = await repo.lockWave(tx, actor.providerId, input.wave_id);
    if (!wave) throw notFound("wave.notFound");
    if (wave.status !== "picking") {
      throw new AppError(4009, "wave.finished", { status: wave.status }, { code: wave.code });
    }
    const portions = await repo.openPortions(tx, actor.providerId, wave.id);
    const lines = aggregateLines(portions);
    const picked = pickedPerLine(input, lines);

    // Hand each line's picked quantity to its orders in wave order; remember what each order misses.
    const missing = new Map<string, Map<string, number>>();
    const left = new Map(picked);
    for (const p of portions) {
      const key = `${p.locationId}|${p.variantId}`;
      const available = left.get(key) ?? 0;
      const taken = Math.min(available, p.quantity);
      left.set(key, available - taken);
      if (taken < p.quantity) {
        const perVariant = missing.get(p.orderId) ?? new Map<string, number>();
        perVariant.set(p.variantId, (perVariant.get(p.variantId) ?? 0) + p.quantity - taken);
        missing.set(p.orderId, perVariant);
      }
    }

    const orderRows = await repo.ordersOfWave(tx, actor.providerId, wave.id);
    const results: { orderId: string; result: "picked" | "short" | "skipped" }[] = [];
    for (const o of orderRows) {
      // Left the wave meanwhile: cut off, exception, or re-queued (result already set; it may be in_wave
      // again in a newer wave).
      if (o.status !== "in_wave" || o.result !== null) {
        results.push({ orderId: o.orderId, result: "skipped" });
        continue;
      }
      const short = missing.get(o.orderId);
      if (short) {
        await transitionOrder(tx, actor, {
          orderId: o.orderId,
          action: "mark_exception",
          reason: shortPickReason,
          release: [...short].map(([variantId, quantity]) => ({ variantId, quantity })),
        });
        results.push({ orderId: o.orderId, result: "short" });
      } else {
        await transitionOrder(tx, actor, { orderId: o.orderId, action: "pick", reason: wave.code });
        results.push({ orderId: o.orderId, result: "picked" });
      }
    }
    await repo.finishWave(tx, wave, {
      lines: lines.map((l) => ({
        locationId: l.location_id,
        variantId: l.variant_id,
        required: l.required,
        picked: picked.get(`${l.location_id}|${l.variant_id}`) ?? 0,
      })),
      orderResults: results,
      pickedBy: actor.userId,
    });
  });
  return loadWave(db, actor.providerId, input.wave_id);
}

/** Exactly one entry per open line, each within 0..required; 4001 naming the entry otherwise. */
function pickedPerLine(
  input: TConfirmPickingRequest,
  lines: { location_id: string; variant_id: string; required: number }[],
): Map<string, number> {
  const required = new Map(lines.map((l) => [`${l.location_id}|${l.variant_id}`, l.required]));
  const picked = new Map<string, number>();
  const fields: Record<string, string | Text> = {};
  input.lines.forEach((l, i) => {
    const key = `${l.location_id}|${l.variant_id}`;
    const max = required.get(key);
    if (max === undefined || picked.has(key)) fields[`lines.${i}.variant_id`] = "wave.lineUnknown";
    else if (l.picked > max) fields[`lines.${i}.picked`] = text("wave.pickedTooMany", { required: max });
    else picked.set(key, l.picked);
  });
  if (Object.keys(fields).length > 0) throw new AppError(Code.badRequest, "badRequest", { fields });
  if (picked.size < required.size) throw badRequest("wave.lineMissing", { lines: "wave.lineMissing" });
  return picked;
}
