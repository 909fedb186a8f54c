import { textCaps } from "@wms/contracts";
import type { RouteOptions } from "fastify";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect } from "vitest";
import { buildApp } from "../src/app/app.ts";
import { siteRoutes } from "../src/modules/site/index.ts";
import { appTest } from "./fixtures.ts";

/**
 * Every string a route takes (params, query, body) carries its own length cap, and an answer that says so:
 * the input guard's 10,000-character ceiling is the last line, not the rule. The walk goes through the zod
 * schemas each route declares, so a new route or field without `.max(n, "field.tooLong")` fails here.
 */

/** zod 4 internals the walk needs (`schema._zod.def`); see node_modules/zod/v4/core/schemas.d.ts. */
type TDef = { type: string; [key: string]: unknown };
type TSchema = { _zod: { def: TDef }; safeParse(value: unknown): { error?: { issues: TIssue[] } } };
type TIssue = { code: string; message: string; path: PropertyKey[] };
type TCheck = { _zod: { def: { check?: string; format?: string; maximum?: number; length?: number } } };

const isSchema = (value: unknown): value is TSchema =>
  typeof value === "object" && value !== null && "_zod" in value;

/** String formats whose pattern alone bounds the length (a uuid is 36 characters). */
const boundedFormats = new Set(["uuid", "guid"]);

function checksOf(schema: TSchema): TCheck[] {
  return (schema._zod.def.checks as TCheck[] | undefined) ?? [];
}

function formatsOf(schema: TSchema): string[] {
  const own = schema._zod.def.format;
  return [typeof own === "string" ? own : "", ...checksOf(schema).map((c) => c._zod.def.format ?? "")];
}

/** The longest value the string schema accepts, or null when nothing caps it. */
function maxLengthOf(schema: TSchema): number | null {
  const direct = (schema as { maxLength?: unknown }).maxLength;
  if (typeof direct === "number") return direct;
  let max: number | null = null;
  for (const { _zod } of checksOf(schema)) {
    const n =
      _zod.def.check === "max_length"
        ? _zod.def.maximum
        : _zod.def.check === "length_equals"
          ? _zod.def.length
          : undefined;
    if (typeof n === "number") max = max === null ? n : Math.min(max, n);
  }
  return max;
}

/** Calls `visit` with every string schema reachable from `schema` on the input side, and its field path. */
function walkStrings(
  schema: unknown,
  path: string,
  visit: (string: TSchema, path: string) => void,
  seen = new Set<unknown>(),
) {
  if (!isSchema(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const walk = (child: unknown, childPath: string) => walkStrings(child, childPath, visit, seen);
  switch (def.type) {
    case "string":
      visit(schema, path);
      break;
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, at(key));
      walk(def.catchall, at("*"));
      break;
    case "array":
    case "set":
      walk(def.type === "array" ? def.element : def.valueType, `${path}[]`);
      break;
    case "tuple":
      for (const [i, item] of (def.items as unknown[]).entries()) walk(item, `${path}[${i}]`);
      walk(def.rest, `${path}[]`);
      break;
    // Keys are held to 200 characters by the input guard; values need their own cap.
    case "record":
    case "map":
      walk(def.valueType, at("*"));
      break;
    case "union":
      for (const option of def.options as unknown[]) walk(option, path);
      break;
    case "intersection":
      walk(def.left, path);
      walk(def.right, path);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
    case "promise":
      walk(def.innerType, path);
      break;
    case "lazy":
      walk((def.getter as () => unknown)(), path);
      break;
    case "pipe": {
      // What the caller sends meets `in`; after z.preprocess (`in` is a transform) it meets `out`.
      const input = def.in as TSchema;
      walk(input._zod.def.type === "transform" ? def.out : input, path);
      break;
    }
    default:
      // Numbers (coerced from query strings too), booleans, enums, literals, transforms' outputs: no string.
      break;
  }
}

type TRoute = { method: string; url: string; schema: Record<string, unknown> };

/** The problem with one string field's cap, or null when it is capped and says so when it trips. */
function capProblem(string: TSchema): string | null {
  if (formatsOf(string).some((f) => boundedFormats.has(f))) return null;
  const max = maxLengthOf(string);
  if (max === null) return "no maximum length";
  const issues = string.safeParse("a".repeat(max + 1)).error?.issues ?? [];
  const tooBig = issues.find((i) => i.code === "too_big");
  if (!tooBig) return `a value of ${max + 1} characters is not refused as too long`;
  // fieldsOf (kernel/http/envelope.ts) turns anything but a message key into a generic "field.invalid".
  if (/\s/.test(tooBig.message)) return `max(${max}) has no message key (use "field.tooLong")`;
  return null;
}

function uncappedFields(routes: TRoute[]): string[] {
  const found: string[] = [];
  for (const route of routes) {
    for (const part of ["params", "querystring", "body"] as const) {
      const given = route.schema[part];
      if (given !== undefined && !isSchema(given))
        found.push(`${route.method} ${route.url} ${part}: not a zod schema`);
      walkStrings(given, part, (string, path) => {
        const problem = capProblem(string);
        if (problem) found.push(`${route.method} ${route.url} ${path}: ${problem}`);
      });
    }
  }
  return [...new Set(found)].sort();
}

function collector(into: TRoute[]) {
  return (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      into.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
    }
  };
}

