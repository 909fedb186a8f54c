import { randomUUID } from "node:crypto";
import { ZApproveCountRequest, ZCreateCountPlanRequest } from "@wms/contracts";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Db } from "../src/kernel/db/client.ts";
import { createCountPlan } from "../src/modules/counts/counts.plans.ts";
import { approveCounts } from "../src/modules/counts/counts.review.ts";
import { changeOnHandSet } from "../src/modules/inventory/index.ts";
import type { TBenchCase, TBenchContext } from "./cases.ts";
import { under } from "./goals.ts";
import { benchScope } from "./orders.dataset.ts";
import { round } from "./stats.ts";

/**
 * Cycle counts (issue 44: count tasks for 100,000 locations, 10,000 approved count lines posted; set-based).
 * Every case name starts with "counts" (BENCH_ONLY=counts runs them). Each case builds a warehouse of its
 * own with one zone (the dataset's BW1 has 1,000 locations, and the plan's open tasks would block other
 * counts there); the seed is bulk SQL outside the timing, the timed call is the real service as the provider.
 * BENCH_COUNT_LINES must stay within the dataset's SKUs (location i holds SKU i).
 */
const planLocations = Number(process.env.BENCH_COUNT_LOCATIONS ?? 100_000);
const approvedLines = Number(process.env.BENCH_COUNT_LINES ?? 10_000);
const walkSize = 40;
const planGoalMs = 10_000;
const approveGoalMs = 10_000;

/**
 * A warehouse with one zone of `n` enabled locations. The walk sequence is a permutation of the codes'
 * order (7919 is prime, so coprime with n unless n is a multiple of it), so the check proves walk order.
 */
async function zoneWarehouse(ctx: TBenchContext, code: string, n: number) {
  const p = ctx.ids.providerId;
  const { rows: w } = await ctx.pool.query(
    "insert into warehouses (provider_id, code, name, country, address) values ($1, $2, $2, 'CN', 'x') returning id",
    [p, code],
  );
  const warehouseId = w[0].id as string;
  const { rows: z } = await ctx.pool.query(
    "insert into warehouse_partitions (provider_id, warehouse_id, code, name) values ($1, $2, 'Z', 'Zone') returning id",
    [p, warehouseId],
  );
  const zoneId = z[0].id as string;
  await ctx.pool.query(
    `insert into warehouse_locations (provider_id, warehouse_id, partition_id, code, type, walk_sequence)
     select $1, $2, $3, 'Z-' || lpad(i::text, 6, '0'), 'storage', 1 + (i::bigint * 7919) % ${n}
     from generate_series(1, ${n}) i`,
    [p, warehouseId, zoneId],
  );
  await ctx.pool.query("analyze warehouse_locations");
  return { warehouseId, zoneId };
}

/** The bench db with every statement counted, BEGIN and COMMIT included (drizzle's logger sees each one). */
function countingDb(ctx: TBenchContext) {
  let statements = 0;
  const db = drizzle({ client: ctx.pool, logger: { logQuery: () => void statements++ } }) as unknown as Db;
  return { db, statements: () => statements };
}

const planCase: TBenchCase = {
  name: `counts: a zone plan of ${planLocations} locations (createCountPlan, walks of ${walkSize})`,
  async run(ctx) {
    const { warehouseId, zoneId } = await zoneWarehouse(ctx, "BCC1", planLocations);
    const counting = countingDb(ctx);
    const input = ZCreateCountPlanRequest.parse({
      warehouse_id: warehouseId,
      kind: "zone",
      zone_id: zoneId,
      walk_size: walkSize,
    });
    const start = performance.now();
    const plan = await createCountPlan(counting.db, benchScope(counting.db, ctx.ids), input);
    const ms = performance.now() - start;
    // Every location once, numbered in walk order and cut into walks of walkSize.
    const { rows } = await ctx.pool.query(
      `select count(*)::int as tasks, count(distinct t.walk)::int as walks,
              count(*) filter (where t.seq <> l.walk_sequence or t.walk <> (t.seq - 1) / $3 + 1)::int as misplaced
         from count_tasks t join warehouse_locations l on l.provider_id = t.provider_id and l.id = t.location_id
        where t.provider_id = $1 and t.plan_id = $2`,
      [ctx.ids.providerId, plan.id, walkSize],
    );
    const check = rows[0];
    const walks = Math.ceil(planLocations / walkSize);
    if (check.tasks !== planLocations || check.walks !== walks || plan.walks !== walks || check.misplaced > 0)
      throw new Error(`count plan wrong: ${JSON.stringify({ ...check, plan_walks: plan.walks })}`);
    return {
      tasks: check.tasks,
      walks: plan.walks,
      statements: counting.statements(),
      ms: Math.round(ms),
      tasks_per_s: Math.round(planLocations / (ms / 1000)),
    };
  },
  goals: (r) => [under(`counts: plan of ${planLocations} locations`, Number(r.ms), planGoalMs, " ms")],
};

