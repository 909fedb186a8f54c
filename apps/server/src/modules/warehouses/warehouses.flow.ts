import type { TOutboundFlow } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { defineRegistry } from "../../kernel/hooks.ts";

/**
 * Told when a warehouse's outbound flow (which of review, bagging and weighing it requires) was saved, inside
 * the saving transaction (db is that transaction). The orders module passes the orders already waiting there
 * for a step the flow no longer requires.
 */
export type TWarehouseFlowListener = {
  name: string;
  flowSaved(db: Db, scope: AccessScope, warehouseId: string, flow: TOutboundFlow): Promise<void>;
};

export const warehouseFlowListeners = defineRegistry<TWarehouseFlowListener>(
  "warehouses.flowListeners",
  (l) => l.name,
);
