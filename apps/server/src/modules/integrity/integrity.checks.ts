import { flowSkipReason, type TIntegrityBreach, type TOrderStatus } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { stockAllocations, stockBalances, stockLogs } from "../inventory/index.ts";
import { orderLines, orderLogs, orders } from "../orders/index.ts";
import { packingBagItems, packingBags } from "../packing/index.ts";
import { productVariants } from "../products/index.ts";
import { shippingNoticeOrders, shippingNotices } from "../shipping/index.ts";
import { waveOrders, waves } from "../waves/index.ts";

/**
 * The floor invariants (docs/integrity.md), one set-based query each over one tenant: every query answers
 * its breaches as rows of (invariant, object_kind, object_id, object_code, detail), read without locks.
 */

/**
 * The order states in which a parcel sits in a bag: the floor weighs and labels before it bags
 * (review -> weigh -> waybill -> bag), so only `bagged` (and, kept as history, `shipped`).
 */
export const bagStates: readonly TOrderStatus[] = ["bagged"];

/** Order states that hold stock picked off the shelves (picking occupation) and nothing else. */
const pickingStates: readonly TOrderStatus[] = ["in_wave", "picked", "reviewed", "bagged", "weighed"];
/** Order states that hold nothing. */
const emptyStates: readonly TOrderStatus[] = ["cancelled", "cut_off", "shipped"];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

type TCheck = (db: Db, providerId: string) => Promise<TIntegrityBreach[]>;

/** Runs a query whose rows are breaches already (detail as jsonb). */
const breaches = async (db: Db, query: SQL) => rowsOf<TIntegrityBreach>(await db.execute(query));

/**
 * Bags. An order in a bag state, or shipped, is in a bag, unless its warehouse's flow passed bagging
 * (the last `bag` of its log has the reason `not_required`; orders that were never bagged are not asked).
 * A bag holds only orders in a bag state, shipped ones, and those in an exception raised from a bag state
 * (reported exceptions keep their bag, resolving brings them back in it). An order is in at most one bag:
 * the primary key of packing_bag_items (provider_id, order_id) keeps that one.
 */
const bagChecks: TCheck = async (db, p) => [
  ...(await breaches(
    db,
    sql`select 'bag_missing' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status) as detail
        from ${orders} o
        cross join lateral (
          select l.reason from ${orderLogs} l
          where l.provider_id = o.provider_id and l.order_id = o.id and l.action = 'bag'
          order by l.created_at desc, l.id desc limit 1) last_bag
        where o.provider_id = ${p} and o.status in (${list([...bagStates, "shipped"])})
          and last_bag.reason <> ${flowSkipReason}
          and not exists (select 1 from ${packingBagItems} i where i.provider_id = o.provider_id and i.order_id = o.id)`,
  )),
  ...(await breaches(
    db,
    sql`select 'bag_foreign_order' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status, 'bag_number', b.bag_number) as detail
        from ${packingBagItems} i
        join ${orders} o on o.provider_id = i.provider_id and o.id = i.order_id
        join ${packingBags} b on b.provider_id = i.provider_id and b.id = i.bag_id
        where i.provider_id = ${p}
          and o.status not in (${list([...bagStates, "shipped"])})
          and not (o.status = 'exception' and coalesce(o.exception_from, '') in (${list(bagStates)}))`,
  )),
];

/**
 * Stock allocations of orders against their states. A draft or submitted order holds at most a draft
 * reservation (shop orders reserve as drafts; submitting keeps it); a confirmed order unpicked occupation
 * only, exactly its lines; an order on the floor (in_wave to the last step before shipping) picking
 * occupation only, never more than its lines (an exception may have released some); a cancelled, cut-off
 * or shipped order nothing. In every state no SKU is held beyond its line. And every balance row's three
 * occupation counters are the sums of the allocations on it.
 */
