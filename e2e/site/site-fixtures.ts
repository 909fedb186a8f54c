import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, TestInfo } from "@playwright/test";

export const siteLanguages = ["en_us", "zh_cn"] as const;
export type TSiteLanguage = (typeof siteLanguages)[number];

const localeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/site/src/locales");
const cache = new Map<string, unknown>();

/** A text of the site's own locale files, so the specs follow the copy instead of repeating it. */
export function text(
  lang: TSiteLanguage,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
) {
  const file = path.join(localeDir, lang, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(file, "utf8")));
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], cache.get(file));
  if (typeof found !== "string") throw new Error(`no text ${lang}/${ns}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

export function baseUrlOf(testInfo: TestInfo): string {
  const base = testInfo.project.use.baseURL;
  if (!base) throw new Error('the "site" project needs use.baseURL (http://localhost:3001)');
  return base;
}

/** Starts the visit in a language the way a returning visitor would: with the language_type cookie. */
export async function useSiteLanguage(context: BrowserContext, testInfo: TestInfo, lang: TSiteLanguage) {
  await context.addCookies([{ name: "language_type", value: lang, url: baseUrlOf(testInfo) }]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
