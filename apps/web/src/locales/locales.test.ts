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

  it("have the same keys in en_us and zh_cn", () => {
    expect(leaves(zhCn).sort()).toEqual(leaves(enUs).sort());
  });

  it("contain every literal key the screens ask for", () => {
    const src = path.resolve(import.meta.dirname, "..");
    const known = new Set(leaves(enUs));
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)) used.add(m[1] ?? "");
      for (const m of text.matchAll(/titleKey: "([a-zA-Z0-9_.]+)"/g)) used.add(m[1] ?? "");
    }
    const missing = [...used].filter(
      (key) => !known.has(key) && ![...known].some((k) => k.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
  });

  it("contain the search and empty texts of every warehousing settings list (keys made from the list's name)", () => {
    const known = new Set(leaves(enUs));
    const keys = settingsLists.flatMap((name) => [`warehousing.${name}.search`, `warehousing.${name}.empty`]);
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });
});
