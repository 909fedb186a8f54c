import { requiredShopScopes, type TShop } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { shops } from "../stores.tables.ts";
import { shopSecretAad, shopSecretBox } from "./stores.tokens.ts";

/**
 * Binding with a Dev Dashboard app (`auth/dev-app-verify`; docs/stores.md "Binding with a Dev Dashboard
 * app"), against the Shopify simulator's client credentials grant: the client ID and secret get a 24-hour
 * token, asked for again before it expires and when the shop answers 401.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const rowOf = async (app: TTestApp, shop: string) =>
  (await app.ctx.db.select().from(shops).where(eq(shops.shopDomain, shop)))[0];

/** The client credentials requests the simulator received for `shop`, from index `from` on. */
const grantsSince = (shopify: TShopifySimulator, shop: string, from = 0) =>
  shopify.requests
    .slice(from)
    .filter((r) => r.shop === shop && r.path.endsWith("/admin/oauth/access_token"))
    .filter((r) => new URLSearchParams(r.body).get("grant_type") === "client_credentials");

describe("binding a Dev Dashboard app by its client ID and secret", () => {
  test("a token is asked for with the client credentials grant; the secret is kept sealed, never the answer", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "dev-app.myshopify.com";
    shopify.addShop(domain, { name: "Dev App Shop" });
    const dev = shopify.devApp(domain, [...requiredShopScopes]);
    const bound = await apiAs(shipper).post<TShop>("auth/dev-app-verify", {
      shop_url: domain,
      client_id: dev.clientId,
      client_secret: dev.clientSecret,
    });
    expect(bound).toMatchObject({ code: 1000, data: { auth_kind: "dev_app", shop_name: "Dev App Shop" } });
    expect(JSON.stringify(bound.data)).not.toContain(dev.clientSecret);
    const [grant] = grantsSince(shopify, domain);
    expect(grant?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(grant?.body))).toEqual({
      grant_type: "client_credentials",
      client_id: dev.clientId,
      client_secret: dev.clientSecret,
    });

    const row = await rowOf(app, domain);
    expect(row).toMatchObject({ authKind: "dev_app", clientId: dev.clientId, refreshToken: null });
    // 24 hours (Shopify: expires_in 86399).
    const hours = ((row?.accessTokenExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const box = shopSecretBox(app.ctx);
    expect(row?.apiSecret).not.toContain(dev.clientSecret);
    expect(
      box.open(row?.apiSecret ?? "", shopSecretAad(row?.providerId ?? "", row?.id ?? "", "api_secret")),
    ).toBe(dev.clientSecret);
    // Its webhooks are subscribed as the app's: they are signed with its client secret.
    expect(shopify.subscriptionsOf(domain).map((s) => s.appId)).toContain(dev.appId);
  });

  test("a wrong secret is refused on its field and nothing is stored", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "dev-app-wrong.myshopify.com";
    shopify.addShop(domain);
    const dev = shopify.devApp(domain, [...requiredShopScopes]);
    const refused = await apiAs(shipper).post("auth/dev-app-verify", {
      shop_url: domain,
      client_id: dev.clientId,
      client_secret: "shpss_not_the_secret",
    });
    expect(refused.code).toBe(4001);
    expect(JSON.stringify(refused.data)).toContain("client_secret");
    expect(refused.message).toContain("Shopify refused the client ID and secret");
    expect(await rowOf(app, domain)).toBeUndefined();
  });

  test("the token is asked for again before it expires, and once more when the shop answers 401", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "dev-app-renew.myshopify.com";
    shopify.addShop(domain);
    const dev = shopify.devApp(domain, [...requiredShopScopes]);
    const bound = await apiAs(shipper).post<TShop>("auth/dev-app-verify", {
      shop_url: domain,
      client_id: dev.clientId,
      client_secret: dev.clientSecret,
    });
    const shopId = bound.data.shop_id;
    const check = () => apiAs(shipper).put("shop-manager/verify-shop", { shop_id: shopId });

    // Minutes from its end: a new one is asked for before the call, which Shopify never refuses.
    await app.ctx.db
      .update(shops)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(shops.id, shopId));
    let mark = shopify.requests.length;
    expect((await check()).code).toBe(200);
    expect(grantsSince(shopify, domain, mark)).toHaveLength(1);
    expect(shopify.requests.slice(mark).filter((r) => r.status === 401)).toHaveLength(0);
    const renewed = await rowOf(app, domain);
    expect((renewed?.accessTokenExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    // Expired early in Shopify: the 401 asks for another, and the call goes through.
    shopify.expireAccessTokens(domain);
    mark = shopify.requests.length;
    expect((await check()).code).toBe(200);
    expect(shopify.requests.slice(mark).filter((r) => r.status === 401)).toHaveLength(1);
    expect(grantsSince(shopify, domain, mark)).toHaveLength(1);

    // The app removed from the store: no more tokens, so the shop's access is lost.
    shopify.revokeAccess(domain, dev.appId);
    expect((await check()).code).toBe(4009);
    expect((await rowOf(app, domain))?.status).toBe("access_lost");
  });
});
