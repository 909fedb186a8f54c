import type { TCreditHold } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import type { TBalanceRaisedListener } from "../../customers/index.ts";
import {
  type TConfirmGuard,
  type TOrderActor,
  type TOrderRow,
  transitionOrdersTogether,
} from "../../orders/index.ts";
import { expectedOrderWork, expectedPrice } from "../charges/charges.estimate.ts";
import { versionInEffect } from "../charges/charges.record.ts";
import { billingDay, currencyOf } from "../rates/rates.service.ts";

/**
 * The credit hold (docs/billing.md "Credit hold"): an order is held at confirm when the customer's balance
 * less the expected fees of its open orders would fall below minus its credit limit (0 for a prepaid
 * customer). Open orders are those confirmed and not yet handed over (their fees are spoken for but not
 * charged); the expected fees are the estimate's (today's card, the round's kinds and rounding, the parcel's
 * packaging and shipping by its channel at its declared weight).
 */

/** Orders whose fees are spoken for: allocated, not yet handed over (then they are charged). */
const openStates = ["confirmed", "in_wave", "picked", "reviewed", "weighed", "bagged", "exception"];

type THoldRow = { id: string; balance: string; fees: string; credit_limit: string };

/**
 * The holds of orders being confirmed, in the order given: per customer, the open orders' fees first, then
 * each asked order's in turn; an order whose running total passes the balance plus the limit is held (and
 * so is every later one of that customer: first come, first served). One statement for any number of orders.
 */
export async function creditHoldsOf(tx: Db, orders: TOrderRow[]): Promise<Map<string, TCreditHold>> {
  const holds = new Map<string, TCreditHold>();
  const providerId = orders[0]?.providerId;
  if (!providerId) return holds;
  const asked = JSON.stringify(orders.map((o, seq) => ({ id: o.id, seq })));
  const currency = await currencyOf(tx, providerId);
  const rows = rowsOf<THoldRow>(
    await tx.execute(sql`
      with asked as (
        select a.id, a.seq, o.customer_id, o.channel_id, o.weight
        from jsonb_to_recordset(${asked}::jsonb) as a(id uuid, seq int)
        join orders o on o.provider_id = ${providerId} and o.id = a.id
      ),
      counted as (
        select x.id, x.customer_id, x.seq, x.channel_id, x.weight, count(l.*) as lines,
          coalesce(sum(l.quantity), 0) as units
        from (
          select id, customer_id, seq, channel_id, weight from asked
          union all
          select o.id, o.customer_id, -1, o.channel_id, o.weight from orders o
          where o.provider_id = ${providerId} and o.customer_id in (select customer_id from asked)
            and o.status in (${sql.join(
              openStates.map((s) => sql`${s}`),
              sql`, `,
            )})
            and o.id not in (select id from asked)
        ) x
        left join order_lines l on l.provider_id = ${providerId} and l.order_id = x.id
        group by x.id, x.customer_id, x.seq, x.channel_id, x.weight
      ),
      versions as (
        select c.customer_id, v.version_id
        from (select distinct customer_id from asked) c
        left join lateral ${versionInEffect(providerId, sql`c.customer_id`, sql`${billingDay()}::date`)} v on true
      ),
      fees as (
        select n.id, n.customer_id, n.seq, coalesce(sum(p.amount), 0) as fee
        from counted n
        join versions v on v.customer_id = n.customer_id
        cross join lateral ${expectedOrderWork(providerId, sql`n.lines`, sql`n.units`, sql`n.channel_id`, sql`n.weight`)} w
        cross join lateral ${expectedPrice(providerId, currency)} p
        where w.quantity > 0
        group by n.id, n.customer_id, n.seq
      ),
      running as (
        select f.*, sum(f.fee) over (
          partition by f.customer_id order by f.seq, f.id rows between unbounded preceding and current row
        ) as exposure
        from fees f
      )
      select r.id, c.balance::text as balance, r.exposure::text as fees,
        (case when c.payment_method = 'prepaid' then 0 else c.credit_limit end)::numeric(14, 2)::text as credit_limit
      from running r
      join customers c on c.provider_id = ${providerId} and c.id = r.customer_id
      where r.seq >= 0
        and c.balance - r.exposure < -(case when c.payment_method = 'prepaid' then 0 else c.credit_limit end)`),
  );
  if (rows.length === 0) return holds;
  for (const r of rows)
    holds.set(r.id, { balance: r.balance, fees: r.fees, credit_limit: r.credit_limit, currency });
  return holds;
}

/** The credit hold as the orders module's confirm guard (billing.module.ts provides it). */
export const creditHoldGuard: TConfirmGuard = { key: "billing.credit-hold", holdsOf: creditHoldsOf };

/** The account that releases held orders when nobody does it by hand: the provider's own user, named "Billing". */
async function billingActor(tx: Db, providerId: string): Promise<TOrderActor | null> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from users where provider_id = ${providerId} and role = 'provider'
      order by created_at limit 1`),
  );
  return row ? { providerId, userId: row.id, userName: "Billing", kind: "staff", customerId: null } : null;
}

/**
 * Confirms the held orders of these customers (all of the provider's when none is named) that fit their
 * credit now, oldest first, in the caller's transaction: after a top-up, a credit note, a raised limit. The
 * rest stay on hold, untouched. An order that cannot be allocated now (stock gone meanwhile) stays on hold
 * too, for staff to see. Answers the orders confirmed.
 */
export async function releaseCreditHolds(
  tx: Db,
  providerId: string,
  customerIds?: string[],
  actor?: TOrderActor,
): Promise<number> {
  const held = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from orders
      where provider_id = ${providerId} and status = 'on_hold'
        ${customerIds ? sql`and customer_id = any(${`{${customerIds.join(",")}}`}::uuid[])` : sql``}
      order by created_at, id`),
  );
  if (held.length === 0) return 0;
  const releaser = actor ?? (await billingActor(tx, providerId));
  if (!releaser) return 0;
  const { moved } = await transitionOrdersTogether(tx, releaser, {
    orderIds: held.map((o) => o.id),
    action: "confirm",
  });
  return moved.filter((o) => o.status !== "on_hold").length;
}

/** A top-up releases the customer's held orders its money now covers, as the one who topped up. */
export const releaseOnTopUp: TBalanceRaisedListener = {
  key: "billing.release-credit-holds",
  async onRaised(tx, providerId, customerId, by) {
    await releaseCreditHolds(tx, providerId, [customerId], {
      providerId,
      userId: by.userId,
      userName: by.userName,
      kind: "staff",
      customerId: null,
    });
  },
};
