import type { TChargeSource } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import { orderLines, orders } from "../../orders/index.ts";
import { receiptBoxes, receiptLines, receipts } from "../../receipts/index.ts";
import { sourcingRequests } from "../../sourcing/index.ts";

/**
 * The billable work of each source, as SQL: one row per (document, fee kind) with its quantity, for the
 * documents of one provider whose event falls in [since, until). Columns: customer_id, warehouse_id,
 * source_id, source_code, event_at, kind, quantity. A kind whose quantity is 0 (no unit beyond the first)
 * is no work. Each source reads its module's own tables (read-only) and only at rest: a receipt completed,
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
      k.kind, k.quantity
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

export const orderWork: TWorkSource = {
  source: "order",
  work: (providerId, since, until) => sql`
    select o.customer_id, o.warehouse_id, o.id as source_id, o.code as source_code, o.shipped_at as event_at,
      k.kind, k.quantity
    from ${orders} o
    cross join lateral (
      select count(*) as lines, coalesce(sum(l.quantity), 0) as units from ${orderLines} l
      where l.provider_id = o.provider_id and l.order_id = o.id
    ) s
    cross join lateral ${orderQuantities(sql`s.lines`, sql`s.units`)}
    where o.provider_id = ${providerId} and o.status = 'shipped'
      and o.shipped_at >= ${since} and o.shipped_at < ${until} and k.quantity > 0`,
};

/** A sourcing request whose quote the customer confirmed (completed): the request fee. */
export const sourcingWork: TWorkSource = {
  source: "sourcing",
  work: (providerId, since, until) => sql`
    select s.customer_id, null::uuid as warehouse_id, s.id as source_id, s.code as source_code,
      s.completed_at as event_at, 'sourcing_request' as kind, 1::numeric as quantity
    from ${sourcingRequests} s
    where s.provider_id = ${providerId} and s.status = 'completed' and s.completed_at is not null
      and s.completed_at >= ${since} and s.completed_at < ${until}`,
};

export const workSources: readonly TWorkSource[] = [receiptWork, orderWork, sourcingWork];
