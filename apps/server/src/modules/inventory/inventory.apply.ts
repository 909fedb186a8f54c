import type { TStockReason } from "@wms/contracts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { preparedStatement } from "../../kernel/db/prepared.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import type { TDeltas, TStockActor, TStockDocument } from "./inventory.balance.ts";
import { InsufficientStock } from "./inventory.errors.ts";
import { availableChangeListeners, type TAvailableChangeListener } from "./inventory.events.ts";
import { enqueueLowStock, type TLowStockCrossing } from "./inventory.low-stock.ts";

/**
 * The one statement that writes stock (docs/inventory.md "One writer"). Every ledger function plans its
 * changes in TypeScript and hands them here; a batch of orders is one call, a single allocation is one call.
 */

/** One change of one balance row by one document: one stock-log row. */
export type TStockChange = {
  balanceId: string;
  document: TStockDocument;
  reason: TStockReason;
  deltas: TDeltas;
  note?: string;
};

export type TApplyResult = {
  /** False when a change would leave a row out of bounds: then nothing was written. */
  applied: boolean;
};

/**
 * In ONE statement: locks the balance rows the changes touch, and `alsoLock`, in ascending id (the
 * ledger's one lock order); checks every change against the rows as they are now (never negative, never
 * more occupied than on hand, never more released than the document holds); and only when all fit:
 * updates the rows by the summed deltas, writes one stock-log row per change in the given order (values
 * after each), moves the documents' allocation rows by their occupation deltas, runs the listeners of
 * available changes over the net change per row, and (with `announceLowStock`) announces the variants this
 * took to their warning quantity. One round trip holding the locks, so a hot SKU is locked for one
 * statement and the commit.
 *
 * A caller that planned on rows it had not locked passes their ids as `alsoLock` and, on applied=false,
 * plans again on the rows now locked (they are current: nobody else can change them). A caller that
 * planned on locked rows treats applied=false as a broken invariant.
 */
export async function applyStockChanges(
  tx: Db,
  actor: TStockActor,
  changes: TStockChange[],
  options: { alsoLock?: string[]; announceLowStock?: boolean } = {},
): Promise<TApplyResult> {
  if (changes.length === 0) return { applied: true };
  const input = JSON.stringify(
    changes.map((c, seq) => ({
      seq,
      balance_id: c.balanceId,
      d_on: c.deltas.onHand ?? 0,
      d_dr: c.deltas.draft ?? 0,
      d_un: c.deltas.unpicked ?? 0,
      d_pi: c.deltas.picking ?? 0,
      reason: c.reason,
      doc_type: c.document.type,
      doc_id: c.document.id,
      doc_code: c.document.code,
      note: c.note ?? "",
    })),
  );
  const listeners = availableChangeListeners.all();
  const shape = `${options.announceLowStock ? "low" : "-"}|${listeners.map((l) => l.key).join(",")}`;
  let statement = statements.get(shape);
  if (!statement) {
    const announce = options.announceLowStock ?? false;
    statement = preparedStatement(() => ledgerStatement(listeners, announce));
    statements.set(shape, statement);
  }
  const [row] = rowsOf<{ ok: boolean; crossings: TLowStockCrossing[] | null }>(
    await statement(tx, {
      input,
      providerId: actor.providerId,
      userId: actor.userId,
      alsoLock: `{${(options.alsoLock ?? []).join(",")}}`,
    }),
  );
  if (!row?.ok) return { applied: false };
  if (row.crossings?.length) await enqueueLowStock(tx, actor.providerId, row.crossings);
  return { applied: true };
}

/**
 * Applies changes planned on rows this transaction already holds locked (balance rows, or the documents'
 * allocation rows): they must fit, so a refusal is a broken invariant, answered as InsufficientStock (4009)
 * with nothing written.
 */
export async function applyPlannedChanges(
  tx: Db,
  actor: TStockActor,
  changes: TStockChange[],
  options: { announceLowStock?: boolean } = {},
): Promise<void> {
  if (!(await applyStockChanges(tx, actor, changes, options)).applied) throw new InsufficientStock();
}

/** The ledger statement of one shape (listeners, low-stock or not), its values as placeholders. */
const statements = new Map<string, ReturnType<typeof preparedStatement>>();

