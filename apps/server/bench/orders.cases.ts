import {
  maxOrdersPerGeneration,
  ZBatchOrderRequest,
  ZGenerateWavesRequest,
  ZOrderQuery,
} from "@wms/contracts";
import { batchAction, listOrders } from "../src/modules/orders/orders.service.ts";
import { generateWaves } from "../src/modules/waves/waves.service.ts";
import { waveStrategies } from "../src/modules/waves/waves.tables.ts";
import type { TBenchCase, TBenchContext } from "./cases.ts";
import { atLeast, under } from "./goals.ts";
import {
  benchScope,
  listStart,
  ordersDataset,
  orderWorld,
  sampleCodes,
  seedListOrders,
  seedSubmittedOrders,
} from "./orders.dataset.ts";
import { latency, round } from "./stats.ts";

/** Orders and waves (issue 6). Every case name starts with "orders" (BENCH_ONLY=orders runs them). */

const confirmClients = 4;
const confirmBatch = 100;
const seconds = (start: number) => (performance.now() - start) / 1000;

/** Ids confirmed by the confirm case, waved by the waves case. */
let confirmed: string[] = [];
/** The orders the waves case put into waves (the floor case works them on: floor.cases.ts). */
export const wavedOrders = () => confirmed;

async function countByStatus(ctx: TBenchContext, ids: string[]) {
  const { rows } = await ctx.pool.query(
    "select status, count(*)::int as n from orders where provider_id = $1 and id = any($2::uuid[]) group by status",
    [ctx.ids.providerId, ids],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

const confirmCase: TBenchCase = {
  name: `orders: confirm ${ordersDataset.confirm} submitted orders (allocation), ${confirmClients} clients x batches of ${confirmBatch}`,
  async run(ctx) {
    const world = await orderWorld(ctx.pool, ctx.ids);
    const ids = await seedSubmittedOrders(ctx.pool, ctx.ids, world, ordersDataset.confirm);
    const scope = benchScope(ctx.db, ctx.ids);
    const batches: string[][] = [];
    for (let i = 0; i < ids.length; i += confirmBatch) batches.push(ids.slice(i, i + confirmBatch));
    let next = 0;
    let done = 0;
    let failed = 0;
    const start = performance.now();
    // Each client works like a user pressing "confirm" on a page of selected orders, one request at a time.
    await Promise.all(
      Array.from({ length: confirmClients }, async () => {
        for (let b = batches[next++]; b; b = batches[next++]) {
          const input = ZBatchOrderRequest.parse({ action: "confirm", order_ids: b });
          const result = await batchAction(ctx.db, scope, input);
          done += result.done.length;
          failed += result.errors.length;
        }
      }),
    );
    const total = seconds(start);
    confirmed = ids;
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n from stock_allocations where provider_id = $1 and document_id = any($2::uuid[])",
      [ctx.ids.providerId, ids],
    );
    return {
      orders: ids.length,
      seconds: round(total),
      orders_per_s: round(done / total),
      done,
      failed,
      statuses: JSON.stringify(await countByStatus(ctx, ids)),
      allocation_rows: rows[0].n,
    };
  },
  goals: (r) => [
    atLeast(`confirm ${ordersDataset.confirm} submitted orders (orders/s)`, Number(r.orders_per_s), 1000),
    { what: "confirm: orders refused", figure: String(r.failed), goal: "0", met: r.failed === 0 },
  ],
};

const wavesCase: TBenchCase = {
  name: "orders: generate waves for the confirmed orders (same-channel, 50 orders / 150 lines a wave)",
  async run(ctx) {
    if (confirmed.length === 0) throw new Error("run the confirm case first (BENCH_ONLY=orders)");
    const [strategy] = await ctx.db
      .insert(waveStrategies)
      .values({
        providerId: ctx.ids.providerId,
        name: "Bench same-channel",
        kind: "same-channel",
        maxOrdersPerWave: 50,
        maxLinesPerWave: 150,
      })
      .returning({ id: waveStrategies.id });
    const world = await orderWorld(ctx.pool, ctx.ids);
    const scope = benchScope(ctx.db, ctx.ids);
    let waves = 0;
    let skipped = 0;
    const start = performance.now();
    // The screen sends at most maxOrdersPerGeneration selected orders per request.
    for (let i = 0; i < confirmed.length; i += maxOrdersPerGeneration) {
      const input = ZGenerateWavesRequest.parse({
        warehouse_id: world.warehouseIds[0],
        strategy_id: strategy?.id,
        order_ids: confirmed.slice(i, i + maxOrdersPerGeneration),
      });
      const result = await generateWaves(ctx.db, scope, input);
      waves += result.waves.length;
      skipped += result.skipped_count;
    }
    const total = seconds(start);
    return {
      orders: confirmed.length,
      seconds: round(total),
      orders_per_s: round((confirmed.length - skipped) / total),
      waves,
      skipped,
      statuses: JSON.stringify(await countByStatus(ctx, confirmed)),
    };
  },
  goals: (r) => [atLeast("generate waves for them (orders/s)", Number(r.orders_per_s), 1000)],
};

const statuses = ["confirmed", "submitted", "exception", "shipped"] as const;
/** Month windows inside the list orders' year (2025-12 .. 2026-10). */
const month = (i: number) => {
  const d = new Date(`${listStart}T00:00:00Z`);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1 + (i % 11));
  const end = new Date(d);
  end.setUTCMonth(end.getUTCMonth() + 1);
  end.setUTCDate(0);
  return { date_from: d.toISOString().slice(0, 10), date_to: end.toISOString().slice(0, 10) };
};

