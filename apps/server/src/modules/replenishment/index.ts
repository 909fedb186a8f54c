// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).
export { planReplenishments, startReplenishmentWorker } from "./replenishment.plan.ts";
export { pickFaces, replenishments } from "./replenishment.tables.ts";
