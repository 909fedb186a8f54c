import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AppRegistry } from "./auth/apps.ts";
import { OAuthServer } from "./auth/oauth.ts";
import { controlApi } from "./control-api.ts";
import type { TCore } from "./core.ts";
import { graphqlEndpoint, type TGraphqlEnv, type TLoggedCost } from "./graphql/endpoint.ts";
import { schemaVersion } from "./graphql/schema.ts";
import { LeakyBuckets } from "./graphql/throttle.ts";
import { testHelpers } from "./helpers.ts";
import { readBody, sendJson } from "./http.ts";
import { idSequence, type TShop } from "./state.ts";
import { type TDelivery, type TRetryOptions, WebhookDispatcher } from "./webhooks/dispatcher.ts";

/**
 * A Shopify simulator for tests: one `node:http` server on 127.0.0.1 that answers, for any shop added
 * to it, at `${origin}/{shop}` (the product's SHOPIFY_SHOP_ORIGIN with {shop} = the myshopify domain).
 * It follows shopify.dev, part by part:
 * - OAuth, auth/oauth.ts: "Implement authorization code grant manually"
 *   (docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant), "About offline
 *   access tokens" (…/access-tokens/offline-access-tokens), changelogs "Offline access tokens now support
 *   expiry and refresh" (2025-12-10) and "More resilient refreshes for expiring offline access tokens"
 *   (2026-08-28); error bodies as Shopify sends them ("The authorization code was not found or was already used").
 * - GraphQL Admin API, graphql/endpoint.ts: "GraphQL Admin API reference" (docs/api/admin-graphql),
 *   "Shopify API response status and error codes" (docs/api/usage/response-codes), the 2026-10 schema
 *   and its reference descriptions (schema/README.md), "Shopify API access scopes" (ACCESS_DENIED),
 *   "Shopify API search syntax" (`query:` arguments), "Idempotent requests" (`@idempotent`).
 * - Cost and throttling, graphql/cost.ts and throttle.ts: "GraphQL Admin API rate limits"
 *   (docs/apps/build/apis/graphql-admin/rate-limits) and "Shopify API rate limits" (docs/api/usage/limits).
 * - Returns, returns/*.ts: "Manage returns", "Manage reverse fulfillment orders"
 *   (docs/apps/build/orders-fulfillment/returns-apps), the Return, ReturnLineItem, ReverseFulfillmentOrder
 *   and `reverseFulfillmentOrderDispose` reference, changelog "New Return Reason Definitions API" (2026-01),
 *   and the Webhooks reference's returns topics.
 * - Webhooks, webhooks/*.ts: "Webhooks delivery structure" (docs/apps/build/webhooks/delivery-structure),
 *   "Verify webhook deliveries", "Deliver webhooks through HTTPS", the Webhooks reference (REST payloads),
 *   changelog "Updates to webhook retry mechanism" (8 retries over 4 hours), "Privacy law compliance".
 * Deviations kept for tests are said where they are made (e.g. plain-HTTP webhook addresses on loopback).
 */

export type TSimulatorOptions = {
  apiKey: string;
  apiSecret: string;
  /** The one Admin API version served (default 2026-10, the schema shipped here). */
  apiVersion?: string;
  /** Lifetime of expiring offline access tokens (Shopify: 3600). */
  accessTokenTtlSeconds?: number;
  port?: number;
  /** When set, the app's allowed redirection URLs. */
  redirectUris?: string[];
  /** The leaky bucket per app and shop (default: 2000 points, 100 a second). */
  rateLimit?: { maximumAvailable?: number; restoreRate?: number };
  /** Webhook retries (default: Shopify's 8 retries, here 200 ms apart doubling, 5 s timeout). */
  webhookRetry?: { retries?: number; delayMs?: number | ((retry: number) => number); timeoutMs?: number };
  /** The app's compliance webhook address (customers/data_request, customers/redact, shop/redact). */
  complianceUri?: string;
  /** Serve the `/_sim/…` control API (serve.ts). */
  controlApi?: boolean;
};

export type TLoggedRequest = {
  at: string;
  method: string;
  path: string;
  shop: string | null;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number | null;
  /** A GraphQL call's requested and actual cost (`extensions.cost`). */
  cost?: TLoggedCost;
};

