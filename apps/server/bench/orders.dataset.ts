import type pg from "pg";
import { AccessScope } from "../src/kernel/access/access-scope.ts";
import type { Db } from "../src/kernel/db/client.ts";
import { dataset, type TBenchIds } from "./dataset.ts";

/**
 * The orders bench data, in bulk SQL on top of the inventory dataset (dataset.ts):
 * - a world: 20 more drop-shipper customers, warehouses BW2-BW4 and two channels per warehouse;
 * - `confirm` submitted orders in BW1 (1-3 lines over `confirmSkus` SKUs given ample stock);
 * - `list` orders over a year (2025-11-23 .. 2026-11-22) spread over customers, warehouses, channels,
 *   countries and statuses, with 1-3 lines each.
 * Smaller sizes for a quick run: BENCH_ORDERS, BENCH_ORDERS_LIST.
 */
export const ordersDataset = {
  confirm: Number(process.env.BENCH_ORDERS ?? 10_000),
  list: Number(process.env.BENCH_ORDERS_LIST ?? 1_000_000),
  confirmSkus: 2_000,
  shippers: 20,
  warehouses: 4,
} as const;

export type TOrderWorld = { customerIds: string[]; warehouseIds: string[]; channelIds: string[] };

/** The bench provider acting as staff, as the routes would see it. */
export function benchScope(db: Db, ids: TBenchIds): AccessScope {
  return new AccessScope(db, {
    userId: ids.userId,
    username: "bench_provider",
    role: "provider",
    providerId: ids.providerId,
    tokenHash: "",
  });
}

/** A deterministic id that is also a valid version-4 UUID (the contracts' zod schemas check it). */
const uuid = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

let world: TOrderWorld | undefined;

/** Customers, warehouses and channels (created once per run). */
export async function orderWorld(pool: pg.Pool, ids: TBenchIds): Promise<TOrderWorld> {
  if (world) return world;
  const p = ids.providerId;
  await pool.query(
    `with u as (
       insert into users (username, password_hash, role)
       select 'bench_shipper_' || i, 'x', 'dropShipper' from generate_series(1, ${ordersDataset.shippers}) i
       returning id, username)
     insert into customers (provider_id, user_id, owner_code)
     select $1, u.id, 'BS' || lpad(substr(u.username, 15), 2, '0') from u`,
    [p],
  );
  await pool.query(
    `insert into warehouses (provider_id, code, name, country, address)
     select $1, 'BW' || i, 'Bench ' || i, 'CN', 'x' from generate_series(2, ${ordersDataset.warehouses}) i`,
    [p],
  );
  const { rows: w } = await pool.query(
    "select id, code from warehouses where provider_id = $1 order by code",
    [p],
  );
  await pool.query(
    `insert into logistics_channels (provider_id, name, code, warehouse_id, carrier_kind)
     select $1, w.code || ' ' || k.name, w.code || '-' || k.name, w.id, 'manual'
     from warehouses w cross join (values ('EXPRESS'), ('ECONOMY')) k(name) where w.provider_id = $1`,
    [p],
  );
  await pool.query("analyze users; analyze customers; analyze warehouses; analyze logistics_channels");
  const { rows: c } = await pool.query(
    "select id from customers where provider_id = $1 order by owner_code",
    [p],
  );
  const { rows: ch } = await pool.query(
    `select c.id from logistics_channels c join warehouses w on w.id = c.warehouse_id
     where c.provider_id = $1 order by w.code, c.code`,
    [p],
  );
  world = {
    customerIds: c.map((r) => r.id),
    warehouseIds: w.map((r) => r.id),
    channelIds: ch.map((r) => r.id),
  };
  return world;
}

/** `n` submitted orders of the bench customer in BW1 (oldest first), with ample stock for their SKUs. */
export async function seedSubmittedOrders(pool: pg.Pool, ids: TBenchIds, w: TOrderWorld, n: number) {
  const skus = ordersDataset.confirmSkus;
  // SKUs 2..skus+1 (SKU 1 is the allocation case's hot SKU): far more on hand than the orders need.
  await pool.query(
    `update stock_balances set on_hand = on_hand + 1000000
     where provider_id = $1 and variant_id = any(array(select md5('v' || k)::uuid from generate_series(2, ${skus + 1}) k))`,
    [ids.providerId],
  );
  await pool.query(
    `insert into orders (provider_id, id, code, customer_id, warehouse_id, channel_id, status, reference,
       consignee, phone, country, city, address, postcode, created_by, created_at, updated_at, submitted_at)
     select $1, ${uuid("'co' || i")}, 'SO20261123' || lpad((i + 1)::text, 5, '0'), $2, $3,
            ($4::uuid[])[1 + i % 2], 'submitted', 'SHOP-C' || i, 'Consignee ' || i, '+15550' || lpad(i::text, 6, '0'),
            'US', 'Austin', i || ' Main Street', '73301', $5,
            now() - ((${n} - i) || ' seconds')::interval, now(), now()
     from generate_series(0, ${n - 1}) i`,
    [ids.providerId, ids.customerId, w.warehouseIds[0], w.channelIds.slice(0, 2), ids.userId],
  );
  // 60% one line, 30% two, 10% three; distinct SKUs within an order.
  await pool.query(
    `insert into order_lines (provider_id, order_id, position, variant_id, quantity)
     select $1, ${uuid("'co' || i")}, j + 1, md5('v' || (2 + (i * 7 + j * 131) % ${skus}))::uuid, 1 + (i + j) % 3
     from generate_series(0, ${n - 1}) i
     cross join lateral generate_series(0, case when i % 10 < 6 then 0 when i % 10 < 9 then 1 else 2 end) j`,
    [ids.providerId],
  );
  await pool.query("analyze orders; analyze order_lines; analyze stock_balances");
  const { rows } = await pool.query(
    "select id from orders where provider_id = $1 and code like 'SO20261123%' order by code",
    [ids.providerId],
  );
  return rows.map((r) => r.id as string);
}

