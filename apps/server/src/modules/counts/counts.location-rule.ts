import { abcRule } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import { uuidArray } from "../../kernel/db/sql-helpers.ts";
import type { TCountCriteria } from "./counts.tables.ts";

/** The WHERE of a plan's locations: the warehouse's enabled ones, narrowed by the plan's rule. */
export function locationRule(providerId: string, warehouseId: string, c: TCountCriteria): SQL {
  const base = sql`l.provider_id = ${providerId} and l.warehouse_id = ${warehouseId} and l.status = 'enabled'`;
  const holding = (owner: SQL) =>
    sql`exists (select 1 from stock_balances b where b.provider_id = ${providerId} and b.location_id = l.id and b.on_hand > 0 and ${owner})`;
  if (c.zoneId) return sql`${base} and l.partition_id = ${c.zoneId}`;
  if (c.from && c.to) return sql`${base} and l.code collate "C" between ${c.from} and ${c.to}`;
  if (c.variantIds?.length)
    return sql`${base} and ${holding(sql`b.variant_id = any(${uuidArray(c.variantIds)})`)}`;
  if (c.customerId) return sql`${base} and ${holding(sql`b.customer_id = ${c.customerId}`)}`;
  if (c.locationIds?.length) return sql`${base} and l.id = any(${uuidArray(c.locationIds)})`;
  if (c.abcClass) {
    const ofClass = sql`b.variant_id in (select variant_id from (${abcClassesSql(providerId, warehouseId)}) x where x.class = ${c.abcClass})`;
    return sql`${base} and ${holding(ofClass)}`;
  }
  if (c.days) {
    return sql`${base} and not exists (select 1 from count_tasks t
      where t.provider_id = ${providerId} and t.location_id = l.id
        and t.finished_at > now() - make_interval(days => ${c.days}))`;
  }
  return base;
}

/**
 * Each SKU held in the warehouse with its ABC class (contracts `abcRule`): units shipped from the warehouse
 * over the window (the stock log's ship rows, read per SKU by its index), ranked; a SKU is A while the units
 * before it are under 80% of the total, B under 95%, else C (and C when nothing shipped).
 */
export function abcClassesSql(providerId: string, warehouseId: string): SQL {
  return sql`
    select r.variant_id,
           case when r.total = 0 then 'C'
                when r.running - r.units < ${abcRule.a} * r.total then 'A'
                when r.running - r.units < ${abcRule.b} * r.total then 'B'
                else 'C' end as class
      from (
        select m.variant_id, m.units,
               sum(m.units) over (order by m.units desc, m.variant_id) as running, sum(m.units) over () as total
          from (
            select h.variant_id,
                   coalesce((select sum(-s.delta_on_hand) from stock_logs s
                              where s.provider_id = ${providerId} and s.variant_id = h.variant_id
                                and s.warehouse_id = ${warehouseId} and s.reason = 'ship'
                                and s.created_at > now() - make_interval(days => ${abcRule.days})), 0) as units
              from (select distinct variant_id from stock_balances
                     where provider_id = ${providerId} and warehouse_id = ${warehouseId} and on_hand > 0) h
          ) m
      ) r`;
}
