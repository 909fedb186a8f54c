import fs from "node:fs";
import path from "node:path";
import type { TLanguage } from "@wms/contracts";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { notFoundPage, pages } from "../src/app/route-table.ts";
import { buildSeoManifest, fillHead, headEnd, headStart, type TPreloads } from "./seo-head.ts";

type TSeoTexts = Parameters<typeof buildSeoManifest>[1][TLanguage];

function readTexts(root: string, lang: TLanguage): TSeoTexts {
  return JSON.parse(fs.readFileSync(path.join(root, "src/locales", lang, "seo.json"), "utf8")) as TSeoTexts;
}

/**
 * The chunks each page needs before its first paint, beyond what index.html already loads: the shell's and
 * the page's texts in that language, and the page's own code with its imports and styles.
 */
function preloadsOf(bundle: OutputBundle, srcDir: string): TPreloads {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && !chunk.isEntry)
      byModule.set(path.relative(srcDir, chunk.facadeModuleId).split(path.sep).join("/"), chunk);
  }
  const entry = chunks.find((c) => c.isEntry);
  const initial = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const need = (module: string) => {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`site build: no chunk for ${module}`);
    return chunk;
  };
  return (key, lang) => {
    const def = key === "notFound" ? notFoundPage : pages.find((p) => p.key === key);
    const files = new Set<string>();
    const add = (chunk: OutputChunk | undefined) => {
      if (!chunk || initial.has(chunk.fileName) || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const imported of chunk.imports) {
        const next = bundle[imported];
        add(next?.type === "chunk" ? next : undefined);
      }
    };
    for (const ns of ["common", "seo", ...(def?.namespaces ?? [])]) add(need(`locales/${lang}/${ns}.json`));
    if (def?.module) add(need(def.module));
    return [...files].map((file) => `/${file}`);
  };
}

/**
 * Writes the English landing page's head into index.html (what a plain static host would serve) and emits
 * dist/seo.json: every page's head in both languages (with preload hints for its chunks), for the server to
 * send the right one per request, and the list of pages for sitemap.xml. The main stylesheet is inlined into
 * index.html, so the first paint waits for no other request.
 */
export function seoPlugin(options: { origin: string }): Plugin {
  let root = process.cwd();
  const manifest = (preloads?: TPreloads) => {
    const texts = { en_us: readTexts(root, "en_us"), zh_cn: readTexts(root, "zh_cn") };
    return buildSeoManifest(pages, texts, preloads);
  };
  return {
    name: "site-seo",
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const landing = manifest().pages.find((p) => p.key === "landing");
        const head = landing ? fillHead(landing.head.en_us, options.origin, "/") : "";
        const withHead = html.replace(`${headStart}${headEnd}`, `${headStart}\n    ${head}\n    ${headEnd}`);
        const bundle = ctx.bundle;
        if (!bundle) return withHead;
        return withHead.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === "asset" ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
    generateBundle(_options, bundle) {
      const preloads = preloadsOf(bundle, path.join(root, "src"));
      this.emitFile({
        type: "asset",
        fileName: "seo.json",
        source: JSON.stringify(manifest(preloads), null, 2),
      });
    },
  };
}
