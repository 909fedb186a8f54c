import {
  dashboardListSize,
  providerStartSteps,
  shipperStartSteps,
  type TGettingStartedItem,
  type TTopSalesItem,
} from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { TTenant } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";

/**
 * The dashboard's SQL: aggregates only, each over an index that starts with the tenant
 * (orders_created_idx, orders_shipped_idx, orders_status_idx / orders_customer_idx, receipts_status_idx),
 * and the getting-started checks, each an `exists` that stops at the first row of a tenant-led index.
 */

/** Limits a query on table alias `alias` to the drop shipper's own rows (nothing for staff). */
function ownerOf(tenant: TTenant, alias: string): SQL {
  return tenant.customerId ? sql`and ${sql.raw(alias)}.customer_id = ${tenant.customerId}` : sql``;
}

/** The caller's local day of a timestamptz column, as YYYY-MM-DD text. */
function localDay(column: string, offsetMinutes: number): SQL {
  return sql`to_char((${sql.raw(column)} at time zone 'UTC') + ${offsetMinutes} * interval '1 minute', 'YYYY-MM-DD')`;
}

export type TDayCount = { kind: "created" | "shipped"; day: string; n: number };

/** Orders created and orders shipped per local day since `since` (days without orders are absent). */
export async function ordersPerDay(db: Db, tenant: TTenant, since: Date, offsetMinutes: number) {
  const from = since.toISOString();
  const rows = rowsOf<TDayCount>(
    await db.execute(sql`
    select 'created' as kind, ${localDay("o.created_at", offsetMinutes)} as day, count(*)::int as n
    from orders o
    where o.provider_id = ${tenant.providerId} and o.created_at >= ${from}::timestamptz ${ownerOf(tenant, "o")}
    group by 2
    union all
    select 'shipped' as kind, ${localDay("o.shipped_at", offsetMinutes)} as day, count(*)::int as n
    from orders o
    where o.provider_id = ${tenant.providerId} and o.shipped_at is not null
      and o.shipped_at >= ${from}::timestamptz ${ownerOf(tenant, "o")}
    group by 2`),
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The SKUs shipped most (units) since `since`; ties by SKU. */
export async function topSales(db: Db, tenant: TTenant, since: Date): Promise<TTopSalesItem[]> {
  const rows = rowsOf<TTopSalesItem>(
    await db.execute(sql`
    select v.id as variant_id, v.sku, v.name_en, v.name_cn,
           sum(l.quantity)::int as quantity, count(distinct o.id)::int as orders
    from orders o
    join order_lines l on l.provider_id = o.provider_id and l.order_id = o.id
    join product_variants v on v.provider_id = l.provider_id and v.id = l.variant_id
    where o.provider_id = ${tenant.providerId} and o.shipped_at is not null
      and o.shipped_at >= ${since.toISOString()}::timestamptz ${ownerOf(tenant, "o")}
    group by v.id, v.sku, v.name_en, v.name_cn
    order by 5 desc, v.sku
    limit ${dashboardListSize}`),
  );
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), orders: Number(r.orders) }));
}

/** Orders waiting for confirmation, orders in exception, receipts submitted and not yet received. */
export async function counters(db: Db, tenant: TTenant) {
  type TRow = { awaiting_confirmation: number; in_exception: number; receipts_awaiting_receiving: number };
  const [row] = rowsOf<TRow>(
    await db.execute(sql`
    select
      (select count(*) from orders o where o.provider_id = ${tenant.providerId} and o.status = 'submitted'
         ${ownerOf(tenant, "o")})::int as awaiting_confirmation,
      (select count(*) from orders o where o.provider_id = ${tenant.providerId} and o.status = 'exception'
         ${ownerOf(tenant, "o")})::int as in_exception,
      (select count(*) from receipts r where r.provider_id = ${tenant.providerId} and r.status = 'submitted'
         ${ownerOf(tenant, "r")})::int as receipts_awaiting_receiving`),
  );
  return {
    awaiting_confirmation: Number(row?.awaiting_confirmation ?? 0),
    in_exception: Number(row?.in_exception ?? 0),
    receipts_awaiting_receiving: Number(row?.receipts_awaiting_receiving ?? 0),
  };
}

/**
 * The getting-started checklist (docs/decisions.md, "Getting started") in one statement of `exists`
 * subqueries. Staff: an enabled warehouse, a location, an enabled logistics channel, a customer of the
 * tenant. A drop shipper: its own active (bound) shop (the demo's does not count), a product, a receipt sent to the warehouse (neither
 * draft nor cancelled) and an order that is not cancelled, all of its customer account with this provider.
 */
export async function gettingStarted(db: Db, tenant: TTenant): Promise<TGettingStartedItem[]> {
  const p = tenant.providerId;
  const c = tenant.customerId;
  const query = c
    ? sql`
    select
      exists(select 1 from shops s
             where s.provider_id = ${p} and s.customer_id = ${c} and s.status = 'active'
               and not s.demo) as shop,
      exists(select 1 from products pr where pr.provider_id = ${p} and pr.customer_id = ${c}) as products,
      exists(select 1 from receipts r where r.provider_id = ${p} and r.customer_id = ${c}
               and r.status not in ('draft', 'cancelled')) as receipt,
      exists(select 1 from orders o where o.provider_id = ${p} and o.customer_id = ${c}
               and o.status <> 'cancelled') as "order"`
    : sql`
    select
      exists(select 1 from warehouses w where w.provider_id = ${p} and w.status = 'enabled') as warehouse,
      exists(select 1 from warehouse_locations l where l.provider_id = ${p}) as locations,
      exists(select 1 from logistics_channels ch where ch.provider_id = ${p} and ch.status = 'enabled') as channel,
      exists(select 1 from customers cu where cu.provider_id = ${p}) as customer`;
  const [row] = rowsOf<Record<string, boolean>>(await db.execute(query));
  return (c ? shipperStartSteps : providerStartSteps).map((step) => ({ step, done: row?.[step] === true }));
}
