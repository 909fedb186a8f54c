import { abcRule, Code, countLimits, type TCountPlan, type TCreateCountPlanRequest } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { rowsOf, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, conflict } from "../../kernel/errors.ts";
import { variantsByCodes } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehousePartitions, warehouses } from "../warehouses/index.ts";
import { unfinishedSql } from "./counts.lifecycle.ts";
import { locationRule } from "./counts.location-rule.ts";
import { planById } from "./counts.plan-list.ts";
import { countPlanSequences, countPlans, type TCountCriteria } from "./counts.tables.ts";

/**
 * A plan's locations, set-based (docs/counts.md "Plans"): the warehouse's enabled locations the rule picks,
 * less those another plan is still counting; one task each, numbered in walk order (walk sequence, code)
 * and cut into walks of `walk_size`. One INSERT … SELECT, whatever the number (a whole warehouse).
 */
export async function createCountPlan(db: Db, scope: AccessScope, input: TCreateCountPlanRequest) {
  const providerId = scope.ownProviderId();
  const id = await db.transaction(async (tx) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(tenantRow(warehouses, providerId, input.warehouse_id));
    if (!warehouse) throw badRequest("badRequest", { warehouse_id: "counts.warehouseRequired" });
    const criteria = await criteriaOf(tx, providerId, input);
    const planId = await insertPlan(tx, actorOf(scope), {
      warehouseId: input.warehouse_id,
      kind: input.kind,
      criteria,
      walkSize: input.walk_size,
      note: input.note,
    });
    if (!planId) throw badRequest("counts.noLocations");
    return planId;
  });
  return planById(db, providerId, id);
}

type TNewPlan = {
  warehouseId: string;
  kind: TCountPlan["kind"];
  criteria: TCountCriteria;
  walkSize: number;
  note: string;
};

/** Who plans: a person, or the floor on a person's action (a short pick). */
export type TCountActor = { providerId: string; userId: string; userName: string };
export const actorOf = (scope: AccessScope): TCountActor => ({
  providerId: scope.ownProviderId(),
  userId: scope.userId,
  userName: scope.session.username,
});

/** Inserts the plan and its tasks; null (nothing written) when no location is left to count, 4001 when too many are. */
export async function insertPlan(tx: Db, actor: TCountActor, plan: TNewPlan): Promise<string | null> {
  const providerId = actor.providerId;
  const where = locationRule(providerId, plan.warehouseId, plan.criteria);
  const [sizes] = rowsOf<{ total: number; free: number }>(
    await tx.execute(sql`
      select count(*)::int as total,
             count(*) filter (where not exists (
               select 1 from count_tasks t
                where t.provider_id = ${providerId} and t.location_id = l.id and t.status in ${unfinishedSql}))::int as free
        from warehouse_locations l where ${where}`),
  );
  const free = sizes?.free ?? 0;
  if (free === 0) return null;
  if (free > countLimits.tasks) {
    throw new AppError(Code.badRequest, "counts.planTooBig", null, { count: free, max: countLimits.tasks });
  }
  const code = await nextDayCode(tx, countPlanSequences, providerId, { prefix: "CC", digits: 4 });
  const [row] = await tx
    .insert(countPlans)
    .values({
      providerId,
      code,
      warehouseId: plan.warehouseId,
      kind: plan.kind,
      criteria: plan.criteria,
      customerId: plan.criteria.customerId ?? null,
      variantIds: plan.criteria.variantIds ?? null,
      walkSize: plan.walkSize,
      note: plan.note,
      createdBy: actor.userId,
      createdByName: actor.userName,
    })
    .returning({ id: countPlans.id });
  if (!row) throw new Error("count plan not inserted");
  const [made] = rowsOf<{ made: number }>(
    await tx.execute(sql`
      with numbered as (
        select l.id, row_number() over (order by l.walk_sequence, l.code, l.id) - 1 as n
          from warehouse_locations l
         where ${where}
           and not exists (select 1 from count_tasks t
                            where t.provider_id = ${providerId} and t.location_id = l.id and t.status in ${unfinishedSql})
      ), made as (
        insert into count_tasks (provider_id, plan_id, warehouse_id, location_id, walk, seq)
        select ${providerId}, ${row.id}, ${plan.warehouseId}, id, (n / ${plan.walkSize})::int + 1, n::int + 1
          from numbered
        on conflict do nothing
        returning 1
      )
      select count(*)::int as made from made`),
  );
  const count = made?.made ?? 0;
  // A location another plan took meanwhile is skipped (the one-open-count index refused it).
  if (count === 0) throw conflict("counts.noLocations");
  await tx
    .update(countPlans)
    .set({ walks: Math.ceil(free / plan.walkSize), skipped: (sizes?.total ?? 0) - count })
    .where(tenantRow(countPlans, providerId, row.id));
  return row.id;
}

