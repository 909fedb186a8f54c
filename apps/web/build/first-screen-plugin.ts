import path from "node:path";
import type { Plugin } from "vite";
import { firstScreens, languageModules } from "../src/app/first-screens.ts";

type TChunk = { fileName: string; imports: string[]; moduleIds: string[]; facadeModuleId: string | null };
type TBundleChunk = TChunk & { type: "chunk"; viteMetadata?: { importedCss: Set<string> } };

/**
 * Adds to index.html a small inline script (allowed by its hash in the CSP, like any inline script of the
 * build) that, before the app's own code has even arrived, asks for the chunks of the screen the URL shows
 * (src/app/first-screens.ts), with the ones they import and their stylesheets, and for the texts of the
 * language the cookie names. Without it each comes only once the code before it has run: app, then texts,
 * then the screen, then the screen's imports, a round trip each.
 */
export function firstScreenPreload(srcDir: string): Plugin {
  return {
    name: "wms-first-screen-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is TBundleChunk & typeof c => c.type === "chunk");
        const byFile = new Map(chunks.map((c) => [c.fileName, c as unknown as TBundleChunk]));
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error("first-screen preload: no entry chunk");
        const loaded = closure(entry.fileName);
        const chunkOf = (module: string) => {
          const id = path.join(srcDir, module);
          const chunk =
            chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`first-screen preload: ${module} is in no chunk`);
          return chunk.fileName;
        };
        /** The URLs of the chunks `modules` need beyond the entry's, stylesheets first. */
        const filesOf = (modules: readonly string[]) => {
          const files = new Set<string>();
          for (const module of modules) closure(chunkOf(module), files);
          const scripts = [...files].filter((f) => !loaded.has(f));
          const styles = scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return [...new Set(styles), ...scripts].map((f) => `/${f}`);
        };
        const plan = {
          screens: firstScreens.map((s) => [s.path, filesOf(s.modules)]),
          languages: Object.fromEntries(
            Object.entries(languageModules).map(([language, module]) => [language, filesOf([module])]),
          ),
        };
        const script = `(function(p){var s=p.screens.find(function(s){return new RegExp(s[0]).test(location.pathname)});var zh=/(?:^|; )language_type=zh[-_]cn(?:;|$)/i.test(document.cookie);(s?s[1]:[]).concat(p.languages[zh?"zh_cn":"en_us"]).forEach(function(f){var l=document.createElement("link");l.rel=/\\.css$/.test(f)?"stylesheet":"modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})})(${JSON.stringify(plan)})`;
        return html.replace("</head>", `    <script>${script}</script>\n  </head>`);
      },
    },
  };
}
