import type { TLanguage } from "@wms/contracts";
import type { TPageDef, TPageKey } from "../src/app/route-table.ts";

/**
 * Head tags of every page in both languages, rendered at build time from the locale files. The server
 * fills in the two tokens for each request: the public origin and the requested path.
 */
export const originToken = "{{ORIGIN}}";
export const pathToken = "{{PATH}}";
export const headStart = "<!--seo:start-->";
export const headEnd = "<!--seo:end-->";

type TSeoTexts = {
  siteName: string;
  pages: Record<TPageKey | "notFound", { title: string; description: string }>;
};

export type TSeoPage = {
  key: TPageKey;
  path: string;
  pattern: string;
  indexable: boolean;
  /** Listed in sitemap.xml: indexable and without parameters. */
  inSitemap: boolean;
  head: Record<TLanguage, string>;
};

export type TSeoManifest = {
  htmlLang: Record<TLanguage, string>;
  pages: TSeoPage[];
  notFound: Record<TLanguage, string>;
};

const htmlLang: Record<TLanguage, string> = { en_us: "en", zh_cn: "zh-CN" };
const ogLocale: Record<TLanguage, string> = { en_us: "en_US", zh_cn: "zh_CN" };

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** Files a page needs before its first paint (its texts and code chunks), by page and language. */
export type TPreloads = (key: TPageKey | "notFound", lang: TLanguage) => readonly string[];

/** Hints that fetch a page's chunks with the HTML, instead of after the main script has run. */
export function preloadTags(files: readonly string[]): string[] {
  return files.map((file) =>
    file.endsWith(".css")
      ? `<link rel="preload" as="style" href="${escapeHtml(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
  );
}

export function renderHead(
  lang: TLanguage,
  texts: TSeoTexts,
  key: TPageKey | "notFound",
  indexable: boolean,
  preloads: readonly string[] = [],
): string {
  const page = texts.pages[key];
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const url = `${originToken}${pathToken}`;
  const zhUrl = `${url}?lang=zh_cn`;
  const self = lang === "zh_cn" ? zhUrl : url;
  const other: TLanguage = lang === "zh_cn" ? "en_us" : "zh_cn";
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    indexable ? "" : `<meta name="robots" content="noindex">`,
    `<link rel="canonical" href="${self}">`,
    `<link rel="alternate" hreflang="en" href="${url}">`,
    `<link rel="alternate" hreflang="zh-CN" href="${zhUrl}">`,
    `<link rel="alternate" hreflang="x-default" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(texts.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${self}">`,
    `<meta property="og:image" content="${originToken}/og-image.png">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:locale" content="${ogLocale[lang]}">`,
    `<meta property="og:locale:alternate" content="${ogLocale[other]}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...preloadTags(preloads),
  ]
    .filter(Boolean)
    .join("\n    ");
}

export function buildSeoManifest(
  pages: readonly TPageDef[],
  texts: Record<TLanguage, TSeoTexts>,
  preloads: TPreloads = () => [],
): TSeoManifest {
  const both = (key: TPageKey | "notFound", indexable: boolean) => ({
    en_us: renderHead("en_us", texts.en_us, key, indexable, preloads(key, "en_us")),
    zh_cn: renderHead("zh_cn", texts.zh_cn, key, indexable, preloads(key, "zh_cn")),
  });
  return {
    htmlLang,
    pages: pages.map((p) => ({
      key: p.key,
      path: p.path,
      pattern: p.pattern,
      indexable: p.indexable,
      inSitemap: p.indexable && !p.path.includes(":"),
      head: both(p.key, p.indexable),
    })),
    notFound: both("notFound", false),
  };
}

/** The head of one page for one request: tokens filled in, the path escaped for attributes. */
export function fillHead(head: string, origin: string, path: string): string {
  return head.replaceAll(originToken, escapeHtml(origin)).replaceAll(pathToken, escapeHtml(path));
}
