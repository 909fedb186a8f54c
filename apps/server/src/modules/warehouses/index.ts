// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export type { TWarehouseFlowListener } from "./warehouses.flow.ts";
export { warehouseFlowListeners } from "./warehouses.flow.ts";
export type { TWarehouseReferenceChecker } from "./warehouses.references.ts";
export { labelOf, warehouseReferences } from "./warehouses.references.ts";
export { findWarehouse, findWarehousesByIds } from "./warehouses.repository.ts";
export { seedDemoWarehousing } from "./warehouses.seed.ts";
export { presentWarehouseAddress } from "./warehouses.service.ts";
export { warehouseLocations, warehousePartitions, warehouses } from "./warehouses.tables.ts";
