import { createHmac } from "node:crypto";
import { createAdminApiClient } from "@shopify/admin-api-client";
import "@shopify/shopify-api/adapters/node";
import { type ApiVersion, LogSeverity, shopifyApi } from "@shopify/shopify-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopifySimulator, type TShopifySimulator } from "./simulator.ts";
import { receiver, type TReceived } from "./webhook-receiver.ts";

/**
 * The simulator against what shopify.dev says Shopify does. Expected values (HMACs, bodies, codes) are
 * computed or written here from the documentation, not taken from the simulator's code.
 */

const apiKey = "sim-client-id";
const apiSecret = "sim-client-secret";
const shop = "demo-shop.myshopify.com";
const version = "2026-10";

let sim: TShopifySimulator;

beforeAll(async () => {
  sim = await startShopifySimulator({
    apiKey,
    apiSecret,
    webhookRetry: { retries: 3, delayMs: 20, timeoutMs: 2000 },
  });
  sim.addShop(shop, { name: "Demo Shop", email: "owner@demo.example" });
  sim.seedProducts(shop, 250, 2); // SKUs SIM-1-1 … SIM-250-2, 10 available each
});

afterAll(async () => {
  await sim.close();
});

const at = (path: string) => `${sim.shopOrigin.replace("{shop}", shop)}${path}`;

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(at(`/admin/api/${version}/graphql.json`), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": token },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
  return { status: response.status, body: (await response.json()) as any };
}

async function tokenRequest(params: Record<string, string>) {
  const response = await fetch(at("/admin/oauth/access_token"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(params),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
  return { status: response.status, body: (await response.json()) as any };
}

/** Shopify's scheme: hmac removed, the rest sorted and joined `k=v&…`, hex HMAC-SHA256 with the client secret. */
function expectedHmac(params: URLSearchParams): string {
  const message = [...params.entries()]
    .filter(([key]) => key !== "hmac")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  return createHmac("sha256", apiSecret).update(message).digest("hex");
}

async function authorize(scope: string): Promise<URLSearchParams> {
  const query = new URLSearchParams({
    client_id: apiKey,
    scope,
    redirect_uri: "https://app.example/auth/callback",
    state: "nonce-123",
  });
  query.append("grant_options[]", "");
  const response = await fetch(at(`/admin/oauth/authorize?${query}`), { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}`).toBe("https://app.example/auth/callback");
  return location.searchParams;
}

describe("authorization code grant", () => {
  it("redirects with Shopify's signed parameters and rejects an unknown client id", async () => {
    const params = await authorize("read_products,read_orders");
    expect([...params.keys()].sort()).toEqual(["code", "hmac", "host", "shop", "state", "timestamp"]);
    expect(params.get("shop")).toBe(shop);
    expect(params.get("state")).toBe("nonce-123");
    expect(params.get("hmac")).toBe(expectedHmac(params));
    const library = shopifyApi({
      apiKey,
      apiSecretKey: apiSecret,
      hostName: "app.example",
      apiVersion: version as ApiVersion,
      isEmbeddedApp: false,
      logger: { level: LogSeverity.Error },
    });
    expect(await library.utils.validateHmac(Object.fromEntries(params))).toBe(true);
    const unknown = await fetch(
      at(`/admin/oauth/authorize?client_id=nope&scope=read_products&redirect_uri=https://a.example/cb`),
      {
        redirect: "manual",
      },
    );
    expect(unknown.status).toBe(400);
  });

  it("issues an expiring offline token whose refresh rotates both tokens", async () => {
    const code = (await authorize("read_products")).get("code") ?? "";
    const grant = await tokenRequest({ client_id: apiKey, client_secret: apiSecret, code, expiring: "1" });
    expect(grant.status).toBe(200);
    expect(grant.body).toEqual({
      access_token: expect.any(String),
      expires_in: 3600,
      refresh_token: expect.any(String),
      refresh_token_expires_in: 7776000,
      scope: "read_products",
    });
    expect((await graphql(grant.body.access_token, "{ shop { name } }")).body.data.shop.name).toBe(
      "Demo Shop",
    );

    // A code is single-use.
    const again = await tokenRequest({ client_id: apiKey, client_secret: apiSecret, code, expiring: "1" });
    expect(again).toEqual({
      status: 400,
      body: {
        error: "invalid_request",
        error_description: "The authorization code was not found or was already used",
      },
    });

    const refresh = (refresh_token: string) =>
      tokenRequest({
        client_id: apiKey,
        client_secret: apiSecret,
        grant_type: "refresh_token",
        refresh_token,
      });
    const first = await refresh(grant.body.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.access_token).not.toBe(grant.body.access_token);
    expect(first.body.refresh_token).not.toBe(grant.body.refresh_token);
    expect(first.body.expires_in).toBe(3600);

    // Until the replacement is used, a retry of the used refresh token gives the same pair (a lost answer).
    const retried = await refresh(grant.body.refresh_token);
    expect(retried.body.refresh_token).toBe(first.body.refresh_token);
    expect(retried.body.access_token).toBe(first.body.access_token);

    // Using the replacement retires the token before it.
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    const stale = await refresh(grant.body.refresh_token);
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe("invalid_grant");

    // An expired access token is refused like any unknown one; the refreshed one works.
    sim.expireAccessTokens(shop);
    expect((await graphql(second.body.access_token, "{ shop { name } }")).status).toBe(401);
    const third = await refresh(second.body.refresh_token);
    expect((await graphql(third.body.access_token, "{ shop { name } }")).status).toBe(200);
  });

  it("issues a non-expiring offline token without `expiring=1`", async () => {
    const code = (await authorize("read_orders")).get("code") ?? "";
    const grant = await tokenRequest({ client_id: apiKey, client_secret: apiSecret, code });
    expect(grant.body).toEqual({ access_token: expect.any(String), scope: "read_orders" });
    const wrongSecret = await tokenRequest({ client_id: apiKey, client_secret: "wrong", code: "x" });
    expect(wrongSecret.status).toBe(401);
  });
});