function ledgerStatement(listeners: TAvailableChangeListener[], announceLowStock: boolean): SQL {
  const p = sql.placeholder("providerId");
  const input = sql.placeholder("input");
  const alsoLock = sql.placeholder("alsoLock");
  const userId = sql.placeholder("userId");
  const listenerSql = listeners.map(
    (l, i) => sql`, ${sql.raw(`listener_${i}`)} as (${l.changesSql(sql.raw("changes"))})`,
  );
  return sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as c(
        seq int, balance_id uuid, d_on int, d_dr int, d_un int, d_pi int,
        reason text, doc_type text, doc_id uuid, doc_code text, note text)
    ), locked as (
      select b.* from stock_balances b
       where b.provider_id = ${p}
         and b.id in (select balance_id from input union select unnest(${alsoLock}::uuid[]))
       order by b.id
         for update
    ), steps as (
      select i.*, l.warehouse_id, l.location_id, l.variant_id, l.customer_id, l.batch,
             l.on_hand + sum(i.d_on) over w as on_after,
             l.draft_occupied + sum(i.d_dr) over w as dr_after,
             l.unpicked_occupied + sum(i.d_un) over w as un_after,
             l.picking_occupied + sum(i.d_pi) over w as pi_after
        from input i join locked l on l.id = i.balance_id
      window w as (partition by i.balance_id order by i.seq rows between unbounded preceding and current row)
    ), net as (
      select balance_id, sum(d_on)::int as d_on, sum(d_dr)::int as d_dr, sum(d_un)::int as d_un,
             sum(d_pi)::int as d_pi, bool_or(d_on > 0 and on_after = d_on) as refilled
        from steps group by balance_id
    ), moves as (
      select s.doc_type, s.doc_id, min(s.doc_code) as doc_code, s.balance_id, s.variant_id, o.state,
             sum(o.q)::int as q
        from steps s, lateral (values ('draft', s.d_dr), ('unpicked', s.d_un), ('picking', s.d_pi)) as o(state, q)
       where o.q <> 0
       group by s.doc_type, s.doc_id, s.balance_id, s.variant_id, o.state
    ), held as (
      select m.*,
             (select quantity from stock_allocations a
               where a.provider_id = ${p} and a.document_type = m.doc_type and a.document_id = m.doc_id
                 and a.balance_id = m.balance_id and a.state = m.state) as quantity
        from moves m
    ), fits as (
      select (select count(*) from locked) >= 0
         and (select count(*) from steps) = (select count(*) from input)
         and not exists (select 1 from steps
                          where on_after < 0 or dr_after < 0 or un_after < 0 or pi_after < 0
                             or dr_after + un_after + pi_after > on_after)
         and not exists (select 1 from held where coalesce(quantity, 0) + q < 0) as ok
    ), balances as (
      update stock_balances b
         set on_hand = b.on_hand + n.d_on, draft_occupied = b.draft_occupied + n.d_dr,
             unpicked_occupied = b.unpicked_occupied + n.d_un, picking_occupied = b.picking_occupied + n.d_pi,
             inbound_at = case when n.refilled then now() else b.inbound_at end, updated_at = now()
        from net n
       where b.provider_id = ${p} and b.id = n.balance_id and (select ok from fits)
    ), logs as (
      insert into stock_logs (provider_id, balance_id, warehouse_id, location_id, variant_id, customer_id, batch,
             reason, document_type, document_id, document_code, delta_on_hand, on_hand_before, on_hand_after,
             delta_draft, delta_unpicked, delta_picking, draft_after, unpicked_after, picking_after,
             operator_user_id, note)
      select ${p}, balance_id, warehouse_id, location_id, variant_id, customer_id, batch,
             reason, doc_type, doc_id, doc_code, d_on, on_after - d_on, on_after,
             d_dr, d_un, d_pi, dr_after, un_after, pi_after, ${userId}, note
        from steps where (select ok from fits)
       order by seq
    ), dropped as (
      delete from stock_allocations a using held h
       where (select ok from fits) and h.quantity + h.q = 0
         and a.provider_id = ${p} and a.document_type = h.doc_type and a.document_id = h.doc_id
         and a.balance_id = h.balance_id and a.state = h.state
    ), changed as (
      update stock_allocations a set quantity = a.quantity + h.q
        from held h
       where (select ok from fits) and h.quantity + h.q > 0
         and a.provider_id = ${p} and a.document_type = h.doc_type and a.document_id = h.doc_id
         and a.balance_id = h.balance_id and a.state = h.state
    ), added as (
      insert into stock_allocations (provider_id, document_type, document_id, document_code, balance_id,
             variant_id, state, quantity)
      select ${p}, doc_type, doc_id, doc_code, balance_id, variant_id, state, q
        from held where (select ok from fits) and quantity is null
      on conflict (provider_id, document_type, document_id, balance_id, state)
      do update set quantity = stock_allocations.quantity + excluded.quantity
    ), changes as (
      select l.provider_id, l.warehouse_id, l.customer_id, l.variant_id, l.location_id,
             n.d_on - n.d_dr - n.d_un - n.d_pi as delta
        from net n join locked l on l.id = n.balance_id
       where (select ok from fits) and n.d_on - n.d_dr - n.d_un - n.d_pi <> 0
    )${sql.join(listenerSql)}${announceLowStock ? lowStockCrossings(p) : sql``}
    select (select ok from fits) as ok,
           ${announceLowStock ? sql`(select json_agg(c) from crossings c)` : sql`null`} as crossings`;
}

/**
 * The variants whose available, over all the provider's warehouses, this statement takes from above their
 * warning quantity to at or below it (docs/inventory.md "Low stock"). Before = the rows as locked (current)
 * and the others as last committed; after = before + the net change.
 */
function lowStockCrossings(providerId: Placeholder): SQL {
  const available = (t: string) =>
    sql.raw(`${t}.on_hand - ${t}.draft_occupied - ${t}.unpicked_occupied - ${t}.picking_occupied`);
  // Each falling variant's before is summed in one grouped join (locked is hashed once), not a subquery per
  // variant that scans locked again: a count's thousands of lines stay linear (docs/benchmarks.md).
  return sql`, falling as (
      select variant_id, sum(delta)::int as change from changes group by variant_id having sum(delta) < 0
    ), warned as (
      select v.id as variant_id, v.customer_id, v.sku, v.name_en, v.name_cn, v.warning_quantity, f.change
        from falling f
        join product_variants v on v.provider_id = ${providerId} and v.id = f.variant_id and v.warning_quantity > 0
    ), befores as (
      select b.variant_id, coalesce(sum(coalesce(${available("l")}, ${available("b")})), 0)::int as before
        from stock_balances b
        join warned w on w.variant_id = b.variant_id
        left join locked l on l.id = b.id
       where b.provider_id = ${providerId}
       group by b.variant_id
    ), crossings as (
      select w.variant_id, w.customer_id, w.sku, w.name_en, w.name_cn, w.warning_quantity,
             t.before as previous_available, t.before + w.change as available
        from warned w join befores t on t.variant_id = w.variant_id
       where t.before > w.warning_quantity and t.before + w.change <= w.warning_quantity
    )`;
}
