import { createConfig, lintFromString } from "@redocly/openapi-core";
import { expect } from "vitest";
import { appTest as test } from "../../test/fixtures.ts";

/**
 * The API reference is checked with the tools its readers use: Redocly's `recommended` rules (summaries,
 * unique operationIds, declared security and tags, 2xx and 4xx answers, valid schemas) find nothing.
 */

type TOperation = { operationId: string; security: Record<string, string[]>[]; responses: object };
type TDoc = { paths: Record<string, Record<string, TOperation>>; components: { schemas: object } };

/**
 * The one rule an operation may break, each with its reason: the OAuth callbacks of Shopify and Google are
 * browser redirects (302 to a screen of the app or the site's error page), so they have no 2xx answer to
 * document.
 */
const allowed = [
  "warn operation-2xx-response: Operation must have at least one `2XX` response. at #/paths/~1api~1auth~1shopify-callback/get/responses",
  "warn operation-2xx-response: Operation must have at least one `2XX` response. at #/paths/~1api~1auth~1google~1callback/get/responses",
];

test("passes Redocly's recommended rules without an error or a warning", async ({ app: t }) => {
  const res = await t.app.inject({ method: "GET", url: "/api/docs" });
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source: res.body, config, absoluteRef: "openapi.json" });
  const said = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
  expect(said.filter((p) => !allowed.includes(p))).toEqual([]);
}, 60_000);

test("documents per operation the security it asks for, its errors and its entities by name", async ({
  app: t,
}) => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as TDoc;
  const op = (path: string, method: string) => doc.paths[path]?.[method];
  // Public calls need no token; a public write still needs the CSRF token; a signed-in read the bearer only.
  expect(op("/api/health", "get")?.security).toEqual([]);
  expect(op("/api/sign-in", "post")?.security).toEqual([{ csrf: [] }]);
  expect(op("/api/product/query-product", "get")?.security).toEqual([{ bearer: [] }]);
  expect(op("/api/product/create-product", "post")?.security).toEqual([{ bearer: [], csrf: [] }]);
  // Errors answer the envelope, named once.
  expect(op("/api/product/create-product", "post")?.responses).toMatchObject({
    "400": { content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } },
    "409": { content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } },
  });
  expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Product", "ErrorEnvelope"]));
  // The web app's catch-all is not an API path.
  expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/"))).toBe(true);
}, 60_000);