describe("GraphQL Admin API", () => {
  let token: string;
  beforeAll(() => {
    token = sim.customAppToken(shop, [
      "read_products",
      "write_inventory",
      "read_locations",
      "read_orders",
      "write_merchant_managed_fulfillment_orders",
    ]);
  });

  it("answers 401 with Shopify's body for a wrong token, and 404 for an unknown version", async () => {
    const wrong = await graphql("shpat_not-a-real-token", "{ shop { name } }");
    expect(wrong).toEqual({
      status: 401,
      body: { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" },
    });
    const response = await fetch(at("/admin/api/2019-13/graphql.json"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": token },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(response.status).toBe(404);
  });

  it("fails a field the schema does not have, as graphql-ruby words it", async () => {
    const { status, body } = await graphql(token, "{ products(first: 1) { edges { node { id colour } } } }");
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: "Field 'colour' doesn't exist on type 'Product'",
        locations: [{ line: 1, column: 42 }],
        path: ["query", "products", "edges", "node", "colour"],
        extensions: { code: "undefinedField", typeName: "Product", fieldName: "colour" },
      },
    ]);
  });

  it("denies a field whose access scope the token lacks", async () => {
    const narrow = sim.customAppToken(shop, ["read_products"]);
    const { body } = await graphql(narrow, `{ shop { name } order(id: "gid://shopify/Order/1") { id } }`);
    expect(body.data).toEqual({ shop: { name: "Demo Shop" }, order: null });
    expect(body.errors).toEqual([
      {
        message:
          "Access denied for order field. Required access: `read_orders` access scope, `read_marketplace_orders` access scope or `read_quick_sale` access scope.",
        locations: [{ line: 1, column: 17 }],
        path: ["order"],
        extensions: {
          code: "ACCESS_DENIED",
          documentation: "https://shopify.dev/api/usage/access-scopes",
          requiredAccess:
            "`read_orders` access scope, `read_marketplace_orders` access scope or `read_quick_sale` access scope.",
        },
      },
    ]);
  });

  it("pages 250 products with opaque cursors, each exactly once", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const { body } = await graphql(
        token,
        `query Page($after: String) {
          products(first: 100, after: $after, sortKey: TITLE) {
            edges { cursor node { id title } }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { after },
      );
      expect(body.errors).toBeUndefined();
      seen.push(...body.data.products.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!body.data.products.pageInfo.hasNextPage) break;
      after = body.data.products.pageInfo.endCursor;
      expect(() => JSON.parse(after ?? "")).toThrow(); // opaque, not JSON
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);

    const { body } = await graphql(
      token,
      `{ products(first: 1, query: "title:'Product 7'") { nodes { title handle vendor status tags featuredImage { url }
          options { name values }
          variants(first: 2) { nodes { sku barcode price compareAtPrice selectedOptions { name value }
            inventoryItem { id measurement { weight { value unit } } } } } } } }`,
    );
    expect(body.data.products.nodes[0]).toMatchObject({
      title: "Product 7",
      handle: "product-7",
      status: "ACTIVE",
      featuredImage: { url: expect.stringMatching(/^https:\/\//) },
      options: [{ name: "Size", values: ["Size 1", "Size 2"] }],
      variants: {
        nodes: [
          {
            sku: "SIM-7-1",
            selectedOptions: [{ name: "Size", value: "Size 1" }],
            inventoryItem: {
              id: expect.stringMatching(/^gid:\/\/shopify\/InventoryItem\/\d+$/),
              measurement: { weight: { value: 100, unit: "GRAMS" } },
            },
          },
          { sku: "SIM-7-2" },
        ],
      },
    });
  });

  it("reports cost on every answer, answers Throttled when told to, and refuses a query over 1000", async () => {
    const query = "{ products(first: 10) { edges { node { id title } } } }";
    const ok = await graphql(token, query);
    expect(ok.body.extensions.cost).toEqual({
      requestedQueryCost: 12, // 2 + 10 × 1
      actualQueryCost: 12,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: expect.any(Number), restoreRate: 100 },
    });

    sim.throttleNext(1);
    const throttled = await graphql(token, query);
    expect(throttled.status).toBe(200);
    expect(throttled.body.errors).toEqual([
      {
        message: "Throttled",
        extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" },
      },
    ]);
    expect(throttled.body.extensions.cost).toMatchObject({ requestedQueryCost: 12, actualQueryCost: null });
    expect(throttled.body.data).toBeUndefined();
    expect((await graphql(token, query)).body.data.products.edges).toHaveLength(10);

    const tooBig = await graphql(
      token,
      "{ products(first: 250) { nodes { variants(first: 100) { nodes { id } } } } }",
    );
    expect(tooBig.body.errors[0].extensions).toMatchObject({ code: "MAX_COST_EXCEEDED", maxCost: 1000 });
  });

  it("throttles when the app's bucket on the shop is empty", async () => {
    const own = sim.customAppToken(shop, ["read_products"]);
    sim.drainRateLimit(shop, sim.appOf(own));
    // A query of 252 points: the bucket (100 a second) needs 2.5 s to hold it, however slow this machine is.
    const { body } = await graphql(own, "{ products(first: 250) { nodes { id } } }");
    expect(body.errors[0].extensions.code).toBe("THROTTLED");
    expect(body.extensions.cost.requestedQueryCost).toBe(252);
    expect(body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(252);
    expect((await graphql(token, "{ shop { name } }")).body.data.shop.name).toBe("Demo Shop"); // other apps unaffected
  });

  it("finds orders updated since a time, sorted by UPDATED_AT", async () => {
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
    const since = new Date(Date.now() - 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
    const untouched = sim.createOrder(shop, { lineItems: [{ sku: "SIM-9-1", quantity: 1 }], createdAt: old });
    const edited = sim.createOrder(shop, { lineItems: [{ sku: "SIM-9-2", quantity: 1 }], createdAt: old });
    sim.updateOrder(shop, edited.id, { note: "gift wrap" });
    const { body } = await graphql(
      token,
      `query Since($q: String) { orders(first: 50, query: $q, sortKey: UPDATED_AT) { nodes { id name note updatedAt } } }`,
      { q: `updated_at:>='${since}'` },
    );
    const ids = body.data.orders.nodes.map((o: { id: string }) => o.id);
    expect(ids).toContain(edited.id);
    expect(ids).not.toContain(untouched.id);
  });

  it("serves Shopify's own Admin API client (the product's)", async () => {
    const client = createAdminApiClient({
      storeDomain: shop,
      apiVersion: version,
      accessToken: token,
      customFetchApi: (url, init) =>
        fetch(String(url).replace(`https://${shop}`, at("")), init as RequestInit),
    });
    const answer = await client.request<{ shop: { myshopifyDomain: string } }>(
      "query { shop { myshopifyDomain } currentAppInstallation { accessScopes { handle } } }",
    );
    expect(answer.data?.shop.myshopifyDomain).toBe(shop);
    expect(answer.extensions?.cost).toBeDefined();
  });
});

