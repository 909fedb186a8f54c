import type { TLanguage } from "@wms/contracts";

/**
 * The web catalogues: one JSON file per domain and language (locales/en_us/mail.json, ...), so each
 * domain owns its texts. Each language's files are bundled into one chunk of their own
 * (locales/<language>/index.ts), deep-merged into one resource, and loaded only when that language is
 * shown: a visitor never downloads the other language's texts.
 */
export type TCatalogue = { [key: string]: unknown };

function mergeInto(target: TCatalogue, source: TCatalogue) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      existing &&
      typeof existing === "object"
    )
      mergeInto(existing as TCatalogue, value as TCatalogue);
    else target[key] = value;
  }
}

/** One tree out of a language's files (by path, as import.meta.glob gives them). */
export function mergedCatalogue(files: Record<string, TCatalogue>): TCatalogue {
  const out: TCatalogue = {};
  for (const content of Object.values(files)) mergeInto(out, content);
  return out;
}

const loaders: Record<TLanguage, () => Promise<{ catalogue: TCatalogue }>> = {
  en_us: () => import("../locales/en_us/index.ts"),
  zh_cn: () => import("../locales/zh_cn/index.ts"),
};

/** The catalogue of `language`, fetched with its chunk on first use. */
export async function loadCatalogue(language: TLanguage): Promise<TCatalogue> {
  return (await loaders[language]()).catalogue;
}
