import type { TOrderAction } from "@wms/contracts";
import type { TAppContext } from "../src/kernel/context.ts";
import { transitionOrdersTogether } from "../src/modules/orders/index.ts";
import { handOverOrders } from "../src/modules/shipping/shipping.hand-over.ts";
import { printWaybills } from "../src/modules/shipping/shipping.waybills.ts";
import { confirmPicking } from "../src/modules/waves/waves.picking.ts";
import { loadWave } from "../src/modules/waves/waves.service.ts";
import type { TBenchCase, TBenchContext } from "./cases.ts";
import { wavedOrders } from "./orders.cases.ts";
import { benchScope } from "./orders.dataset.ts";
import { round } from "./stats.ts";

/**
 * The rest of the outbound floor for the orders the waves case put into waves (issue 15, set-based floor
 * work): every wave's picking confirmed in full, the orders reviewed, bagged and weighed together (as a
 * warehouse whose flow does not require those steps passes them), their numbers typed in (the bench
 * channels are manual carriers), their waybills printed 100 a request and the orders handed over 500 a
 * request, as the shipping orders screen sends them. Runs after the waves case (BENCH_ONLY=orders).
 */

const seconds = (start: number) => (performance.now() - start) / 1000;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function wavesOf(ctx: TBenchContext, orderIds: string[]): Promise<string[]> {
  const { rows } = await ctx.pool.query(
    `select distinct wave_id from wave_orders where provider_id = $1 and order_id = any($2::uuid[])`,
    [ctx.ids.providerId, orderIds],
  );
  return rows.map((r) => r.wave_id as string);
}

const floorCase: TBenchCase = {
  name: "orders: the floor for the waved orders: picking confirmed, waybills printed, handed over",
  async run(ctx) {
    const ids = wavedOrders();
    if (ids.length === 0) throw new Error("run the confirm and waves cases first (BENCH_ONLY=orders)");
    const scope = benchScope(ctx.db, ctx.ids);
    const actor = { ...ctx.ids, userName: "bench_provider", kind: "staff" as const, customerId: null };

    const waveIds = await wavesOf(ctx, ids);
    let start = performance.now();
    for (const waveId of waveIds) {
      const wave = await loadWave(ctx.db, ctx.ids.providerId, waveId);
      // Ids are never texts (TWithTexts only widens the type).
      const lines = wave.lines.map((l) => ({
        location_id: l.location_id as string,
        variant_id: l.variant_id as string,
        picked: l.required,
      }));
      await confirmPicking(ctx.db, scope, { wave_id: waveId, lines });
    }
    const picking = seconds(start);

    for (const action of ["review", "bag", "weigh"] satisfies TOrderAction[])
      for (const batch of chunks(ids, 500))
        await ctx.db.transaction((tx) => transitionOrdersTogether(tx, actor, { orderIds: batch, action }));
    await ctx.pool.query(
      `update orders set tracking_number = 'BT' || upper(substr(md5(id::text), 1, 12))
       where provider_id = $1 and id = any($2::uuid[])`,
      [ctx.ids.providerId, ids],
    );

    const config = { config: {} } as Pick<TAppContext, "config">;
    start = performance.now();
    for (const batch of chunks(ids, 100)) await printWaybills(ctx.db, config, scope, { order_ids: batch });
    const waybills = seconds(start);

    start = performance.now();
    let shipped = 0;
    for (const batch of chunks(ids, 500))
      shipped += (await handOverOrders(ctx.db, scope, { order_ids: batch })).answer.shipped;
    const handOver = seconds(start);
    return {
      orders: ids.length,
      waves: waveIds.length,
      picking_seconds: round(picking),
      picking_orders_per_s: round(ids.length / picking),
      waybills_seconds: round(waybills),
      waybills_orders_per_s: round(ids.length / waybills),
      hand_over_seconds: round(handOver),
      hand_over_orders_per_s: round(shipped / handOver),
      shipped,
    };
  },
};

export const floorBenchCases: TBenchCase[] = [floorCase];
