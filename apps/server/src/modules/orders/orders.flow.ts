import { optionalFlowSteps, type TOrderAction, type TOutboundFlow } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * The outbound flow of a warehouse (docs/orders.md "The outbound flow"): review, bagging and weighing are
 * each required or not. An order that comes to wait for a step its warehouse does not require passes it at
 * once, in the same transaction, by the same user, logged with the reason `not_required`
 * (`flowSkipReason`). So every order still goes picked -> reviewed -> weighed -> bagged, and every later
 * rule (a shipping notice takes bagged orders, an exception returns to the state it came from) holds
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
  order: { id: string; providerId: string; warehouseId: string; status: string },
): Promise<TOrderAction | null> {
  const [action] = (await skippedStepsOf(tx, [order])).keys();
  return action ?? null;
}

/** The same for many orders (moved together): one read of their warehouses' flows; answers order ids by action. */
export async function skippedStepsOf(
  tx: Db,
  moved: { id: string; providerId: string; warehouseId: string; status: string }[],
): Promise<Map<TOrderAction, string[]>> {
  const waiting = moved.filter((o) => optionalFlowSteps.some((s) => s.waitsIn === o.status));
  const skips = new Map<TOrderAction, string[]>();
  const [first] = waiting;
  if (!first) return skips;
  const flows = await tx
    .select({ id: warehouses.id, ...requiredColumn })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.providerId, first.providerId),
        inArray(warehouses.id, [...new Set(waiting.map((o) => o.warehouseId))]),
      ),
    );
  const flowOf = new Map(flows.map((f) => [f.id, f]));
  for (const order of waiting) {
    const step = optionalFlowSteps.find((s) => s.waitsIn === order.status);
    const flow = flowOf.get(order.warehouseId);
    if (!step || !flow || flow[step.field]) continue;
    skips.set(step.action, [...(skips.get(step.action) ?? []), order.id]);
  }
  return skips;
}
