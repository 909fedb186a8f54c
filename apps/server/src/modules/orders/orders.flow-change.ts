import { Code, flowSkipReason, optionalFlowSteps } from "@wms/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { TWarehouseFlowListener } from "../warehouses/index.ts";
import { transitionOrdersTogether } from "./orders.batch.ts";
import { actorOf } from "./orders.service.ts";
import { orders } from "./orders.tables.ts";

/**
 * A warehouse's flow was saved: the orders already waiting there for a step it does not require pass it
 * now, as new ones will (orders.flow.ts), in the saving transaction and set-based. The steps go in flow
 * order, so an order waiting for review also passes bagging when neither is required.
 */
export const passStepsNotRequired: TWarehouseFlowListener = {
  name: "orders",
  async flowSaved(tx, scope, warehouseId, flow) {
    const actor = await actorOf(scope, undefined);
    for (const step of optionalFlowSteps) {
      if (flow[step.field]) continue;
      const waiting = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.providerId, actor.providerId),
            eq(orders.warehouseId, warehouseId),
            eq(orders.status, step.waitsIn),
          ),
        )
        .orderBy(asc(orders.id));
      if (waiting.length === 0) continue;
      const { errors } = await transitionOrdersTogether(tx, actor, {
        orderIds: waiting.map((o) => o.id),
        action: step.action,
        reason: flowSkipReason,
      });
      // Read under no lock: an order another bench moved meanwhile is refused here, and has left the step.
      for (const error of errors.values()) if (error.code !== Code.conflict) throw error;
    }
  },
};
