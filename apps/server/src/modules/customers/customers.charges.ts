import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";

/** What billing posts for one document's charges: how much the customer owes for it, and the document's code. */
export type TChargePosting = { customerId: string; amount: string; reason: string };

/**
 * Posts charges to the customers' balances, in the caller's transaction: one ledger entry per posting
 * (kind `charge`, or `credit` for credit notes, whose amounts are negative; no operator: billing wrote it) and each customer's balance moved once by the sum of its
 * postings, each entry's `balance_after` the balance once it and those before it are taken. Set-based: one
 * statement whatever the number of postings. No credit check: the work is done (a customer over its limit
 * has new orders held instead, docs/billing.md), so a charge is never refused.
 */
export async function postCharges(
  tx: Db,
  providerId: string,
  postings: TChargePosting[],
  kind: "charge" | "credit" = "charge",
): Promise<void> {
  if (postings.length === 0) return;
  const rows = JSON.stringify(
    postings.map((p, n) => ({ customer_id: p.customerId, amount: p.amount, reason: p.reason, n })),
  );
  await tx.execute(sql`
    with e as (
      select * from jsonb_to_recordset(${rows}::jsonb) as e(customer_id uuid, amount numeric, reason text, n int)
    ),
    totals as (select customer_id, sum(amount) as total from e group by customer_id),
    moved as (
      update customers c set balance = c.balance - t.total
      from totals t
      where c.provider_id = ${providerId} and c.id = t.customer_id
      returning c.id, c.balance, t.total
    )
    insert into customer_balance_entries
      (provider_id, customer_id, kind, amount, balance_after, reason, operator_user_id, operator_name)
    select ${providerId}, e.customer_id, ${kind}, -e.amount,
      m.balance + m.total - sum(e.amount) over (partition by e.customer_id order by e.n),
      e.reason, null, ''
    from e join moved m on m.id = e.customer_id
    order by e.customer_id, e.n`);
}
