import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { chargeCustomerBalances } from "../tenancy/index.ts";

/** What billing posts for one document's charges: how much the customer owes for it, and the document's code. */
export type TChargePosting = { customerId: string; amount: string; reason: string };

/**
 * Posts charges to the customers' balances, in the caller's transaction: each customer's balance moved once
 * by the sum of its postings (tenancy's `chargeCustomerBalances`, no credit check: the work is done), then one
 * ledger entry per posting (kind `charge`, or `credit` for credit notes, whose amounts are negative; no
 * operator: billing wrote it), each entry's `balance_after` the balance once it and those before it are
 * taken. Set-based: two statements whatever the number of postings.
 */
export async function postCharges(
  tx: Db,
  providerId: string,
  postings: TChargePosting[],
  kind: "charge" | "credit" = "charge",
): Promise<void> {
  const moved = await chargeCustomerBalances(tx, providerId, postings);
  if (moved.length === 0) return;
  const rows = JSON.stringify(
    postings.map((p, n) => ({ customer_id: p.customerId, amount: p.amount, reason: p.reason, n })),
  );
  const after = JSON.stringify(moved.map((m) => ({ customer_id: m.customerId, balance: m.balance })));
  // An entry's balance after it is the balance after all of them plus what the later entries took.
  await tx.execute(sql`
    insert into customer_balance_entries
      (provider_id, customer_id, kind, amount, balance_after, reason, operator_user_id, operator_name)
    select ${providerId}, e.customer_id, ${kind}, -e.amount,
      m.balance + coalesce(sum(e.amount) over (
        partition by e.customer_id order by e.n rows between 1 following and unbounded following), 0),
      e.reason, null, ''
    from jsonb_to_recordset(${rows}::jsonb) as e(customer_id uuid, amount numeric, reason text, n int)
    join jsonb_to_recordset(${after}::jsonb) as m(customer_id uuid, balance numeric)
      on m.customer_id = e.customer_id
    order by e.customer_id, e.n`);
}
