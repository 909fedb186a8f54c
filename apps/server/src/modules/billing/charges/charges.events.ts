import type { TChargeSource } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import { orderLines, orders } from "../../orders/index.ts";
import { receiptBoxes, receiptLines, receipts } from "../../receipts/index.ts";
import { returns, returnUnits } from "../../returns/index.ts";
import { shippingParcelCosts } from "../../shipping/index.ts";
import { sourcingQuotes, sourcingRequests } from "../../sourcing/index.ts";
import { vasOrders } from "../../vas/index.ts";

/**
 * The billable work of each source, as SQL: one row per (document, fee kind) with its quantity, for the
 * documents of one provider whose event falls in [since, until). Columns: customer_id, warehouse_id,
 * source_id, source_code, event_at, kind, quantity, cost_currency. A kind whose quantity is 0 (no unit
 * beyond the first, a parcel with no cost) is no work. Work whose quantity is an amount of money (a cost, a
 * quote's value: percent kinds) names its currency; in another currency than the provider's billing one it
 * cannot be reckoned and is listed as unpriced. Each source reads its module's own tables (read-only) and only at rest: a receipt completed,
 * an order handed over (shipped), a sourcing quote confirmed (completed), none of which goes back.
 */
export type TWorkSource = { source: TChargeSource; work(providerId: string, since: Date, until: Date): SQL };

/**
 * The fee kinds a receipt yields and their quantities, from its units received and cartons scanned in:
 * `(values …) k(kind, quantity)`. The round and the estimate before the work read the same.
 */
export const receiptQuantities = (units: SQL, cartons: SQL) => sql`(values
  ('receiving_receipt', 1::numeric), ('receiving_unit', (${units})::numeric), ('receiving_carton', (${cartons})::numeric)
) k(kind, quantity)`;

/** The fee kinds an order handed over yields: one order, the units beyond the first, the lines beyond the first. */
export const orderQuantities = (lines: SQL, units: SQL) => sql`(values
  ('outbound_order', 1::numeric),
  ('outbound_extra_unit', greatest((${units}) - 1, 0)::numeric),
  ('outbound_extra_line', greatest((${lines}) - 1, 0)::numeric)
) k(kind, quantity)`;

export const receiptWork: TWorkSource = {
  source: "receipt",
  work: (providerId, since, until) => sql`
    select r.customer_id, r.warehouse_id, r.id as source_id, r.code as source_code, r.completed_at as event_at,
      k.kind, k.quantity, null::text as cost_currency
    from ${receipts} r
    cross join lateral (
      select coalesce(sum(l.received_quantity), 0) as units from ${receiptLines} l
      where l.provider_id = r.provider_id and l.receipt_id = r.id
    ) u
    cross join lateral (
      select count(*) as cartons from ${receiptBoxes} b
      where b.provider_id = r.provider_id and b.receipt_id = r.id and b.received_at is not null
    ) b
    cross join lateral ${receiptQuantities(sql`u.units`, sql`b.cartons`)}
    where r.provider_id = ${providerId} and r.completed_at is not null
      and r.completed_at >= ${since} and r.completed_at < ${until} and k.quantity > 0`,
};

/**
 * An order handed over: the outbound fees, and its parcel as recorded at the hand-over (the shipping
 * module's shipping_parcel_costs): the packaging material's cost (cost plus markup), the carrier's cost
 * (passed through with its markup) and the parcel (a fixed markup).
 */
