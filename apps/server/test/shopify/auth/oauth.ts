import { createHmac, randomBytes } from "node:crypto";
import type http from "node:http";
import { bodyParams, sendJson, sendText } from "../http.ts";
import { type AppRegistry, splitScopes, type TApp } from "./apps.ts";
import { RefreshTokens } from "./refresh-tokens.ts";

/**
 * The authorization code grant (shopify.dev "Implement authorization code grant manually") with
 * expiring offline tokens and their refresh (shopify.dev "About offline access tokens", changelog
 * "Offline access tokens now support expiry and refresh" and "More resilient refreshes for expiring
 * offline access tokens"). The merchant approves at once: `/admin/oauth/authorize` redirects straight
 * back to the app's `redirect_uri`.
 */

const codeTtlMs = 5 * 60_000;
const onlineTokenTtlSeconds = 86_399;

type TCode = {
  code: string;
  shop: string;
  appId: string;
  scopes: string[];
  online: boolean;
  expiresAt: number;
  used: boolean;
};

export type TOAuthOptions = {
  registry: AppRegistry;
  shopExists: (shop: string) => boolean;
  accessTokenTtlSeconds: number;
  /** Lifetime of client credentials tokens (Shopify: 86399, 24 hours). */
  clientCredentialsTtlSeconds?: number;
  /** When set, `redirect_uri` must be one of these (Shopify checks the app's allowed redirection URLs). */
  redirectUris?: string[];
};

/** Shopify's signature of redirect parameters: hex HMAC-SHA256 of the sorted `k=v&…` string, keyed by the client secret. */
export function signQuery(params: Record<string, string>, secret: string): string {
  const sorted = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  const message = sorted.toString().replace(/\+/g, "%20");
  return createHmac("sha256", secret).update(message).digest("hex");
}

const validScope = /^(unauthenticated_)?(read|write)_[a-z_]+$|^customer_(read|write)_[a-z_]+$/;

export class OAuthServer {
  private readonly codes = new Map<string, TCode>();
  private readonly refreshTokens: RefreshTokens;

  constructor(private readonly options: TOAuthOptions) {
    this.refreshTokens = new RefreshTokens(options.registry, options.accessTokenTtlSeconds);
  }