const allocationChecks: TCheck = async (db, p) => [
  ...(await breaches(
    db,
    sql`select 'allocation_state' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status, 'state', a.state, 'quantity', sum(a.quantity)::int) as detail
        from ${stockAllocations} a
        join ${orders} o on o.provider_id = a.provider_id and o.id = a.document_id
        where a.provider_id = ${p} and a.document_type = 'order'
          and case
            when o.status in ('draft', 'submitted') then a.state <> 'draft'
            when o.status = 'confirmed' then a.state <> 'unpicked'
            when o.status in (${list(pickingStates)}) then a.state <> 'picking'
            when o.status in (${list(emptyStates)}) then true
            else false end
        group by o.id, o.code, o.status, a.state
        order by o.code, a.state`,
  )),
  ...(await breaches(
    db,
    sql`select 'allocation_quantity' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status, 'sku', coalesce(v.sku, ''), 'held', h.held, 'ordered', coalesce(l.quantity, 0)) as detail
        from (select document_id, variant_id, sum(quantity)::int as held from ${stockAllocations}
              where provider_id = ${p} and document_type = 'order' group by document_id, variant_id) h
        join ${orders} o on o.provider_id = ${p} and o.id = h.document_id
        left join ${orderLines} l on l.provider_id = ${p} and l.order_id = h.document_id and l.variant_id = h.variant_id
        left join ${productVariants} v on v.provider_id = ${p} and v.id = h.variant_id
        where h.held > coalesce(l.quantity, 0)
        union all
        select 'allocation_quantity', 'order', o.id::text, o.code,
          jsonb_build_object('status', o.status, 'sku', coalesce(v.sku, ''), 'held', coalesce(h.held, 0), 'ordered', l.quantity)
        from ${orders} o
        join ${orderLines} l on l.provider_id = o.provider_id and l.order_id = o.id
        left join (select document_id, variant_id, sum(quantity)::int as held from ${stockAllocations}
              where provider_id = ${p} and document_type = 'order' and state = 'unpicked'
              group by document_id, variant_id) h on h.document_id = o.id and h.variant_id = l.variant_id
        left join ${productVariants} v on v.provider_id = ${p} and v.id = l.variant_id
        where o.provider_id = ${p} and o.status = 'confirmed' and coalesce(h.held, 0) < l.quantity`,
  )),
  ...(await breaches(
    db,
    sql`select 'allocation_balance' as invariant, 'balance' as object_kind, b.variant_id::text as object_id,
          coalesce(v.sku, '') as object_code,
          jsonb_build_object('balance_id', b.id::text, 'stored', concat_ws(' / ', b.draft_occupied, b.unpicked_occupied, b.picking_occupied),
            'allocated', concat_ws(' / ', coalesce(s.draft, 0), coalesce(s.unpicked, 0), coalesce(s.picking, 0))) as detail
        from ${stockBalances} b
        left join (select balance_id,
              sum(quantity) filter (where state = 'draft')::int as draft,
              sum(quantity) filter (where state = 'unpicked')::int as unpicked,
              sum(quantity) filter (where state = 'picking')::int as picking
            from ${stockAllocations} where provider_id = ${p} group by balance_id) s on s.balance_id = b.id
        left join ${productVariants} v on v.provider_id = b.provider_id and v.id = b.variant_id
        where b.provider_id = ${p}
          and (b.draft_occupied <> coalesce(s.draft, 0) or b.unpicked_occupied <> coalesce(s.unpicked, 0)
            or b.picking_occupied <> coalesce(s.picking, 0))`,
  )),
];

/**
 * The stock ledger: the balance rows are the replay of the log (sum of its deltas per balance row, a row
 * without log rows empty, a log without its row never), and each log row's on_hand_before is the previous
 * row's on_hand_after and its on_hand_after its before plus its delta. The same comparison as the
 * inventory's replayStockLog, with the SKU to link to.
 */
const ledgerChecks: TCheck = async (db, p) => [
  ...(await breaches(
    db,
    sql`with replay as (
          select balance_id, min(variant_id::text) as variant_id, sum(delta_on_hand)::int as on_hand,
            sum(delta_draft)::int as draft, sum(delta_unpicked)::int as unpicked, sum(delta_picking)::int as picking
          from ${stockLogs} where provider_id = ${p} group by balance_id)
        select 'ledger_replay' as invariant, 'balance' as object_kind,
          coalesce(b.variant_id::text, r.variant_id) as object_id, coalesce(v.sku, '') as object_code,
          jsonb_build_object('balance_id', coalesce(b.id, r.balance_id)::text,
            'stored', concat_ws(' / ', coalesce(b.on_hand, 0), coalesce(b.draft_occupied, 0), coalesce(b.unpicked_occupied, 0), coalesce(b.picking_occupied, 0)),
            'replayed', concat_ws(' / ', coalesce(r.on_hand, 0), coalesce(r.draft, 0), coalesce(r.unpicked, 0), coalesce(r.picking, 0))) as detail
        from (select * from ${stockBalances} where provider_id = ${p}) b
        full outer join replay r on r.balance_id = b.id
        left join ${productVariants} v on v.provider_id = ${p} and v.id = coalesce(b.variant_id::text, r.variant_id)::uuid
        where b.id is null
          or b.on_hand <> coalesce(r.on_hand, 0) or b.draft_occupied <> coalesce(r.draft, 0)
          or b.unpicked_occupied <> coalesce(r.unpicked, 0) or b.picking_occupied <> coalesce(r.picking, 0)`,
  )),
  ...(await breaches(
    db,
    sql`select 'ledger_chain' as invariant, 'balance' as object_kind, c.variant_id::text as object_id,
          coalesce(v.sku, '') as object_code,
          jsonb_build_object('balance_id', c.balance_id::text, 'log_id', c.id, 'before', c.on_hand_before,
            'expected', c.previous, 'after', c.on_hand_after) as detail
        from (select id, balance_id, variant_id, on_hand_before, on_hand_after, delta_on_hand,
                lag(on_hand_after, 1, 0) over (partition by balance_id order by id) as previous
              from ${stockLogs} where provider_id = ${p}) c
        left join ${productVariants} v on v.provider_id = ${p} and v.id = c.variant_id
        where c.on_hand_before <> c.previous or c.on_hand_after <> c.on_hand_before + c.delta_on_hand
        order by c.id`,
  )),
];

