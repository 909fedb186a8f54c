import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { TAppContext } from "../kernel/context.ts";
import { authPlugin } from "../kernel/http/auth-plugin.ts";
import { envelopePlugin } from "../kernel/http/envelope.ts";
import {
  registerRequestLimits,
  serverOptions,
  type TTlsKeyPair,
  type TTrustProxy,
} from "../kernel/http/http-hardening.ts";
import { securityHeaders } from "../kernel/http/security-headers.ts";
import { loadSiteConfig, registerSitePages, siteRoutes } from "../modules/site/index.ts";

export type TSiteAppOptions = {
  /** Folder of the built marketing site (apps/site/dist, with its seo.json); without it only /api/site/* is served. */
  siteDist?: string;
  logger?: boolean | object;
  /** Which proxies may say who the client is (TRUST_PROXY); none by default. */
  trustProxy?: TTrustProxy;
  publicRateLimit?: number;
  /** Speak HTTPS (and HTTP/2) with this certificate, as the app does. */
  tls?: TTlsKeyPair | undefined;
};

/**
 * The marketing site on SITE_PORT: its pages (with per-page head tags), sitemap.xml, robots.txt and its own
 * /api/site/* on the same origin, so the site needs no CORS. Same envelope and access rules as the app.
 */
export async function buildSiteApp(
  ctx: TAppContext,
  options: TSiteAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(
    serverOptions({
      logger: options.logger,
      trustProxy: options.trustProxy,
      bodyLimit: 1024 * 1024,
      tls: options.tls,
    }),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(compress, { global: true, threshold: 1024 });
  // Before any route: the API routes get their own policy as they are added.
  await app.register(securityHeaders, {
    surface: "site",
    publicUrl: loadSiteConfig().sitePublicUrl,
    dist: options.siteDist,
  });
  await app.register(envelopePlugin);
  await registerRequestLimits(app, { authPerMinute: 60, publicPerMinute: options.publicRateLimit ?? 300 });
  await app.register(authPlugin, { db: ctx.db, secret: ctx.secret });
  await app.register(async (api) => siteRoutes(api, ctx), { prefix: "/api" });

  const dist = options.siteDist;
  if (dist && ["index.html", "seo.json"].every((f) => fs.existsSync(path.join(dist, f)))) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      serve: false,
      cacheControl: false,
    });
    registerSitePages(app, { siteDist: dist, origin: loadSiteConfig().sitePublicUrl });
  }
  return app;
}
