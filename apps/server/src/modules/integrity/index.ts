// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { bagStates, checkTenant } from "./integrity.checks.ts";
export { runCheck, runNightlyRound, startIntegrityWorker } from "./integrity.service.ts";
export { integrityRuns } from "./integrity.tables.ts";
