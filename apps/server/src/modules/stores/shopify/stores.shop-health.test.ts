import { requiredShopScopes, type TMailItem, type TShop } from "@wms/contracts";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TPage, TSignedIn, TTestApp } from "../../../../test/harness.ts";
import { stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import { apiSecret, bindShop } from "../../../../test/support/stores.test-helpers.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { shopCallRefusal } from "./stores.custom-app.ts";
import { failureOf, ShopifyCallError } from "./stores.shopify-client.ts";

/**
 * Shop health (docs/stores.md "Shop health"): a failure says what is wrong and what to do, and a shop
 * whose access Shopify refused shows it (status, every store screen's banner, a mail) until it is bound
 * again.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const mailTo = async (app: TTestApp, user: TSignedIn) =>
  (await app.call<TPage<TMailItem>>({ url: "/api/mail/query-mail", token: user.token })).data.list;

describe("errors named for what they are", () => {
  test("each failure is classed by its way out: bind again, try again, wait, or the platform's own fault", () => {
    const graphql = (code?: string) => ({
      networkStatusCode: 200,
      graphQLErrors: [{ message: "something", extensions: code ? { code } : undefined }],
    });
    expect(failureOf({ networkStatusCode: 401, message: "Unauthorized" })).toMatchObject({
      kind: "unauthorized",
    });
    expect(failureOf(graphql("ACCESS_DENIED"), "Q")).toMatchObject({ kind: "unauthorized" });
    expect(failureOf({ networkStatusCode: 503, message: "Service Unavailable" })).toMatchObject({
      kind: "unreachable",
      message: "HTTP 503: Service Unavailable",
    });
    expect(failureOf(graphql("INTERNAL_SERVER_ERROR"), "Q")).toMatchObject({ kind: "unreachable" });
    expect(failureOf(graphql("THROTTLED"), "Q")).toMatchObject({ kind: "throttled" });
    // A field the API version does not have: a validation error, named with the query that made it.
    const invalid = failureOf(
      { networkStatusCode: 200, graphQLErrors: [{ message: "Field 'x' doesn't exist on type 'Order'" }] },
      "ShopOrderChanges",
    );
    expect(invalid).toMatchObject({
      kind: "platform",
      message: "ShopOrderChanges: Field 'x' doesn't exist on type 'Order'",
    });
  });

  test("the platform's own fault tells the drop shipper to contact the provider, never to try again later", () => {
    const said = shopCallRefusal(
      new ShopifyCallError("platform", "ShopOrderChanges: bad field"),
      "a.myshopify.com",
    );
    expect(said).toMatchObject({ code: 4009, messageKey: "store.platformFault" });
    const waited = shopCallRefusal(new ShopifyCallError("throttled", "Q: Throttled"), "a.myshopify.com");
    expect(waited).toMatchObject({ code: 4009, messageKey: "store.throttled" });
  });
});

describe("access lost", () => {
  test("a revoked token marks the shop access lost once, mails its drop shipper, stops its work; binding again restores it", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "revoked.myshopify.com";
    const { warehouseId } = await stockedSku(app, "REVOKED-1", 3);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    const token = shopify.requests.find((r) => r.shop === domain)?.headers["x-shopify-access-token"];
    shopify.revokeAccess(domain, shopify.appOf(String(token)) ?? "");

    const check = await apiAs(shipper).put("shop-manager/verify-shop", { shop_id: shopId });
    expect(check.code).toBe(4009);
    expect(check.message).toBe(
      `Shopify no longer accepts the platform's access to ${domain}: its orders no longer come in and nothing goes back. Bind the shop again`,
    );
    const listed = async () =>
      (await apiAs(shipper).get<TPage<TShop>>("shop-manager/query-shops", { page_size: 50 })).data.list.find(
        (s) => s.shop_id === shopId,
      );
    expect(await listed()).toMatchObject({
      status: "access_lost",
      last_error: expect.stringContaining(`Shopify no longer accepts the platform's access to ${domain}`),
    });
    const lostMail = (await mailTo(app, shipper)).filter(
      (m) => m.subject === `Shop ${domain} no longer accepts the platform's access`,
    );
    expect(lostMail).toHaveLength(1);

    // Its workers leave it: the read-back asks it nothing, and no second mail is sent.
    const mark = shopify.requests.length;
    await runShopOrderRound(app.ctx, new Date(Date.now() + 3_600_000));
    expect(shopify.requests.slice(mark).filter((r) => r.shop === domain)).toHaveLength(0);
    expect(
      (await mailTo(app, shipper)).filter((m) => m.subject.startsWith(`Shop ${domain} no longer`)),
    ).toHaveLength(1);

    // Bound again with the custom app's new token: active, the error gone.
    const again = await apiAs(shipper).post<TShop>("auth/third-part-verify", {
      shop_url: domain,
      access_token: shopify.customAppToken(domain, [...requiredShopScopes], { apiSecret }),
      api_secret_key: apiSecret,
    });
    expect(again.code).toBe(1000);
    expect(await listed()).toMatchObject({ status: "active", last_error: null });
  });
});
