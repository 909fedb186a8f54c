import {
  Code,
  httpStatusOf,
  inputPlaceOf,
  operationIdOf,
  type TAccess,
  type TAnyEndpoint,
  type TEndpoint,
  type TFileOutput,
  type TSuccess,
  ZEnvelope,
} from "@wms/contracts";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from "fastify";
import { z } from "zod";
import type { AccessScope } from "../access/access-scope.ts";
import type { TAppContext } from "../context.ts";
import type { TWithTexts } from "../errors.ts";
import { mutating, scopeOf } from "./auth-plugin.ts";
import { ok } from "./envelope.ts";
import { errorCodesOf, ZErrorEnvelope } from "./openapi.ts";

/** Each module exports one of these; app.ts registers them all under /api. */
export type TModuleRoutes = (app: FastifyInstance, ctx: TAppContext) => Promise<void> | void;

/** What a handler receives: the parsed input, the caller's scope (signed-in endpoints only) and the raw call. */
export type TRouteCall<I, P = Record<string, string>> = {
  input: I;
  params: P;
  /** The caller's tenant scope; reading it on a public endpoint without a session answers 2003. */
  readonly scope: AccessScope;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** The envelope's data as the handler gives it: any string may still be a Text, rendered on the way out. */
type TDataOf<O> = O extends z.ZodType ? TWithTexts<z.input<O>> : never;
/** A handler answers the envelope's data, or the reply itself when it sent something else (a file, a bulk answer). */
type THandler<I extends z.ZodType, O extends z.ZodType | TFileOutput, P> = (
  call: TRouteCall<z.output<I>, P>,
) => Promise<TDataOf<O> | FastifyReply> | TDataOf<O> | FastifyReply;

/** Path parameters (`files/products/:name`) and route settings the endpoint does not carry (a rate limit). */
type TRouteOptions<P> = {
  params?: P;
  config?: Omit<FastifyContextConfig, "access" | "csrf" | "errorCodes">;
};

const codeOf: Record<TSuccess, typeof Code.ok | typeof Code.created | typeof Code.accepted> = {
  ok: Code.ok,
  created: Code.created,
  accepted: Code.accepted,
};

/** Per-operation security for the API reference: what the access check and the CSRF check really ask. */
export function securityOf(e: Pick<TAnyEndpoint, "method" | "access" | "csrf">): Record<string, never[]>[] {
  const needs: Record<string, never[]> = {};
  if (e.access !== "public") needs.bearer = [];
  if (mutating.has(e.method) && e.csrf !== false) needs.csrf = [];
  return Object.keys(needs).length ? [needs] : [];
}

/** The Fastify schema of an endpoint: validation of its input and answer, and its OpenAPI operation. */
export function schemaOf(e: TAnyEndpoint, params?: z.ZodType): FastifySchema {
  const schema: Record<string, unknown> = {
    summary: e.summary,
    operationId: operationIdOf(e),
    tags: [e.tag],
    security: securityOf(e),
  };
  if (e.input) schema[inputPlaceOf(e) === "query" ? "querystring" : "body"] = e.input;
  if (e.upload) schema.consumes = ["multipart/form-data"];
  if (params) schema.params = params;
  if ("file" in e.output) {
    schema.produces = [e.output.file];
  } else if (e.redirect) {
    schema.response = { 302: z.null().describe("Sends the browser on (Location)") };
  } else {
    const answer = ZEnvelope(e.output);
    // A silent error code shares the success status, so the answer is either envelope.
    schema.response = {
      [httpStatusOf[codeOf[e.success ?? "ok"]]]: e.silent ? z.union([answer, ZErrorEnvelope]) : answer,
    };
  }
  return schema as FastifySchema;
}

/**
 * Serves one endpoint of `packages/contracts`: its method, path, access rule, input and answer come
 * from the definition, so the server and the web client cannot disagree. The handler returns the
 * envelope's data; the answer's code and message follow the endpoint's `success` and `message`.
 */
export function defineRoute<
  I extends z.ZodType,
  O extends z.ZodType | TFileOutput,
  P extends z.ZodType = z.ZodType<Record<string, string>>,
>(
  app: FastifyInstance,
  ctx: Pick<TAppContext, "db">,
  e: TEndpoint<I, O>,
  handler: THandler<I, O, z.output<P>>,
  options: TRouteOptions<P> = {},
): void {
  const access: TAccess = e.access;
  app.route({
    method: e.method,
    url: `/${e.path}`,
    config: {
      ...options.config,
      access,
      ...(e.csrf === false ? { csrf: false } : {}),
      // A public call has the per-address request limit (http-hardening.ts), another one only its own.
      errorCodes: errorCodesOf(
        e as TAnyEndpoint,
        access === "public" || options.config?.rateLimit !== undefined,
      ),
    },
    schema: schemaOf(e as TAnyEndpoint, options.params),
    handler: async (req, reply) => {
      const input = (inputPlaceOf(e) === "query" ? req.query : req.body) as z.output<I>;
      let scope: AccessScope | undefined;
      const call: TRouteCall<z.output<I>, z.output<P>> = {
        input,
        params: req.params as z.output<P>,
        get scope() {
          scope ??= scopeOf(req, ctx.db);
          return scope;
        },
        req,
        reply,
      };
      const result = await handler(call);
      if (result === reply || reply.sent) return reply;
      const success = e.success ?? "ok";
      return ok(reply, result, codeOf[success], e.message);
    },
  });
}

/**
 * A module's routes as a list of `route(endpoint, handler)` lines:
 * `export const fooRoutes = defineRoutes((route, { db }) => { route(fooEndpoints.list, ...) })`.
 */
export function defineRoutes(
  register: (
    route: <
      I extends z.ZodType,
      O extends z.ZodType | TFileOutput,
      P extends z.ZodType = z.ZodType<Record<string, string>>,
    >(
      e: TEndpoint<I, O>,
      handler: THandler<I, O, z.output<P>>,
      options?: TRouteOptions<P>,
    ) => void,
    ctx: TAppContext,
    app: FastifyInstance,
  ) => Promise<void> | void,
): TModuleRoutes {
  return (app, ctx) =>
    register((e, handler, options) => defineRoute(app, ctx, e, handler, options), ctx, app);
}