const approveCase: TBenchCase = {
  name: `counts: approve a plan of ${approvedLines} counted lines (approveCounts, gains and losses)`,
  async run(ctx) {
    const p = ctx.ids.providerId;
    const { warehouseId, zoneId } = await zoneWarehouse(ctx, "BCC2", approvedLines);
    const scope = benchScope(ctx.db, ctx.ids);
    // Opening stock through the ledger (one call), so the stock log replays to the balances: 20 units of
    // the dataset's SKU i at the zone's location i.
    const { rows: pairs } = await ctx.pool.query(
      `select l.id as location_id, md5('v' || l.code_n)::uuid as variant_id
         from (select id, substr(code, 3)::int as code_n from warehouse_locations
                where provider_id = $1 and warehouse_id = $2) l`,
      [p, warehouseId],
    );
    const opening = { type: "adjustment" as const, id: randomUUID(), code: "BENCH-OPEN" };
    await ctx.db.transaction((tx) =>
      changeOnHandSet(
        tx,
        { providerId: p, userId: ctx.ids.userId },
        pairs.map((r) => ({
          warehouseId,
          locationId: r.location_id,
          variantId: r.variant_id,
          customerId: ctx.ids.customerId,
          delta: 20,
          reason: "adjustment_increase" as const,
          document: opening,
        })),
      ),
    );
    const plan = await createCountPlan(
      ctx.db,
      scope,
      ZCreateCountPlanRequest.parse({ warehouse_id: warehouseId, kind: "zone", zone_id: zoneId }),
    );
    // Every task counted once and waiting for review, as submitCount leaves it: one line per location,
    // even seq a gain of 1-7, odd a loss of 1-5 (all free stock, so no order is short).
    await ctx.pool.query(
      `update count_tasks set status = 'review', round = 1, scanned_at = now(), counted_by = $2,
              counted_by_name = 'bench_provider', counted_at = now(), earlier_counters = array[$2::uuid]
        where provider_id = $1 and plan_id = $3`,
      [p, ctx.ids.userId, plan.id],
    );
    await ctx.pool.query(
      `insert into count_lines (provider_id, task_id, round, variant_id, customer_id, batch, expected, counted)
       select t.provider_id, t.id, 1, b.variant_id, b.customer_id, b.batch, b.on_hand,
              b.on_hand + case when t.seq % 2 = 0 then 1 + t.seq % 7 else -(1 + t.seq % 5) end
         from count_tasks t
         join stock_balances b on b.provider_id = t.provider_id and b.location_id = t.location_id
        where t.provider_id = $1 and t.plan_id = $2`,
      [p, plan.id],
    );
    await ctx.pool.query("analyze count_tasks; analyze count_lines; analyze stock_balances");
    const sumOnHand = async () =>
      (
        await ctx.pool.query(
          "select coalesce(sum(on_hand), 0)::int as n from stock_balances where provider_id = $1 and warehouse_id = $2",
          [p, warehouseId],
        )
      ).rows[0].n as number;
    const { rows: v } = await ctx.pool.query(
      `select coalesce(sum(cl.counted - cl.expected), 0)::int as net from count_lines cl
         join count_tasks t on t.provider_id = cl.provider_id and t.id = cl.task_id
        where t.provider_id = $1 and t.plan_id = $2`,
      [p, plan.id],
    );
    const before = await sumOnHand();

    const counting = countingDb(ctx);
    const input = ZApproveCountRequest.parse({ plan_id: plan.id, reason: "bench cycle count" });
    const start = performance.now();
    const answer = await approveCounts(counting.db, benchScope(counting.db, ctx.ids), input);
    const ms = performance.now() - start;

    const { rows: logs } = await ctx.pool.query(
      `select count(*)::int as n from stock_logs
        where provider_id = $1 and document_type = 'count' and document_id = $2`,
      [p, plan.id],
    );
    // The log still replays to the warehouse's balances (sum of each row's deltas is its on hand).
    const { rows: drift } = await ctx.pool.query(
      `select count(*)::int as n from stock_balances b
        where b.provider_id = $1 and b.warehouse_id = $2
          and b.on_hand <> (select coalesce(sum(l.delta_on_hand), 0) from stock_logs l
                             where l.provider_id = b.provider_id and l.balance_id = b.id)`,
      [p, warehouseId],
    );
    const after = await sumOnHand();
    if (
      answer.approved !== approvedLines ||
      logs[0].n !== approvedLines ||
      after - before !== v[0].net ||
      drift[0].n > 0
    ) {
      const found = { answer, logs: logs[0].n, moved: after - before, net: v[0].net, drift: drift[0].n };
      throw new Error(`count approval wrong: ${JSON.stringify(found)}`);
    }
    return {
      tasks: answer.approved,
      stock_log_rows: logs[0].n,
      on_hand_moved: after - before,
      statements: counting.statements(),
      ms: Math.round(ms),
      lines_per_s: round(approvedLines / (ms / 1000)),
    };
  },
  goals: (r) => [
    under(
      `counts: approve ${approvedLines} lines (${r.lines_per_s} lines/s, ${r.statements} statements)`,
      Number(r.ms),
      approveGoalMs,
      " ms",
    ),
  ],
};

export const countsBenchCases: TBenchCase[] = [planCase, approveCase];
