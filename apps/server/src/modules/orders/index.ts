// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { transitionAllTogether, transitionOrdersTogether } from "./orders.batch.ts";
export type { TConfirmGuard, TOrderTransitionListener } from "./orders.events.ts";
export { confirmGuards, orderTransitionListeners } from "./orders.events.ts";
export type { TOrderActor } from "./orders.lifecycle.ts";
export { endedStates, refused, transitionOrder } from "./orders.lifecycle.ts";
export type { TOrderRow } from "./orders.repository.ts";
export {
  findOrdersByIds,
  finishShelfReturnTask,
  insertLog,
  linesOf,
  linesOfOrders,
  lockOrder,
  lockOrders,
  orderStatesByIds,
  partStatesOf,
  partsOfOrders,
  updateOrder,
} from "./orders.repository.ts";
export { actorOf } from "./orders.service.ts";
export type { TShopOrderIntake, TWithdrawal } from "./orders.shop-intake.ts";
export { createShopOrder, relabelShopOrder, withdrawShopOrder } from "./orders.shop-intake.ts";
export { orderLines, orderLogs, orderShelfReturns, orders } from "./orders.tables.ts";
