// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export {
  findUserById,
  findUserByUsername,
  getOrCreateSecret,
  insertUserIfFree,
  updateUser,
} from "./auth.repository.ts";
export { homeData, issueAccessToken } from "./auth.service.ts";
export { shopListReader } from "./auth.shop-list.ts";
export { users } from "./auth.tables.ts";
export { userSettingsReader } from "./auth.user-settings.ts";