/** The first day of the list orders; order i is created on day floor(i / perDay). */
export const listStart = "2025-11-23";

/**
 * `n` orders over 365 days with 1-3 lines each. The secondary indexes of orders and order_lines are
 * dropped for the load and rebuilt after it (the same definitions as the migrations), then VACUUM ANALYZE.
 */
export async function seedListOrders(pool: pg.Pool, ids: TBenchIds, w: TOrderWorld, n: number) {
  const perDay = Math.ceil(n / 365);
  const { rows: indexes } = await pool.query(
    `select indexname, indexdef from pg_indexes
     where tablename in ('orders', 'order_lines') and indexname not like '%_pk'`,
  );
  for (const ix of indexes) await pool.query(`drop index ${ix.indexname}`);
  // h: a hash of i; its bit ranges pick customer, status, warehouse, channel, country independently.
  const g = `(select i, (hashint4(i) & 2147483647)::bigint as h,
      timestamptz '${listStart} 00:00:00+00' + (i / ${perDay}) * interval '1 day'
        + ((i % ${perDay}) * 86400 / ${perDay}) * interval '1 second' as at
    from generate_series(0, ${n - 1}) i) g`;
  const bucket = "(g.h >> 6) % 100";
  const status = `case when ${bucket} < 70 then 'shipped' when ${bucket} < 75 then 'cancelled'
    when ${bucket} < 80 then 'cut_off' when ${bucket} < 83 then 'draft' when ${bucket} < 86 then 'submitted'
    when ${bucket} < 90 then 'confirmed' when ${bucket} < 93 then 'in_wave' when ${bucket} < 95 then 'picked'
    when ${bucket} < 96 then 'reviewed' when ${bucket} < 97 then 'bagged' when ${bucket} < 98 then 'weighed'
    else 'exception' end`;
  const wh = `((g.h >> 13) % ${w.warehouseIds.length})`;
  await pool.query(
    `insert into orders (provider_id, id, code, customer_id, warehouse_id, channel_id, status, reference,
       consignee, phone, email, country, city, address, postcode, tracking_number, created_by, created_at,
       updated_at, submitted_at, confirmed_at, shipped_at)
     select $1, ${uuid("'lo' || g.i")},
            'SO' || to_char(g.at at time zone 'UTC', 'YYYYMMDD') || lpad((1 + g.i % ${perDay})::text, 5, '0'),
            ($2::uuid[])[1 + g.h % ${w.customerIds.length}], ($3::uuid[])[1 + ${wh}],
            case when (g.h >> 16) % 3 = 2 then null else ($4::uuid[])[1 + 2 * ${wh} + (g.h >> 16) % 3] end,
            s.status, 'SHOP-' || (100000 + g.i),
            (array['Anna','Ben','Chen','Diego','Emma','Farah','Goro','Hana'])[1 + (g.h >> 19) % 8] || ' '
              || (array['Smith','Müller','Wang','Garcia','Tanaka','Rossi','Dubois','Kim'])[1 + (g.h >> 22) % 8],
            '+1555' || lpad((g.h % 10000000)::text, 7, '0'), 'buyer' || g.i || '@example.com',
            (array['US','GB','DE','FR','CN','JP','AU','CA','ES','IT'])[1 + (g.h >> 25) % 10], 'City',
            g.i || ' Long Road', '10001',
            case when s.status in ('shipped', 'weighed') then 'YT' || lpad(g.i::text, 12, '0') else '' end,
            $5, g.at, g.at + interval '2 days',
            case when s.status <> 'draft' then g.at + interval '1 hour' end,
            case when s.status not in ('draft', 'submitted', 'cancelled') then g.at + interval '2 hours' end,
            case when s.status = 'shipped' then g.at + interval '2 days' end
     from ${g} cross join lateral (select ${status} as status) s`,
    [ids.providerId, w.customerIds, w.warehouseIds, w.channelIds, ids.userId],
  );
  await pool.query(
    `insert into order_lines (provider_id, order_id, position, variant_id, quantity)
     select $1, ${uuid("'lo' || g.i")}, j, md5('v' || (1 + (g.h + j * 7919) % ${dataset.skus}))::uuid,
            1 + (g.h + j) % 3
     from ${g}
     cross join lateral generate_series(1, case when (g.h >> 3) % 10 < 6 then 1 when (g.h >> 3) % 10 < 9 then 2 else 3 end) j`,
    [ids.providerId],
  );
  for (const ix of indexes) await pool.query(ix.indexdef);
  // What autovacuum does to an insert-mostly table in time: statistics and the visibility map.
  await pool.query("vacuum analyze orders");
  await pool.query("vacuum analyze order_lines");
  return { perDay };
}

/** Codes of `count` list orders spread over the set (for the keyword case). */
export async function sampleCodes(pool: pg.Pool, ids: TBenchIds, n: number, count: number) {
  const { rows } = await pool.query(
    `select code from orders where provider_id = $1
       and id = any(array(select ${uuid(`'lo' || ((k * 9973) % ${n})`)} from generate_series(0, ${count - 1}) k))`,
    [ids.providerId],
  );
  return rows.map((r) => r.code as string);
}
