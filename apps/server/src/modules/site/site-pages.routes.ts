import fs from "node:fs";
import path from "node:path";
import { type TLanguage, toLanguage } from "@wms/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../kernel/errors.ts";

/** dist/seo.json, written by the site's build (apps/site/build/seo-head.ts): head tags per page and language. */
type TSeoManifest = {
  htmlLang: Record<TLanguage, string>;
  pages: {
    key: string;
    path: string;
    pattern: string;
    inSitemap: boolean;
    head: Record<TLanguage, string>;
  }[];
  notFound: Record<TLanguage, string>;
};

const headBlock = /<!--seo:start-->[\s\S]*?<!--seo:end-->/;
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The page's language as the site decides it: ?lang=, then the language_type cookie, else English. */
function pageLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.lang === "string") return toLanguage(query.lang);
  const match = (request.headers.cookie ?? "").match(/(?:^|;\s*)language_type=([^;]+)/);
  return toLanguage(match?.[1] ? decodeURIComponent(match[1]) : undefined);
}

export function sitemapXml(manifest: TSeoManifest, origin: string): string {
  const urls = manifest.pages
    .filter((p) => p.inSitemap)
    .map((p) => {
      const loc = `${origin}${p.path}`;
      return [
        "  <url>",
        `    <loc>${escapeHtml(loc)}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(loc)}"/>`,
        `    <xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeHtml(`${loc}?lang=zh_cn`)}"/>`,
        "  </url>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}

/** Where in dist a request path names a real file (never outside dist, never the page template itself). */
function fileOf(dist: string, urlPath: string): string | undefined {
  if (urlPath === "/" || urlPath === "/index.html" || urlPath.endsWith("/")) return undefined;
  const file = path.join(dist, urlPath);
  if (!file.startsWith(`${dist}${path.sep}`)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
}

/**
 * The site's pages with the right title, description and Open Graph tags in the first HTML (crawlers and link
 * previews run no script), its built files, sitemap.xml and robots.txt. A path that is no page answers 404
 * with the not-found head (noindex); the app then shows its not-found page. Unknown /api/ calls answer the
 * envelope's 4004. Needs @fastify/static registered on `app` with `root: siteDist`.
 */
export function registerSitePages(app: FastifyInstance, options: { siteDist: string; origin: string }) {
  const dist = path.resolve(options.siteDist);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, "seo.json"), "utf8")) as TSeoManifest;
  const indexHtml = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const origin = options.origin;
  const pages = manifest.pages.map((page) => ({ ...page, regex: new RegExp(page.pattern) }));

  const render = (head: string, lang: TLanguage, urlPath: string) =>
    indexHtml
      .replace(/<html lang="[^"]*">/, `<html lang="${manifest.htmlLang[lang]}">`)
      .replace(
        headBlock,
        () =>
          `<!--seo:start-->\n    ${head.replaceAll("{{ORIGIN}}", escapeHtml(origin)).replaceAll("{{PATH}}", escapeHtml(urlPath))}\n    <!--seo:end-->`,
      );

  app.get("/sitemap.xml", { config: { access: "public" } }, async (_req, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("application/xml")
      .send(sitemapXml(manifest, origin)),
  );
  app.get("/robots.txt", { config: { access: "public" } }, async (_req, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(origin)),
  );

  app.get("/*", { config: { access: "public" } }, async (req, reply) => {
    const urlPath = decodedPath(req.url);
    if (urlPath?.startsWith("/api/") || urlPath === "/api") throw notFound("routeNotFound");
    const file = urlPath === undefined ? undefined : fileOf(dist, urlPath);
    if (file && urlPath) {
      const immutable = urlPath.startsWith("/assets/");
      return reply
        .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600")
        .sendFile(path.relative(dist, file));
    }
    const lang = pageLanguage(req);
    const page = urlPath === undefined ? undefined : pages.find((p) => p.regex.test(urlPath));
    const shownPath = req.url.split("?")[0] ?? "/";
    return reply
      .code(page ? 200 : 404)
      .header("cache-control", "no-cache")
      .header("vary", "cookie")
      .type("text/html; charset=utf-8")
      .send(render(page ? page.head[lang] : manifest.notFound[lang], lang, shownPath));
  });
}
