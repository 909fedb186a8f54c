import { requiredShopScopes, type TShop } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../test/fixtures.ts";
import { registerUser, type TPage, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { shopSecretAad, shopSecretBox } from "./shopify/stores.tokens.ts";
import { shops } from "./stores.tables.ts";

/**
 * Binding a shop with a custom app's keys (`auth/third-part-verify`), listing and unbinding it, against the
 * Shopify simulator: what the shop says decides, and nothing is stored when it refuses.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const allScopes = [...requiredShopScopes];
const keysFor = (shop: string, accessToken: string) => ({
  shop_url: shop,
  access_token: accessToken,
  api_secret_key: "shpss_custom_app_secret",
});

async function registerShipper(app: TTestApp, username: string): Promise<TSignedIn> {
  await registerUser(app, username, "dropShipper", { supplier: app.demo.providerId });
  return app.signIn(username, "dropShipper", "Strong@Pass2026");
}

const rowsOf = (app: TTestApp, shop: string) =>
  app.ctx.db.select().from(shops).where(eq(shops.shopDomain, shop));

describe("binding with custom-app keys", () => {
  test("checks the token against the shop, stores it encrypted and lists the shop everywhere it shows", async ({
    app,
    shopify,
    shipper,
    apiAs,
    api,
  }) => {
    shopify.addShop("keys-shop.myshopify.com", { name: "Keys Shop" });
    const token = shopify.customAppToken("keys-shop.myshopify.com", allScopes);

    const res = await apiAs(shipper).post<TShop>(
      "auth/third-part-verify",
      keysFor("https://Keys-Shop.myshopify.com/", token),
    );
    expect(res).toMatchObject({ status: 201, code: 1000, message: "Shop bound" });
    expect(res.data).toMatchObject({
      shop_url: "keys-shop.myshopify.com",
      shop_name: "Keys Shop",
      auth_kind: "custom_app",
      status: "active",
      provider_uuid: app.demo.providerId,
      customer_id: app.demo.customerId,
    });
    expect(JSON.stringify(res.data)).not.toContain(token);

    const [row] = await rowsOf(app, "keys-shop.myshopify.com");
    expect(row?.accessToken).not.toContain(token);
    const box = shopSecretBox(app.ctx);
    expect(
      box.open(row?.accessToken ?? "", shopSecretAad(app.demo.providerId, res.data.shop_id, "access_token")),
    ).toBe(token);
    expect(() =>
      box.open(row?.accessToken ?? "", shopSecretAad(app.demo.providerId, res.data.shop_id, "api_secret")),
    ).toThrow();

    const home = await app.call<{ shops: unknown[] }>({ url: "/api/home", token: shipper.token });
    expect(home.data.shops).toContainEqual({
      shop_id: res.data.shop_id,
      shop_url: "keys-shop.myshopify.com",
      provider_uuid: app.demo.providerId,
    });
    const own = await apiAs(shipper).get<TPage<TShop>>("shop-manager/query-shops", { keyword: "keys-shop" });
    expect(own.data.list.map((s) => s.shop_id)).toEqual([res.data.shop_id]);
    const staff = await api.get<TPage<TShop>>("shop-manager/query-shops", {
      customer_id: app.demo.customerId,
    });
    expect(staff.data.list.find((s) => s.shop_id === res.data.shop_id)?.owner_code).toBeTruthy();
  });

  test("refuses a URL that is not a myshopify domain, a refused token and an unknown shop, writing nothing", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const bind = (body: Record<string, unknown>) => apiAs(shipper).post("auth/third-part-verify", body);
    const notShopify = await bind(keysFor("shop.example.com", "shpat_x"));
    expect(notShopify).toMatchObject({
      code: 4001,
      data: { fields: { shop_url: expect.stringContaining("myshopify.com") } },
    });

    shopify.addShop("refusing.myshopify.com", { name: "Refusing" });
    const wrongToken = await bind(keysFor("refusing.myshopify.com", "shpat_not_a_token_of_this_shop"));
    expect(wrongToken).toMatchObject({ code: 4001, data: { fields: { access_token: expect.any(String) } } });
    expect(wrongToken.message).toContain("refusing.myshopify.com");

    const unknown = await bind(keysFor("nobody-here.myshopify.com", "shpat_x"));
    expect(unknown).toMatchObject({ code: 4001, data: { fields: { shop_url: expect.any(String) } } });

    for (const shop of ["shop.example.com", "refusing.myshopify.com", "nobody-here.myshopify.com"])
      expect(await rowsOf(app, shop)).toEqual([]);
  });

  test("names the scopes a token lacks", async ({ app, shopify, shipper, apiAs }) => {
    shopify.addShop("few-scopes.myshopify.com", { name: "Few scopes" });
    // write_products includes read_products, as Shopify grants it.
    const token = shopify.customAppToken("few-scopes.myshopify.com", ["write_products", "read_orders"]);
    const res = await apiAs(shipper).post(
      "auth/third-part-verify",
      keysFor("few-scopes.myshopify.com", token),
    );
    const missing = [
      "write_merchant_managed_fulfillment_orders",
      "write_inventory",
      "read_locations",
      "read_returns",
      "write_returns",
    ];
    expect(res).toMatchObject({ code: 4001, data: { missing_scopes: missing } });
    for (const scope of missing) expect(res.message).toContain(scope);
    expect(await rowsOf(app, "few-scopes.myshopify.com")).toEqual([]);
  });

  test("a shop is bound to one account: another drop shipper is refused, the same one replaces its keys", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    shopify.addShop("shared.myshopify.com", { name: "Shared" });
    const first = await apiAs(shipper).post<TShop>(
      "auth/third-part-verify",
      keysFor("shared.myshopify.com", shopify.customAppToken("shared.myshopify.com", allScopes)),
    );
    expect(first.code).toBe(1000);

    const other = await registerShipper(app, "other_shipper");
    const refused = await apiAs(other).post(
      "auth/third-part-verify",
      keysFor("shared.myshopify.com", shopify.customAppToken("shared.myshopify.com", allScopes)),
    );
    expect(refused).toMatchObject({ code: 4009, data: { fields: { shop_url: expect.any(String) } } });
    expect(refused.message).toContain("shared.myshopify.com");

    const newToken = shopify.customAppToken("shared.myshopify.com", allScopes);
    const again = await apiAs(shipper).post<TShop>(
      "auth/third-part-verify",
      keysFor("shared.myshopify.com", newToken),
    );
    expect(again.data.shop_id).toBe(first.data.shop_id);
    const rows = await rowsOf(app, "shared.myshopify.com");
    expect(rows).toHaveLength(1);
    const aad = shopSecretAad(app.demo.providerId, first.data.shop_id, "access_token");
    expect(shopSecretBox(app.ctx).open(rows[0]?.accessToken ?? "", aad)).toBe(newToken);
  });

  test("only the drop shipper binds and unbinds; provider staff read", async ({
    shopify,
    provider,
    operator,
    apiAs,
  }) => {
    shopify.addShop("staff-try.myshopify.com", { name: "Staff" });
    const body = keysFor(
      "staff-try.myshopify.com",
      shopify.customAppToken("staff-try.myshopify.com", allScopes),
    );
    for (const staff of [provider, operator]) {
      expect((await apiAs(staff).post("auth/third-part-verify", body)).code).toBe(4003);
      expect(
        (await apiAs(staff).put("shop-manager/unbind-shop", { shop_id: crypto.randomUUID() })).code,
      ).toBe(4003);
    }
  });
});

describe("unbinding", () => {
  test("deletes the tokens, drops the shop from the shop list, and lets the shop be bound again", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    shopify.addShop("leaving.myshopify.com", { name: "Leaving" });
    const token = shopify.customAppToken("leaving.myshopify.com", allScopes);
    const bound = await apiAs(shipper).post<TShop>(
      "auth/third-part-verify",
      keysFor("leaving.myshopify.com", token),
    );

    const res = await apiAs(shipper).put("shop-manager/unbind-shop", { shop_id: bound.data.shop_id });
    expect(res).toMatchObject({ code: 200, message: "Shop unbound" });
    const [row] = await rowsOf(app, "leaving.myshopify.com");
    expect(row).toMatchObject({ status: "unbound", accessToken: null, apiSecret: null, refreshToken: null });
    const home = await app.call<{ shops: { shop_id: string }[] }>({ url: "/api/home", token: shipper.token });
    expect(home.data.shops.map((s) => s.shop_id)).not.toContain(bound.data.shop_id);
    expect((await apiAs(shipper).put("shop-manager/unbind-shop", { shop_id: bound.data.shop_id })).code).toBe(
      4004,
    );

    const other = await registerShipper(app, "next_owner");
    const rebound = await apiAs(other).post<TShop>(
      "auth/third-part-verify",
      keysFor("leaving.myshopify.com", token),
    );
    expect(rebound.code).toBe(1000);
    expect(rebound.data.shop_id).not.toBe(bound.data.shop_id);
  });
});
