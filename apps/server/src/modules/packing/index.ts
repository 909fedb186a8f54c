// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export {
  bagOfOrder,
  discardAcceptedReviewScans,
  labelWeightsKg,
  orderIdByScan,
  removeFromBag,
  scannedCounts,
  type TLabelWeight,
} from "./packing.repository.ts";
export { recordScan } from "./packing.review-scan.ts";
export { fail, staffActor } from "./packing.shared.ts";
export { packingBagItems, packingBags, packingReviewScans, packingWeighings } from "./packing.tables.ts";
