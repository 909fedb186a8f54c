import { returnFiguresListSize, type TReturnFigures, type TReturnFiguresQuery } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { ownerOf } from "./returns.service.ts";

/**
 * The returns card of both dashboards (docs/returns.md "Figures"): return rates by SKU and by customer
 * (units on RMAs raised in the window, not cancelled, over units shipped in it), and how long parcels wait
 * from arrival to the end of their inspection. Two statements, aggregated in SQL over tenant-led indexes
 * (orders_shipped_idx, returns_created_idx, returns_received_idx, returns_status_idx).
 */

type TRateRow = {
  gc: number;
  gv: number;
  customer_id: string | null;
  variant_id: string | null;
  shipped: number;
  returned: number;
  rate: string | null;
  sku: string | null;
  name_en: string | null;
  name_cn: string | null;
  customer_name: string | null;
};

type TInspectionRow = {
  received: number;
  inspected: number;
  average_days: string | null;
  median_days: string | null;
  waiting: number;
  oldest_waiting_days: string | null;
};

const days = (v: string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
const rateOf = (v: string | null) => (v === null ? null : Math.round(Number(v) * 10_000) / 10_000);

export async function returnFigures(
  db: Db,
  scope: AccessScope,
  q: TReturnFiguresQuery,
  now = new Date(),
): Promise<TReturnFigures> {
  const { providerId: p, customerId: c } = await ownerOf(scope, q.provider_uuid);
  const since = new Date(now.getTime() - q.days * 86_400_000).toISOString();
  const own = (alias: string) => (c ? sql`and ${sql.raw(alias)}.customer_id = ${c}` : sql``);
  const rates = rowsOf<TRateRow>(
    await db.execute(sql`
    with shipped as (
      select o.customer_id, l.variant_id, sum(l.quantity) as units
      from orders o join order_lines l on l.provider_id = o.provider_id and l.order_id = o.id
      where o.provider_id = ${p} and o.shipped_at >= ${since}::timestamptz ${own("o")}
      group by 1, 2
    ), returned as (
      select r.customer_id, l.variant_id, sum(l.quantity) as units
      from returns r join return_lines l on l.provider_id = r.provider_id and l.return_id = r.id
      where r.provider_id = ${p} and r.created_at >= ${since}::timestamptz and r.status <> 'cancelled' ${own("r")}
      group by 1, 2
    ), joined as (
      select coalesce(s.customer_id, r.customer_id) as customer_id, coalesce(s.variant_id, r.variant_id) as variant_id,
        coalesce(s.units, 0) as shipped, coalesce(r.units, 0) as returned
      from shipped s full join returned r on r.customer_id = s.customer_id and r.variant_id = s.variant_id
    ), sets as (
      select customer_id, variant_id, grouping(customer_id) as gc, grouping(variant_id) as gv,
        sum(shipped)::int as shipped, sum(returned)::int as returned
      from joined group by grouping sets ((), (variant_id), (customer_id))
    ), ranked as (
      select *, case when shipped > 0 then returned::numeric / shipped end as rate,
        row_number() over (partition by gc, gv
          order by case when shipped > 0 then returned::numeric / shipped end desc nulls last, returned desc) as n
      from sets
    )
    select k.gc, k.gv, k.customer_id, k.variant_id, k.shipped, k.returned, k.rate,
      v.sku, v.name_en, v.name_cn, u.username as customer_name
    from ranked k
    left join product_variants v on k.gv = 0 and v.provider_id = ${p} and v.id = k.variant_id
    left join customers cu on k.gc = 0 and cu.provider_id = ${p} and cu.id = k.customer_id
    left join users u on u.id = cu.user_id
    where (k.gc = 1 and k.gv = 1) or (k.returned > 0 and k.n <= ${returnFiguresListSize})
    order by k.n`),
  );
  const [inspection] = rowsOf<TInspectionRow>(
    await db.execute(sql`
    select
      count(*) filter (where r.received_at >= ${since}::timestamptz)::int as received,
      count(*) filter (where r.received_at >= ${since}::timestamptz and r.inspected_at is not null)::int as inspected,
      avg(extract(epoch from r.inspected_at - r.received_at) / 86400)
        filter (where r.received_at >= ${since}::timestamptz and r.inspected_at is not null) as average_days,
      percentile_cont(0.5) within group (order by extract(epoch from r.inspected_at - r.received_at) / 86400)
        filter (where r.received_at >= ${since}::timestamptz and r.inspected_at is not null) as median_days,
      count(*) filter (where r.status = 'received')::int as waiting,
      max(extract(epoch from ${now.toISOString()}::timestamptz - r.received_at) / 86400)
        filter (where r.status = 'received') as oldest_waiting_days
    from returns r
    where r.provider_id = ${p} ${own("r")}
      and (r.received_at >= ${since}::timestamptz or r.status = 'received')`),
  );
  const rate = (r: TRateRow) => ({
    shipped: Number(r.shipped),
    returned: Number(r.returned),
    rate: rateOf(r.rate),
  });
  const total = rates.find((r) => Number(r.gc) === 1 && Number(r.gv) === 1);
  return {
    days: q.days,
    total: total ? rate(total) : { shipped: 0, returned: 0, rate: null },
    by_sku: rates
      .filter((r) => Number(r.gv) === 0)
      .map((r) => ({
        variant_id: r.variant_id ?? "",
        sku: r.sku ?? "",
        name_en: r.name_en ?? "",
        name_cn: r.name_cn ?? "",
        ...rate(r),
      })),
    by_customer: rates
      .filter((r) => Number(r.gc) === 0)
      .map((r) => ({ customer_id: r.customer_id ?? "", customer_name: r.customer_name ?? "", ...rate(r) })),
    inspection: {
      received: Number(inspection?.received ?? 0),
      inspected: Number(inspection?.inspected ?? 0),
      average_days: days(inspection?.average_days ?? null),
      median_days: days(inspection?.median_days ?? null),
      waiting: Number(inspection?.waiting ?? 0),
      oldest_waiting_days: days(inspection?.oldest_waiting_days ?? null),
    },
  };
}
