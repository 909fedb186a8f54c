import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { namespaces } from "../app/route-table.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const languages = ["en_us", "zh_cn"] as const;

function read(lang: string, ns: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(here, lang, `${ns}.json`), "utf8"));
}

/** Every leaf as a dot path (list items by index), so a missing paragraph counts as a missing key. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${prefix}${i}.`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [value];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

describe("site locales", () => {
  it("has one file per namespace in each language, and no other", () => {
    for (const lang of languages) {
      const files = fs.readdirSync(path.join(here, lang)).sort();
      expect(files).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: en_us and zh_cn have the same keys`, () => {
      const en = keysOf(read("en_us", ns)).sort();
      const zh = keysOf(read("zh_cn", ns)).sort();
      expect(zh, "keys missing or extra in zh_cn").toEqual(en);
    });

    it(`${ns}: no empty texts and the same placeholders in both languages`, () => {
      for (const lang of languages) {
        for (const leaf of leaves(read(lang, ns)))
          expect(typeof leaf === "string" && leaf.trim() !== "").toBe(true);
      }
      const en = read("en_us", ns);
      const zh = read("zh_cn", ns);
      for (const key of keysOf(en)) {
        const get = (root: unknown) =>
          key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
        expect(placeholders(String(get(zh))), `${ns}.${key}`).toEqual(placeholders(String(get(en))));
      }
    });
  }
});
