import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { TAppContext } from "../kernel/context.ts";
import { notFound } from "../kernel/errors.ts";
import { authPlugin } from "../kernel/http/auth-plugin.ts";
import { envelopePlugin } from "../kernel/http/envelope.ts";
import {
  registerRequestLimits,
  serverOptions,
  type TTlsKeyPair,
  type TTrustProxy,
} from "../kernel/http/http-hardening.ts";
import { swaggerOptions, withoutUnusedSchemas } from "../kernel/http/openapi.ts";
import { securityHeaders } from "../kernel/http/security-headers.ts";
import { upgradeGate } from "../kernel/http/upgrade-gate.ts";
import { installModules } from "./modules.ts";

export type TBuildOptions = {
  logger?: boolean | object;
  /** Folder of the built web app to serve with an SPA fallback (production). */
  webDist?: string;
  /** Requests per minute per IP on the sign-in family of calls (AUTH_RATE_LIMIT). */
  authRateLimit?: number;
  /** Requests per minute per IP on every other public call (PUBLIC_RATE_LIMIT). */
  publicRateLimit?: number;
  /** Which proxies may say who the client is (TRUST_PROXY); none by default. */
  trustProxy?: TTrustProxy;
  /** Speak HTTPS (and HTTP/2) with this certificate (TLS_CERT_FILE, TLS_KEY_FILE); plain HTTP without. */
  tls?: TTlsKeyPair | undefined;
  /** Sees every route as it is added, schemas included (a test checks every request string is capped). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(ctx: TAppContext, options: TBuildOptions = {}): Promise<FastifyInstance> {
  const modules = installModules();
  const app = Fastify(
    serverOptions({
      logger: options.logger,
      trustProxy: options.trustProxy,
      bodyLimit: 2 * 1024 * 1024,
      tls: options.tls,
    }),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  await app.register(envelopePlugin);
  // API answers above 1 KB go brotli or gzip as the client accepts; the web build's files are compressed
  // once at build time instead (serveSpa), and file answers that are compressed already (xlsx, PDF, PNG)
  // are left as they are.
  // Request bodies are not inflated: a compressed body is refused as before, so the body limits and the
  // input guard see what was sent.
  app.addHook("onRoute", (route) => {
    route.decompress = false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(securityHeaders, {
    publicUrl: ctx.config.publicUrl,
    dist: options.webDist,
    wsPort: ctx.config.wsPort,
  });
  await app.register(swagger, swaggerOptions());
  // Before any route: per-IP limits and body limits per route, then the input guard (first check of every call).
  await registerRequestLimits(app, {
    authPerMinute: options.authRateLimit ?? 60,
    publicPerMinute: options.publicRateLimit ?? 300,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await app.register(websocket);
  await app.register(upgradeGate);
  await app.register(authPlugin, { db: ctx.db, secret: ctx.secret });

  // Form-encoded bodies (create-add-provider is form-encoded in the spec).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(
    async (api) => {
      for (const module of modules) await module.routes?.(api, ctx);
      let doc: unknown;
      const document = async () => {
        doc ??= withoutUnusedSchemas(app.swagger());
        return doc;
      };
      api.get("/docs", { config: { access: "public" }, schema: { hide: true } }, document);
      api.get("/docs/json", { config: { access: "public" }, schema: { hide: true } }, document);
    },
    { prefix: "/api" },
  );
  await app.register(async (root) => {
    for (const module of modules) await module.sockets?.(root, ctx);
  });

  if (options.webDist && fs.existsSync(path.join(options.webDist, "index.html"))) {
    await serveSpa(app, options.webDist);
  }
  return app;
}

/**
 * How long a browser may keep a file of the web build: the hashed files under /assets/ never change (a new
 * build names new files), so a year without asking; everything else (index.html, favicon) is revalidated.
 */
export function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Serves a built single-page app: real files by path, each as the .br or .gz written beside it at build
 * time when the client accepts it (apps/web/build/precompress-plugin.ts), and index.html for every other
 * GET outside /api and /ws.
 */
export async function serveSpa(app: FastifyInstance, dist: string) {
  const root = path.resolve(dist);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // @fastify/compress leaves these alone (they carry their encoding); the header says how long they keep.
    setHeaders: (reply) =>
      reply.header("cache-control", cacheControlOf(reply.request.url.split("?")[0] ?? "")),
  });
  const indexHtml = fs.readFileSync(path.join(root, "index.html"));
  app.get("/*", { config: { access: "public" }, schema: { hide: true } }, async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split("?")[0] ?? "/");
    if (urlPath.startsWith("/api/") || urlPath.startsWith("/ws/")) throw notFound("routeNotFound");
    const file = path.join(root, urlPath);
    if (urlPath !== "/" && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(urlPath);
    return reply.header("cache-control", "no-cache").type("text/html").send(indexHtml);
  });
}
