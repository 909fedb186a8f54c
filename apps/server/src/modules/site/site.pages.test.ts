import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteTestApp, type TSiteTestApp } from "../../../test/support/site.test-helpers.ts";

/** A built site in miniature: the page template, seo.json as the site's build writes it, and one asset. */
function fakeSiteDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "site-dist-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html lang="en"><head><!--seo:start--><title>landing</title><!--seo:end--></head><body><div id="root"></div></body></html>',
  );
  const head = (title: string) => ({
    en_us: `<title>${title} en</title><link rel="canonical" href="{{ORIGIN}}{{PATH}}">`,
    zh_cn: `<title>${title} zh</title><link rel="canonical" href="{{ORIGIN}}{{PATH}}?lang=zh_cn">`,
  });
  fs.writeFileSync(
    path.join(dist, "seo.json"),
    JSON.stringify({
      htmlLang: { en_us: "en", zh_cn: "zh-CN" },
      pages: [
        { key: "landing", path: "/", pattern: "^/$", inSitemap: true, head: head("Landing") },
        {
          key: "checkout",
          path: "/checkout/:planId",
          pattern: "^/checkout/[^/]+/?$",
          inSitemap: false,
          head: head("Checkout"),
        },
        {
          key: "introduction",
          path: "/esty-introduction",
          pattern: "^/esty-introduction/?$",
          inSitemap: true,
          head: head("Introduction"),
        },
      ],
      notFound: {
        en_us: '<title>Not found en</title><meta name="robots" content="noindex">',
        zh_cn: '<title>Not found zh</title><meta name="robots" content="noindex">',
      },
    }),
  );
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('site');\n");
  return dist;
}

describe("the site's pages on SITE_PORT", () => {
  let t: TSiteTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeSiteDist();
    t = await createSiteTestApp({ SITE_PUBLIC_URL: "https://collector.example.com" }, { siteDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("sends each page with its own head tags, in the language of the cookie or of ?lang=", async () => {
    const en = await get("/esty-introduction");
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain("<title>Introduction en</title>");
    expect(en.body).toContain('href="https://collector.example.com/esty-introduction"');
    expect(en.body).not.toContain("<title>landing</title>");

    const zh = await get("/checkout/pro", { cookie: "language_type=zh_cn" });
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain("<title>Checkout zh</title>");
    expect((await get("/?lang=zh_cn")).body).toContain("<title>Landing zh</title>");
  });

  it("answers a path that is no page with 404 and the noindex not-found head", async () => {
    for (const url of ["/no-such-page", "/esty-introduction/extra", "/index.html"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("serves built files, hashed assets for a year, and never a file outside the build", async () => {
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await get("/seo.json")).statusCode).toBe(200);
    expect((await get("/../package.json")).statusCode).toBe(404);
    expect((await get("/assets/%2e%2e/%2e%2e/etc/passwd")).body).not.toContain("root:");
  });

  it("lists the indexable pages in sitemap.xml and points robots.txt at it", async () => {
    const xml = (await get("/sitemap.xml")).body;
    expect(xml).toContain("<loc>https://collector.example.com/esty-introduction</loc>");
    expect(xml).toContain('hreflang="zh-CN" href="https://collector.example.com/?lang=zh_cn"');
    expect(xml).not.toContain("/checkout/");
    const robots = (await get("/robots.txt")).body;
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: https://collector.example.com/sitemap.xml");
  });

  it("answers unknown API calls with the envelope, not with a page", async () => {
    const res = await get("/api/site/no-such-call");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 4004 });
  });
});
