import { createAdminApiClient } from "@shopify/admin-api-client";
import type { TShopifyConfig } from "../../../kernel/config.ts";
import { AppError } from "../../../kernel/errors.ts";

/**
 * Calls to a shop's GraphQL Admin API through Shopify's own client (`@shopify/admin-api-client`). Its
 * `customFetchApi` sends each request to `SHOPIFY_SHOP_ORIGIN` (`https://{shop}` unless tests point it at
 * the simulator) with a timeout. Throttled answers (cost-based leaky bucket, `extensions.cost`) wait for
 * the bucket to refill and try again instead of failing. Every operation sent is listed in docs/stores.md.
 */

export type TShopAccess = { shop: string; accessToken: string };

/**
 * Why a call to a shop failed (docs/stores.md "Shop health"), each with its own way out: the shop refused
 * the platform's access (`unauthorized`: the token, or a scope, `ACCESS_DENIED`; bind again), no such
 * shop, the shop not reached or failing on its side (`unreachable`: try again), still throttled after
 * waiting (`throttled`: wait), or a query Shopify calls malformed (`platform`: the platform's own fault,
 * a schema or validation error no retry fixes).
 */
export type TShopifyFailure = "unauthorized" | "unknownShop" | "unreachable" | "throttled" | "platform";

export class ShopifyCallError extends Error {
  constructor(
    readonly kind: TShopifyFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ShopifyCallError";
  }
}

export type TThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
type TCost = { requestedQueryCost: number; actualQueryCost: number | null; throttleStatus: TThrottleStatus };

/** What a client's queries cost (`extensions.cost`): points spent and the bucket as last reported. */
export type TCostMeter = { spent: number; status: TThrottleStatus | null };

export const costMeter = (): TCostMeter => ({ spent: 0, status: null });

/**
 * The cost ceiling of a worker's round on one shop (docs/stores.md "Cost"): it spends at most `roundShare`
 * of the shop's bucket and never starts a query that would leave less than `floorShare` of it, so the
 * other workers (stock pushes, fulfilments) always find room.
 */
export const roundShare = 0.75;
export const floorShare = 0.25;

/** Whether a query asking `cost` fits the round's budget, as the shop's bucket was last reported. */
export function budgetAllows(meter: TCostMeter, cost: number): boolean {
  if (!meter.status) return true;
  const { maximumAvailable, currentlyAvailable } = meter.status;
  return (
    meter.spent + cost <= roundShare * maximumAvailable &&
    currentlyAvailable - cost >= floorShare * maximumAvailable
  );
}

/** How long the shop's bucket takes to restore what the meter spent (at least a second). */
export function restoredAfter(meter: TCostMeter): number {
  const rate = Math.max(meter.status?.restoreRate ?? 50, 1);
  return Math.max(Math.ceil((meter.spent / rate) * 1000), 1000);
}

/**
 * How a push to a shop (a fulfilment, a return's report) is tried again while Shopify cannot be reached:
 * after 1, 5, 15 and 60 minutes, and failed after the 5th try.
 */
export const maxPushAttempts = 5;
const retryPausesMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
export const retryPauseMs = (failedTries: number) =>
  retryPausesMs[Math.min(failedTries, retryPausesMs.length) - 1] ?? 60_000;

/**
 * What a push's failure on its `attempts`-th try means: failed for good with the reason (the shop no longer
 * accepts the platform; a query Shopify calls malformed, the platform's own fault, does not pass by
 * waiting; out of reach once too often), or tried again after a pause. Anything else is thrown on.
 */
export function pushFailureOf(
  err: unknown,
  attempts: number,
):
  | { failed: "reauthorize" | "refused" | "unreachable"; detail: string }
  | { retryInMs: number; detail: string } {
  if (err instanceof AppError) return { failed: "reauthorize", detail: "" };
  if (!(err instanceof ShopifyCallError)) throw err;
  if (err.kind === "unauthorized" || err.kind === "unknownShop")
    return { failed: "reauthorize", detail: err.message };
  if (err.kind === "platform") return { failed: "refused", detail: err.message };
  if (attempts >= maxPushAttempts) return { failed: "unreachable", detail: err.message };
  return { retryInMs: retryPauseMs(attempts), detail: err.message.slice(0, 500) };
}

const requestTimeoutMs = 30_000;
const maxThrottledRetries = 8;

/** The address of `path` on `shop`, at the configured origin. */
export function shopAddress(config: TShopifyConfig, shop: string, path: string): string {
  return `${config.shopOrigin.replaceAll("{shop}", shop)}${path}`;
}

