import { sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { enqueueWebhookEvents } from "../../webhooks/index.ts";
import { currencyOf } from "../rates/rates.service.ts";
import { daysOf } from "./statement.data.ts";

/** Is this UTC day (YYYY-MM-DD) the last of its month? */
export const lastDayOfMonth = (day: string) => daysOf(day.slice(0, 7)).to === day;

/**
 * `statement.ready` (docs/webhooks.md) to each customer with charges in a month, once its last night is
 * charged (every charge of the month is in by then: the round charges the day's work with the cursor's
 * margin before the night): the month, its totals (credit notes less, as the statement and the screen add
 * them up) and the paths of its statement files. One grouped statement and one outbox statement.
 */
export async function announceStatements(tx: Db, providerId: string, month: string): Promise<number> {
  const { from, to } = daysOf(month);
  const rows = rowsOf<{ customer_id: string; count: number; total: string }>(
    await tx.execute(sql`
      select customer_id, count(*)::int as count, sum(amount)::text as total
      from billing_charges
      where provider_id = ${providerId} and billing_day between ${from}::date and ${to}::date
      group by customer_id`),
  );
  if (rows.length === 0) return 0;
  const currency = await currencyOf(tx, providerId);
  return enqueueWebhookEvents(
    tx,
    rows.map((r) => ({
      providerId,
      customerId: r.customer_id,
      type: "statement.ready" as const,
      payload: {
        month,
        currency,
        count: r.count,
        total: r.total,
        pdf: `/api/billing/statement-pdf?provider_uuid=${providerId}&month=${month}`,
        xlsx: `/api/billing/statement-xlsx?provider_uuid=${providerId}&month=${month}`,
      },
    })),
  );
}
