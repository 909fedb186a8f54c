// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { announceChanged, type TChangedDocument } from "./tenancy.announce.ts";
export {
  chargeCustomerBalances,
  customerExists,
  findLink,
  findProvider,
  insertCustomer,
  insertProvider,
  listLinksOfUser,
  moveCustomerBalance,
  updateCustomerAccount,
} from "./tenancy.repository.ts";
export { customers, providers } from "./tenancy.tables.ts";
