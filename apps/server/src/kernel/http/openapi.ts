import type { SwaggerOptions } from "@fastify/swagger";
import * as contracts from "@wms/contracts";
import { Code, httpStatusOf, type TAccess, type TAnyEndpoint, type TCode } from "@wms/contracts";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { mutating } from "./auth-plugin.ts";

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

type TErrorCode = Exclude<
  TCode,
  typeof Code.ok | typeof Code.created | typeof Code.accepted | typeof Code.partial
>;

/** What each error code means, as the API reference says it beside the code. */
const meaningOf: Record<TErrorCode, string> = {
  2003: "not signed in, or the session has expired",
  4001: "the input is not valid (field errors in data.fields)",
  4003: "the caller's role may not do this, or the account is frozen",
  4004: "not found, or not the caller's",
  4009: "refused in the current state, or changed meanwhile",
  4019: "missing or stale CSRF token",
  4029: "too many requests; try again later (Retry-After when known)",
  4091: "the link already has records (data.records)",
  11006: "no shop is bound (the error envelope, with HTTP 200)",
  12004: "there is no mission yet (the error envelope, with HTTP 200)",
  5001: "an unexpected error on the server",
  5003: "the database is briefly unavailable (a restart, a failover); try again after Retry-After seconds",
  5007: "the server could not store a file (disk full or not writable)",
};

const describeCodes = (codes: readonly TCode[]) =>
  codes.map((code) => `${code}: ${meaningOf[code as TErrorCode]}`).join("; ");

/** The route's error codes, for the test harness and this document. */
declare module "fastify" {
  interface FastifyContextConfig {
    /** Every error code the route can answer (`errorCodesOf`): the API reference lists exactly these. */
    errorCodes?: readonly TCode[];
  }
}

/**
 * Every error code an endpoint can answer: those its access and method imply and those it declares
 * (`errors`, `silent`). `throttled`: a per-address request limit applies (every public call has one).
 */
export function errorCodesOf(
  e: Pick<TAnyEndpoint, "method" | "access" | "csrf" | "errors" | "silent">,
  throttled: boolean,
): TCode[] {
  const codes = new Set<TCode>([Code.badRequest, Code.notFound, Code.internal, Code.unavailable]);
  if (e.access !== "public") codes.add(Code.loginExpired).add(Code.forbidden);
  if (mutating.has(e.method) && e.csrf !== false) codes.add(Code.csrfInvalid);
  if (e.method !== "GET") codes.add(Code.conflict);
  if (throttled) codes.add(Code.tooManyRequests);
  for (const code of [...(e.errors ?? []), ...(e.silent ?? [])]) codes.add(code);
  return [...codes].sort((x, y) => x - y);
}

/**
 * The error answers of an operation, one per HTTP status, its description naming every code that
 * travels with it. Codes that share the success status (11006, 12004) are named in its description.
 */
export function errorResponsesOf(codes: readonly TCode[], successStatus: number) {
  const byStatus = new Map<number, TCode[]>();
  for (const code of codes) {
    const status = httpStatusOf[code];
    if (status !== successStatus) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([x], [y]) => x - y)
      .map(([status, sharing]) => [status, errorAnswer(describeCodes(sharing))]),
  );
}

/** The success answer's description: its code, and the error codes that share its status. */
function successDescription(status: number, codes: readonly TCode[]): string {
  const code = status === 201 ? Code.created : status === 202 ? Code.accepted : Code.ok;
  const sharing = codes.filter((c) => httpStatusOf[c] === status);
  const said = `Done: the envelope with code ${code}`;
  return sharing.length ? `${said}; or ${describeCodes(sharing)}` : said;
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
      const config = document.route.config as { access?: TAccess; errorCodes?: readonly TCode[] } | undefined;
      const method = ([document.route.method].flat()[0] ?? "GET") as TAnyEndpoint["method"];
      const access = config?.access ?? "public";
      const codes = config?.errorCodes ?? errorCodesOf({ method, access }, access === "public");
      const produces = schema.produces as string[] | undefined;
      const success = produces
        ? {
            200: {
              description: "The file",
              content: Object.fromEntries(
                produces.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
              ),
            },
          }
        : (schema.response as Record<string, Record<string, unknown>>);
      const successStatus = Number(Object.keys(success ?? {})[0] ?? 200);
      const answer = success?.[successStatus];
      if (answer && !produces && successStatus < 300) {
        answer["x-response-description"] = successDescription(successStatus, codes);
      }
      schema.response = { ...errorResponsesOf(codes, successStatus), ...success };
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
