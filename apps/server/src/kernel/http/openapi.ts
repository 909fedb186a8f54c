import type { SwaggerOptions } from "@fastify/swagger";
import type { TAccess, TAnyEndpoint } from "@wms/contracts";
import * as contracts from "@wms/contracts";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The API reference (GET /api/docs), generated from the endpoints of `packages/contracts`: OpenAPI 3.1
 * (JSON Schema 2020-12, so a nullable enum admits its null), one operation per endpoint with its
 * summary, operationId and the security it really needs, the error answers it can give (all in the
 * envelope), and the entities it answers as named component schemas.
 */

/** Every error answer: the envelope with the error's code and the message in the caller's language. */
export const ZErrorEnvelope = z
  .object({
    code: z
      .number()
      .int()
      .describe("Error code (architecture.md section 3): 2003, 4001, 4003, 4004, 4009, ..."),
    message: z.string().describe("What went wrong, in the caller's language"),
    data: z.unknown().describe("Details when there are any, e.g. `{ fields: { name: message } }` with 4001"),
  })
  .describe("The envelope of an error answer");

const errorRef = { $ref: "#/components/schemas/ErrorEnvelope" };
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorRef } },
});

/** The errors an operation can answer, by what its access rule and method make possible. */
export function errorResponsesOf(method: string, access: TAccess | undefined) {
  const responses: Record<string, ReturnType<typeof errorAnswer>> = {
    400: errorAnswer("4001: the input is not valid (field errors in data.fields)"),
  };
  if (access !== "public") responses[401] = errorAnswer("2003: not signed in, or the session has expired");
  if (access !== "public" || method !== "GET") {
    responses[403] = errorAnswer(
      "4003: the caller's role may not do this; 4019: missing or stale CSRF token",
    );
  }
  responses[404] = errorAnswer("4004: not found, or not the caller's");
  if (method !== "GET")
    responses[409] = errorAnswer("4009: refused in the current state, or changed meanwhile");
  responses[429] = errorAnswer("4029: too many requests; try again later");
  responses[503] = errorAnswer(
    "5003: the database is briefly unavailable (a restart, a failover); try again after Retry-After seconds",
  );
  return responses;
}

const endpointsOfContracts = () =>
  Object.entries(contracts)
    .filter(([key]) => key.endsWith("Endpoints"))
    .flatMap(([, group]) => Object.values(group as Record<string, TAnyEndpoint>));

let named = false;
/**
 * Names the entities the endpoints answer (a page's item or the object itself) after their export in
 * contracts (`ZProduct` → `Product`), so the document shows them once under components.schemas.
 */
export function nameContractSchemas(): void {
  if (named) return;
  named = true;
  const nameOf = new Map<unknown, string>();
  for (const [key, value] of Object.entries(contracts)) {
    if (/^Z[A-Z]/.test(key) && value instanceof z.ZodObject) nameOf.set(value, key.slice(1));
  }
  const add = (schema: unknown) => {
    const name = nameOf.get(schema);
    if (name && !z.globalRegistry.has(schema as z.ZodType))
      z.globalRegistry.add(schema as z.ZodType, { id: name });
  };
  for (const e of endpointsOfContracts()) {
    const output = e.output;
    if (!(output instanceof z.ZodObject)) continue;
    add(output);
    const list = output.shape.list;
    if (list instanceof z.ZodArray) add(list.element);
  }
  z.globalRegistry.add(ZErrorEnvelope, { id: "ErrorEnvelope" });
}

export function swaggerOptions(): SwaggerOptions {
  nameContractSchemas();
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "WMS platform API",
        version: "1.0.0",
        description:
          "Every answer is the envelope `{ code, message, data }` (docs/api.md). Sign in with POST /api/sign-in " +
          "for a bearer token; every call that changes something also sends X-CSRFToken (GET /api/csrf-token).",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: "/", description: "This platform" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "The access token from sign-in" },
          csrf: {
            type: "apiKey",
            in: "header",
            name: "X-CSRFToken",
            description: "From GET /api/csrf-token",
          },
        },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document) as { schema: Record<string, unknown>; url: string };
      const { schema } = transformed;
      if (!schema || schema.hide) return transformed;
      const access = (document.route.config as { access?: TAccess } | undefined)?.access;
      const method = [document.route.method].flat()[0] ?? "GET";
      const produces = schema.produces as string[] | undefined;
      const file = produces && {
        200: {
          description: "The file",
          content: Object.fromEntries(
            produces.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
          ),
        },
      };
      schema.response = { ...errorResponsesOf(method, access), ...(file ?? (schema.response as object)) };
      return transformed;
    },
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document) as Record<string, unknown>;
      const tags = [...new Set(endpointsOfContracts().map((e) => e.tag))]
        .sort()
        .map((name) => ({ name, description: `Calls about ${name}` }));
      return { ...object, tags };
    },
  };
}

/**
 * Keeps only the component schemas the operations use (directly or through each other): the schema
 * generator writes an input and an output variant of every named entity, and most are only answered.
 */
export function withoutUnusedSchemas<
  T extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } },
>(doc: T): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const refsIn = (node: unknown) =>
    [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string);
  const used = new Set<string>();
  let frontier = refsIn(doc.paths);
  while (frontier.length) {
    const next: string[] = [];
    for (const name of frontier) {
      if (used.has(name)) continue;
      used.add(name);
      next.push(...refsIn(schemas[name]));
    }
    frontier = next;
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas: kept } };
}
