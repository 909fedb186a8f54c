import type { TAccess } from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AccessScope } from "../access/access-scope.ts";
import { bearerOf, findSession, type TSession } from "../access/session.ts";
import type { Db } from "../db/client.ts";
import { AppError, forbidden, loginExpired } from "../errors.ts";
import { isValidCsrfToken } from "./csrf.ts";

export type { TAccess };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: TAccess;
    /** false only for calls signed by a third party instead (payment webhooks). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    session: TSession | null;
  }
  interface FastifyInstance {
    /** "METHOD /path" of every /api, /ws and websocket route with its access rule (the tenant matrix checks it is complete). */
    accessRules: Map<string, TAccess>;
  }
}

/** Methods that change something: they must carry a CSRF token (unless the route is signed by a third party). */
export const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The scope of a signed-in caller; routes that allow anonymous callers must not use it. */
export function scopeOf(request: FastifyRequest, db: Db): AccessScope {
  if (!request.session) throw loginExpired();
  return new AccessScope(db, request.session);
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; secret: string }) => {
  app.decorateRequest("session", null);
  app.decorate("accessRules", new Map<string, TAccess>());

  // An endpoint without an access rule does not start: the check cannot be forgotten.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") && !route.url.startsWith("/ws/") && !route.websocket) return;
    if (route.url.startsWith("/api/docs")) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} has no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.accessRules.set(`${method} ${route.url}`, route.config.access);
    }
  });

  app.addHook("preValidation", async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return;
    if (mutating.has(request.method) && config.csrf !== false) {
      const token = request.headers["x-csrftoken"];
      if (!isValidCsrfToken(options.secret, typeof token === "string" ? token : undefined)) {
        throw new AppError(Code.csrfInvalid, "csrfInvalid");
      }
    }
    // The token travels in the query string only on the websocket upgrade (a browser cannot set headers
    // there); everywhere else a URL token would end up in logs and histories, so it is not read.
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = config.socket === true && typeof query?.token === "string";
    const raw = bearerOf(request.headers.authorization) ?? (fromQuery ? (query.token as string) : null);
    request.session = raw ? await findSession(options.db, raw) : null;
    if (access === "public") return;
    if (!request.session) throw loginExpired();
    if (access !== "signedIn" && !access.includes(request.session.role)) throw forbidden();
  });
});
