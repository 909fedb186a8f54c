import { chargeProvider } from "../src/modules/billing/index.ts";
import type { TBenchCase } from "./cases.ts";
import { under } from "./goals.ts";
import { orderWorld } from "./orders.dataset.ts";

/**
 * Billing (issue 42). Every case name starts with "billing" (BENCH_ONLY=billing runs them).
 * The charging round over `handedOver` orders handed over on one day, spread over the bench's customers,
 * with 1-3 lines of 1-3 units: each order charged per order, per unit and per line beyond the first, one
 * balance entry per order and each customer's balance moved once; then the same round again (nothing new).
 * The orders are handed over tomorrow and the bench's card starts then, so no order another case shipped
 * today is charged with them.
 */
const handedOver = Number(process.env.BENCH_BILLED_ORDERS ?? 10_000);
const goalMs = 10_000;

const uuid = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

export const billingBenchCases: TBenchCase[] = [
  {
    name: `billing: charge ${handedOver} handed-over orders in one round, then run it again`,
    async run(ctx) {
      const world = await orderWorld(ctx.pool, ctx.ids);
      const p = ctx.ids.providerId;
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const { rows: card } = await ctx.pool.query(
        "insert into rate_cards (provider_id) values ($1) returning id",
        [p],
      );
      const { rows: version } = await ctx.pool.query(
        `insert into rate_card_versions (provider_id, card_id, effective_from, created_by)
         values ($1, $2, $3, 'bench') returning id`,
        [p, card[0].id, day],
      );
      await ctx.pool.query(
        `insert into rate_card_rates (provider_id, version_id, position, kind, amount)
         values ($1, $2, 0, 'outbound_order', 1.20), ($1, $2, 1, 'outbound_extra_unit', 0.30),
                ($1, $2, 2, 'outbound_extra_line', 0.20)`,
        [p, version[0].id],
      );
      const g = `(select i, (hashint4(i) & 2147483647)::bigint as h,
          timestamptz '${day} 08:00:00+00' + (i * 3) * interval '1 second' as at
        from generate_series(0, ${handedOver - 1}) i) g`;
      await ctx.pool.query(
        `insert into orders (provider_id, id, code, customer_id, warehouse_id, status, consignee, country, city,
           address, postcode, tracking_number, created_by, created_at, updated_at, submitted_at, confirmed_at,
           shipped_at)
         select $1, ${uuid("'bill' || g.i")}, 'SB' || lpad(g.i::text, 8, '0'),
           ($2::uuid[])[1 + g.h % ${world.customerIds.length}], ($3::uuid[])[1 + (g.h >> 8) % ${world.warehouseIds.length}],
           'shipped', 'Bench buyer', 'US', 'City', '1 Road', '10001', 'BL' || lpad(g.i::text, 10, '0'), $4,
           g.at - interval '6 hours', g.at, g.at - interval '5 hours', g.at - interval '4 hours', g.at
         from ${g}`,
        [p, world.customerIds, world.warehouseIds, ctx.ids.userId],
      );
      await ctx.pool.query(
        `insert into order_lines (provider_id, order_id, position, variant_id, quantity)
         select $1, ${uuid("'bill' || g.i")}, j, md5('v' || (1 + (g.h + j) % 1000))::uuid, 1 + (g.h + j) % 3
         from ${g} cross join lateral generate_series(1, 1 + (g.h >> 4) % 3) j`,
        [p],
      );
      await ctx.pool.query("analyze orders; analyze order_lines");
      const until = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000);
      const first = performance.now();
      const charged = await chargeProvider(ctx.db, p, until);
      const firstMs = performance.now() - first;
      const again = performance.now();
      const second = await chargeProvider(ctx.db, p, until);
      const againMs = performance.now() - again;
      const { rows: entries } = await ctx.pool.query(
        "select count(*)::int as n from customer_balance_entries where provider_id = $1 and kind = 'charge'",
        [p],
      );
      return {
        orders: handedOver,
        charges: charged.charged,
        unpriced: charged.unpriced,
        balance_entries: entries[0].n,
        ms: Math.round(firstMs),
        again_charges: second.charged,
        again_ms: Math.round(againMs),
      };
    },
    goals: (r) => [
      under(`billing: charge ${handedOver} handed-over orders (one round)`, Number(r.ms), goalMs, " ms"),
      under("billing: the same round again (nothing new)", Number(r.again_ms), goalMs, " ms"),
    ],
  },
];
