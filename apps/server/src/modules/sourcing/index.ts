// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).
export { runSourcingRound, startSourcingWorker } from "./sourcing.expiry.ts";
export { seedDemoSourcing } from "./sourcing.seed.ts";
export { sourcingQuotes, sourcingRequests } from "./sourcing.tables.ts";
