import { z } from "zod";

export const languages = ["en_us", "zh_cn"] as const;
export const ZLanguage = z.enum(languages);
export type TLanguage = z.infer<typeof ZLanguage>;
export const defaultLanguage: TLanguage = "en_us";
/** Cookie that keeps the language (spec section 1), 30 days. */
export const languageCookie = { name: "language_type", maxAgeDays: 30 } as const;

export function toLanguage(value: string | undefined | null): TLanguage {
  if (!value) return defaultLanguage;
  const v = value.toLowerCase().replace("-", "_");
  if (v.startsWith("zh")) return "zh_cn";
  return "en_us";
}

export const themes = ["defaultTheme", "darkTheme"] as const;
export type TTheme = (typeof themes)[number];
export const defaultThemeName: TTheme = "darkTheme";
/**
 * Spec section 1: any unknown value falls back to darkTheme; text containing "dark" gives dark,
 * text containing "default" or "light" gives the light theme (defaultTheme).
 */
export function normalizeTheme(value: unknown): TTheme {
  if (typeof value !== "string") return "darkTheme";
  const v = value.toLowerCase();
  if (v.includes("dark")) return "darkTheme";
  if (v.includes("default") || v.includes("light")) return "defaultTheme";
  return "darkTheme";
}
