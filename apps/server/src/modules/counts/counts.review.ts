import { Code, type TApproveCountRequest, type TSendBackCountRequest } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf, tenantRow, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, conflict, notFound } from "../../kernel/errors.ts";
import type { TOrderActor } from "../orders/index.ts";
import { countTaskLifecycle } from "./counts.lifecycle.ts";
import { closeFinishedPlans } from "./counts.plan-list.ts";
import { postVariances, type TVarianceLine } from "./counts.posting.ts";
import { settingsOf } from "./counts.settings.ts";
import { countPlans } from "./counts.tables.ts";
import { refusedTask, tasksByIds } from "./counts.task-list.ts";

type TReviewTask = { id: string; plan_id: string; plan_code: string; status: string; location_code: string };

/** The tasks named (or every task of the plan waiting for review), locked in id order. */
async function lockReviewTasks(
  tx: Db,
  providerId: string,
  ids: string[] | undefined,
  planId: string | undefined,
) {
  if (!ids) {
    const [plan] = await tx
      .select({ id: countPlans.id })
      .from(countPlans)
      .where(tenantRow(countPlans, providerId, planId ?? ""));
    if (!plan) throw notFound("counts.planNotFound");
  }
  const which = ids
    ? sql`t.id = any(${uuidArray(ids)})`
    : sql`t.plan_id = ${planId ?? null} and t.status = 'review'`;
  const tasks = rowsOf<TReviewTask>(
    await tx.execute(sql`
      select t.id, t.plan_id, p.code as plan_code, t.status, coalesce(l.code, '') as location_code
        from count_tasks t
        join count_plans p on p.provider_id = t.provider_id and p.id = t.plan_id
        left join warehouse_locations l on l.provider_id = t.provider_id and l.id = t.location_id
       where t.provider_id = ${providerId} and ${which}
       order by t.id
         for update of t`),
  );
  if (ids && tasks.length < new Set(ids).size) throw notFound("counts.taskNotFound");
  return tasks;
}

/**
 * Approves counted variances: each task's last round posted through the ledger in one call (one stock-log
 * row per change, reason count_gain / count_loss, the plan as document, the reason as note). A task worth
 * more than the approval limit is the provider's to approve (4003 for an operator).
 */
export async function approveCounts(db: Db, scope: AccessScope, input: TApproveCountRequest) {
  const providerId = scope.ownProviderId();
  if (!input.task_ids && !input.plan_id) throw badRequest("badRequest", { task_ids: "counts.planOrTasks" });
  return db.transaction(async (tx) => {
    const tasks = await lockReviewTasks(tx, providerId, input.task_ids, input.plan_id);
    if (tasks.length === 0) throw conflict("counts.nothingToApprove");
    for (const t of tasks) {
      const refusal = countTaskLifecycle.refusal("approve", t.status as never, "staff");
      if (refusal) throw refusedTask({ locationCode: t.location_code, status: t.status }, "approve")();
    }
    const ids = uuidArray(tasks.map((t) => t.id));
    const lines = rowsOf<TVarianceLine & { value: string; taskId: string }>(
      await tx.execute(sql`
        select cl.id as "lineId", t.id as "taskId", t.plan_id as "planId", p.code as "planCode",
               t.warehouse_id as "warehouseId", t.location_id as "locationId", coalesce(l.code, '') as "locationCode",
               cl.variant_id as "variantId", v.sku, cl.customer_id as "customerId", cl.batch,
               (cl.counted - cl.expected)::int as variance,
               (abs(cl.counted - cl.expected) * v.price)::numeric(14, 2)::text as value
          from count_tasks t
          join count_plans p on p.provider_id = t.provider_id and p.id = t.plan_id
          join count_lines cl on cl.provider_id = t.provider_id and cl.task_id = t.id and cl.round = t.round
          join product_variants v on v.provider_id = cl.provider_id and v.id = cl.variant_id
          left join warehouse_locations l on l.provider_id = t.provider_id and l.id = t.location_id
         where t.provider_id = ${providerId} and t.id = any(${ids}) and cl.counted <> cl.expected
         order by t.id, cl.id`),
    );
    if (scope.role !== "provider") await checkApprovalLimit(tx, providerId, tasks, lines);
    const actor: TOrderActor = {
      providerId,
      userId: scope.userId,
      userName: scope.session.username,
      kind: "staff",
      customerId: null,
      role: scope.role,
    };
    const { posted, exceptions, changes } = await postVariances(tx, actor, lines, input.reason);
    const postedJson = JSON.stringify([...posted].map(([id, q]) => ({ id, q })));
    await tx.execute(sql`
      update count_lines cl set posted = i.q
        from jsonb_to_recordset(${postedJson}::jsonb) as i(id uuid, q int)
       where cl.provider_id = ${providerId} and cl.id = i.id`);
    await tx.execute(sql`
      update count_tasks set status = 'adjusted', finished_at = now(), updated_at = now(),
             reviewed_by_name = ${scope.session.username}, note = ${input.reason}
       where provider_id = ${providerId} and id = any(${ids})`);
    await closeFinishedPlans(
      tx,
      providerId,
      tasks.map((t) => t.plan_id),
    );
    return { approved: tasks.length, lines: changes, exceptions };
  });
}

/** An operator approves a task only when its variance is worth no more than the limit. */
async function checkApprovalLimit(
  tx: Db,
  providerId: string,
  tasks: TReviewTask[],
  lines: { taskId: string; value: string }[],
) {
  const limit = Number((await settingsOf(tx, providerId)).approvalLimit);
  const worth = new Map<string, number>();
  for (const l of lines) worth.set(l.taskId, (worth.get(l.taskId) ?? 0) + Number(l.value));
  const over = tasks.find((t) => (worth.get(t.id) ?? 0) > limit);
  if (over) {
    throw new AppError(Code.forbidden, "counts.providerApproves", null, {
      location: over.location_code,
      value: (worth.get(over.id) ?? 0).toFixed(2),
      limit: limit.toFixed(2),
    });
  }
}

/** Sends counted locations back: each is counted again (a new round) by an operator who has not counted it. */
export async function sendBackCounts(db: Db, scope: AccessScope, input: TSendBackCountRequest) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    const tasks = await lockReviewTasks(tx, providerId, input.task_ids, undefined);
    for (const t of tasks) {
      await countTaskLifecycle.apply(
        "send_back",
        { state: t.status as never, who: "staff" },
        {},
        refusedTask({ locationCode: t.location_code, status: t.status }, "send_back"),
      );
    }
    await tx.execute(sql`
      update count_tasks set status = 'recount', note = ${input.note}, reviewed_by_name = ${scope.session.username},
             updated_at = now()
       where provider_id = ${providerId} and id = any(${uuidArray(tasks.map((t) => t.id))})`);
  });
  return { tasks: await tasksByIds(db, providerId, [...new Set(input.task_ids)]) };
}
