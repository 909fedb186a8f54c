import {
  Code,
  type TCountLine,
  type TCountTask,
  type TCountTaskAction,
  type TCountTaskDetail,
  type TCountTaskQuery,
} from "@wms/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { presentPage, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, orNotFound, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import { settingsOf } from "./counts.settings.ts";
import { countLines, countPlans, countTasks } from "./counts.tables.ts";

/** A task's counted figures are shown once its count is done (never on the floor while counting). */
const counted = (status: string) => status === "review" || status === "accurate" || status === "adjusted";

/** Units off and their value over the task's last round (absolute sums; null until submitted). */
const offUnits = sql<number | null>`(select sum(abs(cl.counted - cl.expected))::int from count_lines cl
  where cl.provider_id = ${countTasks.providerId} and cl.task_id = ${countTasks.id}
    and cl.round = ${countTasks.round} and cl.counted is not null)`;
const offValue = sql<string | null>`(select sum(abs(cl.counted - cl.expected) * v.price)::numeric(14, 2)::text
  from count_lines cl join product_variants v on v.provider_id = cl.provider_id and v.id = cl.variant_id
  where cl.provider_id = ${countTasks.providerId} and cl.task_id = ${countTasks.id}
    and cl.round = ${countTasks.round} and cl.counted is not null)`;

const taskSelect = (db: Db) =>
  db
    .select({
      task: countTasks,
      planCode: countPlans.code,
      locationCode: warehouseLocations.code,
      units: offUnits,
      value: offValue,
    })
    .from(countTasks)
    .innerJoin(countPlans, tenantRow(countPlans, countTasks.providerId, countTasks.planId))
    .leftJoin(
      warehouseLocations,
      tenantRow(warehouseLocations, countTasks.providerId, countTasks.locationId),
    );

type TTaskRow = Awaited<ReturnType<ReturnType<typeof taskSelect>["execute"]>>[number];

/** Tasks in walk order: the floor's next locations (`to_count`), a plan's tasks, the review's queue. */
export async function listCountTasks(db: Db, scope: AccessScope, q: TCountTaskQuery) {
  const providerId = scope.ownProviderId();
  const page = await listPage(
    db,
    {
      from: countTasks,
      select: taskSelect(db),
      countJoins: [
        {
          table: warehouseLocations,
          on: tenantRow(warehouseLocations, countTasks.providerId, countTasks.locationId),
          left: true,
        },
      ],
      where: [
        eq(countTasks.providerId, providerId),
        filterEq(countTasks.planId, q.plan_id),
        filterEq(countTasks.warehouseId, q.warehouse_id),
        filterEq(countTasks.status, q.status),
        q.to_count ? inArray(countTasks.status, ["open", "recount"]) : undefined,
        q.walk ? eq(countTasks.walk, q.walk) : undefined,
      ],
      keyword: [warehouseLocations.code],
      orderBy: [asc(countTasks.planId), asc(countTasks.walk), asc(countTasks.seq), asc(countTasks.id)],
    },
    q,
  );
  const limit = Number((await settingsOf(db, providerId)).approvalLimit);
  return presentPage(page, (r) => presentTask(r, limit), q);
}

function presentTask(r: TTaskRow, limit: number): TCountTask {
  const t = r.task;
  const done = counted(t.status);
  const value = done ? (r.value ?? "0.00") : null;
  return {
    id: t.id,
    plan_id: t.planId,
    plan_code: r.planCode,
    warehouse_id: t.warehouseId,
    location_id: t.locationId,
    location_code: r.locationCode ?? "",
    walk: t.walk,
    seq: t.seq,
    status: t.status,
    round: t.round,
    counted_by: t.countedByName,
    counted_at: seconds(t.countedAt),
    variance_units: done ? (r.units ?? 0) : null,
    variance_value: value,
    needs_provider: value !== null && Number(value) > limit,
    reviewed_by: t.reviewedByName,
    note: t.note,
  };
}

export async function taskById(db: Db, providerId: string, id: string): Promise<TCountTask> {
  const [task] = await tasksByIds(db, providerId, [id]);
  return orNotFound(task, "counts.taskNotFound");
}

/** Tasks by id in one read (the rules read once), in the order given; ids not found are left out. */
export async function tasksByIds(db: Db, providerId: string, ids: string[]): Promise<TCountTask[]> {
  const [rows, settings] = await Promise.all([
    taskSelect(db).where(and(eq(countTasks.providerId, providerId), inArray(countTasks.id, ids))),
    settingsOf(db, providerId),
  ]);
  const limit = Number(settings.approvalLimit);
  const byId = new Map(rows.map((r) => [r.task.id, presentTask(r, limit)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One task with its last round's lines; expected figures only once it is counted (blind on the floor). */
export async function countTaskDetail(db: Db, scope: AccessScope, id: string): Promise<TCountTaskDetail> {
  const providerId = scope.ownProviderId();
  const task = await taskById(db, providerId, id);
  if (!counted(task.status)) return { ...task, lines: [] };
  const rows = await db
    .select({
      line: countLines,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      nameEn: productVariants.nameEn,
      nameCn: productVariants.nameCn,
      price: productVariants.price,
      ownerCode: customers.ownerCode,
    })
    .from(countLines)
    .innerJoin(productVariants, tenantRow(productVariants, countLines.providerId, countLines.variantId))
    .leftJoin(
      customers,
      and(eq(customers.providerId, countLines.providerId), eq(customers.id, countLines.customerId)),
    )
    .where(
      and(eq(countLines.providerId, providerId), eq(countLines.taskId, id), eq(countLines.round, task.round)),
    )
    .orderBy(asc(productVariants.sku), asc(countLines.batch));
  const lines: TCountLine[] = rows.map((r) => {
    const variance = (r.line.counted ?? 0) - r.line.expected;
    return {
      id: r.line.id,
      variant_id: r.line.variantId,
      sku: r.sku,
      barcode: r.barcode,
      name_en: r.nameEn,
      name_cn: r.nameCn,
      owner_code: r.ownerCode ?? "",
      batch: r.line.batch,
      counted: r.line.counted,
      expected: r.line.expected,
      variance,
      value: (variance * Number(r.price)).toFixed(2),
      in_wave: r.line.inWave,
    };
  });
  return { ...task, lines };
}

/** The task locked for the rest of the transaction, with its location's code. */
export async function lockTask(tx: Db, providerId: string, id: string) {
  const [row] = await tx
    .select({ task: countTasks, locationCode: warehouseLocations.code })
    .from(countTasks)
    .leftJoin(warehouseLocations, tenantRow(warehouseLocations, countTasks.providerId, countTasks.locationId))
    .where(tenantRow(countTasks, providerId, id))
    .for("update", { of: countTasks });
  return row ? { ...row.task, locationCode: row.locationCode ?? "" } : null;
}

/** "Location A-01 is adjusted: it cannot be approved" (4009). */
export const refusedTask = (task: { locationCode: string; status: string }, action: TCountTaskAction) => () =>
  new AppError(Code.conflict, "counts.taskState", null, {
    location: task.locationCode,
    status: text(`counts.status.${task.status}`),
    action: text(`counts.action.${action}`),
  });