/**
 * Waves. An in_wave order has an open membership (result null) of a wave still being picked (the partial
 * unique index wave_orders_open_order_uq keeps it to one). An open membership belongs to an order still
 * in_wave, or one that left the floor meanwhile (exception, cut off, cancelled: the wave marks it skipped
 * when its picking is confirmed). A finished wave (picked, short_picked) has no open membership left.
 */
const waveChecks: TCheck = async (db, p) => [
  ...(await breaches(
    db,
    sql`select 'wave_missing' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status) as detail
        from ${orders} o
        where o.provider_id = ${p} and o.status = 'in_wave'
          and not exists (select 1 from ${waveOrders} m join ${waves} w on w.provider_id = m.provider_id and w.id = m.wave_id
            where m.provider_id = o.provider_id and m.order_id = o.id and m.result is null and w.status = 'picking')`,
  )),
  ...(await breaches(
    db,
    sql`select 'wave_member_state' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status, 'wave_code', w.code) as detail
        from ${waveOrders} m
        join ${waves} w on w.provider_id = m.provider_id and w.id = m.wave_id
        join ${orders} o on o.provider_id = m.provider_id and o.id = m.order_id
        where m.provider_id = ${p} and m.result is null
          and o.status not in ('in_wave', 'exception', 'cut_off', 'cancelled')`,
  )),
  ...(await breaches(
    db,
    sql`select 'wave_finished_open' as invariant, 'wave' as object_kind, w.id::text as object_id, w.code as object_code,
          jsonb_build_object('wave_status', w.status, 'order_code', o.code) as detail
        from ${waveOrders} m
        join ${waves} w on w.provider_id = m.provider_id and w.id = m.wave_id
        join ${orders} o on o.provider_id = m.provider_id and o.id = m.order_id
        where m.provider_id = ${p} and m.result is null and w.status <> 'picking'`,
  )),
];

/**
 * Shipping notices. A shipped (handed over) notice lists shipped orders only; an order the notice lists
 * under a bag is in that bag (so a bag that travelled holds exactly the parcels that travelled in it).
 */
const noticeChecks: TCheck = async (db, p) =>
  breaches(
    db,
    sql`select 'notice_state' as invariant, 'order' as object_kind, o.id::text as object_id, o.code as object_code,
          jsonb_build_object('status', o.status, 'notice_code', n.code) as detail
        from ${shippingNoticeOrders} sno
        join ${shippingNotices} n on n.provider_id = sno.provider_id and n.id = sno.notice_id
        join ${orders} o on o.provider_id = sno.provider_id and o.id = sno.order_id
        where sno.provider_id = ${p} and n.status = 'shipped' and o.status <> 'shipped'
        union all
        select 'notice_bag', 'order', o.id::text, o.code,
          jsonb_build_object('notice_code', n.code, 'bag_number', sno.bag_code, 'actual_bag', coalesce(b.bag_number, ''))
        from ${shippingNoticeOrders} sno
        join ${shippingNotices} n on n.provider_id = sno.provider_id and n.id = sno.notice_id
        join ${orders} o on o.provider_id = sno.provider_id and o.id = sno.order_id
        left join ${packingBagItems} i on i.provider_id = sno.provider_id and i.order_id = sno.order_id
        left join ${packingBags} b on b.provider_id = i.provider_id and b.id = i.bag_id
        where sno.provider_id = ${p} and sno.bag_code <> '' and sno.bag_code is distinct from b.bag_number`,
  );

/** Every invariant of the tenant, in the order of integrityInvariants. */
export async function checkTenant(db: Db, providerId: string): Promise<TIntegrityBreach[]> {
  const found: TIntegrityBreach[] = [];
  for (const check of [bagChecks, allocationChecks, ledgerChecks, waveChecks, noticeChecks]) {
    found.push(...(await check(db, providerId)));
  }
  return found.map((b) => ({ ...b, detail: b.detail ?? {} }));
}
