import { mergedCatalogue } from "../../i18n/catalogue.ts";

/** Every zh_cn text file of src/locales/zh_cn, merged into one tree: one chunk, loaded when the language is. */
export const catalogue = mergedCatalogue(
  import.meta.glob<Record<string, unknown>>("./*.json", { eager: true, import: "default" }),
);
