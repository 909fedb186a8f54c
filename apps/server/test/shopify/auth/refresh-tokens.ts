import { type AppRegistry, randomToken, type TAccessToken } from "./apps.ts";

/**
 * Expiring offline tokens and their refresh tokens (shopify.dev "About offline access tokens"; changelogs
 * "Offline access tokens now support expiry and refresh" and "More resilient refreshes for expiring
 * offline access tokens"): each refresh returns a new access token and a new refresh token. The used
 * refresh token may be retried (its answer was lost) until the app first uses its replacement, for at most
 * 30 days, and a retry returns the same pair; using the replacement retires the token before it. Refresh
 * tokens last 90 days.
 */

const refreshTokenTtlSeconds = 90 * 24 * 3600;
const refreshRetryWindowMs = 30 * 24 * 3600_000;

type TRefreshToken = {
  token: string;
  shop: string;
  appId: string;
  scopes: string[];
  expiresAt: number;
  /** When the app first exchanged it, and the pair that exchange issued (given again on a retry). */
  firstUsedAt: number | null;
  issued: { access: TAccessToken; refresh: TRefreshToken } | null;
  predecessor: TRefreshToken | null;
  retired: boolean;
};

export type TTokenPair = {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
  scope: string;
};

export class RefreshTokens {
  private readonly tokens = new Map<string, TRefreshToken>();

  constructor(
    private readonly registry: AppRegistry,
    private readonly accessTokenTtlSeconds: number,
  ) {}

  /** A new expiring access token and its refresh token, as the token endpoint answers them. */
  issuePair(
    shop: string,
    appId: string,
    scopes: string[],
    predecessor: TRefreshToken | null = null,
  ): TTokenPair {
    const now = Date.now();
    const access = this.registry.add({
      shop,
      appId,
      scopes,
      expiresAt: now + this.accessTokenTtlSeconds * 1000,
      online: false,
      prefix: "shpua_",
    });
    const refresh: TRefreshToken = {
      token: randomToken("shprt_"),
      shop,
      appId,
      scopes,
      expiresAt: now + refreshTokenTtlSeconds * 1000,
      firstUsedAt: null,
      issued: null,
      predecessor,
      retired: false,
    };
    this.tokens.set(refresh.token, refresh);
    if (predecessor) predecessor.issued = { access, refresh };
    return this.body(access, refresh, now);
  }

  /** The pair a refresh token gets, or null when Shopify answers `invalid_grant`. */
  redeem(token: string, shop: string, appId: string): TTokenPair | null {
    const now = Date.now();
    const refresh = this.tokens.get(token);
    if (
      !refresh ||
      refresh.retired ||
      refresh.shop !== shop ||
      refresh.appId !== appId ||
      refresh.expiresAt <= now
    )
      return null;
    if (refresh.issued) {
      // A retry of a used refresh token: the same pair again, the access token's expiry extended if needed.
      if (refresh.firstUsedAt !== null && now - refresh.firstUsedAt > refreshRetryWindowMs) return null;
      const { access, refresh: next } = refresh.issued;
      if (access.revoked || next.retired) return null;
      access.expiresAt = Math.max(access.expiresAt ?? 0, now + this.accessTokenTtlSeconds * 1000);
      return this.body(access, next, now);
    }
    // First use: the token before this one is retired, now that its replacement is in use.
    if (refresh.predecessor) refresh.predecessor.retired = true;
    refresh.firstUsedAt = now;
    return this.issuePair(shop, appId, refresh.scopes, refresh);
  }

  private body(access: TAccessToken, refresh: TRefreshToken, now: number): TTokenPair {
    return {
      access_token: access.token,
      expires_in: Math.max(0, Math.round(((access.expiresAt ?? now) - now) / 1000)),
      refresh_token: refresh.token,
      refresh_token_expires_in: Math.max(0, Math.round((refresh.expiresAt - now) / 1000)),
      scope: access.scopes.join(","),
    };
  }

  revoke(shop: string, appId?: string): void {
    for (const refresh of this.tokens.values()) {
      if (refresh.shop === shop && (appId === undefined || refresh.appId === appId)) refresh.retired = true;
    }
  }
}
