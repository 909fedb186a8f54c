import { chargeProvider, chargeStorageNights } from "../src/modules/billing/index.ts";
import type { TBenchCase, TBenchContext } from "./cases.ts";
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
/** The storage night: its own provider with this many customers and balance rows (1,000 and 100,000). */
const storedCustomers = Number(process.env.BENCH_STORAGE_CUSTOMERS ?? 1_000);
const storedBalances = Number(process.env.BENCH_STORAGE_BALANCES ?? 100_000);
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
  {
    name: `billing: one storage night of ${storedCustomers} customers and ${storedBalances} balance rows, then again`,
    run: storageNight,
    goals: (r) => [
      under(
        `billing: storage night, ${storedCustomers} customers / ${storedBalances} balance rows`,
        Number(r.ms),
        goalMs,
        " ms",
      ),
      under("billing: the same night again (nothing new)", Number(r.again_ms), goalMs, " ms"),
    ],
  },
];

/**
 * A provider of its own (so no other case's stock is in its night): one warehouse of 5,000 locations (pick,
 * storage, defect), 10,000 variants with dimensions (every tenth unmeasured), `storedBalances` rows over
 * `storedCustomers` customers with lots up to 400 days old; a card by location type and by volume with age
 * tiers. Today, after the night's end: one row in ten picked once, one in twenty emptied and refilled (its
 * age then comes from the log), so the night reads the ledger back to its end. Yesterday's night is charged,
 * then charged again from the same cursor (nothing new).
 */
