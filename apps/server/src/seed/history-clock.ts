import { sql } from "drizzle-orm";
import { runDatedAt } from "../kernel/clock.ts";
import type { Db } from "../kernel/db/client.ts";
import { rowsOf } from "../kernel/db/sql-helpers.ts";

/**
 * How the demo history gets its past. The platform has no clock to turn back: every row is stamped by the
 * database (or Node) at the moment it is written. So the history is worked now, one moment at a time
 * (`at`), each moment bracketed by the database's clock; document codes take the moment's day
 * (kernel/clock.ts). `age` then moves every timestamp written inside a moment's bracket back by the same
 * amount, in one transaction: the rows of "3 weeks ago, 10:00" read as then, their order and spacing kept.
 *
 * Only the history's own tables are aged (`agedTables`); stock_logs among them, whose append-only trigger
 * is switched off inside that transaction for its timestamps alone: quantities are never touched, so
 * replaying the log still gives the balances.
 */

/** Tables whose timestamptz columns the history writes (tokens, settings and the shops themselves are not aged). */
const agedTables = [
  "audit_log",
  "count_plans",
  "count_tasks",
  "customer_balance_entries",
  "mail_messages",
  "order_logs",
  "order_notes",
  "orders",
  "packing_bag_items",
  "packing_bags",
  "packing_review_scans",
  "packing_weighings",
  "product_variants",
  "products",
  "receipt_boxes",
  "receipt_logs",
  "receipt_putaways",
  "receipts",
  "return_logs",
  "return_units",
  "returns",
  "shop_fulfilments",
  "shop_orders",
  "shipping_notices",
  "shipping_parcel_costs",
  "shipping_waybills",
  "stock_allocations",
  "stock_balances",
  "stock_documents",
  "stock_logs",
  "unidentified_returns",
  "vas_orders",
  "waves",
] as const;

type TMoment = { from: string; to: string; shiftMs: number };

export type THistoryClock = {
  /** Does `work` as of `when`: its documents are numbered on that day and its rows aged to it. */
  at<T>(when: Date, work: () => Promise<T>): Promise<T>;
  /** Moves the rows of every moment back to its time; answers how many rows moved. */
  age(): Promise<number>;
};

export function historyClock(db: Db): THistoryClock {
  const moments: TMoment[] = [];
  let mark: string | null = null;
  const dbNow = async () =>
    rowsOf<{ now: string }>(await db.execute(sql`select clock_timestamp()::text as now`))[0]?.now ?? "";

  return {
    async at(when, work) {
      // Moments are contiguous: what is written between two of them belongs to the next.
      const from = mark ?? (await dbNow());
      const result = await runDatedAt(when, work);
      const to = await dbNow();
      moments.push({ from, to, shiftMs: when.getTime() - Date.parse(from) });
      mark = to;
      return result;
    },
    async age() {
      const first = moments[0];
      const last = moments.at(-1);
      if (!first || !last) return 0;
      return db.transaction(async (tx) => {
        await tx.execute(sql`create temp table seed_moments (t0 timestamptz, t1 timestamptz, shift interval)
          on commit drop`);
        for (let i = 0; i < moments.length; i += 200) {
          const rows = moments
            .slice(i, i + 200)
            .map((m) => sql`(${m.from}::timestamptz, ${m.to}::timestamptz, ${m.shiftMs} * interval '1 ms')`);
          await tx.execute(sql`insert into seed_moments values ${sql.join(rows, sql`, `)}`);
        }
        const columns = rowsOf<{ table_name: string; column_name: string }>(
          await tx.execute(sql`
            select table_name, column_name from information_schema.columns
            where table_schema = current_schema() and data_type = 'timestamp with time zone'
              and table_name in (${sql.join(
                agedTables.map((t) => sql`${t}`),
                sql`, `,
              )})
            order by table_name, column_name`),
        );
        await tx.execute(sql`alter table stock_logs disable trigger stock_logs_no_update_delete`);
        let moved = 0;
        for (const table of agedTables) {
          const own = columns.filter((c) => c.table_name === table).map((c) => sql.identifier(c.column_name));
          if (own.length === 0) continue;
          const set = own.map(
            (c) => sql`${c} = ${c} + coalesce((select m.shift from seed_moments m
              where ${sql.identifier(table)}.${c} >= m.t0 and ${sql.identifier(table)}.${c} < m.t1), interval '0')`,
          );
          const inside = own.map(
            (c) => sql`(${c} >= ${first.from}::timestamptz and ${c} < ${last.to}::timestamptz)`,
          );
          const result = await tx.execute(
            sql`update ${sql.identifier(table)} set ${sql.join(set, sql`, `)} where ${sql.join(inside, sql` or `)}`,
          );
          const count = result as { affectedRows?: number; rowCount?: number };
          moved += Number(count.affectedRows ?? count.rowCount ?? 0);
        }
        await tx.execute(sql`alter table stock_logs enable trigger stock_logs_no_update_delete`);
        return moved;
      });
    },
  };
}
