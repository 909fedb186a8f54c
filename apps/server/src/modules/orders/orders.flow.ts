import { optionalFlowSteps, type TOrderAction, type TOutboundFlow } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * The outbound flow of a warehouse (docs/orders.md "The outbound flow"): review, bagging and weighing are
 * each required or not. An order that comes to wait for a step its warehouse does not require passes it at
 * once, in the same transaction, by the same user, logged with the reason `not_required`
 * (`flowSkipReason`). So every order still goes picked -> reviewed -> bagged -> weighed, and every later
 * rule (a shipping notice takes weighed orders, an exception returns to the state it came from) holds
 * unchanged.
 */
const requiredColumn = {
  review_required: warehouses.reviewRequired,
  bagging_required: warehouses.baggingRequired,
  weighing_required: warehouses.weighingRequired,
} satisfies Record<keyof TOutboundFlow, unknown>;

/** The action that passes the step an order in its state waits for, when its warehouse does not require it. */
export async function skippedStepOf(
  tx: Db,
  order: { providerId: string; warehouseId: string; status: string },
): Promise<TOrderAction | null> {
  const step = optionalFlowSteps.find((s) => s.waitsIn === order.status);
  if (!step) return null;
  const [row] = await tx
    .select({ required: requiredColumn[step.field] })
    .from(warehouses)
    .where(tenantRow(warehouses, order.providerId, order.warehouseId));
  return row && !row.required ? step.action : null;
}