const appRoutes: TRoute[] = [];
const siteApiRoutes: TRoute[] = [];
appTest.beforeAll(async ({ app }) => {
  const listed = await buildApp(app.ctx, { onRoute: collector(appRoutes) });
  await listed.ready();
  await listed.close();
  // The marketing site's API (app/site-app.ts mounts the same registrar under /api).
  const site = Fastify();
  site.setValidatorCompiler(validatorCompiler);
  site.setSerializerCompiler(serializerCompiler);
  site.addHook("onRoute", collector(siteApiRoutes));
  await site.register(async (api) => siteRoutes(api, app.ctx), { prefix: "/api" });
  await site.ready();
  await site.close();
});

describe("length caps on request strings", () => {
  appTest("sees every route the app serves", ({ app }) => {
    const seen = new Set(appRoutes.map((r) => `${r.method} ${r.url}`));
    const missing = [...app.app.accessRules.keys()].filter((r) => !seen.has(r));
    expect(missing).toEqual([]);
    expect(appRoutes.filter((r) => r.schema.body ?? r.schema.querystring).length).toBeGreaterThan(50);
    expect(siteApiRoutes.some((r) => r.schema.body)).toBe(true);
  });

  appTest("every string in params, query and body has a maximum length with a message key", () => {
    expect(uncappedFields([...appRoutes, ...siteApiRoutes])).toEqual([]);
  });

  appTest("the walk finds strings behind wrappers and accepts uuids", async () => {
    const { z } = await import("zod");
    const schema = z.object({
      a: z.preprocess((v) => v, z.string().optional()),
      b: z.array(z.union([z.number(), z.string().trim().max(3)])).default([]),
      c: z.string().transform(Number),
      d: z.lazy(() => z.object({ e: z.string().nullable() })),
      f: z.string().uuid(),
      g: z.uuid(),
      h: z.string().max(5, "field.tooLong"),
      i: z.coerce.number(),
      j: z.enum(["x", "y"]),
      k: z.record(z.string(), z.string().max(9, "field.tooLong")),
    });
    expect(uncappedFields([{ method: "POST", url: "/x", schema: { body: schema } }])).toEqual([
      "POST /x body.a: no maximum length",
      `POST /x body.b[]: max(3) has no message key (use "field.tooLong")`,
      "POST /x body.c: no maximum length",
      "POST /x body.d.e: no maximum length",
    ]);
  });

  appTest(
    "a value over its cap is refused naming the field, with the too-long message",
    async ({ app, provider }) => {
      const list = await app.call({
        url: "/api/mail/query-mail",
        token: provider.token,
        query: { keyword: "k".repeat(textCaps.keyword + 1) },
      });
      expect(list.code).toBe(4001);
      expect(list.data).toEqual({ fields: { keyword: "Too long: shorten this value" } });

      const created = await app.call<{ fields: Record<string, string> }>({
        url: "/api/warehouse/create-warehouse",
        token: provider.token,
        body: { code: "W".repeat(textCaps.code + 1), name: "Far", country: "CN", address: "1 Road" },
      });
      expect(created.code).toBe(4001);
      expect(created.data.fields).toEqual({ code: "Too long: shorten this value" });
    },
  );
});
