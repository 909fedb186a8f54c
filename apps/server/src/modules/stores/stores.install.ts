import { Code, type TBindInstallRequest, type TLanguage } from "@wms/contracts";
import { and, eq, gt } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import { randomToken, safeEqual, sha256 } from "../../kernel/crypto.ts";
import { firstRowOf } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest } from "../../kernel/errors.ts";
import { callbackCookie } from "../../kernel/http/callback-cookie.ts";
import { formatMessage } from "../../kernel/i18n.ts";
import { askShop, checkShopConnection } from "./shopify/stores.custom-app.ts";
import { authorizeUrl, exchangeCode, shopifyLibrary, verifyShopifyQuery } from "./shopify/stores.oauth.ts";
import { withShopAccess } from "./shopify/stores.shop-access.ts";
import type { TStoreDeps } from "./shopify/stores.tokens.ts";
import * as repo from "./stores.repository.ts";
import { bindShop, shipperTenant } from "./stores.service.ts";
import { shopInstalls } from "./stores.tables.ts";

/**
 * Installing the platform's app from Shopify (docs/stores.md): the launch (`auth/shopify-direct-auth`),
 * Shopify's callback with the authorization code, and the drop shipper's claim of the installation.
 * The state nonce travels in the authorize URL and in an HttpOnly cookie of the browser that started,
 * so an approval completed in another browser is refused; the claim token in the erp-login URL is
 * single-use and lives an hour. Both are stored hashed.
 */

const startTtlMs = 10 * 60_000;
const claimTtlMs = 60 * 60_000;
export const stateCookie = "shopify_install_state";

export type TInstallDeps = TStoreDeps & { siteUrl: string };

const callbackPath = "/api/auth/shopify-callback";
const launchRefusal = { invalid: "store.launchInvalid", stale: "store.launchStale" } as const;

function library(deps: TInstallDeps) {
  const lib = shopifyLibrary(deps.shopify);
  if (!lib) throw badRequest("store.appNotConfigured");
  return lib;
}

/** The launch: a genuine, fresh query from Shopify starts the grant, unless the shop is bound and answers. */
export async function startInstall(deps: TInstallDeps, query: Record<string, string>) {
  const verified = await verifyShopifyQuery(library(deps), query);
  if ("refused" in verified) throw badRequest(launchRefusal[verified.refused]);
  const { shop } = verified;
  const bound = await repo.findBoundShop(deps.db, shop);
  if (bound?.authKind === "app") {
    const answers = await withShopAccess(deps, bound, (access) => askShop(deps.shopify, access))
      .then(() => true)
      .catch(() => false);
    if (answers) return { answer: { shop, bound: true, authorize_url: null }, state: null };
  }
  const state = randomToken(24);
  await deps.db.insert(shopInstalls).values({
    shopDomain: shop,
    stateHash: sha256(state),
    expiresAt: new Date(Date.now() + startTtlMs),
  });
  const url = authorizeUrl(deps.shopify, shop, state, `${deps.publicUrl}${callbackPath}`);
  return { answer: { shop, bound: false, authorize_url: url }, state };
}

/** The state, kept in the browser that started (sent back on Shopify's redirect). */
const stateCookieOf = callbackCookie(stateCookie, callbackPath, startTtlMs);
export const stateCookieHeader = stateCookieOf.set;
export const clearedStateCookie = stateCookieOf.cleared;
export const cookieState = stateCookieOf.read;

/**
 * Shopify's redirect after the merchant approved: a genuine query, a started installation of that shop
 * with this state, started in this browser; then the code is exchanged for an expiring offline token.
 * Answers where the browser goes next: erp-login with the claim token, or the site's error page.
 */
