// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export type { TCatalogueItem, TCatalogueOutcome, TCatalogueOwner } from "./products.catalogue-sync.ts";
export { upsertCatalogueBySku } from "./products.catalogue-sync.ts";
export { presentLineItem } from "./products.present.ts";
export type { TProductReferenceChecker } from "./products.references.ts";
export { productReferences, variantStockReader } from "./products.references.ts";
export { lineItemColumns, variantsByCodes } from "./products.repository.ts";
export { seedDemoLabelTemplate, seedDemoProducts } from "./products.seed.ts";
export {
  guarded as guardedCatalogueWrite,
  insertProduct,
  type TNewProduct,
  takenSkus,
} from "./products.service.ts";
export { products, productVariants } from "./products.tables.ts";
export {
  recordVariantWeight,
  type TRecordedWeight,
  type TWeightActor,
  variantsWithoutWeight,
} from "./products.weights.ts";
