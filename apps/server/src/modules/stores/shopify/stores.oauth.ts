import "@shopify/shopify-api/adapters/node";
import { type ApiVersion, LogSeverity, type Shopify, shopifyApi } from "@shopify/shopify-api";
import { requiredShopScopes } from "@wms/contracts";
import type { TShopifyConfig } from "../../../kernel/config.ts";
import { shopAddress } from "./stores.shopify-client.ts";

/**
 * The platform's Shopify app: the launch and callback HMAC checks and the shop-domain rule come from
 * Shopify's own library (`@shopify/shopify-api`: drop hmac/signature, sort, `k=v&…`, hex HMAC-SHA256 with
 * the app secret, constant-time compare, timestamp within 90 s; the myshopify domain regex). The
 * authorize redirect and the token requests are written here, because that library always sends them to
 * `https://{shop}` and every request to a shop must go to SHOPIFY_SHOP_ORIGIN (docs/stores.md).
 */

export type TAppTokens = {
  accessToken: string;
  scopes: string[];
  /** Null for a non-expiring token. */
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
};

/** Why Shopify refused a token request: the grant (code or refresh token) is no longer good, or something else. */
export class TokenRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = "TokenRequestError";
  }
  get grantInvalid() {
    return this.error === "invalid_grant" || this.error === "invalid_request";
  }
  /** The client ID and secret themselves were refused (a Dev Dashboard app's secret rotated, or the app removed). */
  get clientInvalid() {
    return this.error === "invalid_client" || this.status === 401;
  }
}

const libraries = new Map<string, Shopify>();

/** Shopify's library for an app key and secret (quiet: its log goes nowhere). */
function newLibrary(config: TShopifyConfig, apiKey: string, apiSecret: string): Shopify {
  return shopifyApi({
    apiKey,
    apiSecretKey: apiSecret,
    scopes: config.scopes,
    hostName: "localhost",
    apiVersion: config.apiVersion as ApiVersion,
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Error, log: async () => {} },
  });
}

/** Shopify's library for this app (made once per key, secret and version); null when the app is not configured. */
export function shopifyLibrary(config: TShopifyConfig): Shopify | null {
  const { apiKey, apiSecret } = config;
  if (!apiKey || !apiSecret) return null;
  const key = `${apiKey}:${apiSecret}:${config.apiVersion}`;
  let library = libraries.get(key);
  if (!library) {
    library = newLibrary(config, apiKey, apiSecret);
    libraries.set(key, library);
  }
  return library;
}

/**
 * The launch or callback query is Shopify's: a valid shop domain and an HMAC made with the app secret
 * within the last 90 seconds. Answers the shop, or why not.
 */
export async function verifyShopifyQuery(
  library: Shopify,
  query: Record<string, string>,
): Promise<{ shop: string } | { refused: "invalid" | "stale" }> {
  const shop = library.utils.sanitizeShop(query.shop ?? "");
  if (!shop || !shop.endsWith(".myshopify.com") || !query.hmac) return { refused: "invalid" };
  try {
    return (await library.utils.validateHmac(query)) ? { shop } : { refused: "invalid" };
  } catch (err) {
    // validateHmac throws on a missing or out-of-tolerance timestamp
    return { refused: /tolerance/i.test((err as Error).message) ? "stale" : "invalid" };
  }
}

/**
 * Shopify's authorization screen for `shop`, asking for the app's scopes (offline access: no grant
 * options): SHOPIFY_SCOPES, and whatever the platform requires that they lack (`requiredShopScopes`: a
 * shop granted less could not be bound).
 */
export function authorizeUrl(config: TShopifyConfig, shop: string, state: string, redirectUri: string) {
  const query = new URLSearchParams({
    client_id: config.apiKey ?? "",
    scope: [...new Set([...config.scopes, ...requiredShopScopes])].join(","),
    redirect_uri: redirectUri,
    state,
  });
  return shopAddress(config, shop, `/admin/oauth/authorize?${query.toString()}`);
}

type TTokenAnswer = {
  access_token?: string;
  scope?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  error?: string;
  error_description?: string;
};

/** Who asks for a token: the platform's app (SHOPIFY_API_KEY and secret), or a Dev Dashboard app of the shop's. */
type TClient = { id: string | undefined; secret: string | undefined };

async function tokenRequest(
  config: TShopifyConfig,
  shop: string,
  body: Record<string, string>,
  client: TClient = { id: config.apiKey, secret: config.apiSecret },
) {
  const params = { client_id: client.id ?? "", client_secret: client.secret ?? "", ...body };
  const res = await fetch(shopAddress(config, shop, "/admin/oauth/access_token"), {
    method: "POST",
    // shopify.dev "Using the client credentials grant" posts a form; the code and refresh grants, JSON.
    headers:
      body.grant_type === "client_credentials"
        ? { "content-type": "application/x-www-form-urlencoded", accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" },
    body:
      body.grant_type === "client_credentials"
        ? new URLSearchParams(params).toString()
        : JSON.stringify(params),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await res.json().catch(() => ({}))) as TTokenAnswer;
  if (!res.ok || !answer.access_token)
    throw new TokenRequestError(
      res.status,
      answer.error ?? "",
      answer.error_description ?? `HTTP ${res.status}`,
    );
  const at = Date.now();
  const inSeconds = (s: number | undefined) => (s ? new Date(at + s * 1000) : null);
  return {
    accessToken: answer.access_token,
    scopes: (answer.scope ?? "").split(",").filter(Boolean),
    accessTokenExpiresAt: inSeconds(answer.expires_in),
    refreshToken: answer.refresh_token ?? null,
    refreshTokenExpiresAt: inSeconds(answer.refresh_token_expires_in),
  } satisfies TAppTokens;
}

/** The authorization code for an expiring offline token and its refresh token (`expiring=1`). */
export const exchangeCode = (config: TShopifyConfig, shop: string, code: string) =>
  tokenRequest(config, shop, { code, expiring: "1" });

/** A new pair for the refresh token (Shopify rotates both; the old refresh token is retired). */
export const refreshAppToken = (config: TShopifyConfig, shop: string, refreshToken: string) =>
  tokenRequest(config, shop, { grant_type: "refresh_token", refresh_token: refreshToken });

/**
 * A Dev Dashboard app's token for the store it is installed on (shopify.dev "Using the client credentials
 * grant": `grant_type=client_credentials` with its client ID and secret; the token lasts 24 hours and is
 * asked for again, there is no refresh token).
 */
export const clientCredentialsToken = (
  config: TShopifyConfig,
  shop: string,
  clientId: string,
  clientSecret: string,
) => tokenRequest(config, shop, { grant_type: "client_credentials" }, { id: clientId, secret: clientSecret });
