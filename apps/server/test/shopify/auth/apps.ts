import { randomBytes } from "node:crypto";

/**
 * Apps and the access tokens they hold on shops. Two kinds of app exist here, as on Shopify:
 * - the OAuth app the simulator was started with (client id = `apiKey`, client secret = `apiSecret`),
 *   which gets tokens through the authorization code grant (auth/oauth.ts);
 * - custom apps a merchant created in the Shopify admin (before 2026-01-01), one per `customAppToken()`
 *   call, whose Admin API access token (`shpat_…`) the merchant copies out; webhooks for them are signed
 *   with that app's own API secret key;
 * - Dev Dashboard apps installed on the merchant's own store (`devApp()`), which get 24-hour tokens with
 *   the client credentials grant (auth/oauth.ts) and sign their webhooks with their client secret.
 * Rate limits, webhook subscriptions and signatures are all per app and shop, so every token names its app.
 */

export type TApp = {
  id: string;
  kind: "oauth" | "custom" | "dev";
  apiKey: string;
  apiSecret: string;
  /** A Dev Dashboard app: the store it is installed on (none once removed) and its version's scopes. */
  installedOn?: string;
  scopes?: string[];
};

export type TAccessToken = {
  token: string;
  shop: string;
  appId: string;
  scopes: string[];
  /** Epoch ms, or null for a non-expiring token. */
  expiresAt: number | null;
  revoked: boolean;
  online: boolean;
};

export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}

/** Scope handles from Shopify's comma-separated `scope` string, without blanks or repeats. */
export function splitScopes(scope: string | undefined | null): string[] {
  return [
    ...new Set(
      (scope ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Whether granted scopes cover one of `anyOf`: Shopify's `write_x` includes `read_x`. */
export function scopesCover(granted: readonly string[], anyOf: readonly string[]): boolean {
  if (anyOf.length === 0) return true;
  const has = new Set(granted);
  return anyOf.some(
    (scope) =>
      has.has(scope) ||
      (scope.startsWith("read_") && has.has(`write_${scope.slice(5)}`)) ||
      (scope.startsWith("unauthenticated_read_") && has.has(`unauthenticated_write_${scope.slice(21)}`)),
  );
}

export class AppRegistry {
  readonly apps = new Map<string, TApp>();
  readonly tokens = new Map<string, TAccessToken>();
  private customCount = 0;

  constructor(readonly main: TApp) {
    this.apps.set(main.id, main);
  }

  byApiKey(apiKey: string): TApp | undefined {
    return [...this.apps.values()].find((app) => app.apiKey === apiKey);
  }

  /** A merchant-created custom app on `shop` and its Admin API access token, which never expires. */
  customApp(shop: string, scopes: string[], apiSecret?: string): TAccessToken {
    this.customCount += 1;
    const app: TApp = {
      id: `custom-${this.customCount}`,
      kind: "custom",
      apiKey: randomBytes(16).toString("hex"),
      apiSecret: apiSecret ?? this.main.apiSecret,
    };
    this.apps.set(app.id, app);
    return this.add({ shop, appId: app.id, scopes, expiresAt: null, online: false, prefix: "shpat_" });
  }

  /** A Dev Dashboard app installed on `shop` with `scopes`: its client ID and secret, no token yet. */
  devApp(shop: string, scopes: string[], clientSecret?: string): TApp {
    this.customCount += 1;
    const app: TApp = {
      id: `dev-${this.customCount}`,
      kind: "dev",
      apiKey: randomBytes(16).toString("hex"),
      apiSecret: clientSecret ?? `shpss_${randomBytes(16).toString("hex")}`,
      installedOn: shop,
      scopes,
    };
    this.apps.set(app.id, app);
    return app;
  }

  add(input: {
    shop: string;
    appId: string;
    scopes: string[];
    expiresAt: number | null;
    online: boolean;
    prefix: string;
  }): TAccessToken {
    const record: TAccessToken = {
      token: randomToken(input.prefix),
      shop: input.shop,
      appId: input.appId,
      scopes: input.scopes,
      expiresAt: input.expiresAt,
      revoked: false,
      online: input.online,
    };
    this.tokens.set(record.token, record);
    return record;
  }

  /** The live token record for a request to `shop`, or null (unknown, other shop, expired, revoked). */
  live(token: string | undefined, shop: string, now = Date.now()): TAccessToken | null {
    const record = token ? this.tokens.get(token) : undefined;
    if (!record || record.shop !== shop || record.revoked) return null;
    if (record.expiresAt !== null && record.expiresAt <= now) return null;
    return record;
  }

  /** The app's current non-expiring offline token on the shop, reused when the merchant authorizes again. */
  nonExpiringOffline(shop: string, appId: string): TAccessToken | undefined {
    return [...this.tokens.values()].find(
      (t) => t.shop === shop && t.appId === appId && !t.revoked && !t.online && t.expiresAt === null,
    );
  }

  /** Makes every expiring token of the shop expire now (non-expiring ones are left alone). */
  expire(shop: string, now = Date.now()): number {
    let count = 0;
    for (const record of this.tokens.values()) {
      if (record.shop === shop && record.expiresAt !== null && !record.revoked) {
        record.expiresAt = Math.min(record.expiresAt, now - 1);
        count += 1;
      }
    }
    return count;
  }

  /** The apps holding a live token on the shop. */
  installedApps(shop: string): TApp[] {
    const ids = new Set(
      [...this.tokens.values()].filter((t) => t.shop === shop && !t.revoked).map((t) => t.appId),
    );
    return [...ids].flatMap((id) => this.apps.get(id) ?? []);
  }

  revoke(shop: string, appId?: string): void {
    for (const record of this.tokens.values()) {
      if (record.shop === shop && (appId === undefined || record.appId === appId)) record.revoked = true;
    }
    // A Dev Dashboard app removed from the store gets no more tokens either.
    for (const app of this.apps.values())
      if (app.kind === "dev" && app.installedOn === shop && (appId === undefined || app.id === appId))
        app.installedOn = undefined;
  }
}
