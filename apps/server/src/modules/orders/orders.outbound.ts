import { outboundSteps, type TOutboundOverview, type TOutboundStep } from "@wms/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * The outbound overview (/p/outbound): orders waiting at each step of the floor, of the tenant or one
 * warehouse, in one grouped count over orders_status_idx / orders_warehouse_idx (the floor's states are a
 * small part of the orders: shipped and cancelled ones are never read). A weighed order without a tracking
 * number is `weighed` (its waybill is next), one with it `labelled` (its bag is next); a bagged order is
 * `ready` (the hand-over is next). The answer carries each warehouse's outbound flow, which the steps an
 * order has left follow.
 */
/** The order states the steps count: `labelled` is a weighed order with its number, `ready` a bagged one. */
const waitingStates = [...outboundSteps.filter((step) => step !== "labelled" && step !== "ready"), "bagged"];

export async function outboundOverview(
  db: Db,
  scope: AccessScope,
  q: { warehouse_id?: string },
): Promise<TOutboundOverview> {
  const providerId = scope.ownProviderId();
  const warehouse = q.warehouse_id ? sql`and o.warehouse_id = ${q.warehouse_id}` : sql``;
  const rows = rowsOf<{ step: TOutboundStep; n: number }>(
    await db.execute(sql`
      select case when o.status = 'weighed' and o.tracking_number <> '' then 'labelled'
                  when o.status = 'bagged' then 'ready' else o.status end as step,
             count(*)::int as n
      from orders o
      where o.provider_id = ${providerId} ${warehouse}
        and o.status = any(${`{${waitingStates.join(",")}}`}::text[])
      group by 1`),
  );
  const counts = new Map(rows.map((r) => [r.step, Number(r.n)]));
  const flows = await db
    .select({
      warehouse_id: warehouses.id,
      review_required: warehouses.reviewRequired,
      bagging_required: warehouses.baggingRequired,
      weighing_required: warehouses.weighingRequired,
    })
    .from(warehouses)
    .where(eq(warehouses.providerId, providerId))
    .orderBy(asc(warehouses.code));
  return { steps: outboundSteps.map((step) => ({ step, count: counts.get(step) ?? 0 })), flows };
}
