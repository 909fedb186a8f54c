import { Code, type TFloorCountReason, type TRaiseFloorCountRequest } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest } from "../../kernel/errors.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";
import { planById } from "./counts.plan-list.ts";
import { actorOf, insertPlan, type TCountActor } from "./counts.plans.ts";

/**
 * Counts the floor raises itself (docs/counts.md "Floor counts"): a short pick, a location found empty, a
 * surprise at putaway. One plan of kind `floor` for the locations not already being counted, in the caller's
 * transaction; nothing when every one of them is already in an unfinished count. Answers the plan's id.
 */
export async function raiseFloorCount(
  tx: Db,
  actor: TCountActor,
  input: { warehouseId: string; locationIds: string[]; reason: TFloorCountReason; detail: string },
): Promise<string | null> {
  const ids = [...new Set(input.locationIds)];
  if (ids.length === 0) return null;
  return insertPlan(tx, actor, {
    warehouseId: input.warehouseId,
    kind: "floor",
    criteria: { locationIds: ids, reason: input.reason, detail: input.detail },
    walkSize: ids.length,
    note: "",
  });
}

/** counts/raise-floor-count: someone on the floor asks for a location to be counted (what they saw as the reason). */
export async function requestFloorCount(db: Db, scope: AccessScope, input: TRaiseFloorCountRequest) {
  const actor = actorOf(scope);
  const id = await db.transaction(async (tx) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.providerId, actor.providerId), eq(warehouses.id, input.warehouse_id)));
    if (!warehouse) throw badRequest("badRequest", { warehouse_id: "counts.warehouseRequired" });
    const codes = [...new Set(input.location_codes.map((c) => c.toUpperCase()))];
    const found = await tx
      .select({ id: warehouseLocations.id, code: warehouseLocations.code })
      .from(warehouseLocations)
      .where(
        and(
          eq(warehouseLocations.providerId, actor.providerId),
          eq(warehouseLocations.warehouseId, input.warehouse_id),
          inArray(warehouseLocations.code, codes),
        ),
      );
    const missing = codes.find((c) => !found.some((f) => f.code === c));
    if (missing) {
      throw new AppError(
        Code.badRequest,
        "counts.locationUnknown",
        { fields: { location_codes: "counts.locationRequired" } },
        {
          code: missing,
        },
      );
    }
    const planId = await raiseFloorCount(tx, actor, {
      warehouseId: input.warehouse_id,
      locationIds: found.map((f) => f.id),
      reason: input.reason,
      detail: input.note,
    });
    if (!planId)
      throw new AppError(Code.conflict, "counts.alreadyCounting", null, { codes: codes.join(", ") });
    return planId;
  });
  return planById(db, actor.providerId, id);
}
