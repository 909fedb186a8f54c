import { randomUUID } from "node:crypto";
import type http from "node:http";
import {
  type DocumentNode,
  execute,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  getOperationAST,
  Kind,
  parse,
  print,
  validate,
} from "graphql";
import type { TCore, TRequest } from "../core.ts";
import { sendJson } from "../http.ts";
import { resolveField } from "./access.ts";
import { actualCost, requestedCost } from "./cost.ts";
import { docs, rubyValidationErrors, rubyVariableErrors } from "./errors.ts";
import { mutationRoot } from "./mutations.ts";
import { queryRoot } from "./queries.ts";
import { adminSchema } from "./schema.ts";
import type { LeakyBuckets } from "./throttle.ts";

/**
 * POST /{shop}/admin/api/{version}/graphql.json (shopify.dev "GraphQL Admin API reference",
 * "Shopify API response status and error codes", "GraphQL Admin API rate limits"):
 * 404 for an unknown shop or version; 401 with Shopify's body for a missing, unknown, expired or revoked
 * `X-Shopify-Access-Token`; otherwise 200, with the query validated against the schema, its cost checked
 * (single query limit 1000, then the app's leaky bucket), run, and `extensions.cost` on every answer.
 */

export const maxSingleQueryCost = 1000;

export type TGraphqlEnv = {
  core: TCore;
  buckets: LeakyBuckets;
  versions: ReadonlySet<string>;
  /** Answers still to be forced to Throttled (`throttleNext`). */
  forcedThrottles: { remaining: number };
  /** Answers still to be forced to 503 Service Unavailable (`outageNext`). */
  forcedOutages: { remaining: number };
};

const unauthorized = {
  errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
};

function requestBody(contentType: string | undefined, raw: string) {
  if ((contentType ?? "").includes("application/graphql"))
    return { query: raw, variables: {}, operationName: undefined };
  try {
    const body = JSON.parse(raw) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== "string") return null;
    const variables =
      body.variables && typeof body.variables === "object" ? (body.variables as Record<string, unknown>) : {};
    const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
    return { query: body.query, variables, operationName };
  } catch {
    return null;
  }
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const out: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) out[def.name.value] = def;
  return out;
}

/** What a GraphQL call asked and cost, for the simulator's request log. */
export type TLoggedCost = { requested: number; actual: number | null };

export async function graphqlEndpoint(
  env: TGraphqlEnv,
  shopDomain: string,
  version: string,
  req: http.IncomingMessage,
  raw: string,
  res: http.ServerResponse,
  logged?: { cost?: TLoggedCost },
) {
  const shop = env.core.shops.get(shopDomain);
  if (!shop || !env.versions.has(version)) return sendJson(res, 404, { errors: "Not Found" });
  const header = req.headers["x-shopify-access-token"];
  const token = env.core.registry.live(Array.isArray(header) ? header[0] : header, shopDomain);
  const app = token ? env.core.registry.apps.get(token.appId) : undefined;
  if (!token || !app) return sendJson(res, 401, unauthorized);
  const headers = { "X-Shopify-API-Version": version, "X-Request-Id": randomUUID() };
  // shopify.dev "API response status and error codes": 503, the service is unavailable for now; nothing ran.
  if (env.forcedOutages.remaining > 0) {
    env.forcedOutages.remaining -= 1;
    return sendJson(res, 503, { errors: "Service Unavailable" }, headers);
  }
  const body = requestBody(req.headers["content-type"], raw);
  if (!body)
    return sendJson(res, 400, { errors: { query: "Required parameter missing or invalid" } }, headers);

  const bucketKey = `${app.id}|${shopDomain}`;
  const cost = (requested: number, actual: number | null) => {
    if (logged) logged.cost = { requested, actual };
    return {
      cost: {
        requestedQueryCost: requested,
        actualQueryCost: actual,
        throttleStatus: env.buckets.status(bucketKey),
      },
    };
  };
  const answer = (errors: GraphQLFormattedError[], requested = 0) =>
    sendJson(res, 200, { errors, extensions: cost(requested, requested) }, headers);

  const schema = adminSchema();
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    const e = error as { message: string; locations?: { line: number; column: number }[] };
    return answer([{ message: e.message, locations: e.locations ?? [] }]);
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return answer(rubyValidationErrors(document, invalid));
  const operation = getOperationAST(document, body.operationName);
  if (!operation)
    return answer([
      {
        message: body.operationName
          ? `No operation named "${body.operationName}"`
          : "An operation name is required",
      },
    ]);

  const fragments = fragmentsOf(document);
  const requested = requestedCost(schema, operation, fragments, body.variables);
  const throttled = () =>
    sendJson(
      res,
      200,
      {
        errors: [{ message: "Throttled", extensions: { code: "THROTTLED", documentation: docs.rateLimits } }],
        extensions: cost(requested, null),
      },
      headers,
    );
  if (env.forcedThrottles.remaining > 0) {
    env.forcedThrottles.remaining -= 1;
    return throttled();
  }
  if (requested > maxSingleQueryCost)
    return sendJson(
      res,
      200,
      {
        errors: [
          {
            message: `Query cost is ${requested}, which exceeds the single query max cost limit (${maxSingleQueryCost}).\n\nSee https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\ncost of a query is calculated.\n\nTo query larger amounts of data with fewer limits, bulk operations should be used instead.\nSee https://shopify.dev/api/usage/bulk-operations/queries for usage details.\n`,
            extensions: {
              code: "MAX_COST_EXCEEDED",
              cost: requested,
              maxCost: maxSingleQueryCost,
              documentation: docs.rateLimits,
            },
          },
        ],
        extensions: cost(requested, null),
      },
      headers,
    );
  if (!env.buckets.take(bucketKey, requested)) return throttled();

  const context: TRequest = { core: env.core, shop, token, app, idempotencyKey: null, search: [] };
  const result = await execute({
    schema,
    document,
    rootValue: operation.operation === "mutation" ? mutationRoot : queryRoot,
    contextValue: context,
    variableValues: body.variables,
    operationName: body.operationName,
    fieldResolver: resolveField,
  });
  if (result.data === undefined && result.errors) {
    // The variables did not fit their types: nothing ran, nothing is charged.
    env.buckets.refund(bucketKey, requested);
    const typeOf = (name: string) => {
      const def = operation.variableDefinitions?.find((d) => d.variable.name.value === name);
      return def ? print(def.type) : undefined;
    };
    return answer(rubyVariableErrors(result.errors, typeOf));
  }
  const actual = Math.min(requested, actualCost(schema, operation, fragments, body.variables, result.data));
  env.buckets.refund(bucketKey, requested - actual);
  const extensions: Record<string, unknown> = cost(requested, actual);
  if (context.search.length > 0) extensions.search = context.search;
  const errors = result.errors?.map((e) => e.toJSON());
  return sendJson(
    res,
    200,
    { ...(errors ? { errors } : {}), data: result.data ?? null, extensions },
    headers,
  );
}