async function storageNight(ctx: TBenchContext) {
  const q = (text: string, values: unknown[] = []) => ctx.pool.query(text, values);
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const cut = `timestamptz '${day} 00:00:00+00' + interval '1 day'`;
  const { rows: pr } = await q("insert into providers (name) values ('Bench storage provider') returning id");
  const p = pr[0].id as string;
  await q(
    `with u as (
       insert into users (username, password_hash, role)
       select 'bench_storer_' || i, 'x', 'dropShipper' from generate_series(1, ${storedCustomers}) i
       returning id, username)
     insert into customers (provider_id, user_id, owner_code) select $1, u.id, 'SC' || substr(u.username, 14) from u`,
    [p],
  );
  const { rows: cs } = await q(
    "select array_agg(id order by owner_code) as ids from customers where provider_id = $1",
    [p],
  );
  const customerIds: string[] = cs[0].ids;
  const { rows: w } = await q(
    "insert into warehouses (provider_id, code, name, country, address) values ($1, 'SW1', 'Storage', 'CN', 'x') returning id",
    [p],
  );
  const warehouseId = w[0].id as string;
  await q(
    `insert into warehouse_locations (provider_id, id, warehouse_id, code, type, walk_sequence)
     select $1, md5('sl' || i)::uuid, $2, 'S-' || lpad(i::text, 5, '0'),
       (array['pick', 'storage', 'storage', 'defect'])[1 + i % 4], i
     from generate_series(1, 5000) i`,
    [p, warehouseId],
  );
  await q(
    `insert into products (provider_id, id, customer_id, title)
     select $1, md5('sp' || i)::uuid, $2, 'Stored ' || i from generate_series(1, 10000) i`,
    [p, customerIds[0]],
  );
  await q(
    `insert into product_variants (provider_id, id, product_id, customer_id, sku, length, width, height)
     select $1, md5('sv' || i)::uuid, md5('sp' || i)::uuid, $2, 'ST-' || i,
       case when i % 10 = 0 then 0 else 10 + i % 40 end, 10 + i % 30, 5 + i % 20
     from generate_series(1, 10000) i`,
    [p, customerIds[0]],
  );
  const g = `(select i, (hashint4(i) & 2147483647)::bigint as h from generate_series(1, ${storedBalances}) i) g`;
  await q(
    `insert into stock_balances (provider_id, id, warehouse_id, variant_id, customer_id, location_id, on_hand, inbound_at)
     select $1, md5('sb' || g.i)::uuid, $2, md5('sv' || (1 + g.h % 10000))::uuid,
       ($3::uuid[])[1 + g.i % ${customerIds.length}], md5('sl' || (1 + (g.h >> 8) % 5000))::uuid, 1 + g.h % 20,
       case when g.i % 20 = 0 then now() else ${cut} - interval '1 hour' - (g.h % 400) * interval '1 day' end
     from ${g}`,
    [p, warehouseId, customerIds],
  );
  // The log: each refilled row's fill before the night, its emptying and refill today; a pick today on one row in ten.
  await q(
    `insert into stock_logs (provider_id, balance_id, warehouse_id, location_id, variant_id, customer_id, reason,
       document_type, document_id, document_code, delta_on_hand, on_hand_before, on_hand_after,
       draft_after, unpicked_after, picking_after, operator_user_id, created_at)
     select b.provider_id, b.id, b.warehouse_id, b.location_id, b.variant_id, b.customer_id, e.reason, 'adjustment',
       md5('sd' || b.id || e.n)::uuid, 'AJ' || e.n, e.delta, e.before, e.before + e.delta, 0, 0, 0, $2::uuid, e.at
     from stock_balances b
     cross join lateral (values
       (1, 'adjustment_increase', b.on_hand, 0, ${cut} - interval '3 days'),
       (2, 'adjustment_decrease', -b.on_hand, b.on_hand, now()),
       (3, 'adjustment_increase', b.on_hand, 0, now())
     ) e(n, reason, delta, before, at)
     where b.provider_id = $1 and b.inbound_at >= ${cut}
     union all
     select b.provider_id, b.id, b.warehouse_id, b.location_id, b.variant_id, b.customer_id, 'adjustment_decrease',
       'adjustment', md5('sk' || b.id)::uuid, 'AK', -1, b.on_hand + 1, b.on_hand, 0, 0, 0, $2::uuid, now()
     from stock_balances b
     where b.provider_id = $1 and b.inbound_at < ${cut} and get_byte(decode(md5(b.id::text), 'hex'), 0) % 10 = 0`,
    [p, ctx.ids.userId],
  );
  const { rows: card } = await q("insert into rate_cards (provider_id) values ($1) returning id", [p]);
  const { rows: version } = await q(
    `insert into rate_card_versions (provider_id, card_id, effective_from, created_by)
     values ($1, $2, $3::date - 1, 'bench') returning id`,
    [p, card[0].id, day],
  );
  await q(
    `insert into rate_card_rates (provider_id, version_id, position, kind, amount, location_type, age_from_days)
     values ($1, $2, 0, 'storage_location_day', 0.30, null, 0), ($1, $2, 1, 'storage_location_day', 0.45, null, 91),
       ($1, $2, 2, 'storage_location_day', 0.50, 'pick', 0), ($1, $2, 3, 'storage_location_day', 0.80, 'pick', 31),
       ($1, $2, 4, 'storage_cubic_metre_day', 1.20, null, 0), ($1, $2, 5, 'storage_cubic_metre_day', 1.80, null, 181)`,
    [p, version[0].id],
  );
  const cursorAt = `${day}T00:00:00Z`;
  const resetCursor = () =>
    q(
      `insert into billing_cursors (provider_id, source, through) values ($1, 'storage', $2)
       on conflict (provider_id, source) do update set through = excluded.through`,
      [p, cursorAt],
    );
  await resetCursor();
  await q("analyze");
  const until = new Date(Date.parse(cursorAt) + 86_400_000 + 600_000);
  const first = performance.now();
  const night = await chargeStorageNights(ctx.db, p, until);
  const ms = performance.now() - first;
  await resetCursor();
  const again = performance.now();
  const second = await chargeStorageNights(ctx.db, p, until);
  const againMs = performance.now() - again;
  const { rows: entries } = await q(
    "select count(*)::int as n from customer_balance_entries where provider_id = $1 and kind = 'charge'",
    [p],
  );
  return {
    customers: storedCustomers,
    balance_rows: storedBalances,
    nights: night.nights.join(","),
    charges: night.charged,
    unpriced: night.unpriced,
    balance_entries: entries[0].n,
    ms: Math.round(ms),
    again_charges: second.charged,
    again_ms: Math.round(againMs),
  };
}
