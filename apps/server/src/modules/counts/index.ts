// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { raiseFloorCount } from "./counts.floor-raised.ts";
export type { TCountActor } from "./counts.plans.ts";
export { countLines, countPlans, countTasks } from "./counts.tables.ts";
