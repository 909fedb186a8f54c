import type { TCountFigures, TCountFiguresQuery } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { unfinishedSql } from "./counts.lifecycle.ts";

type TValueRow = {
  units_gained: number;
  units_lost: number;
  value_gained: string;
  value_lost: string;
  net_value: string;
};

/** Units and value (units x the SKU's price now) of the count adjustments a stock-log query groups. */
const adjustmentSums = sql.raw(`
  coalesce(sum(greatest(s.delta_on_hand, 0)), 0)::int as units_gained,
  coalesce(sum(greatest(-s.delta_on_hand, 0)), 0)::int as units_lost,
  coalesce(sum(greatest(s.delta_on_hand, 0) * v.price), 0)::numeric(14, 2)::text as value_gained,
  coalesce(sum(greatest(-s.delta_on_hand, 0) * v.price), 0)::numeric(14, 2)::text as value_lost,
  coalesce(sum(s.delta_on_hand * v.price), 0)::numeric(14, 2)::text as net_value`);

/**
 * The counts card (docs/counts.md "Figures"): accuracy = locations whose count ended in the window without a
 * variance, of those whose count ended; the value of count adjustments by month (six months) and by customer
 * (the window), read from the ledger's stock log (reasons count_gain / count_loss, a partial index); the
 * enabled locations never counted.
 */
export async function countFigures(
  db: Db,
  scope: AccessScope,
  q: TCountFiguresQuery,
): Promise<TCountFigures> {
  const p = scope.ownProviderId();
  const inWarehouse = (alias: string) =>
    q.warehouse_id ? sql` and ${sql.raw(alias)}.warehouse_id = ${q.warehouse_id}` : sql``;
  const since = sql`now() - make_interval(days => ${q.days})`;
  const [tasks, locations, months, customers] = await Promise.all([
    db.execute(sql`
      select count(*) filter (where status in ('accurate', 'adjusted') and finished_at > ${since})::int as counted,
             count(*) filter (where status = 'accurate' and finished_at > ${since})::int as accurate,
             count(*) filter (where status = 'review')::int as review,
             count(*) filter (where status = 'recount')::int as recount
        from count_tasks t
       where t.provider_id = ${p} and (t.finished_at > ${since} or t.status in ${unfinishedSql})${inWarehouse("t")}`),
    db.execute(sql`
      select count(*)::int as locations,
             count(*) filter (where not exists (
               select 1 from count_tasks t
                where t.provider_id = l.provider_id and t.location_id = l.id and t.finished_at is not null))::int as never
        from warehouse_locations l
       where l.provider_id = ${p} and l.status = 'enabled'${inWarehouse("l")}`),
    db.execute(sql`
      select to_char(date_trunc('month', s.created_at), 'YYYY-MM') as month, ${adjustmentSums}
        from stock_logs s join product_variants v on v.provider_id = s.provider_id and v.id = s.variant_id
       where s.provider_id = ${p} and s.reason in ('count_gain', 'count_loss')
         and s.created_at >= date_trunc('month', now()) - interval '5 months'${inWarehouse("s")}
       group by 1 order by 1`),
    db.execute(sql`
      select s.customer_id, c.owner_code, ${adjustmentSums}
        from stock_logs s
        join product_variants v on v.provider_id = s.provider_id and v.id = s.variant_id
        join customers c on c.provider_id = s.provider_id and c.id = s.customer_id
       where s.provider_id = ${p} and s.reason in ('count_gain', 'count_loss') and s.created_at > ${since}${inWarehouse("s")}
       group by s.customer_id, c.owner_code
       order by sum(s.delta_on_hand * v.price), c.owner_code
       limit 10`),
  ]);
  const [t] = rowsOf<{ counted: number; accurate: number; review: number; recount: number }>(tasks);
  const [l] = rowsOf<{ locations: number; never: number }>(locations);
  const counted = t?.counted ?? 0;
  return {
    days: q.days,
    accuracy: {
      counted,
      accurate: t?.accurate ?? 0,
      percent: counted ? Math.round(((t?.accurate ?? 0) * 1000) / counted) / 10 : null,
    },
    never_counted: l?.never ?? 0,
    locations: l?.locations ?? 0,
    waiting_review: t?.review ?? 0,
    waiting_recount: t?.recount ?? 0,
    by_month: rowsOf<TValueRow & { month: string }>(months),
    by_customer: rowsOf<TValueRow & { customer_id: string; owner_code: string }>(customers),
  };
}
