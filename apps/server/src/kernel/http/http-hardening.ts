import rateLimit from "@fastify/rate-limit";
import { Code, httpStatusOf, translate } from "@wms/contracts";
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import { languageOf } from "../i18n.ts";
import { inputGuardPlugin } from "./input-guard.ts";

/**
 * What both servers (app and marketing site) do before a request reaches a route: who the client is
 * (proxy trust), how much it may send, how often, and the envelope for the framework's own refusals.
 */

/** TRUST_PROXY: unset/false trusts no proxy (the socket address is the client); a hop count; or addresses/CIDRs. */
export type TTrustProxy = boolean | number | string[];

export function parseTrustProxy(value: string | undefined): TTrustProxy {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number.parseInt(v, 10);
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A certificate and its key (PEM) for a server that speaks HTTPS itself. */
export type TTlsKeyPair = { cert: Buffer | string; key: Buffer | string };

/**
 * Fastify options shared by both servers. With `tls` the server speaks HTTPS, HTTP/2 to the clients that
 * offer it (every current browser: a page's many small chunks travel on one connection) and HTTP/1.1 to the
 * rest, websockets included (a browser opens those over HTTP/1.1).
 */
export function serverOptions(options: {
  logger?: boolean | object;
  trustProxy?: TTrustProxy;
  bodyLimit: number;
  tls?: TTlsKeyPair | undefined;
}): FastifyServerOptions {
  return {
    ...(options.tls ? { http2: true, https: { allowHTTP1: true, ...options.tls } } : {}),
    logger: options.logger ?? false,
    // A hop count trusts that many proxies nearest the server (Fastify's types take it as a function).
    trustProxy:
      typeof options.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(options.trustProxy)
        : (options.trustProxy ?? false),
    bodyLimit: options.bodyLimit,
    return503OnClosing: true,
    // A path Fastify cannot decode (e.g. /api/files/x/%ff%fe) is answered in the envelope like any other 4001.
    frameworkErrors: (_error, request, rawReply) => {
      (rawReply as FastifyReply)
        .status(httpStatusOf[Code.badRequest])
        .send({ code: Code.badRequest, message: translate("badUrl", languageOf(request)), data: null });
    },
  };
}

/** Bodies of public calls (sign-in, sign-up, checkout, third-party callbacks) are small; nobody needs more. */
export const publicBodyLimit = 256 * 1024;

const authCall =
  /\/(sign-in|register|get-aes-key|get-aes-key-login|auth\/forgot-password|auth\/reset-password)$/;

/**
 * Per-IP request limits and per-route body limits, set on each /api route as it is added. Must be
 * registered before any route: @fastify/rate-limit reads `config.rateLimit` in its own onRoute hook,
 * so ours has to run first (an earlier version set it afterwards and the limit never applied).
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  limits: { authPerMinute: number; publicPerMinute: number },
) {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const config = (route.config ?? {}) as { access?: unknown; rateLimit?: unknown };
    if (config.access !== "public") return;
    route.bodyLimit ??= publicBodyLimit;
    if (config.rateLimit) return;
    const max = authCall.test(route.url) ? limits.authPerMinute : limits.publicPerMinute;
    route.config = { ...config, rateLimit: { max, timeWindow: "1 minute" } } as typeof route.config;
  });
  await app.register(rateLimit, { global: false });
  await app.register(inputGuardPlugin);
}