describe("webhooks", () => {
  it("delivers orders/create signed with the app's secret, and retries after a 500 with the same ids", async () => {
    const hook = await receiver([500, 200]);
    const appSecret = "custom-app-secret";
    const token = sim.customAppToken(shop, ["read_orders"], { apiSecret: appSecret });
    const created = await graphql(
      token,
      `mutation Subscribe($topic: WebhookSubscriptionTopic!, $sub: WebhookSubscriptionInput!) {
        webhookSubscriptionCreate(topic: $topic, webhookSubscription: $sub) { webhookSubscription { id topic uri } userErrors { field message } }
      }`,
      { topic: "ORDERS_CREATE", sub: { uri: hook.url, format: "JSON" } },
    );
    expect(created.body.data.webhookSubscriptionCreate.userErrors).toEqual([]);
    expect(created.body.extensions.cost.requestedQueryCost).toBe(10);

    const order = sim.createOrder(shop, {
      lineItems: [{ sku: "SIM-1-1", quantity: 2 }],
      email: "buyer@example.com",
    });
    await sim.waitForDeliveries();
    await hook.close();

    expect(hook.received).toHaveLength(2);
    const [firstTry, retry] = hook.received as [TReceived, TReceived];
    expect(retry.body).toBe(firstTry.body);
    expect(retry.headers["x-shopify-event-id"]).toBe(firstTry.headers["x-shopify-event-id"]);
    expect(retry.headers["x-shopify-webhook-id"]).toBe(firstTry.headers["x-shopify-webhook-id"]);
    expect(retry.headers["x-shopify-triggered-at"]).toBe(firstTry.headers["x-shopify-triggered-at"]);
    expect(retry.headers).toMatchObject({
      "x-shopify-topic": "orders/create",
      "x-shopify-shop-domain": shop,
      "x-shopify-api-version": version,
      "content-type": "application/json",
    });
    const signature = createHmac("sha256", appSecret).update(retry.body, "utf8").digest("base64");
    expect(retry.headers["x-shopify-hmac-sha256"]).toBe(signature);

    const payload = JSON.parse(retry.body);
    expect(payload).toMatchObject({
      id: order.legacyResourceId,
      admin_graphql_api_id: order.id,
      name: order.name,
      email: "buyer@example.com",
      financial_status: "paid",
      fulfillment_status: null,
      cancelled_at: null,
      currency: "USD",
      line_items: [{ sku: "SIM-1-1", quantity: 2, variant_id: expect.any(Number) }],
    });
  });

  it("uninstalling sends app/uninstalled, then revokes the app's tokens and subscriptions", async () => {
    const hook = await receiver([]);
    const token = sim.customAppToken(shop, ["read_orders"]);
    await graphql(
      token,
      `mutation { webhookSubscriptionCreate(topic: APP_UNINSTALLED, webhookSubscription: { uri: "${hook.url}" }) { userErrors { message } } }`,
    );
    const appId = sim.appOf(token);
    sim.uninstall(shop, appId);
    await sim.waitForDeliveries();
    await hook.close();
    expect(hook.received.map((r) => r.headers["x-shopify-topic"])).toEqual(["app/uninstalled"]);
    expect(JSON.parse(hook.received[0]?.body ?? "{}")).toMatchObject({ myshopify_domain: shop });
    expect((await graphql(token, "{ shop { name } }")).status).toBe(401);
    expect(sim.subscriptionsOf(shop).filter((s) => s.appId === appId)).toEqual([]);
  });
});