export const orderWork: TWorkSource = {
  source: "order",
  work: (providerId, since, until) => sql`
    with handed as (
      select o.id, o.code, o.customer_id, o.warehouse_id, o.shipped_at from ${orders} o
      where o.provider_id = ${providerId} and o.status = 'shipped'
        and o.shipped_at >= ${since} and o.shipped_at < ${until}
    )
    select o.customer_id, o.warehouse_id, o.id as source_id, o.code as source_code, o.shipped_at as event_at,
      k.kind, k.quantity, k.cost_currency
    from handed o
    cross join lateral (
      select count(*) as lines, coalesce(sum(l.quantity), 0) as units from ${orderLines} l
      where l.provider_id = ${providerId} and l.order_id = o.id
    ) s
    left join ${shippingParcelCosts} p on p.provider_id = ${providerId} and p.order_id = o.id
    cross join lateral (
      select kind, quantity, null::text as cost_currency from ${orderQuantities(sql`s.lines`, sql`s.units`)}
      union all
      select 'packaging_markup', p.packaging_cost, p.packaging_currency where p.packaging_cost is not null
      union all
      select 'shipping_markup_percent', p.shipping_cost, null::text where p.shipping_cost is not null
      union all
      select 'shipping_markup_fixed', 1::numeric, null where p.order_id is not null
    ) k
    where k.quantity > 0`,
};

/**
 * A sourcing request whose quote the customer confirmed (completed): the request fee, and the quote's value
 * for a percent of it, in the quote's currency: its minimum order (MOQ) at its lowest unit cost, the least
 * the customer's confirmation commits to.
 */
export const sourcingWork: TWorkSource = {
  source: "sourcing",
  work: (providerId, since, until) => sql`
    select s.customer_id, null::uuid as warehouse_id, s.id as source_id, s.code as source_code,
      s.completed_at as event_at, k.kind, k.quantity, k.cost_currency
    from ${sourcingRequests} s
    left join ${sourcingQuotes} q on q.provider_id = s.provider_id and q.request_id = s.id
    cross join lateral (
      select 'sourcing_request' as kind, 1::numeric as quantity, null::text as cost_currency
      union all
      select 'sourcing_quote_percent', q.moq * min((v->>'unitCost')::numeric), q.currency
      from jsonb_array_elements(q.variants) v where q.request_id is not null
    ) k
    where s.provider_id = ${providerId} and s.status = 'completed' and s.completed_at is not null
      and s.completed_at >= ${since} and s.completed_at < ${until} and k.quantity > 0`,
};

/** Value-added work done (docs/vas.md): the units done, per kind of work (labelling, kitting). */
export const vasWork: TWorkSource = {
  source: "vas",
  work: (providerId, since, until) => sql`
    select v.customer_id, v.warehouse_id, v.id as source_id, v.code as source_code, v.closed_at as event_at,
      'vas_' || v.kind as kind, v.done_quantity::numeric as quantity, null::text as cost_currency
    from ${vasOrders} v
    where v.provider_id = ${providerId} and v.status = 'done' and v.closed_at >= ${since}
      and v.closed_at < ${until} and v.done_quantity > 0`,
};

/**
 * A return whose inspection was finished (docs/returns.md): the return itself, its units inspected (whatever
 * became of them) and those relabelled, charged once, at the moment the inspection ended.
 */
export const returnWork: TWorkSource = {
  source: "return",
  work: (providerId, since, until) => sql`
    select r.customer_id, r.warehouse_id, r.id as source_id, r.code as source_code, r.inspected_at as event_at,
      k.kind, k.quantity, null::text as cost_currency
    from ${returns} r
    cross join lateral (
      select coalesce(sum(u.quantity), 0) as units,
        coalesce(sum(u.quantity) filter (where u.disposition = 'relabel'), 0) as relabelled
      from ${returnUnits} u where u.provider_id = r.provider_id and u.return_id = r.id
    ) u
    cross join lateral (values
      ('return_processing', 1::numeric), ('return_unit_inspected', u.units::numeric),
      ('return_relabel', u.relabelled::numeric)
    ) k(kind, quantity)
    where r.provider_id = ${providerId} and r.inspected_at is not null
      and r.inspected_at >= ${since} and r.inspected_at < ${until} and k.quantity > 0`,
};

export const workSources: readonly TWorkSource[] = [
  receiptWork,
  orderWork,
  sourcingWork,
  vasWork,
  returnWork,
];
