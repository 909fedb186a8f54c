// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).
export {
  cancelShopReturn,
  findShopReturn,
  raiseShopReturn,
  returnInspectedListeners,
  type TInspectedShopReturn,
  type TReturnInspectedListener,
  type TShopReturnIntake,
} from "./returns.shop.ts";
export { returnLines, returns, returnUnits } from "./returns.tables.ts";