describe("compliance webhooks", () => {
  it("sends shop/redact to the app's compliance address, signed with its client secret", async () => {
    const hook = await receiver([]);
    const other = await startShopifySimulator({ apiKey, apiSecret, complianceUri: hook.url });
    try {
      other.deliverCompliance("shop/redact", { shop_id: 954889, shop_domain: shop });
      await other.waitForDeliveries();
    } finally {
      await other.close();
      await hook.close();
    }
    const [delivery] = hook.received as [TReceived];
    expect(delivery.headers).toMatchObject({
      "x-shopify-topic": "shop/redact",
      "x-shopify-shop-domain": shop,
    });
    expect(delivery.headers["x-shopify-hmac-sha256"]).toBe(
      createHmac("sha256", apiSecret).update(delivery.body).digest("base64"),
    );
  });
});

describe("fulfilment and inventory mutations", () => {
  let token: string;
  beforeAll(() => {
    token = sim.customAppToken(shop, [
      "read_orders",
      "write_merchant_managed_fulfillment_orders",
      "write_inventory",
      "read_products",
    ]);
  });

  const fulfil = `mutation Fulfil($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) {
      fulfillment { id status trackingInfo { number company url } }
      userErrors { field message }
    }
  }`;

  it("fulfillmentCreate closes a fulfillment order and marks the order fulfilled", async () => {
    const order = sim.createOrder(shop, { lineItems: [{ sku: "SIM-2-1", quantity: 3 }] });
    const { body } = await graphql(
      token,
      `query One($id: ID!) { order(id: $id) { fulfillmentOrders(first: 5) { nodes { id status lineItems(first: 5) { nodes { id remainingQuantity } } } } } }`,
      { id: order.id },
    );
    const fo = body.data.order.fulfillmentOrders.nodes[0];
    expect(fo).toMatchObject({ status: "OPEN", lineItems: { nodes: [{ remainingQuantity: 3 }] } });

    const partial = await graphql(token, fulfil, {
      fulfillment: {
        lineItemsByFulfillmentOrder: [
          {
            fulfillmentOrderId: fo.id,
            fulfillmentOrderLineItems: [{ id: fo.lineItems.nodes[0].id, quantity: 1 }],
          },
        ],
      },
    });
    expect(partial.body.data.fulfillmentCreate.userErrors).toEqual([]);
    expect(sim.fulfillmentOrdersOf(shop).find((f) => f.id === fo.id)?.status).toBe("IN_PROGRESS");

    const rest = await graphql(token, fulfil, {
      fulfillment: {
        lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: fo.id }],
        trackingInfo: { number: "1Z999", company: "UPS", url: "https://ups.example/1Z999" },
        notifyCustomer: true,
      },
    });
    expect(rest.body.data.fulfillmentCreate).toMatchObject({
      fulfillment: {
        status: "SUCCESS",
        trackingInfo: [{ number: "1Z999", company: "UPS", url: "https://ups.example/1Z999" }],
      },
      userErrors: [],
    });
    expect(sim.fulfillmentOrdersOf(shop).find((f) => f.id === fo.id)).toMatchObject({
      status: "CLOSED",
      lineItems: [{ remainingQuantity: 0 }],
    });
    expect(sim.order(shop, order.id).fulfillmentStatus).toBe("FULFILLED");

    const closed = await graphql(token, fulfil, {
      fulfillment: { lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: fo.id }] },
    });
    expect(closed.body.data.fulfillmentCreate.fulfillment).toBeNull();
    expect(closed.body.data.fulfillmentCreate.userErrors[0].message).toMatch(/unfulfillable status/);
  });

  it("inventorySetQuantities refuses a stale changeFromQuantity and sets a current one", async () => {
    const level = sim.inventoryOf(shop).find((l) => l.sku === "SIM-3-1");
    if (!level) throw new Error("seeded inventory missing");
    const set = (changeFromQuantity: number | null, key: string) =>
      graphql(
        token,
        `mutation Set($input: InventorySetQuantitiesInput!) {
          inventorySetQuantities(input: $input) @idempotent(key: "${key}") {
            inventoryAdjustmentGroup { reason changes { name delta quantityAfterChange } }
            userErrors { code field message }
          }
        }`,
        {
          input: {
            name: "available",
            reason: "correction",
            quantities: [
              {
                inventoryItemId: level.inventoryItemId,
                locationId: level.locationId,
                quantity: 7,
                changeFromQuantity,
              },
            ],
          },
        },
      );
    const stale = await set(level.available + 5, "key-stale");
    expect(stale.body.data.inventorySetQuantities).toEqual({
      inventoryAdjustmentGroup: null,
      userErrors: [
        {
          code: "CHANGE_FROM_QUANTITY_STALE",
          field: ["input", "quantities", "0", "changeFromQuantity"],
          message: expect.any(String),
        },
      ],
    });
    expect(sim.inventoryOf(shop).find((l) => l.sku === "SIM-3-1")?.available).toBe(level.available);

    const current = await set(level.available, "key-current");
    expect(current.body.data.inventorySetQuantities.userErrors).toEqual([]);
    expect(current.body.data.inventorySetQuantities.inventoryAdjustmentGroup.changes).toContainEqual({
      name: "available",
      delta: 7 - level.available,
      quantityAfterChange: 7,
    });
    expect(sim.inventoryOf(shop).find((l) => l.sku === "SIM-3-1")?.available).toBe(7);
  });
});
