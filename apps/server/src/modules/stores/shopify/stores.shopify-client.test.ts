import { createServer } from "node:net";
import { describe, expect, test } from "vitest";
import { loadConfig } from "../../../kernel/config.ts";
import { AppError } from "../../../kernel/errors.ts";
import { checkShopConnection, missingScopes } from "./stores.custom-app.ts";
import { shopAddress, throttleWaitMs } from "./stores.shopify-client.ts";

/** The Shopify client's own rules, without a shop: addresses, throttling waits, scopes, an unreachable shop. */

const config = loadConfig({ SHOPIFY_SHOP_ORIGIN: "http://127.0.0.1:9/{shop}/" });

describe("the Shopify client", () => {
  test("sends every request to SHOPIFY_SHOP_ORIGIN with the shop's domain in place of {shop}", () => {
    expect(shopAddress(config.shopify, "a.myshopify.com", "/admin/oauth/access_token")).toBe(
      "http://127.0.0.1:9/a.myshopify.com/admin/oauth/access_token",
    );
    expect(shopAddress(loadConfig({}).shopify, "a.myshopify.com", "/admin")).toBe(
      "https://a.myshopify.com/admin",
    );
  });

  test("waits for the bucket to hold the query's cost before trying a throttled query again", () => {
    const status = { maximumAvailable: 2000, restoreRate: 100 };
    const cost = (requested: number, available: number) => ({
      requestedQueryCost: requested,
      actualQueryCost: null,
      throttleStatus: { ...status, currentlyAvailable: available },
    });
    expect(throttleWaitMs(cost(752, 52))).toBe(7050);
    expect(throttleWaitMs(cost(10, 500))).toBe(50);
  });

  test("a write scope includes its read scope", () => {
    expect(
      missingScopes([
        "write_products",
        "write_orders",
        "write_merchant_managed_fulfillment_orders",
        "write_returns",
      ]),
    ).toEqual(["write_inventory", "read_locations"]);
  });

  test("a shop that does not answer is said to be unreachable (4009), not an error of the server", async () => {
    // A port nobody listens on: taken, then released.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const closed = loadConfig({ SHOPIFY_SHOP_ORIGIN: `http://127.0.0.1:${port}/{shop}` });
    const err = await checkShopConnection(closed.shopify, {
      shop: "a.myshopify.com",
      accessToken: "t",
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 4009, messageKey: "store.unreachable" });
  });
});
