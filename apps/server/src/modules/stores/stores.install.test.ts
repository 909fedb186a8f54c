import { createHmac } from "node:crypto";
import type { TShop } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest, testShopifyApp } from "../../../test/fixtures.ts";
import type { TTestApp } from "../../../test/harness.ts";
import { shopSecretAad, shopSecretBox } from "./shopify/stores.tokens.ts";
import { shopInstalls, shops } from "./stores.tables.ts";

/**
 * Installing the platform's app from Shopify: the launch HMAC, the authorization-code grant with an
 * expiring offline token, the drop shipper's claim, and the token refresh, against the Shopify simulator.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

/** A launch query as Shopify signs it: hex HMAC-SHA256 of the sorted `k=v&…`, keyed by the app secret. */
function signedLaunch(shop: string, options: { secret?: string; ageSeconds?: number } = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0));
  const query: Record<string, string> = { host: "YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUveA", shop, timestamp };
  const message = Object.keys(query)
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join("&");
  query.hmac = createHmac("sha256", options.secret ?? testShopifyApp.apiSecret)
    .update(message)
    .digest("hex");
  return query;
}

type TLaunch = { shop: string; bound: boolean; authorize_url: string | null };

/** The launch, the merchant's approval at the simulator, and Shopify's redirect back: where the browser lands. */
async function install(app: TTestApp, shop: string, options: { sameBrowser?: boolean } = {}) {
  const launch = await app.app.inject({
    method: "POST",
    url: "/api/auth/shopify-direct-auth",
    headers: { "x-csrftoken": await csrf(app) },
    payload: { query: signedLaunch(shop) },
  });
  const answer = launch.json().data as TLaunch;
  const cookie = String(launch.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  const approved = await fetch(answer.authorize_url ?? "", { redirect: "manual" });
  const back = new URL(approved.headers.get("location") ?? "");
  const callback = await app.app.inject({
    method: "GET",
    url: `/api/auth/shopify-callback${back.search}`,
    headers: options.sameBrowser === false ? {} : { cookie },
  });
  return { launch: answer, back, callback, landing: new URL(String(callback.headers.location)) };
}

async function csrf(app: TTestApp) {
  return (await app.call<{ csrf_token: string }>({ url: "/api/get-csrf-token" })).data.csrf_token;
}

describe("the launch from Shopify", () => {
  test("refuses a forged, a stale or a non-Shopify launch and starts nothing", async ({ app, api }) => {
    const launch = (query: Record<string, string>) => api.post("auth/shopify-direct-auth", { query });
    const forged = await launch(signedLaunch("forged.myshopify.com", { secret: "not-the-app-secret" }));
    expect(forged).toMatchObject({ code: 4001, message: expect.stringContaining("not valid") });
    const tampered = { ...signedLaunch("real.myshopify.com"), shop: "other.myshopify.com" };
    expect((await launch(tampered)).code).toBe(4001);
    const stale = await launch(signedLaunch("stale.myshopify.com", { ageSeconds: 120 }));
    expect(stale).toMatchObject({ code: 4001, message: expect.stringContaining("expired") });
    expect((await launch(signedLaunch("evil.example.com"))).code).toBe(4001);
    expect(await app.ctx.db.select().from(shopInstalls)).toEqual([]);
  });
});

describe("installing and claiming", () => {
  test("the code becomes an expiring offline token, the drop shipper binds the shop, the install is used up", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    shopify.addShop("installed.myshopify.com", { name: "Installed Shop" });
    const { launch, back, callback, landing } = await install(app, "installed.myshopify.com");
    expect(launch).toMatchObject({ shop: "installed.myshopify.com", bound: false });
    const authorize = new URL(launch.authorize_url ?? "");
    expect(authorize.pathname).toBe("/installed.myshopify.com/admin/oauth/authorize");
    expect(authorize.searchParams.get("client_id")).toBe(testShopifyApp.apiKey);
    expect(authorize.searchParams.get("redirect_uri")).toBe(
      `${app.ctx.config.publicUrl}/api/auth/shopify-callback`,
    );
    expect(back.searchParams.get("state")).toBe(authorize.searchParams.get("state"));
    expect(callback.statusCode).toBe(302);
    expect(landing.pathname).toBe("/ds/erp-login");
    expect(landing.searchParams.get("shop")).toBe("installed.myshopify.com");
    const claim = landing.searchParams.get("install") ?? "";

    const bound = await apiAs(shipper).post<{ shop: TShop; success_url: string }>(
      "auth/shopify-bind-install",
      {
        install: claim,
      },
    );
    expect(bound).toMatchObject({
      code: 1000,
      data: { shop: { auth_kind: "app", shop_name: "Installed Shop" } },
    });
    expect(bound.data.success_url).toMatch(/\/ds\/thirdpart-success-redirect\?shop=installed.myshopify.com$/);
    const [row] = await app.ctx.db.select().from(shops).where(eq(shops.id, bound.data.shop.shop_id));
    expect(row?.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    const box = shopSecretBox(app.ctx);
    const refresh = box.open(
      row?.refreshToken ?? "",
      shopSecretAad(app.demo.providerId, row?.id ?? "", "refresh_token"),
    );
    expect(refresh.length).toBeGreaterThan(10);
    const installs = await app.ctx.db
      .select()
      .from(shopInstalls)
      .where(eq(shopInstalls.shopDomain, "installed.myshopify.com"));
    expect(installs).toMatchObject([{ status: "claimed", accessToken: null, refreshToken: null }]);

    const again = await apiAs(shipper).post("auth/shopify-bind-install", { install: claim });
    expect(again.code).toBe(4001);
    const home = await app.call<{ shops: { shop_url: string }[] }>({
      url: "/api/home",
      token: shipper.token,
    });
    expect(home.data.shops.map((s) => s.shop_url)).toContain("installed.myshopify.com");

    // Opened again from the Shopify admin: bound and answering, so nothing to authorize.
    const reopened = await apiAs(shipper).post<TLaunch>("auth/shopify-direct-auth", {
      query: signedLaunch("installed.myshopify.com"),
    });
    expect(reopened.data).toEqual({ shop: "installed.myshopify.com", bound: true, authorize_url: null });
  });

  test("an approval finished in another browser, or replayed, lands on the site's error page", async ({
    app,
    shopify,
  }) => {
    shopify.addShop("other-browser.myshopify.com", { name: "Other" });
    const elsewhere = await install(app, "other-browser.myshopify.com", { sameBrowser: false });
    expect(elsewhere.landing.pathname).toBe("/ds/thirdpart-success-redirect");
    expect(elsewhere.landing.searchParams.get("error")).toBe("invalid_state");

    const done = await install(app, "other-browser.myshopify.com");
    expect(done.landing.pathname).toBe("/ds/erp-login");
    const replay = await app.app.inject({
      method: "GET",
      url: `/api/auth/shopify-callback${done.back.search}`,
    });
    expect(new URL(String(replay.headers.location)).searchParams.get("error")).toBe("invalid_state");
  });
});

describe("expiring tokens", () => {
  test("are refreshed before they expire and again when the shop answers 401, rotating the refresh token", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    shopify.addShop("rotating.myshopify.com", { name: "Rotating" });
    const { landing } = await install(app, "rotating.myshopify.com");
    const bound = await apiAs(shipper).post<{ shop: TShop }>("auth/shopify-bind-install", {
      install: landing.searchParams.get("install"),
    });
    const id = bound.data.shop.shop_id;
    const tokensOf = async () => {
      const [row] = await app.ctx.db.select().from(shops).where(eq(shops.id, id));
      return { access: row?.accessToken, refresh: row?.refreshToken, expires: row?.accessTokenExpiresAt };
    };
    const first = await tokensOf();

    // Revoked at Shopify's side (expired early): the 401 makes the platform refresh and try again.
    shopify.expireAccessTokens("rotating.myshopify.com");
    const verified = await apiAs(shipper).put<TShop>("shop-manager/verify-shop", { shop_id: id });
    expect(verified).toMatchObject({ code: 200, data: { shop_name: "Rotating" } });
    const second = await tokensOf();
    expect(second.access).not.toBe(first.access);
    expect(second.refresh).not.toBe(first.refresh);

    // Due within the margin: refreshed before the call.
    await app.ctx.db
      .update(shops)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(shops.id, id));
    const refreshes = () =>
      shopify.requests.filter(
        (r) => r.path.endsWith("/oauth/access_token") && r.body.includes("refresh_token"),
      ).length;
    const before = refreshes();
    expect((await apiAs(shipper).put("shop-manager/verify-shop", { shop_id: id })).code).toBe(200);
    expect(refreshes()).toBe(before + 1);
    expect((await tokensOf()).expires?.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});
