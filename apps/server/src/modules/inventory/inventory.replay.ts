import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";

export type TReplayMismatch = {
  balance_id: string;
  stored: [number, number, number, number];
  replayed: [number, number, number, number];
};

/**
 * The balance is a projection of the stock log: replays one provider's log (sum of deltas per balance row,
 * in id order) and compares it with stock_balances. Also checks the chain: every row's on_hand_before is
 * the previous row's on_hand_after. Empty lists mean the ledger is consistent.
 */
export async function replayStockLog(
  db: Db,
  providerId: string,
): Promise<{ balances: number; mismatches: TReplayMismatch[]; brokenChain: number }> {
  type TRow = {
    balance_id: string;
    on_hand: number | null;
    draft: number | null;
    unpicked: number | null;
    picking: number | null;
    r_on_hand: number | null;
    r_draft: number | null;
    r_unpicked: number | null;
    r_picking: number | null;
  };
  const result = await db.execute(sql`
    with replay as (
      select balance_id, sum(delta_on_hand)::int as r_on_hand, sum(delta_draft)::int as r_draft,
             sum(delta_unpicked)::int as r_unpicked, sum(delta_picking)::int as r_picking
      from stock_logs where provider_id = ${providerId} group by balance_id
    ), stored as (
      select id as balance_id, on_hand, draft_occupied as draft, unpicked_occupied as unpicked,
             picking_occupied as picking
      from stock_balances where provider_id = ${providerId}
    )
    select coalesce(s.balance_id, r.balance_id) as balance_id, s.on_hand, s.draft, s.unpicked, s.picking,
           r.r_on_hand, r.r_draft, r.r_unpicked, r.r_picking
    from stored s full outer join replay r on r.balance_id = s.balance_id`);
  const mismatches: TReplayMismatch[] = [];
  const rows = rowsOf<TRow>(result);
  for (const row of rows) {
    const stored: TReplayMismatch["stored"] = [
      row.on_hand ?? 0,
      row.draft ?? 0,
      row.unpicked ?? 0,
      row.picking ?? 0,
    ];
    const replayed: TReplayMismatch["replayed"] = [
      row.r_on_hand ?? 0,
      row.r_draft ?? 0,
      row.r_unpicked ?? 0,
      row.r_picking ?? 0,
    ];
    // A balance row without log rows must be empty; a log without its balance row is always wrong.
    if (row.on_hand === null || stored.some((v, i) => v !== replayed[i])) {
      mismatches.push({ balance_id: row.balance_id, stored, replayed });
    }
  }
  const chain = await db.execute(sql`
    select count(*)::int as n from (
      select on_hand_before, on_hand_after, delta_on_hand,
             lag(on_hand_after, 1, 0) over (partition by balance_id order by id) as previous
      from stock_logs where provider_id = ${providerId}
    ) c where c.on_hand_before <> c.previous or c.on_hand_after <> c.on_hand_before + c.delta_on_hand`);
  return { balances: rows.length, mismatches, brokenChain: Number(rowsOf<{ n: number }>(chain)[0]?.n ?? 0) };
}
