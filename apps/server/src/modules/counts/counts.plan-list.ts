import { countTaskStatuses, type TCountPlan, type TCountPlanQuery } from "@wms/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { presentPage, rowsOf, tenantRow, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { conflict, notFound, orNotFound, type TWithTexts, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { warehouses } from "../warehouses/index.ts";
import { unfinishedSql } from "./counts.lifecycle.ts";
import { countPlans, countTasks } from "./counts.tables.ts";

type TPlanRow = typeof countPlans.$inferSelect & { warehouseCode: string | null };
type TProgress = TCountPlan["progress"];

const planSelect = (db: Db) =>
  db
    .select({ plan: countPlans, warehouseCode: warehouses.code })
    .from(countPlans)
    .leftJoin(warehouses, tenantRow(warehouses, countPlans.providerId, countPlans.warehouseId));

/** The provider's plans, newest first by default, with each one's tasks by state. */
export async function listCountPlans(db: Db, scope: AccessScope, q: TCountPlanQuery) {
  const providerId = scope.ownProviderId();
  const page = await listPage(
    db,
    {
      from: countPlans,
      select: planSelect(db),
      where: [
        eq(countPlans.providerId, providerId),
        filterEq(countPlans.warehouseId, q.warehouse_id),
        filterEq(countPlans.status, q.status),
        filterEq(countPlans.kind, q.kind),
      ],
      keyword: [countPlans.code, countPlans.note],
      sorts: { created_at: countPlans.createdAt, code: countPlans.code },
      id: countPlans.id,
      idOrder: "same",
    },
    q,
  );
  const rows = page.rows.map((r) => ({ ...r.plan, warehouseCode: r.warehouseCode }));
  const progress = await progressOf(
    db,
    providerId,
    rows.map((r) => r.id),
  );
  return presentPage({ ...page, rows }, (r) => presentPlan(r, progress.get(r.id)), q);
}

export async function planById(db: Db, providerId: string, id: string) {
  const [row] = await planSelect(db).where(tenantRow(countPlans, providerId, id));
  const plan = orNotFound(row, "counts.planNotFound");
  const progress = await progressOf(db, providerId, [id]);
  return presentPlan({ ...plan.plan, warehouseCode: plan.warehouseCode }, progress.get(id));
}

/** Tasks per state of each plan (one grouped read of the page's plans). */
async function progressOf(db: Db, providerId: string, planIds: string[]): Promise<Map<string, TProgress>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: countTasks.planId, status: countTasks.status, n: sql<number>`count(*)::int` })
    .from(countTasks)
    .where(and(eq(countTasks.providerId, providerId), inArray(countTasks.planId, planIds)))
    .groupBy(countTasks.planId, countTasks.status);
  const out = new Map<string, TProgress>();
  for (const r of rows) {
    const p = out.get(r.planId) ?? emptyProgress();
    p[r.status] = r.n;
    p.total += r.n;
    out.set(r.planId, p);
  }
  return out;
}

const emptyProgress = (): TProgress => ({
  total: 0,
  ...(Object.fromEntries(countTaskStatuses.map((s) => [s, 0])) as Omit<TProgress, "total">),
});

/** What the plan counts, in the caller's words. */
function scopeOf(p: TPlanRow) {
  const c = p.criteria;
  switch (p.kind) {
    case "zone":
      return text("counts.scope.zone", { zone: c.zoneCode ?? "" });
    case "locations":
      return text("counts.scope.locations", { from: c.from ?? "", to: c.to ?? "" });
    case "sku":
      return text("counts.scope.sku", { owner: c.ownerCode ?? "", skus: (c.skus ?? []).join(", ") });
    case "customer":
      return text("counts.scope.customer", { owner: c.ownerCode ?? "" });
    case "not_counted":
      return text("counts.scope.not_counted", { days: c.days ?? 0 });
    case "abc":
      return text("counts.scope.abc", { class: c.abcClass ?? "", days: c.days ?? 0 });
    case "floor":
      return text("counts.scope.floor", {
        reason: text(`counts.floorReason.${c.reason ?? "other"}`),
        detail: c.detail ?? "",
      });
  }
}

function presentPlan(p: TPlanRow, progress = emptyProgress()): TWithTexts<TCountPlan> {
  return {
    id: p.id,
    code: p.code,
    warehouse_id: p.warehouseId,
    warehouse_code: p.warehouseCode ?? "",
    kind: p.kind,
    status: p.status,
    scope: scopeOf(p),
    note: p.note,
    walk_size: p.walkSize,
    walks: p.walks,
    progress,
    skipped: p.skipped,
    created_by: p.createdByName,
    created_at: seconds(p.createdAt),
    closed_at: seconds(p.closedAt),
  };
}

/** "Count plan CC… is closed: nothing more can be counted in it" (4009) for a plan no longer open. */
export function assertPlanOpen(plan: { code: string; status: string }) {
  if (plan.status === "open") return;
  throw conflict("counts.planFinished", null, {
    code: plan.code,
    status: text(`counts.status.${plan.status}`),
  });
}

/** Cancels an open plan's unfinished tasks (approved ones stay posted); the plan is cancelled. */
export async function cancelCountPlan(db: Db, scope: AccessScope, planId: string) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(countPlans)
      .where(tenantRow(countPlans, providerId, planId))
      .for("update");
    if (!plan) throw notFound("counts.planNotFound");
    assertPlanOpen(plan);
    await tx.execute(sql`
      update count_tasks set status = 'cancelled', updated_at = now()
       where provider_id = ${providerId} and plan_id = ${planId}
         and status in ${unfinishedSql}`);
    await tx
      .update(countPlans)
      .set({ status: "cancelled", closedAt: new Date(), updatedAt: new Date() })
      .where(tenantRow(countPlans, providerId, planId));
  });
  return planById(db, providerId, planId);
}

/** Closes the plans among these whose every task has ended (one statement). */
export async function closeFinishedPlans(tx: Db, providerId: string, planIds: string[]) {
  if (planIds.length === 0) return;
  rowsOf(
    await tx.execute(sql`
      update count_plans p set status = 'closed', closed_at = now(), updated_at = now()
       where p.provider_id = ${providerId} and p.id = any(${uuidArray([...new Set(planIds)])})
         and p.status = 'open'
         and not exists (select 1 from count_tasks t
                          where t.provider_id = p.provider_id and t.plan_id = p.id
                            and t.status in ${unfinishedSql})`),
  );
}
