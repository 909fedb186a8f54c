import { Code, type TScanCountLocationRequest, type TSubmitCountRequest } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf, tenantRow, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { AppError, conflict, notFound } from "../../kernel/errors.ts";
import { countTaskLifecycle } from "./counts.lifecycle.ts";
import { assertPlanOpen, closeFinishedPlans } from "./counts.plan-list.ts";
import { settingsOf } from "./counts.settings.ts";
import { resolveCounted } from "./counts.skus.ts";
import { countLines, countPlans, countTasks } from "./counts.tables.ts";
import { lockTask, refusedTask, taskById } from "./counts.task-list.ts";

/**
 * The floor's blind count (docs/counts.md "Counting"): the scan of a location snapshots what the ledger
 * says is on its shelf, the submission compares what was counted with that snapshot. Neither answers an
 * expected figure.
 */

/** Scans a location of an open plan: starts its count (round + 1), or starts the round again (a rescan). */
export async function scanCountLocation(db: Db, scope: AccessScope, input: TScanCountLocationRequest) {
  const providerId = scope.ownProviderId();
  const taskId = await db.transaction(async (tx) => {
    const plan = await openPlan(tx, providerId, input.plan_id);
    const [found] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select t.id from count_tasks t
          join warehouse_locations l on l.provider_id = t.provider_id and l.id = t.location_id
         where t.provider_id = ${providerId} and t.plan_id = ${plan.id} and l.code = upper(${input.location_code})`),
    );
    const task = found ? await lockTask(tx, providerId, found.id) : null;
    if (!task || !countTaskLifecycle.allowed(task.status, "staff").includes("scan")) {
      throw new AppError(
        Code.badRequest,
        "counts.locationNotInPlan",
        { fields: { location_code: "counts.locationRequired" } },
        { code: input.location_code.toUpperCase() },
      );
    }
    const round = task.status === "counting" ? task.round : task.round + 1;
    if (round > 1 && task.earlierCounters.includes(scope.userId)) {
      throw conflict("counts.recountBySomeoneElse", null, { location: task.locationCode });
    }
    await countTaskLifecycle.apply(
      "scan",
      { state: task.status, who: "staff" },
      {},
      refusedTask(task, "scan"),
    );
    await tx
      .delete(countLines)
      .where(
        and(
          eq(countLines.providerId, providerId),
          eq(countLines.taskId, task.id),
          eq(countLines.round, round),
        ),
      );
    await snapshot(tx, providerId, task, round, plan);
    await tx
      .update(countTasks)
      .set({
        status: "counting",
        round,
        scannedAt: sql`now()`,
        countedBy: scope.userId,
        countedByName: scope.session.username,
        updatedAt: new Date(),
      })
      .where(tenantRow(countTasks, providerId, task.id));
    return task.id;
  });
  return taskById(db, providerId, taskId);
}

async function openPlan(tx: Db, providerId: string, planId: string) {
  const [plan] = await tx
    .select()
    .from(countPlans)
    .where(tenantRow(countPlans, providerId, planId));
  if (!plan) throw notFound("counts.planNotFound");
  assertPlanOpen(plan);
  return plan;
}

/**
 * What the ledger says is on the location's shelf now, per SKU and lot of the plan's scope: on hand less the
 * units already picked into totes (picking occupation of orders past their wave), so a pick confirmed
 * before the scan is no variance; `in_wave` notes the units of a wave still being picked here.
 */
async function snapshot(
  tx: Db,
  providerId: string,
  task: { id: string; locationId: string },
  round: number,
  plan: { customerId: string | null; variantIds: string[] | null },
) {
  const scopeSql = sql.join(
    [
      plan.customerId ? sql` and b.customer_id = ${plan.customerId}` : sql``,
      plan.variantIds?.length ? sql` and b.variant_id = any(${uuidArray(plan.variantIds)})` : sql``,
    ],
    sql``,
  );
  await tx.execute(sql`
    insert into count_lines (provider_id, task_id, round, variant_id, customer_id, batch, expected, in_wave)
    select b.provider_id, ${task.id}, ${round}, b.variant_id, b.customer_id, b.batch,
           sum(b.on_hand - b.picking_occupied + coalesce(w.q, 0))::int, sum(coalesce(w.q, 0))::int
      from stock_balances b
      left join lateral (
        select sum(a.quantity)::int as q from stock_allocations a
          join orders o on o.provider_id = a.provider_id and o.id = a.document_id
         where a.provider_id = b.provider_id and a.balance_id = b.id and a.document_type = 'order'
           and a.state = 'picking' and o.status = 'in_wave') w on true
     where b.provider_id = ${providerId} and b.location_id = ${task.locationId}${scopeSql}
     group by b.provider_id, b.variant_id, b.customer_id, b.batch
    having sum(b.on_hand) > 0`);
}

/**
 * What was counted at the scanned location: each line's SKU (or barcode) and lot resolved, the snapshot's
 * lines not counted are 0 (an empty location submits no line). Accurate when nothing is off; off by more than
 * the recount threshold on a first count: recounted by another operator; otherwise waiting for review.
 */
export async function submitCount(db: Db, scope: AccessScope, input: TSubmitCountRequest) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, providerId, input.task_id);
    if (!task) throw notFound("counts.taskNotFound");
    if (task.status !== "counting" || task.countedBy !== scope.userId) {
      throw conflict("counts.notScanned", null, { location: task.locationCode });
    }
    const [plan] = await tx
      .select()
      .from(countPlans)
      .where(tenantRow(countPlans, providerId, task.planId));
    if (!plan) throw notFound("counts.planNotFound");
    const counted = await resolveCounted(tx, providerId, task, plan, input.lines);
    const key = [
      countLines.providerId,
      countLines.taskId,
      countLines.round,
      countLines.variantId,
      countLines.customerId,
      countLines.batch,
    ];
    if (counted.length > 0) {
      await tx
        .insert(countLines)
        .values(
          counted.map((c) => ({
            providerId,
            taskId: task.id,
            round: task.round,
            variantId: c.variantId,
            customerId: c.customerId,
            batch: c.batch,
            expected: 0,
            counted: c.quantity,
          })),
        )
        .onConflictDoUpdate({ target: key, set: { counted: sql`excluded.counted` } });
    }
    const [off] = rowsOf<{ lines: number; worst: number }>(
      await tx.execute(sql`
        with filled as (
          update count_lines set counted = 0
           where provider_id = ${providerId} and task_id = ${task.id} and round = ${task.round} and counted is null
          returning expected
        )
        select (count(*) filter (where counted <> expected))::int + (select count(*)::int from filled where expected <> 0) as lines,
               greatest(coalesce(max(abs(counted - expected)), 0), coalesce((select max(expected) from filled), 0))::int as worst
          from count_lines
         where provider_id = ${providerId} and task_id = ${task.id} and round = ${task.round} and counted is not null`),
    );
    const { recountThreshold } = await settingsOf(tx, providerId);
    const outcome =
      !off || off.lines === 0
        ? "accurate"
        : task.round === 1 && off.worst > recountThreshold
          ? "recount"
          : "review";
    const status = await countTaskLifecycle.apply(
      "submit",
      { state: task.status, who: "staff" },
      { outcome },
      refusedTask(task, "submit"),
    );
    const now = new Date();
    await tx
      .update(countTasks)
      .set({
        status,
        countedAt: now,
        finishedAt: status === "accurate" ? now : null,
        earlierCounters: sql`array_append(${countTasks.earlierCounters}, ${scope.userId}::uuid)`,
        updatedAt: now,
      })
      .where(tenantRow(countTasks, providerId, task.id));
    if (status === "accurate") await closeFinishedPlans(tx, providerId, [task.planId]);
  });
  return taskById(db, providerId, input.task_id);
}