/** The request's rule checked and resolved (zone, customer, SKUs); 4001 naming the field otherwise. */
async function criteriaOf(
  tx: Db,
  providerId: string,
  input: TCreateCountPlanRequest,
): Promise<TCountCriteria> {
  switch (input.kind) {
    case "zone": {
      if (!input.zone_id) throw badRequest("badRequest", { zone_id: "counts.zoneRequired" });
      const [zone] = await tx
        .select({ code: warehousePartitions.code })
        .from(warehousePartitions)
        .where(
          and(
            tenantRow(warehousePartitions, providerId, input.zone_id),
            eq(warehousePartitions.warehouseId, input.warehouse_id),
          ),
        );
      if (!zone) throw badRequest("badRequest", { zone_id: "counts.zoneRequired" });
      return { zoneId: input.zone_id, zoneCode: zone.code };
    }
    case "locations": {
      if (!input.from_location) throw badRequest("badRequest", { from_location: "counts.rangeRequired" });
      if (!input.to_location) throw badRequest("badRequest", { to_location: "counts.rangeRequired" });
      if (input.from_location > input.to_location)
        throw badRequest("badRequest", { to_location: "counts.rangeOrder" });
      return { from: input.from_location, to: input.to_location };
    }
    case "sku":
    case "customer": {
      if (!input.customer_id) throw badRequest("badRequest", { customer_id: "counts.customerRequired" });
      const [owner] = await tx
        .select({ code: customers.ownerCode })
        .from(customers)
        .where(and(eq(customers.providerId, providerId), eq(customers.id, input.customer_id)));
      if (!owner) throw badRequest("badRequest", { customer_id: "counts.customerRequired" });
      const base = { customerId: input.customer_id, ownerCode: owner.code };
      if (input.kind === "customer") return base;
      return { ...base, ...(await skusOf(tx, providerId, input.customer_id, input.skus)) };
    }
    case "abc":
      if (!input.abc_class) throw badRequest("badRequest", { abc_class: "counts.classRequired" });
      return { abcClass: input.abc_class, days: abcRule.days };
    case "not_counted":
      if (!input.days) throw badRequest("badRequest", { days: "counts.daysRequired" });
      return { days: input.days };
  }
}

async function skusOf(tx: Db, providerId: string, customerId: string, skus: string[]) {
  const codes = [...new Set(skus.map((s) => s.trim()).filter(Boolean))];
  if (codes.length === 0) throw badRequest("badRequest", { skus: "counts.skusRequired" });
  const found = await variantsByCodes(tx, providerId, customerId, codes);
  const missing = codes.find((c) => !found.some((v) => v.sku === c || v.barcode === c));
  if (missing) {
    const fields = { skus: "counts.skusRequired" };
    throw new AppError(Code.badRequest, "counts.skuNotFound", { fields }, { code: missing });
  }
  return { variantIds: found.map((v) => v.id), skus: [...new Set(found.map((v) => v.sku))] };
}
