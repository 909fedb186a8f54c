import { Code } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { lockTenantRow, tenantRow, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { AppError, conflict } from "../../../kernel/errors.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shops } from "../stores.tables.ts";
import { clientCredentialsToken, refreshAppToken, TokenRequestError } from "./stores.oauth.ts";
import { ShopifyCallError, type TShopAccess } from "./stores.shopify-client.ts";
import type { TStoreDeps } from "./stores.tokens.ts";
import { shopSecretAad, type TShopSecretField } from "./stores.tokens.ts";
import { mailShopOwner } from "./stores.uninstall.ts";

/**
 * A bound shop's token for a call. An installed app's expiring offline token (Shopify: 60 minutes) and a
 * Dev Dashboard app's token (24 hours) are renewed a few minutes before they expire, and once more when
 * the shop answers 401. The renewal happens under the shop row's lock and re-reads the row first, because
 * Shopify rotates the refresh token: two callers (or two instances) refreshing at once would retire each
 * other's.
 */

const refreshMarginMs = 5 * 60_000;

const expiresSoon = (at: Date | null) => at !== null && at.getTime() - Date.now() < refreshMarginMs;

function opener(deps: TStoreDeps, shop: Pick<TShopRow, "providerId" | "id">) {
  return (sealed: string, field: TShopSecretField) =>
    deps.box.open(sealed, shopSecretAad(shop.providerId, shop.id, field));
}

/** The shop no longer accepts the platform: unbound, uninstalled, or its grant revoked. */
export const reauthorize = () => conflict("store.reauthorize");

/** The demo's shop has no Shopify behind it: whatever would call it says so. */
export const demoShopRefusal = () => new AppError(Code.badRequest, "store.demoShop");

export async function shopAccess(deps: TStoreDeps, shop: TShopRow, refresh = false): Promise<TShopAccess> {
  if (shop.demo) throw demoShopRefusal();
  if (shop.status !== "active" || !shop.accessToken) throw reauthorize();
  const open = opener(deps, shop);
  const renewable = (shop.authKind === "app" && shop.refreshToken !== null) || byClientCredentials(shop);
  if (!renewable || (!refresh && !expiresSoon(shop.accessTokenExpiresAt)))
    return { shop: shop.shopDomain, accessToken: open(shop.accessToken, "access_token") };
  return refreshed(deps, shop);
}

async function refreshed(deps: TStoreDeps, seen: TShopRow): Promise<TShopAccess> {
  const open = opener(deps, seen);
  const seal = (plain: string, field: TShopSecretField) =>
    deps.box.seal(plain, shopSecretAad(seen.providerId, seen.id, field));
  return deps.db.transaction(async (tx) => {
    const row = await lockTenantRow(tx, shops, seen.providerId, seen.id);
    if (row?.status !== "active" || !row.accessToken) throw reauthorize();
    // Refreshed by someone else since this caller read the row: use theirs.
    if (row.accessToken !== seen.accessToken && !expiresSoon(row.accessTokenExpiresAt))
      return { shop: row.shopDomain, accessToken: open(row.accessToken, "access_token") };
    let tokens: Awaited<ReturnType<typeof refreshAppToken>>;
    try {
      tokens = await renewedTokens(deps, row, open);
    } catch (err) {
      if (err instanceof TokenRequestError && (err.grantInvalid || err.clientInvalid))
        throw new ShopifyCallError("unauthorized", `token refused: ${err.message}`);
      throw new ShopifyCallError("unreachable", (err as Error).message);
    }
    await updateTenantRow(tx, shops, row.providerId, row.id, {
      accessToken: seal(tokens.accessToken, "access_token"),
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshToken: tokens.refreshToken ? seal(tokens.refreshToken, "refresh_token") : row.refreshToken,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? row.refreshTokenExpiresAt,
      scopes: tokens.scopes.length > 0 ? tokens.scopes : row.scopes,
    });
    return { shop: row.shopDomain, accessToken: tokens.accessToken };
  });
}

/** A Dev Dashboard app's shop, whose tokens are asked for with its client ID and sealed secret. */
const byClientCredentials = (shop: TShopRow): shop is TShopRow & { clientId: string; apiSecret: string } =>
  shop.authKind === "dev_app" && shop.clientId !== null && shop.apiSecret !== null;

/**
 * A new token: an installed app's refresh grant (Shopify rotates both tokens), or a Dev Dashboard app's
 * client credentials grant (a new 24-hour token, asked for with its client ID and sealed secret).
 */
function renewedTokens(deps: TStoreDeps, row: TShopRow, open: ReturnType<typeof opener>) {
  if (byClientCredentials(row))
    return clientCredentialsToken(
      deps.shopify,
      row.shopDomain,
      row.clientId,
      open(row.apiSecret, "api_secret"),
    );
  if (!row.refreshToken) throw reauthorize();
  return refreshAppToken(deps.shopify, row.shopDomain, open(row.refreshToken, "refresh_token"));
}

const refused = (err: unknown): err is ShopifyCallError =>
  err instanceof ShopifyCallError && err.kind === "unauthorized";

/**
 * Runs `call` with the shop's token; on a 401 from an installed or Dev Dashboard app's shop, renews the
 * token once and tries again. A refusal that stands (a custom app's token revoked, a refresh Shopify refuses, a scope taken
 * away) marks the shop's access lost and answers 4009 `store.accessLost`, which names the shop.
 */
export async function withShopAccess<T>(
  deps: TStoreDeps,
  shop: TShopRow,
  call: (access: TShopAccess) => Promise<T>,
): Promise<T> {
  try {
    try {
      return await call(await shopAccess(deps, shop));
    } catch (err) {
      if (!refused(err) || shop.authKind === "custom_app") throw err;
      return await call(await shopAccess(deps, shop, true));
    }
  } catch (err) {
    if (!refused(err)) throw err;
    await markAccessLost(deps.db, shop, err.message);
    throw conflict("store.accessLost", null, { shop: shop.shopDomain });
  }
}

/**
 * The shop no longer accepts the platform (docs/stores.md "Shop health"): status `access_lost`, the reason
 * kept for every store screen's banner, and its drop shipper told by mail, once. Its workers stop using it
 * (they take active shops only) until it is bound again.
 */
export async function markAccessLost(db: Db, shop: TShopRow, reason: string) {
  await db.transaction(async (tx) => {
    const [lost] = await tx
      .update(shops)
      .set({ status: "access_lost", lastError: "store.accessLost", updatedAt: new Date() })
      .where(and(tenantRow(shops, shop.providerId, shop.id), eq(shops.status, "active")))
      .returning();
    if (lost)
      await mailShopOwner(
        tx,
        lost,
        "shopAccessLost",
        { shop: lost.shopDomain, reason: reason.slice(0, 200) },
        "/ds/ds-store-management",
      );
  });
}
