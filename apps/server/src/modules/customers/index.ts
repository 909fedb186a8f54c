// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { postCharges, type TChargePosting } from "./customers.charges.ts";
export {
  balanceRaisedListeners,
  type TBalanceRaisedListener,
  type TBalanceRaiser,
} from "./customers.events.ts";
