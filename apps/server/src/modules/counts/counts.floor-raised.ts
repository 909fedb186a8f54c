import { Code, type TFloorCountReason, type TRaiseFloorCountRequest } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest } from "../../kernel/errors.ts";
import { warehouses } from "../warehouses/index.ts";
import { unfinishedSql } from "./counts.lifecycle.ts";
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
  const [free] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from warehouse_locations l
       where l.provider_id = ${actor.providerId} and l.warehouse_id = ${input.warehouseId}
         and l.id = any(${`{${ids.join(",")}}`}::uuid[]) and l.status = 'enabled'
         and not exists (select 1 from count_tasks t where t.provider_id = l.provider_id
                          and t.location_id = l.id and t.status in ${unfinishedSql})`),
  );
  if (!free?.n) return null;
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
    const found = rowsOf<{ id: string; code: string }>(
      await tx.execute(sql`
        select id, code from warehouse_locations
         where provider_id = ${actor.providerId} and warehouse_id = ${input.warehouse_id}
           and code = any(${`{${codes.map((c) => `"${c.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::text[])`),
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