export async function finishInstall(
  deps: TInstallDeps,
  query: Record<string, string>,
  browserState: string,
  lang: TLanguage,
): Promise<string> {
  const fail = (error: string, key: string, params: Record<string, string> = {}) => {
    const target = new URLSearchParams({ error, error_description: formatMessage(key, lang, params) });
    return `${deps.siteUrl}/ds/thirdpart-success-redirect?${target.toString()}`;
  };
  const lib = shopifyLibrary(deps.shopify);
  if (!lib) return fail("not_configured", "store.appNotConfigured");
  const verified = await verifyShopifyQuery(lib, query);
  if ("refused" in verified) return fail("invalid_request", launchRefusal[verified.refused]);
  const { shop } = verified;
  const state = query.state ?? "";
  const install = await firstRowOf(
    deps.db,
    shopInstalls,
    and(
      eq(shopInstalls.stateHash, sha256(state)),
      eq(shopInstalls.shopDomain, shop),
      eq(shopInstalls.status, "started"),
      gt(shopInstalls.expiresAt, new Date()),
    ),
  );
  if (!install) return fail("invalid_state", "store.installInvalid");
  if (!browserState || !safeEqual(browserState, state)) return fail("invalid_state", "store.stateMismatch");

  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(deps.shopify, shop, query.code ?? "");
  } catch (err) {
    return fail("token_exchange", "store.tokenExchangeFailed", {
      reason: (err as Error).message.slice(0, 200),
    });
  }
  const claim = randomToken(32);
  const seal = (plain: string, field: string) => deps.box.seal(plain, `install:${install.id}:${field}`);
  const claimed = await deps.db
    .update(shopInstalls)
    .set({
      status: "authorized",
      claimHash: sha256(claim),
      scopes: tokens.scopes,
      accessToken: seal(tokens.accessToken, "access_token"),
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshToken: tokens.refreshToken ? seal(tokens.refreshToken, "refresh_token") : null,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
      expiresAt: new Date(Date.now() + claimTtlMs),
      updatedAt: new Date(),
    })
    // Only once: a replayed callback finds the installation no longer started.
    .where(and(eq(shopInstalls.id, install.id), eq(shopInstalls.status, "started")))
    .returning({ id: shopInstalls.id });
  if (claimed.length === 0) return fail("invalid_state", "store.installInvalid");
  return `${deps.publicUrl}/ds/erp-login?${new URLSearchParams({ shop, install: claim }).toString()}`;
}

/** The signed-in drop shipper claims an authorized installation: the shop is bound to their account. */
export async function bindInstall(deps: TInstallDeps, scope: AccessScope, input: TBindInstallRequest) {
  await shipperTenant(scope, input.provider_uuid);
  const install = await firstRowOf(
    deps.db,
    shopInstalls,
    and(
      eq(shopInstalls.claimHash, sha256(input.install)),
      eq(shopInstalls.status, "authorized"),
      gt(shopInstalls.expiresAt, new Date()),
    ),
  );
  if (!install?.accessToken) throw new AppError(Code.badRequest, "store.installInvalid");
  const open = (sealed: string | null, field: string) =>
    sealed ? deps.box.open(sealed, `install:${install.id}:${field}`) : null;
  const accessToken = deps.box.open(install.accessToken, `install:${install.id}:access_token`);
  const shop = await bindShop(deps, scope, {
    providerUuid: input.provider_uuid,
    shop: install.shopDomain,
    check: () => checkShopConnection(deps.shopify, { shop: install.shopDomain, accessToken }),
    authKind: "app",
    secrets: {
      access_token: accessToken,
      refresh_token: open(install.refreshToken, "refresh_token"),
      api_secret: null,
    },
    expiries: {
      accessTokenExpiresAt: install.accessTokenExpiresAt,
      refreshTokenExpiresAt: install.refreshTokenExpiresAt,
    },
    // The installation is used up in the same transaction as the binding.
    alsoInTransaction: (tx) =>
      tx
        .update(shopInstalls)
        .set({ status: "claimed", accessToken: null, refreshToken: null, updatedAt: new Date() })
        .where(eq(shopInstalls.id, install.id)),
  });
  const success = new URLSearchParams({ shop: install.shopDomain });
  return { shop, success_url: `${deps.siteUrl}/ds/thirdpart-success-redirect?${success.toString()}` };
}
