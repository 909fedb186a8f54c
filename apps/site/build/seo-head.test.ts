import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { notFoundPage, pages } from "../src/app/route-table.ts";
import en from "../src/locales/en_us/seo.json" with { type: "json" };
import zh from "../src/locales/zh_cn/seo.json" with { type: "json" };
import { buildSeoManifest, fillHead, preloadTags } from "./seo-head.ts";

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");

describe("per-page head tags", () => {
  const manifest = buildSeoManifest(pages, { en_us: en, zh_cn: zh });

  it("gives every page a title, description, canonical link and Open Graph tags in both languages", () => {
    for (const page of manifest.pages) {
      for (const head of Object.values(page.head)) {
        expect(head).toMatch(/<title>[^<]+<\/title>/);
        expect(head).toMatch(/<meta name="description" content="[^"]+">/);
        expect(head).toContain('<link rel="canonical"');
        expect(head).toContain('property="og:title"');
        expect(head).toContain('property="og:image"');
      }
    }
    const landing = manifest.pages.find((p) => p.key === "landing");
    expect(landing?.head.zh_cn).toContain("<title>Esty 评论采集器");
    expect(landing?.head.zh_cn).toContain('<meta property="og:locale" content="zh_CN">');
  });

  it("keeps checkout and the return page out of search results and the sitemap", () => {
    const byKey = Object.fromEntries(manifest.pages.map((p) => [p.key, p]));
    expect(byKey.checkout?.head.en_us).toContain('content="noindex"');
    expect(byKey.redirect?.inSitemap).toBe(false);
    expect(byKey.landing?.inSitemap).toBe(true);
    expect(manifest.notFound.en_us).toContain('content="noindex"');
  });

  it("escapes the requested path when filling in the tokens", () => {
    const head = fillHead('<link href="{{ORIGIN}}{{PATH}}">', "https://site.example", '/checkout/"><script>');
    expect(head).toBe('<link href="https://site.example/checkout/&quot;&gt;&lt;script&gt;">');
  });

  it("preloads a page's chunks with the first HTML: scripts as modules, styles as styles", () => {
    const withPreloads = buildSeoManifest(pages, { en_us: en, zh_cn: zh }, (key, lang) =>
      key === "introduction" ? [`/assets/${lang}-intro.js`, "/assets/intro.css"] : [],
    );
    const intro = withPreloads.pages.find((p) => p.key === "introduction");
    expect(intro?.head.zh_cn).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/zh_cn-intro.js">',
    );
    expect(intro?.head.en_us).toContain('<link rel="preload" as="style" href="/assets/intro.css">');
    expect(preloadTags(['/a".js'])).toEqual(['<link rel="modulepreload" crossorigin href="/a&quot;.js">']);
  });

  it("names page modules that exist, so the build can find their chunks", () => {
    for (const module of [...pages.map((p) => p.module), notFoundPage.module]) {
      if (module) expect(fs.existsSync(path.join(srcDir, module)), module).toBe(true);
    }
  });
});
