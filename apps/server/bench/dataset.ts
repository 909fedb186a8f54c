import type pg from "pg";
import { freshDatabase } from "../src/kernel/db/fresh-database.ts";

/**
 * The bench dataset, generated in bulk SQL (generate_series) on a dedicated database: one provider, one
 * customer, one warehouse with 1,000 locations, 100,000 SKUs (each with one balance row) and 1,000,000
 * stock-log rows (ten per SKU) whose deltas add up to the balances.
 */
export const dataset = { skus: 100_000, logRows: 1_000_000, locations: 1_000 } as const;

export type TBenchIds = { providerId: string; customerId: string; userId: string; warehouseId: string };

export async function seedDataset(pool: pg.Pool): Promise<TBenchIds> {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const { rows: p } = await q("insert into providers (name) values ('Bench provider') returning id");
  const providerId = p[0].id as string;
  const { rows: u } = await q(
    "insert into users (username, password_hash, role, provider_id) values ('bench_provider', 'x', 'provider', $1) returning id",
    [providerId],
  );
  const userId = u[0].id as string;
  const { rows: c } = await q(
    "insert into customers (provider_id, user_id, owner_code) values ($1, $2, 'BENCH') returning id",
    [providerId, userId],
  );
  const customerId = c[0].id as string;
  const { rows: w } = await q(
    "insert into warehouses (provider_id, code, name, country, address) values ($1, 'BW1', 'Bench', 'CN', 'x') returning id",
    [providerId],
  );
  const warehouseId = w[0].id as string;
  await q(
    `insert into warehouse_locations (provider_id, warehouse_id, code, type, walk_sequence)
     select $1, $2, 'L-' || lpad(i::text, 5, '0'), case when i % 2 = 0 then 'pick' else 'storage' end, i
     from generate_series(1, ${dataset.locations}) i`,
    [providerId, warehouseId],
  );
  await q(
    `insert into products (provider_id, id, customer_id, title)
     select $1, md5('p' || i)::uuid, $2, 'Bench product ' || i from generate_series(1, ${dataset.skus}) i`,
    [providerId, customerId],
  );
  await q(
    `insert into product_variants (provider_id, id, product_id, customer_id, sku, barcode, name_en, warning_quantity)
     select $1, md5('v' || i)::uuid, md5('p' || i)::uuid, $2, 'SKU-' || lpad(i::text, 6, '0'),
            '69' || lpad(i::text, 11, '0'), 'Bench item ' || i, case when i % 10 = 0 then 60 else 0 end
     from generate_series(1, ${dataset.skus}) i`,
    [providerId, customerId],
  );
  const perSku = dataset.logRows / dataset.skus;
  // Bulk load: build the log's secondary indexes after the rows are in (much faster than row by row).
  const { rows: indexes } = await q(
    "select indexname, indexdef from pg_indexes where tablename = 'stock_logs' and indexname not like '%_pk'",
  );
  for (const ix of indexes) await q(`drop index ${ix.indexname}`);
  await q(
    `insert into stock_balances (provider_id, id, warehouse_id, variant_id, customer_id, location_id, on_hand, inbound_at)
     select $1, md5('b' || i)::uuid, $2, md5('v' || i)::uuid, $3,
            (select id from warehouse_locations where provider_id = $1 and walk_sequence = 1 + i % ${dataset.locations}),
            5 * ${perSku}, now() - (i || ' minutes')::interval
     from generate_series(1, ${dataset.skus}) i`,
    [providerId, warehouseId, customerId],
  );
  await q(
    `insert into stock_logs (provider_id, balance_id, warehouse_id, location_id, variant_id, customer_id, reason,
       document_type, document_id, document_code, delta_on_hand, on_hand_before, on_hand_after,
       draft_after, unpicked_after, picking_after, operator_user_id, created_at)
     select $1, b.id, b.warehouse_id, b.location_id, b.variant_id, b.customer_id, 'receipt_putaway', 'receipt',
            md5('d' || g.i)::uuid, 'RK' || g.i, 5, 5 * (g.i / ${dataset.skus}), 5 * (g.i / ${dataset.skus}) + 5,
            0, 0, 0, $2, now() - ((${dataset.logRows} - g.i) || ' seconds')::interval
     from generate_series(0, ${dataset.logRows - 1}) g(i)
     join stock_balances b on b.provider_id = $1 and b.id = md5('b' || (1 + g.i % ${dataset.skus}))::uuid`,
    [providerId, userId],
  );
  for (const ix of indexes) await q(ix.indexdef);
  await q("analyze");
  return { providerId, customerId, userId, warehouseId };
}

/** Creates (or empties) the bench database and answers its URL. */
export const freshBenchDatabase = (baseUrl: string, name = "wms_bench") => freshDatabase(baseUrl, name);
