import { Code, shortPickReason, type TConfirmPickingRequest, type TWaveStatus } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, notFound, type Text, text } from "../../kernel/errors.ts";
import { defineLifecycle } from "../../kernel/lifecycle.ts";
import { raiseFloorCount } from "../counts/index.ts";
import { actorOf, type TOrderActor, transitionAllTogether, transitionOrder } from "../orders/index.ts";
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
    const step: TPickingStep = { tx, actor, wave, input, lines: [], picked: new Map(), results: [] };
    const status = await waveLifecycle.apply(
      "confirm_picking",
      { state: wave.status, who: "staff" },
      step,
      () => new AppError(Code.conflict, "wave.finished", { status: wave.status }, { code: wave.code }),
    );
    // Where the picker found less than the wave needed, the floor asks for a count (docs/counts.md).
    const short = step.lines.filter(
      (l) => (step.picked.get(`${l.location_id}|${l.variant_id}`) ?? 0) < l.required,
    );
    await raiseFloorCount(tx, actor, {
      warehouseId: wave.warehouseId,
      locationIds: short.map((l) => l.location_id),
      reason: "short_pick",
      detail: wave.code,
    });
    await repo.finishWave(tx, wave, {
      status,
      lines: step.lines.map((l) => ({
        locationId: l.location_id,
        variantId: l.variant_id,
        required: l.required,
        picked: step.picked.get(`${l.location_id}|${l.variant_id}`) ?? 0,
      })),
      orderResults: step.results,
      pickedBy: actor.userId,
    });
  });
  return loadWave(db, actor.providerId, input.wave_id);
}

type TPickingStep = {
  tx: Db;
  actor: TOrderActor;
  wave: repo.TWaveRow;
  input: TConfirmPickingRequest;
  lines: ReturnType<typeof aggregateLines>;
  /** Picked quantity per "location|variant". */
  picked: Map<string, number>;
  results: { orderId: string; result: "picked" | "short" | "skipped" }[];
};

/** A wave's one transition: picking ends picked, or short_picked when an order was left short. */
export const waveLifecycle = defineLifecycle<"confirm_picking", TWaveStatus, "staff", TPickingStep>({
  confirm_picking: {
    from: ["picking"],
    to: (s) => (s.results.some((r) => r.result === "short") ? "short_picked" : "picked"),
    who: ["staff"],
    effect: handOutPicked,
  },
});

/** Hands each line's picked quantity to its orders in wave order and moves every order on. */
async function handOutPicked(s: TPickingStep) {
  const { tx, actor, wave } = s;
  const portions = await repo.openPortions(tx, actor.providerId, wave.id);
  s.lines = aggregateLines(portions);
  s.picked = pickedPerLine(s.input, s.lines);

  // What each order misses, per variant.
  const missing = new Map<string, Map<string, number>>();
  const left = new Map(s.picked);
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
  const picked: string[] = [];
  for (const o of orderRows) {
    // Left the wave meanwhile: cut off, exception, or re-queued (result already set; it may be in_wave
    // again in a newer wave).
    if (o.status !== "in_wave" || o.result !== null) {
      s.results.push({ orderId: o.orderId, result: "skipped" });
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
      s.results.push({ orderId: o.orderId, result: "short" });
    } else {
      picked.push(o.orderId);
      s.results.push({ orderId: o.orderId, result: "picked" });
    }
  }
  // The orders picked in full move on together; all or nothing with the wave.
  await transitionAllTogether(tx, actor, { orderIds: picked, action: "pick", reason: wave.code });
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
