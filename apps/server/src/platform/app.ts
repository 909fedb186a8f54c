import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { accountsRoutes } from "../modules/accounts/accounts.routes.ts";
import { authRoutes } from "../modules/auth/auth.routes.ts";
import { customersRoutes } from "../modules/customers/customers.routes.ts";
import { dashboardRoutes } from "../modules/dashboard/dashboard.routes.ts";
import { inventoryRoutes } from "../modules/inventory/inventory.routes.ts";
import { logisticsRoutes } from "../modules/logistics/logistics.routes.ts";
import { mailRoutes } from "../modules/mail/mail.routes.ts";
import { missionsRoutes } from "../modules/missions/missions.routes.ts";
import { ordersRoutes } from "../modules/orders/orders.routes.ts";
import { packingRoutes } from "../modules/packing/packing.routes.ts";
import { productsRoutes } from "../modules/products/products.routes.ts";
import { receiptsRoutes } from "../modules/receipts/receipts.routes.ts";
import { settingsRoutes } from "../modules/settings/settings.routes.ts";
import { shippingRoutes } from "../modules/shipping/shipping.routes.ts";
import { storageRoutes } from "../modules/storage/storage.routes.ts";
import { notificationsSocket } from "../modules/system/notifications.routes.ts";
import { systemRoutes } from "../modules/system/system.routes.ts";
import { tenancyRoutes } from "../modules/tenancy/tenancy.routes.ts";
import { warehousesRoutes } from "../modules/warehouses/warehouses.routes.ts";
import { wavesRoutes } from "../modules/waves/waves.routes.ts";
import { webhooksRoutes } from "../modules/webhooks/webhooks.routes.ts";
import { authPlugin } from "./auth-plugin.ts";
import type { TAppContext } from "./context.ts";
import { envelopePlugin } from "./envelope.ts";
import { notFound } from "./errors.ts";
import { registerRequestLimits, serverOptions, type TTrustProxy } from "./http-hardening.ts";
import type { TModuleRoutes } from "./route-kit.ts";
import { securityHeaders } from "./security-headers.ts";

/** Every module's routes, mounted under /api. New domains add one line here. */
const modules: TModuleRoutes[] = [
  systemRoutes,
  authRoutes,
  accountsRoutes,
  tenancyRoutes,
  settingsRoutes,
  mailRoutes,
  missionsRoutes,
  customersRoutes,
  productsRoutes,
  webhooksRoutes,
  warehousesRoutes,
  storageRoutes,
  inventoryRoutes,
  receiptsRoutes,
  logisticsRoutes,
  ordersRoutes,
  shippingRoutes,
  packingRoutes,
  wavesRoutes,
  dashboardRoutes,
];

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
  /** Sees every route as it is added, schemas included (a test checks every request string is capped). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(ctx: TAppContext, options: TBuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(
    serverOptions({ logger: options.logger, trustProxy: options.trustProxy, bodyLimit: 2 * 1024 * 1024 }),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  await app.register(envelopePlugin);
  await app.register(securityHeaders, { publicUrl: ctx.config.publicUrl, dist: options.webDist });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "WMS platform API",
        version: "1.0.0",
        description: "Envelope { code, message, data }; see docs/api.md",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          csrf: { type: "apiKey", in: "header", name: "X-CSRFToken" },
        },
      },
      security: [{ bearer: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Before any route: per-IP limits and body limits per route, then the input guard (first check of every call).
  await registerRequestLimits(app, {
    authPerMinute: options.authRateLimit ?? 60,
    publicPerMinute: options.publicRateLimit ?? 300,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await app.register(websocket);
  await app.register(authPlugin, { db: ctx.db, secret: ctx.secret });

  // Form-encoded bodies (create-add-provider is form-encoded in the spec).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(
    async (api) => {
      for (const register of modules) await register(api, ctx);
      api.get("/docs", { config: { access: "public" }, schema: { hide: true } }, async () => app.swagger());
      api.get("/docs/json", { config: { access: "public" }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: "/api" },
  );
  await app.register(async (ws) => notificationsSocket(ws, ctx));

  if (options.webDist && fs.existsSync(path.join(options.webDist, "index.html"))) {
    await serveSpa(app, options.webDist);
  }
  return app;
}

/** Serves a built single-page app: real files by path, index.html for every other GET outside /api and /ws. */
export async function serveSpa(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: "1h" });
  const indexHtml = fs.readFileSync(path.join(dist, "index.html"));
  app.get("/*", { config: { access: "public" } }, async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split("?")[0] ?? "/");
    if (urlPath.startsWith("/api/") || urlPath.startsWith("/ws/")) throw notFound("routeNotFound");
    const file = path.join(dist, urlPath);
    if (urlPath !== "/" && file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = urlPath.startsWith("/assets/");
      return reply
        .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache")
        .sendFile(urlPath);
    }
    return reply.header("cache-control", "no-cache").type("text/html").send(indexHtml);
  });
}
