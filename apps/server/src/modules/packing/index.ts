// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export {
  bagOfOrder,
  discardAcceptedReviewScans,
  orderIdByScan,
  removeFromBag,
  scannedCounts,
} from "./packing.repository.ts";
export { fail, staffActor } from "./packing.shared.ts";
export { packingBagItems, packingBags, packingReviewScans, packingWeighings } from "./packing.tables.ts";
