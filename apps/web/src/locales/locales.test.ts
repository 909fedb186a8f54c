import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../i18n/catalogue.ts";
import { settingsLists } from "../screens/warehousing/settings-lists.ts";

const enUs = await loadCatalogue("en_us");
const zhCn = await loadCatalogue("zh_cn");

function leaves(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return [prefix];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/** i18next's plural forms (`orders_one`, `orders_other`) are one key, `orders`, to the code. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(pluralSuffix, "");
const keysOf = (catalogue: unknown) => [...new Set(leaves(catalogue).map(baseKey))].sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("web catalogues", () => {
  it("have the same files in both languages", () => {
    const dir = import.meta.dirname;
    expect(fs.readdirSync(path.join(dir, "zh_cn")).sort()).toEqual(
      fs.readdirSync(path.join(dir, "en_us")).sort(),
    );
  });

  it("have the same keys in en_us and zh_cn (Chinese repeats a plural's one text as _one and _other)", () => {
    expect(leaves(zhCn).sort()).toEqual(leaves(enUs).sort());
  });

  it("give English both plural forms wherever it has one", () => {
    const keys = new Set(leaves(enUs));
    const halves = [...keys]
      .filter((key) => pluralSuffix.test(key))
      .filter((key) => !keys.has(`${baseKey(key)}_one`) || !keys.has(`${baseKey(key)}_other`));
    expect(halves).toEqual([]);
  });

  /** Every key the screens name in full: `t("a.b")`, `titleKey: "a.b"`, and through a local key builder. */
  function keysUsedInCode() {
    const used = new Map<string, string>();
    for (const file of sourceFiles(path.resolve(import.meta.dirname, ".."))) {
      const text = fs.readFileSync(file, "utf8");
      const where = path.basename(file);
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)) used.set(m[1] ?? "", where);
      for (const m of text.matchAll(/titleKey: "([a-zA-Z0-9_.]+)"/g)) used.set(m[1] ?? "", where);
      // `const c = (key: string) => t(`inventory.columns.${key}`)`, then `c("warehouse")`
      for (const builder of text.matchAll(
        /const (\w+) = \((\w+): string\) => t\(`([a-zA-Z0-9_.]+)\.\$\{\2\}`\)/g,
      ))
        for (const call of text.matchAll(new RegExp(`\\b${builder[1]}\\("([a-zA-Z0-9_]+)"\\)`, "g")))
          used.set(`${builder[3]}.${call[1]}`, where);
    }
    return used;
  }

  it("contain every key the screens ask for by name, in both languages", () => {
    for (const catalogue of [enUs, zhCn]) {
      const known = new Set(keysOf(catalogue));
      const missing = [...keysUsedInCode()]
        .filter(([key]) => !known.has(key) && ![...known].some((k) => k.startsWith(`${key}.`)))
        .map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    }
  });

  it("contain the group of every key the screens build (a key ending in a value needs its group, e.g. orders.status)", () => {
    const known = new Set(keysOf(enUs));
    const groups = new Set<string>();
    for (const file of sourceFiles(path.resolve(import.meta.dirname, ".."))) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*`([a-zA-Z0-9_.]+)\.\$\{/g)) groups.add(m[1] ?? "");
    }
    expect([...groups].filter((group) => ![...known].some((k) => k.startsWith(`${group}.`)))).toEqual([]);
  });

  it("contain the search and empty texts of every warehousing settings list (keys made from the list's name)", () => {
    const known = new Set(leaves(enUs));
    const keys = settingsLists.flatMap((name) => [`warehousing.${name}.search`, `warehousing.${name}.empty`]);
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });
});
