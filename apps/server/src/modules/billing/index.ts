// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { seedDemoBilling, seedDemoDispute } from "./billing.seed.ts";
export { chargeProvider, runChargingRound, startBillingWorker } from "./charges/charges.round.ts";
export { billingDay, currencyOf } from "./rates/rates.service.ts";
export { chargeStorageNights } from "./storage/storage.night.ts";
