import type { TChangedDomain } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { publishEventRows } from "../../kernel/services/events.ts";

/** A document of a customer that changed state (an order, a receipt). */
export type TChangedDocument = { providerId: string; customerId: string; code: string; status: string };

/**
 * The live `changed` notification (contracts `notifications.ts`) to the provider's staff and to each
 * customer whose documents moved: per channel and new state, how many moved, and the code when one did.
 * Open lists refresh on it, and the provider is told of what its customers send. One statement for any
 * number of documents (a wave moves hundreds); NOTIFY is transactional, so a rolled-back change tells
 * nobody.
 */
export async function announceChanged(tx: Db, domain: TChangedDomain, moved: TChangedDocument[]) {
  if (moved.length === 0) return;
  // One jsonb parameter, whatever the number of documents (a list would bind one parameter per value).
  const rows = JSON.stringify(
    moved.map((m) => ({
      provider_id: m.providerId,
      customer_id: m.customerId,
      code: m.code,
      status: m.status,
    })),
  );
  await publishEventRows(
    tx,
    sql`
    with moved as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as m(provider_id uuid, customer_id uuid, code text, status text)
    ), told as (
      select provider_id::text as channel, status, count(*) as n, min(code) as code
        from moved group by provider_id, status
      union all
      select c.user_id::text, m.status, count(*), min(m.code)
        from moved m join customers c on c.provider_id = m.provider_id and c.id = m.customer_id
        group by c.user_id, m.status
    )
    select channel, json_build_object(
      'type', 'changed', 'domain', ${domain}::text, 'status', status, 'count', n,
      'code', case when n = 1 then code end
    ) as message from told`,
  );
}