export async function startShopifySimulator(options: TSimulatorOptions) {
  const apiVersion = options.apiVersion ?? schemaVersion;
  const nextId = idSequence();
  const registry = new AppRegistry({
    id: "oauth-app",
    kind: "oauth",
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
  });
  const retry = options.webhookRetry ?? {};
  const delay = retry.delayMs ?? ((n: number) => 200 * 2 ** (n - 1));
  const retryOptions: TRetryOptions = {
    retries: retry.retries ?? 8,
    delayMs: typeof delay === "number" ? () => delay : delay,
    timeoutMs: retry.timeoutMs ?? 5000,
  };
  const dispatcher = new WebhookDispatcher(retryOptions);
  const shops = new Map<string, TShop>();
  const requests: TLoggedRequest[] = [];

  /** Sends a topic to the subscriptions of installed apps (only `appId`'s when given). */
  const emitTo = (shop: TShop, topic: string, payload: unknown, appId?: string): TDelivery[] => {
    const enumTopic = topic.toUpperCase().replace(/\//g, "_");
    const eventId = randomUUID();
    const triggeredAt = new Date().toISOString();
    const installed = new Set(registry.installedApps(shop.domain).map((a) => a.id));
    return [...shop.subscriptions.values()].flatMap((s) => {
      const app = registry.apps.get(s.appId);
      if (s.topic !== enumTopic || !app || !installed.has(app.id) || (appId && app.id !== appId)) return [];
      const body =
        s.includeFields.length > 0 && payload && typeof payload === "object"
          ? Object.fromEntries(Object.entries(payload).filter(([key]) => s.includeFields.includes(key)))
          : payload;
      return [
        dispatcher.send({
          shop: shop.domain,
          topic,
          uri: s.uri,
          secret: app.apiSecret,
          apiVersion,
          payload: body,
          eventId,
          triggeredAt,
          name: s.name,
        }),
      ];
    });
  };

  const core: TCore = {
    shops,
    registry,
    nextId,
    apiVersion,
    emit: (shop, topic, payload) => void emitTo(shop, topic, payload),
  };
  const oauth = new OAuthServer({
    registry,
    shopExists: (shop) => shops.has(shop),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    redirectUris: options.redirectUris,
  });
  const graphqlEnv: TGraphqlEnv = {
    core,
    buckets: new LeakyBuckets({
      maximumAvailable: options.rateLimit?.maximumAvailable ?? 2000,
      restoreRate: options.rateLimit?.restoreRate ?? 100,
    }),
    versions: new Set([apiVersion]),
    forcedThrottles: { remaining: 0 },
    forcedOutages: { remaining: 0 },
  };

  const helpers = testHelpers({
    core,
    registry,
    oauth,
    dispatcher,
    emitTo,
    graphqlEnv,
    complianceUri: options.complianceUri,
    apiSecret: options.apiSecret,
  });

  const control = options.controlApi ? controlApi(helpers) : null;

  const server = http.createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { errors: "Internal Server Error", detail: String(error) });
      else res.end();
    });
  });

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://simulator.local");
    const body = req.method === "GET" || req.method === "HEAD" ? "" : await readBody(req);
    const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const [first, admin, area, ...rest] = segments;
    const entry: TLoggedRequest = {
      at: new Date().toISOString(),
      method: req.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      shop: first && first !== "_sim" ? first : null,
      headers: req.headers,
      body,
      status: null,
    };
    requests.push(entry);
    res.on("finish", () => {
      entry.status = res.statusCode;
    });
    if (first === "_sim" && control) return control(req, segments.slice(1), body, res);
    if (!first || admin !== "admin") return sendJson(res, 404, { errors: "Not Found" });
    if (area === "oauth" && rest[0] === "authorize" && req.method === "GET")
      return oauth.authorize(first, url, res);
    if (area === "oauth" && rest[0] === "access_token" && req.method === "POST")
      return oauth.accessToken(first, req, body, res);
    if (area === "api" && rest.length === 2 && rest[1] === "graphql.json" && req.method === "POST")
      return graphqlEndpoint(graphqlEnv, first, rest[0] ?? "", req, body, res, entry);
    return sendJson(res, 404, { errors: "Not Found" });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** SHOPIFY_SHOP_ORIGIN for the product. */
    shopOrigin: `${origin}/{shop}`,
    apiVersion,
    apiKey: options.apiKey,
    ...helpers,
    /** Every request the simulator received, in order, with its answer's status. */
    requests,
    async close() {
      dispatcher.close();
      await dispatcher.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export type TShopifySimulator = Awaited<ReturnType<typeof startShopifySimulator>>;
