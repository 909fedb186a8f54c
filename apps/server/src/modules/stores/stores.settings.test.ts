import { requiredShopScopes, type TShop, type TShopUserInfo } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { openApp, shopifyAppTest } from "../../../test/fixtures.ts";
import { channelOptions } from "../logistics/index.ts";
import { selectedWarehouseIds } from "../storage/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { shops } from "./stores.tables.ts";

/** A shop's user info: defaults, saving within the rules, the provider reading it, and 11006 without a shop. */
const test = shopifyAppTest;
test.beforeAll(openApp);

const settings = {
  tracking_url_template: "https://t.17track.net/en#nums={tracking_number}",
  delay_fulfil_minutes: 60,
  include_countries: ["us", "CA", "US"],
  exclude_countries: ["RU"],
  order_mode: "draft",
  push_stock: true,
};

describe("shop user info", () => {
  test("answers 11006 to a drop shipper without a bound shop", async ({ shipper, apiAs }) => {
    const res = await apiAs(shipper).get("shop-manager/get-user-info");
    expect(res).toMatchObject({
      status: 200,
      code: 11006,
      message: expect.stringContaining("Store id not obtained"),
    });
  });

  test("starts with defaults, saves within the rules, and the provider's staff read it", async ({
    app,
    shopify,
    shipper,
    provider,
    operator,
    apiAs,
  }) => {
    shopify.addShop("settings-shop.myshopify.com", { name: "Settings Shop" });
    const bound = await apiAs(shipper).post<TShop>("auth/third-part-verify", {
      shop_url: "settings-shop.myshopify.com",
      access_token: shopify.customAppToken("settings-shop.myshopify.com", [...requiredShopScopes]),
      api_secret_key: "shpss_x",
    });
    const shop_id = bound.data.shop_id;
    const fresh = await apiAs(shipper).get<TShopUserInfo>("shop-manager/get-user-info");
    expect(fresh.data).toMatchObject({
      shop_id,
      shop_url: "settings-shop.myshopify.com",
      username: "demo_shipper",
      user_code: bound.data.owner_code,
      delay_fulfil_minutes: 0,
      include_countries: [],
      order_mode: "submitted",
      push_stock: false,
      warehouse_id: null,
    });

    // A warehouse the demo customer stores in, and an enabled channel of it (what an order may name).
    const [warehouseId] = await selectedWarehouseIds(app.ctx.db, app.demo.providerId, app.demo.customerId);
    const [warehouse] = await app.ctx.db
      .select()
      .from(warehouses)
      .where(eq(warehouses.id, warehouseId ?? ""));
    const options = { warehouse_id: warehouse?.id, status: "enabled" as const };
    const [channel] = await channelOptions(app.ctx.db, app.demo.providerId, options, 1);
    const saved = await apiAs(shipper).put<TShopUserInfo>("shop-manager/save-user-info", {
      shop_id,
      ...settings,
      warehouse_id: warehouse?.id,
      channel_id: channel?.id,
    });
    expect(saved).toMatchObject({ code: 200, message: "Saved" });
    expect(saved.data).toMatchObject({
      include_countries: ["US", "CA"],
      exclude_countries: ["RU"],
      delay_fulfil_minutes: 60,
      warehouse_name: warehouse?.name,
      channel_name: channel?.name,
      order_mode: "draft",
      push_stock: true,
    });

    for (const staff of [provider, operator]) {
      const read = await apiAs(staff).get<TShopUserInfo>("shop-manager/get-user-info", { shop_id });
      expect(read.data).toEqual(saved.data);
      expect((await apiAs(staff).put("shop-manager/save-user-info", { shop_id, ...settings })).code).toBe(
        4003,
      );
    }
  });

  test("refuses a country in both lists, an odd delay, a URL without the number and another's warehouse, writing nothing", async ({
    app,
    shipper,
    apiAs,
  }) => {
    const [row] = await app.ctx.db
      .select()
      .from(shops)
      .where(eq(shops.shopDomain, "settings-shop.myshopify.com"));
    const shop_id = row?.id ?? "";
    const save = (changes: Record<string, unknown>) =>
      apiAs(shipper).put("shop-manager/save-user-info", { shop_id, ...settings, ...changes });
    expectFieldErrors(await save({ exclude_countries: ["CA"] }), { exclude_countries: expect.any(String) });
    expectFieldErrors(await save({ delay_fulfil_minutes: 45 }), { delay_fulfil_minutes: expect.any(String) });
    expectFieldErrors(await save({ tracking_url_template: "https://t.example/track" }), {
      tracking_url_template: expect.stringContaining("{tracking_number}"),
    });
    expectFieldErrors(await save({ include_countries: ["XX"] }), {
      "include_countries.0": expect.any(String),
    });
    expectFieldErrors(await save({ warehouse_id: crypto.randomUUID() }), {
      warehouse_id: expect.any(String),
    });
    expectFieldErrors(await save({ channel_id: crypto.randomUUID() }), { channel_id: expect.any(String) });
    const [after] = await app.ctx.db.select().from(shops).where(eq(shops.id, shop_id));
    expect(after?.excludeCountries).toEqual(row?.excludeCountries);
    expect(after?.delayFulfilMinutes).toBe(row?.delayFulfilMinutes);
  });
});
