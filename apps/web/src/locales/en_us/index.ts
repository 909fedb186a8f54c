import { mergedCatalogue } from "../../i18n/catalogue.ts";

/** Every en_us text file of src/locales/en_us, merged into one tree: one chunk, loaded when the language is. */
export const catalogue = mergedCatalogue(
  import.meta.glob<Record<string, unknown>>("./*.json", { eager: true, import: "default" }),
);
