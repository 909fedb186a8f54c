import type { TLanguage } from "@wms/contracts";

/**
 * The web catalogues: one JSON file per domain and language (locales/en_us/mail.json, ...), so each
 * domain owns its texts. Files are bundled and deep-merged into one resource per language.
 */
const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

type TTree = { [key: string]: unknown };

function mergeInto(target: TTree, source: TTree) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      existing &&
      typeof existing === "object"
    )
      mergeInto(existing as TTree, value as TTree);
    else target[key] = value;
  }
}

export function catalogueOf(language: TLanguage): TTree {
  const out: TTree = {};
  for (const [path, content] of Object.entries(files))
    if (path.includes(`/locales/${language}/`)) mergeInto(out, content as TTree);
  return out;
}
