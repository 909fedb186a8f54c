// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { alarmLimit, currentAlarms } from "./inventory.alarms.ts";
export { balanceLocation, pickableStock, sellableAvailable } from "./inventory.bins.ts";
export { changeOnHandSet } from "./inventory.bulk.ts";
export { InsufficientStock, type TShortage } from "./inventory.errors.ts";
export {
  availableChangeListeners,
  type TAvailableChange,
  type TAvailableChangeListener,
} from "./inventory.events.ts";
export {
  allocate,
  allocateMany,
  changeOnHand,
  changeOnHandMany,
  consumePicked,
  consumePickedOfMany,
  releaseOccupation,
  type TAllocationRequest,
  transitionOccupation,
} from "./inventory.ledger.ts";
export {
  occupationOf,
  occupationOfMany,
  planTransitionsOfMany,
  transitionOccupationOfMany,
} from "./inventory.occupation.ts";
export { variantsInStock } from "./inventory.references.ts";
export { seedDemoInventory } from "./inventory.seed.ts";
export { stockAllocations, stockBalances, stockLogs } from "./inventory.tables.ts";
