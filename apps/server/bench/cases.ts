import { randomUUID } from "node:crypto";
import { ZInventoryQuery, ZStockLogQuery } from "@wms/contracts";
import type pg from "pg";
import type { Db } from "../src/kernel/db/client.ts";
import { allocate } from "../src/modules/inventory/index.ts";
import { listInventory, listStockLog } from "../src/modules/inventory/inventory.queries.ts";
import { billingBenchCases } from "./billing.cases.ts";
import { countsBenchCases } from "./counts.cases.ts";
import { dataset, type TBenchIds } from "./dataset.ts";
import { floorBenchCases } from "./floor.cases.ts";
import { atLeast, type TGoalRow, under } from "./goals.ts";
import { ordersBenchCases } from "./orders.cases.ts";
import { latency, round, throughput } from "./stats.ts";
import { storesBenchCases } from "./stores.cases.ts";
import { webhooksBenchCases } from "./webhooks.cases.ts";

/** What a case gets: the drizzle db and the raw pool on the bench database, and the dataset's ids. */
export type TBenchContext = { db: Db; pool: pg.Pool; ids: TBenchIds };
export type TBenchResult = Record<string, number | string>;
/** One benchmark; the orders work appends its own cases to `benchCases`. */
export type TBenchCase = {
  name: string;
  run(ctx: TBenchContext): Promise<TBenchResult>;
  /** The case's figures beside their goals (bench/goals.ts), for the summary after the run. */
  goals?(result: TBenchResult): TGoalRow[];
};

const clients = 32;
const seconds = 10;
const variantOf = (i: number) => {
  const n = 1 + (i % dataset.skus);
  return { sku: `SKU-${String(n).padStart(6, "0")}`, barcode: `69${String(n).padStart(11, "0")}` };
};

/** A hot SKU with enough stock for every allocation of the run (its balance id answered). */
async function hotBalance(ctx: TBenchContext): Promise<{ balanceId: string; variantId: string }> {
  const { rows } = await ctx.pool.query(
    "update stock_balances set on_hand = 100000000 where provider_id = $1 and variant_id = md5('v1')::uuid returning id, variant_id",
    [ctx.ids.providerId],
  );
  return { balanceId: rows[0].id, variantId: rows[0].variant_id };
}

export const benchCases: TBenchCase[] = [
  {
    name: `allocation: one hot SKU, ${clients} clients, ${seconds}s (vs bare UPDATE loop)`,
    async run(ctx) {
      const hot = await hotBalance(ctx);
      const actor = { providerId: ctx.ids.providerId, userId: ctx.ids.userId };
      const ledger = await throughput(clients, seconds, () =>
        ctx.db.transaction((tx) =>
          allocate(tx, actor, {
            warehouseId: ctx.ids.warehouseId,
            customerId: ctx.ids.customerId,
            state: "unpicked",
            lines: [{ variantId: hot.variantId, quantity: 1 }],
            document: { type: "order", id: randomUUID(), code: "BENCH" },
          }),
        ),
      );
      const bare = await throughput(clients, seconds, () =>
        ctx.pool.query("update stock_balances set unpicked_occupied = unpicked_occupied + 1 where id = $1", [
          hot.balanceId,
        ]),
      );
      return {
        ledger_allocations_per_s: ledger.ops_per_s,
        ledger_failed: ledger.failed,
        bare_updates_per_s: bare.ops_per_s,
        ratio: round(ledger.ops_per_s / bare.ops_per_s),
      };
    },
    goals: (r) => [
      atLeast(
        `hot-SKU allocation vs bare UPDATE, ${clients} clients (ratio; ${r.ledger_allocations_per_s} vs ${r.bare_updates_per_s}/s)`,
        Number(r.ratio),
        0.5,
      ),
      {
        what: "hot-SKU allocation: failed calls",
        figure: String(r.ledger_failed),
        goal: "0",
        met: r.ledger_failed === 0,
      },
    ],
  },
  {
    name: "inventory list (statistics): first page by SKU, keyword, low stock",
    async run(ctx) {
      const tenant = { providerId: ctx.ids.providerId, customerId: null };
      const firstPage = await latency((i) =>
        listInventory(ctx.db, tenant, ZInventoryQuery.parse({ cur_page: String(1 + (i % 50)) })),
      );
      const keyword = await latency((i) =>
        listInventory(ctx.db, tenant, ZInventoryQuery.parse({ keyword: variantOf(i * 997).sku })),
      );
      const low = await latency(
        () => listInventory(ctx.db, tenant, ZInventoryQuery.parse({ low_stock: "true" })),
        20,
        2,
      );
      return {
        page_p50_ms: firstPage.p50_ms,
        page_p95_ms: firstPage.p95_ms,
        keyword_p50_ms: keyword.p50_ms,
        keyword_p95_ms: keyword.p95_ms,
        low_stock_p50_ms: low.p50_ms,
        low_stock_p95_ms: low.p95_ms,
      };
    },
    goals: (r) => [
      under(
        `inventory list, low stock only, ${dataset.skus} SKUs: p95`,
        Number(r.low_stock_p95_ms),
        50,
        " ms",
      ),
    ],
  },
  {
    name: "stock-log query: one barcode, newest first, page of 20",
    async run(ctx) {
      const tenant = { providerId: ctx.ids.providerId, customerId: null };
      const r = await latency((i) =>
        listStockLog(ctx.db, tenant, ZStockLogQuery.parse({ barcode: variantOf(i * 7919).barcode })),
      );
      return { p50_ms: r.p50_ms, p95_ms: r.p95_ms };
    },
  },
  ...ordersBenchCases,
  ...floorBenchCases,
  ...billingBenchCases,
  ...storesBenchCases,
  ...webhooksBenchCases,
  ...countsBenchCases,
];