  /** GET /{shop}/admin/oauth/authorize: approve and redirect back with code, hmac, host, shop, state, timestamp. */
  authorize(shop: string, url: URL, res: http.ServerResponse) {
    if (!this.options.shopExists(shop)) return sendText(res, 404, "Not Found");
    const query = url.searchParams;
    const app = this.options.registry.byApiKey(query.get("client_id") ?? "");
    if (app?.kind !== "oauth")
      return sendText(
        res,
        400,
        "Oauth error invalid_request: The client_id is invalid or missing",
        "text/html",
      );
    const redirectUri = query.get("redirect_uri");
    if (!redirectUri || !/^https?:\/\//.test(redirectUri))
      return sendText(res, 400, "Oauth error invalid_request: The redirect_uri is missing", "text/html");
    if (this.options.redirectUris && !this.options.redirectUris.includes(redirectUri))
      return sendText(
        res,
        400,
        "Oauth error invalid_request: The redirect_uri is not whitelisted",
        "text/html",
      );
    const scopes = splitScopes(query.get("scope"));
    const invalid = scopes.find((s) => !validScope.test(s));
    if (invalid)
      return sendText(
        res,
        400,
        `Oauth error invalid_scope: The access scope is invalid: ${invalid}`,
        "text/html",
      );

    const code: TCode = {
      code: randomBytes(16).toString("hex"),
      shop,
      appId: app.id,
      scopes,
      online: query.getAll("grant_options[]").includes("per-user"),
      expiresAt: Date.now() + codeTtlMs,
      used: false,
    };
    this.codes.set(code.code, code);
    const params: Record<string, string> = {
      code: code.code,
      host: Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, "")}`)
        .toString("base64")
        .replace(/=+$/, ""),
      shop,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const state = query.get("state");
    if (state !== null) params.state = state;
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    target.searchParams.set("hmac", signQuery(params, app.apiSecret));
    res.writeHead(302, { Location: target.toString() });
    res.end();
  }

  /** POST /{shop}/admin/oauth/access_token: the authorization code and refresh token grants. */
  accessToken(shop: string, req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    if (!this.options.shopExists(shop)) return sendText(res, 404, "Not Found");
    const params = bodyParams(req.headers["content-type"], body);
    if (!params)
      return sendJson(res, 400, { error: "invalid_request", error_description: "Malformed request body" });
    if (params.grant_type === "client_credentials") return this.clientCredentialsGrant(shop, params, res);
    const app = this.options.registry.byApiKey(params.client_id ?? "");
    if (app?.kind !== "oauth" || params.client_secret !== app.apiSecret)
      return sendJson(res, 401, {
        error: "invalid_client",
        error_description: "Client authentication failed",
      });

    const grantType = params.grant_type ?? "authorization_code";
    if (grantType === "refresh_token") return this.refreshGrant(shop, app, params, res);
    if (grantType !== "authorization_code")
      return sendJson(res, 400, {
        error: "unsupported_grant_type",
        error_description: `Unsupported grant type: ${grantType}`,
      });

    const code = this.codes.get(params.code ?? "");
    if (!code || code.used || code.expiresAt <= Date.now() || code.shop !== shop || code.appId !== app.id)
      return sendJson(res, 400, {
        error: "invalid_request",
        error_description: "The authorization code was not found or was already used",
      });
    code.used = true;
    if (code.online) return sendJson(res, 200, this.onlineToken(code));
    if (params.expiring === "1")
      return sendJson(res, 200, this.refreshTokens.issuePair(shop, app.id, code.scopes));

    // A non-expiring offline token: authorizing again returns the same token, now with the new scopes.
    const existing = this.options.registry.nonExpiringOffline(shop, app.id);
    if (existing) {
      existing.scopes = code.scopes;
      return sendJson(res, 200, { access_token: existing.token, scope: code.scopes.join(",") });
    }
    const token = this.options.registry.add({
      shop,
      appId: app.id,
      scopes: code.scopes,
      expiresAt: null,
      online: false,
      prefix: "shpua_",
    });
    return sendJson(res, 200, { access_token: token.token, scope: code.scopes.join(",") });
  }

  /**
   * shopify.dev "Using the client credentials grant": a Dev Dashboard app installed on this store trades its
   * client ID and secret for an access token of its version's scopes that lasts 24 hours (`expires_in`
   * 86399; no refresh token: the app asks again).
   */
  private clientCredentialsGrant(shop: string, params: Record<string, string>, res: http.ServerResponse) {
    const app = this.options.registry.byApiKey(params.client_id ?? "");
    if (app?.kind !== "dev" || params.client_secret !== app.apiSecret)
      return sendJson(res, 401, {
        error: "invalid_client",
        error_description: "Client authentication failed",
      });
    if (app.installedOn !== shop)
      return sendJson(res, 400, {
        error: "invalid_request",
        error_description: "The app is not installed on this store",
      });
    const scopes = app.scopes ?? [];
    const ttl = this.options.clientCredentialsTtlSeconds ?? 86_399;
    const token = this.options.registry.add({
      shop,
      appId: app.id,
      scopes,
      expiresAt: Date.now() + ttl * 1000,
      online: false,
      prefix: "shpat_",
    });
    return sendJson(res, 200, { access_token: token.token, scope: scopes.join(","), expires_in: ttl });
  }

  private refreshGrant(shop: string, app: TApp, params: Record<string, string>, res: http.ServerResponse) {
    const body = this.refreshTokens.redeem(params.refresh_token ?? "", shop, app.id);
    if (body) return sendJson(res, 200, body);
    return sendJson(res, 400, {
      error: "invalid_grant",
      error_description: "The refresh token is invalid, expired or revoked",
    });
  }

  /** An online (per-user) token, answered with the user it acts for. */
  private onlineToken(code: TCode) {
    const token = this.options.registry.add({
      shop: code.shop,
      appId: code.appId,
      scopes: code.scopes,
      expiresAt: Date.now() + onlineTokenTtlSeconds * 1000,
      online: true,
      prefix: "shpua_",
    });
    return {
      access_token: token.token,
      scope: code.scopes.join(","),
      expires_in: onlineTokenTtlSeconds,
      associated_user_scope: code.scopes.join(","),
      associated_user: {
        id: 902541635,
        first_name: "Shop",
        last_name: "Owner",
        email: `owner@${code.shop}`,
        email_verified: true,
        account_owner: true,
        locale: "en",
        collaborator: false,
      },
    };
  }

  /** Refresh tokens of an uninstalled app stop working with its access tokens. */
  revoke(shop: string, appId?: string): void {
    this.refreshTokens.revoke(shop, appId);
  }
}