/** How long to wait before a throttled query fits the bucket again (Shopify: cost / restore rate). */
export function throttleWaitMs(cost: TCost | undefined): number {
  if (!cost) return 1000;
  const { currentlyAvailable, restoreRate } = cost.throttleStatus;
  const missing = Math.max(0, cost.requestedQueryCost - currentlyAvailable);
  return Math.min(60_000, Math.ceil((missing / Math.max(restoreRate, 1)) * 1000) + 50);
}

/** Waits `ms`, or less: rejects with the signal's reason as soon as it is aborted. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/** A page of a GraphQL connection as the platform's queries ask it (`pageInfo` and `nodes`). */
export type TConnection<N> = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: N[] };

/**
 * Every node of a connection nested in a bigger query (an order's lines): the first page came with it,
 * `next` reads the page after a cursor (null: the parent is gone), up to `cap` nodes.
 */
export async function allNodes<N>(
  first: TConnection<N>,
  next: (after: string | null) => Promise<TConnection<N> | null>,
  cap: number,
): Promise<N[]> {
  const nodes = [...first.nodes];
  let page = first.pageInfo;
  while (page.hasNextPage && nodes.length < cap) {
    const more = await next(page.endCursor);
    if (!more) break;
    nodes.push(...more.nodes);
    page = more.pageInfo;
  }
  return nodes;
}

/**
 * A GraphQL Admin API client for one shop and token. `signal` ends a wait for the rate limit (a mission's
 * stop); a request under way finishes, bounded by its own timeout. `meter` adds up what the queries cost.
 */
export function shopifyGraphql(
  config: TShopifyConfig,
  access: TShopAccess,
  signal?: AbortSignal,
  meter?: TCostMeter,
) {
  const client = createAdminApiClient({
    storeDomain: access.shop,
    apiVersion: config.apiVersion,
    accessToken: access.accessToken,
    customFetchApi: (url, init) => {
      const target = String(url).replace(`https://${access.shop}`, shopAddress(config, access.shop, ""));
      return fetch(target, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) } as RequestInit);
    },
  });

  return async function request<T>(operation: string, variables?: Record<string, unknown>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const answer = await client.request<T>(operation, { variables });
      const cost = (answer.extensions as { cost?: TCost } | undefined)?.cost;
      if (meter && cost) {
        meter.spent += cost.actualQueryCost ?? 0;
        meter.status = cost.throttleStatus;
      }
      const errors = answer.errors;
      if (!errors) return answer.data as T;
      const throttled = errors.graphQLErrors?.some(
        (e) => (e.extensions as { code?: string } | undefined)?.code === "THROTTLED",
      );
      if (throttled && attempt < maxThrottledRetries) {
        await sleep(throttleWaitMs(cost), signal);
        continue;
      }
      throw failureOf(errors, operationName(operation));
    }
  };
}

type TClientErrors = {
  networkStatusCode?: number;
  message?: string;
  graphQLErrors?: { message?: string; extensions?: { code?: string } }[];
};

/** The operation's name (`query ShopOrderChanges(…)`), so a failure says which query failed. */
const operationName = (operation: string) =>
  /\b(?:query|mutation)\s+(\w+)/.exec(operation)?.[1] ?? "anonymous";

/** Shopify's codes of top-level GraphQL errors that are not the query's fault. */
const retryCodes = new Set(["INTERNAL_SERVER_ERROR", "SHOP_INACTIVE"]);

export function failureOf(errors: TClientErrors, operation = "anonymous"): ShopifyCallError {
  const status = errors.networkStatusCode;
  if (status === 401 || status === 403)
    return new ShopifyCallError("unauthorized", errors.message ?? "unauthorized", status);
  if (status === 404) return new ShopifyCallError("unknownShop", errors.message ?? "not found", status);
  const graphQLErrors = errors.graphQLErrors ?? [];
  if (graphQLErrors.length > 0 && (status === undefined || status === 200)) {
    const said = `${operation}: ${graphQLErrors.map((e) => e.message ?? "").join("; ")}`;
    const codes = graphQLErrors.map((e) => e.extensions?.code ?? "");
    if (codes.includes("ACCESS_DENIED")) return new ShopifyCallError("unauthorized", said, status);
    if (codes.includes("THROTTLED")) return new ShopifyCallError("throttled", said, status);
    if (codes.every((c) => retryCodes.has(c))) return new ShopifyCallError("unreachable", said, status);
    return new ShopifyCallError("platform", said, status);
  }
  const said = errors.message ?? "no answer";
  return new ShopifyCallError("unreachable", status ? `HTTP ${status}: ${said}` : said, status);
}
