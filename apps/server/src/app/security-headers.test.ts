import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect } from "vitest";
import { appTest } from "../../test/fixtures.ts";
import { uploadDisposition } from "../kernel/http/security-headers.ts";
import { buildApp } from "./app.ts";
import { buildSiteApp } from "./site-app.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inlineScript = "window.__boot = 1;";
const inlineStyle = "html,body{margin:0}";

/** A built page template in miniature (an inline style and, to prove the hashing, an inline script). */
function fakeDist(extra: Record<string, string> = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "helmet-dist-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html lang="en"><head><!--seo:start--><title>t</title><!--seo:end--><style>${inlineStyle}</style><script>${inlineScript}</script><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>`,
  );
  for (const [name, content] of Object.entries(extra)) fs.writeFileSync(path.join(dist, name), content);
  return dist;
}

/** The CSP as directive name → sources. */
function csp(headers: Record<string, unknown>): Record<string, string[]> {
  const value = String(headers["content-security-policy"] ?? "");
  return Object.fromEntries(
    value
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The headers every page and answer carries: nosniff, a referrer policy and DENY framing. */
function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
}

/** A page's CSP: its own origin by default, scripts from it or inline by hash; the policy, to check more. */
function expectPageCsp(headers: Record<string, unknown>) {
  const policy = csp(headers);
  expect(policy["default-src"]).toEqual(["'self'"]);
  expect(policy["script-src"]).toEqual(["'self'", sha256(inlineScript)]);
  return policy;
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const heads = { en_us: "<title>Landing</title>", zh_cn: "<title>Landing</title>" };
const seo = JSON.stringify({
  htmlLang: { en_us: "en", zh_cn: "zh-CN" },
  pages: [{ key: "landing", path: "/", pattern: "^/$", inSitemap: true, head: heads }],
  notFound: heads,
});

/** `siteWith(publicUrl)`: the marketing site's server on the file's app, with that public URL. */
const test = appTest.extend("siteWith", { scope: "file" }, ({ app }) => async (publicUrl: string) => {
  const saved = process.env.SITE_PUBLIC_URL;
  process.env.SITE_PUBLIC_URL = publicUrl;
  const dist = fakeDist({ "seo.json": seo });
  try {
    const site = await buildSiteApp(app.ctx, { siteDist: dist });
    await site.ready();
    return { app: site, dist };
  } finally {
    if (saved === undefined) delete process.env.SITE_PUBLIC_URL;
    else process.env.SITE_PUBLIC_URL = saved;
  }
});

let spa: FastifyInstance;
let spaDist: string;
test.beforeAll(async ({ app }) => {
  spaDist = fakeDist();
  spa = await buildApp(app.ctx, { webDist: spaDist });
  await spa.ready();
});
test.afterAll(async () => {
  await spa.close();
  fs.rmSync(spaDist, { recursive: true, force: true });
});

describe("security headers of the app (PORT)", () => {
  test("gives API answers nosniff, a referrer policy, DENY framing and a CSP that allows nothing", async ({
    app,
  }) => {
    const res = await app.app.inject({ method: "GET", url: "/api/get-csrf-token" });
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res.headers);
    expect(csp(res.headers)).toEqual({
      "default-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
      "frame-ancestors": ["'none'"],
    });
    // PUBLIC_URL is http in the harness: no HSTS.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const missing = await app.app.inject({ method: "GET", url: "/api/no-such-call" });
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("sends the SPA with a strict CSP: no inline script but by hash, styles inline for antd", async () => {
    const res = await spa.inject({ method: "GET", url: "/p/login" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expectBaseHeaders(res.headers);
    const policy = expectPageCsp(res.headers);
    expect(policy["script-src-attr"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(policy["connect-src"]).toEqual(["'self'", "ws://localhost:3000", "blob:"]);
    expect(policy["frame-src"]).toEqual(["'self'", "blob:"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
    expect(String(res.headers["content-security-policy"])).not.toContain("unsafe-eval");
  });

  test("lets only a valid Shopify shop frame the launch path /", async () => {
    const good = await spa.inject({ method: "GET", url: "/?shop=good.myshopify.com&hmac=abc" });
    expect(good.statusCode).toBe(200);
    expect(csp(good.headers)["frame-ancestors"]).toEqual([
      "https://good.myshopify.com",
      "https://admin.shopify.com",
    ]);
    expect(good.headers["x-frame-options"]).toBeUndefined();

    for (const shop of [
      "evil.com",
      "evil.com%20https://attacker.example",
      "good.myshopify.com.evil.com",
      "-bad.myshopify.com",
      "good.myshopify.com;script-src%20*",
    ]) {
      const res = await spa.inject({ method: "GET", url: `/?shop=${shop}` });
      expect(csp(res.headers)["frame-ancestors"], shop).toEqual(["'none'"]);
      expect(res.headers["x-frame-options"], shop).toBe("DENY");
    }
    // Only the launch path is embeddable.
    const other = await spa.inject({ method: "GET", url: "/ds/login?shop=good.myshopify.com" });
    expect(csp(other.headers)["frame-ancestors"]).toEqual(["'none'"]);
    expect(other.headers["x-frame-options"]).toBe("DENY");
  });

  test("serves uploaded files with their checked type, a content disposition and nosniff", async ({
    app,
  }) => {
    for (const bucket of ["products", "avatars"]) {
      const name = await app.ctx.files.saveImage(bucket, png);
      const res = await app.app.inject({ method: "GET", url: `/api/files/${bucket}/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["content-disposition"]).toBe(`inline; filename="${name}"`);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(csp(res.headers)["default-src"]).toEqual(["'none'"]);
    }
    expect(uploadDisposition("image/svg+xml", 'a".svg')).toBe('attachment; filename="a_.svg"');
    expect(uploadDisposition("text/html", "x.html")).toBe('attachment; filename="x.html"');
  });

  test("lets only a page opened at an IP address with a port reach the live channel on WS_PORT", async () => {
    const at = async (host: string) =>
      csp((await spa.inject({ method: "GET", url: "/p/login", headers: { host } })).headers)["connect-src"];
    expect(await at("192.168.1.20:3000")).toEqual([
      "'self'",
      "ws://localhost:3000",
      "blob:",
      "ws://192.168.1.20:8082",
    ]);
    expect(await at("[::1]:3000")).toEqual(["'self'", "ws://localhost:3000", "blob:", "ws://[::1]:8082"]);
    // A name, an address without a port, or a Host that tries to write into the policy: nothing more.
    for (const host of ["wms.lan:3000", "192.168.1.20", "1.2.3.4:80; script-src *", "x y"]) {
      expect(await at(host), host).toEqual(["'self'", "ws://localhost:3000", "blob:"]);
    }
  });

  test("sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https", async ({ app }) => {
    const https = await buildApp(
      { ...app.ctx, config: { ...app.ctx.config, publicUrl: "https://wms.example.com" } },
      { webDist: spaDist },
    );
    try {
      const api = await https.inject({ method: "GET", url: "/api/get-csrf-token" });
      expect(api.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const page = await https.inject({ method: "GET", url: "/" });
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const policy = csp(page.headers);
      expect(policy["upgrade-insecure-requests"]).toEqual([]);
      expect(policy["connect-src"]).toEqual(["'self'", "wss://wms.example.com", "blob:"]);
    } finally {
      await https.close();
    }
    const page = await spa.inject({ method: "GET", url: "/" });
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers of the site (SITE_PORT)", () => {
  test("sends its pages with a CSP that allows its inlined stylesheet and script by hash only", async ({
    siteWith,
  }) => {
    const { app, dist } = await siteWith("https://collector.example.com");
    try {
      const page = await app.inject({ method: "GET", url: "/" });
      expect(page.statusCode).toBe(200);
      expectBaseHeaders(page.headers);
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const policy = expectPageCsp(page.headers);
      expect(policy["style-src"]).toEqual(["'self'", sha256(inlineStyle)]);
      expect(policy["connect-src"]).toEqual(["'self'"]);
      expect(policy["form-action"]).toEqual(["'self'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect(policy["upgrade-insecure-requests"]).toEqual([]);
      expect(String(page.headers["content-security-policy"])).not.toContain("unsafe-inline");

      // A shop parameter changes nothing on the site.
      const shop = await app.inject({ method: "GET", url: "/?shop=good.myshopify.com" });
      expect(csp(shop.headers)["frame-ancestors"]).toEqual(["'none'"]);
      expect(shop.headers["x-frame-options"]).toBe("DENY");

      const api = await app.inject({ method: "GET", url: "/api/site/plans" });
      expect(api.statusCode).toBe(200);
      expect(api.headers["x-content-type-options"]).toBe("nosniff");
      expect(csp(api.headers)["default-src"]).toEqual(["'none'"]);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  test("sends no HSTS when its public URL is http", async ({ siteWith }) => {
    const { app, dist } = await siteWith("http://localhost:3001");
    try {
      const page = await app.inject({ method: "GET", url: "/" });
      expect(page.headers["strict-transport-security"]).toBeUndefined();
      expect(csp(page.headers)["upgrade-insecure-requests"]).toBeUndefined();
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
