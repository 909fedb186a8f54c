import {
  defaultWeighingTolerance,
  type TWeighingSettings,
  type TWeighRequest,
  type TWeighResult,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { refused, transitionOrder } from "../orders/index.ts";
import * as repo from "./packing.repository.ts";
import { scannedOrder, staffActor } from "./packing.shared.ts";

/**
 * Batch weighing of bagged packages. Expected weight = sum of item weights (variant weight x quantity)
 * + the weight of the channel's default packaging material. A package passes when
 * |actual - expected| <= max(expected x percent / 100, grams / 1000) (default 10% / 50 g); it becomes
 * weighed. Otherwise it leaves its bag and goes to exceptions with reason "weight_out_of_tolerance".
 */

export async function toleranceOf(db: Db, providerId: string): Promise<TWeighingSettings> {
  const row = await repo.settingsOf(db, providerId);
  if (!row) return defaultWeighingTolerance;
  return { tolerance_percent: Number(row.tolerancePercent), tolerance_grams: row.toleranceGrams };
}

/** Allowed deviation in kg for an expected weight. */
export const allowedDeviationKg = (expectedKg: number, t: TWeighingSettings) =>
  Math.max((expectedKg * t.tolerance_percent) / 100, t.tolerance_grams / 1000);

const kg = (v: number) => v.toFixed(3);

export async function weighPackage(db: Db, scope: AccessScope, q: TWeighRequest): Promise<TWeighResult> {
  const actor = await staffActor(scope, q.provider_uuid);
  const tolerance = await toleranceOf(db, actor.providerId);
  return db.transaction(async (tx) => {
    const order = await scannedOrder(tx, actor, q.code);
    if (order.status !== "bagged") throw refused(order, "weigh");
    const expected = await repo.expectedWeightKg(tx, order.providerId, order.id, order.channelId);
    const actual = Math.round(q.weight * 1000) / 1000;
    const within = Math.abs(actual - expected) <= allowedDeviationKg(expected, tolerance) + 1e-9;
    await repo.insertWeighing(tx, {
      providerId: order.providerId,
      orderId: order.id,
      expectedKg: kg(expected),
      actualKg: kg(actual),
      withinTolerance: within,
      actorUserId: actor.userId,
    });
    const base = { orderId: order.id };
    let status: string;
    if (within) {
      status = (await transitionOrder(tx, actor, { ...base, action: "weigh", reason: `${kg(actual)} kg` }))
        .status;
    } else {
      // Out of tolerance: the package comes out of its bag to be checked and repacked.
      await repo.removeFromBag(tx, order.providerId, order.id);
      const reason = `weight_out_of_tolerance: expected ${kg(expected)} kg, actual ${kg(actual)} kg`;
      status = (await transitionOrder(tx, actor, { ...base, action: "mark_exception", reason })).status;
    }
    return {
      order_id: order.id,
      code: order.code,
      expected_kg: kg(expected),
      actual_kg: kg(actual),
      within_tolerance: within,
      status,
    };
  });
}

export async function getSettings(db: Db, scope: AccessScope) {
  const actor = await staffActor(scope);
  return toleranceOf(db, actor.providerId);
}

export async function saveSettings(db: Db, scope: AccessScope, input: TWeighingSettings) {
  const actor = await staffActor(scope);
  await repo.saveSettings(db, actor.providerId, input.tolerance_percent, input.tolerance_grams);
  return toleranceOf(db, actor.providerId);
}
