import {
  Code,
  defaultWeighingTolerance,
  type TExpectedWeight,
  type TExpectedWeightQuery,
  type TWeighingOutcome,
  type TWeighingSettings,
  type TWeighRequest,
  type TWeighResult,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { refused, type TOrderActor, transitionOrder } from "../orders/index.ts";
import { recordVariantWeight } from "../products/index.ts";
import * as repo from "./packing.repository.ts";
import { fail, scannedOrder, staffActor } from "./packing.shared.ts";

/**
 * Batch weighing of reviewed (packed) parcels, before their waybill and their bag (docs/packing.md).
 * Expected weight = sum of item weights (variant weight x quantity) + the weight of the channel's default
 * packaging material. A parcel passes when |actual - expected| <= max(expected x percent / 100,
 * grams / 1000) (default 10% / 50 g) and becomes weighed. A first miss asks to weigh again (a typo or a
 * parcel on the scale's edge); a second miss in a row sends it to exceptions ("weight_out_of_tolerance").
 * A parcel with a SKU that has no weight is not judged: the bench is asked to record the scale's weight as
 * that SKU's (only when it is the parcel's one weightless SKU), then the parcel is weighed.
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

/** What the bench shows once a parcel is scanned, before its weight is entered. */
export async function expectedWeight(
  db: Db,
  scope: AccessScope,
  q: TExpectedWeightQuery,
): Promise<TExpectedWeight> {
  const actor = await staffActor(scope, q.provider_uuid);
  const tolerance = await toleranceOf(db, actor.providerId);
  const order = await scannedOrder(db, actor, q.code, { lock: false });
  if (order.status !== "reviewed") throw refused(order, "weigh");
  const expected = await repo.expectedWeightKg(db, order.providerId, order.id);
  return {
    order_id: order.id,
    code: order.code,
    status: order.status,
    expected_kg: kg(expected),
    allowed_kg: kg(allowedDeviationKg(expected, tolerance)),
    weightless: await repo.weightlessLines(db, order.providerId, order.id),
    second_try: (await repo.lastWeighingOutcome(db, order.providerId, order.id)) === "weigh_again",
  };
}

export async function weighPackage(db: Db, scope: AccessScope, q: TWeighRequest): Promise<TWeighResult> {
  const actor = await staffActor(scope, q.provider_uuid);
  const tolerance = await toleranceOf(db, actor.providerId);
  return db.transaction(async (tx) => {
    const order = await scannedOrder(tx, actor, q.code);
    if (order.status !== "reviewed") throw refused(order, "weigh");
    const actual = Math.round(q.weight * 1000) / 1000;
    const weightless = await repo.weightlessLines(tx, order.providerId, order.id);
    let expected = await repo.expectedWeightKg(tx, order.providerId, order.id);
    let outcome: TWeighingOutcome;
    if (weightless.length > 0) {
      if (!q.record_weight) {
        // Nothing to judge against: nothing is written, the bench asks to record the weight.
        const allowed = kg(allowedDeviationKg(expected, tolerance));
        const answer = { expected_kg: kg(expected), actual_kg: kg(actual), allowed_kg: allowed };
        return {
          ...answer,
          order_id: order.id,
          code: order.code,
          within_tolerance: false,
          outcome: "weight_unknown",
          weightless,
          status: order.status,
        };
      }
      await recordTheOneMissingWeight(tx, actor, order.code, weightless, actual - expected);
      expected = await repo.expectedWeightKg(tx, order.providerId, order.id);
      outcome = "weight_recorded";
    } else {
      const within = Math.abs(actual - expected) <= allowedDeviationKg(expected, tolerance) + 1e-9;
      const missedBefore = (await repo.lastWeighingOutcome(tx, order.providerId, order.id)) === "weigh_again";
      outcome = within ? "weighed" : missedBefore ? "exception" : "weigh_again";
    }
    const within = outcome === "weighed" || outcome === "weight_recorded";
    await repo.insertWeighing(tx, {
      providerId: order.providerId,
      orderId: order.id,
      expectedKg: kg(expected),
      actualKg: kg(actual),
      withinTolerance: within,
      outcome,
      actorUserId: actor.userId,
    });
    const base = { orderId: order.id };
    let status: string = order.status;
    if (within) {
      status = (await transitionOrder(tx, actor, { ...base, action: "weigh", reason: `${kg(actual)} kg` }))
        .status;
    } else if (outcome === "exception") {
      const reason = `weight_out_of_tolerance: expected ${kg(expected)} kg, actual ${kg(actual)} kg`;
      status = (await transitionOrder(tx, actor, { ...base, action: "mark_exception", reason })).status;
    }
    return {
      order_id: order.id,
      code: order.code,
      expected_kg: kg(expected),
      actual_kg: kg(actual),
      allowed_kg: kg(allowedDeviationKg(expected, tolerance)),
      within_tolerance: within,
      outcome,
      weightless: outcome === "weight_recorded" ? weightless : [],
      status,
    };
  });
}

/**
 * Records what the scale said beyond the known part of the parcel as the weight of its one weightless SKU
 * (per piece). Two weightless SKUs cannot be told apart on
 * one scale, and a weight not above the known part cannot be a SKU's: both are refused (4009).
 */
async function recordTheOneMissingWeight(
  tx: Db,
  actor: TOrderActor,
  code: string,
  weightless: { variant_id: string; sku: string; quantity: number }[],
  unexplainedKg: number,
) {
  const [only] = weightless;
  if (!only || weightless.length > 1)
    throw fail(Code.conflict, "packing.severalWeightless", {
      code,
      skus: weightless.map((l) => l.sku).join(", "),
    });
  const perPiece = Math.round((unexplainedKg / only.quantity) * 1000) / 1000;
  if (perPiece <= 0) throw fail(Code.conflict, "packing.weightNotAboveKnown", { code, sku: only.sku });
  const who = { providerId: actor.providerId, userId: actor.userId, username: actor.userName };
  await recordVariantWeight(tx, who, only.variant_id, perPiece);
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