const queryCase: TBenchCase = {
  name: `orders: order/query-order on ${ordersDataset.list} orders, filters a provider uses`,
  async run(ctx) {
    const world = await orderWorld(ctx.pool, ctx.ids);
    const start = performance.now();
    const { perDay } = await seedListOrders(ctx.pool, ctx.ids, world, ordersDataset.list);
    const seedSeconds = round(seconds(start));
    const { rows } = await ctx.pool.query(
      "select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines",
    );
    const codes = await sampleCodes(ctx.pool, ctx.ids, ordersDataset.list, 80);
    const scope = benchScope(ctx.db, ctx.ids);
    const list = (q: Record<string, string>) => listOrders(ctx.db, scope, ZOrderQuery.parse(q));
    const figures: Record<string, number | string> = {
      seed_seconds: seedSeconds,
      orders_in_table: rows[0].orders,
      lines_in_table: rows[0].lines,
      orders_per_day: perDay,
    };
    const cases: [string, (i: number) => Record<string, string>][] = [
      ["status_page1", (i) => ({ status: statuses[i % 4] as string })],
      [
        "warehouse_status",
        (i) => ({
          warehouse_id: world.warehouseIds[i % world.warehouseIds.length] as string,
          status: statuses[Math.floor(i / world.warehouseIds.length) % 4] as string,
        }),
      ],
      ["keyword_code", (i) => ({ keyword: codes[i % codes.length] as string })],
      ["date_month", (i) => month(i)],
      ["customer", (i) => ({ customer_id: world.customerIds[i % world.customerIds.length] as string })],
      ["page_50", () => ({ cur_page: "50" })],
    ];
    for (const [name, query] of cases) {
      const r = await latency((i) => list(query(i)), 40, 3);
      figures[`${name}_p50_ms`] = r.p50_ms;
      figures[`${name}_p95_ms`] = r.p95_ms;
    }
    return figures;
  },
  goals: (r) =>
    Object.keys(r)
      .filter((k) => k.endsWith("_p95_ms"))
      .map((k) =>
        under(
          `order/query-order, ${ordersDataset.list} orders, ${k.replace("_p95_ms", "")}: p95`,
          Number(r[k]),
          50,
          " ms",
        ),
      ),
};

export const ordersBenchCases: TBenchCase[] = [confirmCase, wavesCase, queryCase];
