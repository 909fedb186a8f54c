// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { buildTrackingUrl, issueTrackingNumber } from "./carriers/index.ts";
export { manualNumberPattern } from "./carriers/manual.carrier.ts";
export { channelOptions, findChannel } from "./logistics.repository.ts";
export { seedDemoLogistics } from "./logistics.seed.ts";
export { logisticsChannels, logisticsDefaultTrackUrls, logisticsTrackUrls } from "./logistics.tables.ts";
export { tariffCost } from "./logistics.tariff.ts";
