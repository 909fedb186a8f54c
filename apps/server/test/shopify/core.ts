import type { AppRegistry, TAccessToken, TApp } from "./auth/apps.ts";
import type { TSearchWarning } from "./graphql/search.ts";
import type { TShop } from "./state.ts";

/** What every part of the simulator shares: the shops, the apps and their tokens, ids, and webhook emission. */
export type TCore = {
  shops: Map<string, TShop>;
  registry: AppRegistry;
  nextId: () => number;
  apiVersion: string;
  /** Sends `topic` (REST name, e.g. `orders/create`) about the shop to every app subscribed to it. */
  emit: (shop: TShop, topic: string, payload: unknown) => void;
};

/** One GraphQL request: the shop it is for and the token (and app) it came with. */
export type TRequest = {
  core: TCore;
  shop: TShop;
  token: TAccessToken;
  app: TApp;
  /** `@idempotent(key:)` on the mutation, if given. */
  idempotencyKey: string | null;
  /** Search warnings collected for `extensions.search`. */
  search: { path: (string | number)[]; query: string; warnings: TSearchWarning[] }[];
};
