import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import { wsPortOrigin } from "@wms/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type TSecurityHeadersOptions = {
  /** "app" (default): the platform on PORT (SPA, /api, /ws); "site": the marketing site on SITE_PORT. */
  surface?: "app" | "site";
  /** The surface's public origin: https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** The built pages (their index.html): each inline <script> (and, on the site, <style>) is allowed by hash. */
  dist?: string | undefined;
  /** The live channel's port for pages opened at an IP address with a port (WS_PORT); 0 or unset: none. */
  wsPort?: number;
};

type TDirectives = NonNullable<
  NonNullable<Exclude<FastifyHelmetOptions["contentSecurityPolicy"], boolean>>["directives"]
>;

/** Shopify's shop domain (https://shopify.dev/docs/apps/build/security/set-up-iframe-protection). */
const shopDomain = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$/;

/** The shop that may frame this request: only the app's launch path `/` with a valid `shop` query parameter. */
export function embeddingShop(rawUrl: string | undefined): string | undefined {
  const url = new URL(rawUrl ?? "/", "http://local");
  const shop = url.searchParams.get("shop") ?? "";
  return url.pathname === "/" && shopDomain.test(shop) ? shop : undefined;
}

/** 'sha256-…' sources of every inline <script> (and <style>) element of a built page template. */
function inlineHashes(html: string, tag: "script" | "style"): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "gi");
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(pattern)) {
    if (!body || /\bsrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function readTemplate(dist: string | undefined): string {
  const file = dist && path.join(dist, "index.html");
  return file && fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/**
 * Directives of the pages. No inline script anywhere (the built templates have none; any that appears is
 * allowed by its hash only). Styles: the site's inlined main stylesheet by hash; the app needs
 * 'unsafe-inline' because antd (cssinjs) inserts <style> elements at run time, and a nonce would have to be
 * put into index.html per request and handed to antd's ConfigProvider (a hash cannot cover generated CSS).
 */
function pageDirectives(options: TSecurityHeadersOptions, https: boolean): TDirectives {
  const html = readTemplate(options.dist);
  const scripts = inlineHashes(html, "script");
  const common = {
    "default-src": ["'self'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
    "script-src": ["'self'", ...scripts],
    "script-src-attr": ["'none'"],
    "form-action": ["'self'"],
    "font-src": ["'self'", "data:"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  if (options.surface === "site") {
    return {
      ...common,
      // The site loads only its own files and its own /api/site/*; Stripe Checkout is a top-level
      // navigation (location.assign to the session URL), which no fetch directive governs.
      "style-src": ["'self'", ...inlineHashes(html, "style")],
      "img-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'none'"],
      "frame-ancestors": ["'none'"],
    };
  }
  const origin = new URL(options.publicUrl);
  const socket = `${origin.protocol === "https:" ? "wss:" : "ws:"}//${origin.host}`;
  return {
    ...common,
    "style-src": ["'self'", "'unsafe-inline'"],
    // Uploaded files (same origin), product images at external https URLs, data: and blob: previews.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    // The API and the notification socket (/ws/notifications) on the same origin; blob: so a page can read
    // back a PDF preview it made (the waybill preview's bytes).
    "connect-src": ["'self'", socket, "blob:", (req: IncomingMessage) => wsPortSource(req, options, https)],
    // PDFs (labels, waybills, pick lists) are fetched, then shown as blob: URLs in an iframe or a new tab.
    "frame-src": ["'self'", "blob:"],
    "frame-ancestors": [
      (req: IncomingMessage) => {
        const shop = embeddingShop(req.url);
        return shop ? `https://${shop} https://admin.shopify.com` : "'none'";
      },
    ],
  };
}

/**
 * The live channel on WS_PORT, for a page asked for at an IP address with a port (the only pages whose
 * app opens it: contracts' wsPortOrigin); nothing more for every other page.
 */
function wsPortSource(req: IncomingMessage, options: TSecurityHeadersOptions, https: boolean): string {
  if (!options.wsPort || !req.headers.host) return "";
  let page: URL;
  try {
    page = new URL(`${https ? "https" : "http"}://${req.headers.host}`);
  } catch {
    return "";
  }
  return wsPortOrigin(page, options.wsPort) ?? "";
}

/** /api and /ws answer data, never a page: nothing may load, run or frame it. */
const apiDirectives: TDirectives = {
  "default-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
};

/**
 * Security headers of both servers through @fastify/helmet: CSP (pages, and a stricter one on /api and
 * /ws), nosniff, Referrer-Policy strict-origin-when-cross-origin, X-Frame-Options DENY (dropped on the
 * app's launch path when a valid shop embeds it), HSTS when the public URL is https. Register it before
 * the routes: API routes get their policy when they are added.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: TSecurityHeadersOptions) {
  const https = new URL(options.publicUrl).protocol === "https:";
  // Before helmet's own onRoute hook, which turns a route's `helmet` option into its configuration.
  app.addHook("onRoute", (route) => {
    if (route.helmet === undefined && /^\/(api|ws|websocket)(\/|$)/.test(route.url ?? "")) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: apiDirectives } };
    }
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(options, https) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
  });
  if (options.surface !== "site") {
    // frame-ancestors already names the shop; X-Frame-Options has no value that allows it.
    app.addHook("onRequest", async (request, reply) => {
      if (embeddingShop(request.url)) reply.raw.removeHeader("x-frame-options");
    });
  }
}

export const securityHeaders = fp(securityHeadersPlugin, { name: "security-headers", fastify: "5.x" });

/**
 * Content-Disposition of a stored upload: inline only for the image types checked from the file's bytes
 * (never SVG or HTML), attachment otherwise; the file name keeps only safe characters.
 */
export function uploadDisposition(contentType: string, name: string): string {
  const inline = /^image\/(jpeg|png|gif)$/.test(contentType);
  const safeName = name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100) || "file";
  return `${inline ? "inline" : "attachment"}; filename="${safeName}"`;
}
