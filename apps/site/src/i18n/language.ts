import type { languageCookie, TLanguage } from "@wms/contracts";

export type { TLanguage };

export const siteLanguages = ["en_us", "zh_cn"] as const satisfies readonly TLanguage[];
export const defaultLanguage: TLanguage = "en_us";

/** The same cookie as the platform app (spec section 1); the types tie both values to the contract. */
const cookieName: (typeof languageCookie)["name"] = "language_type";
const maxAgeDays: (typeof languageCookie)["maxAgeDays"] = 30;

/** The value of <html lang> and of og:locale for each language. */
export const htmlLang: Record<TLanguage, string> = { en_us: "en", zh_cn: "zh-CN" };
export const ogLocale: Record<TLanguage, string> = { en_us: "en_US", zh_cn: "zh_CN" };

/** Like the contract's toLanguage: anything starting with "zh" is Chinese, anything else English. */
export function toSiteLanguage(value: string | null | undefined): TLanguage | null {
  if (!value) return null;
  return value.toLowerCase().startsWith("zh") ? "zh_cn" : "en_us";
}

export function readLanguageCookie(cookieHeader: string): TLanguage | null {
  const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)${cookieName}=([^;]+)`));
  return toSiteLanguage(match?.[1] ? decodeURIComponent(match[1]) : null);
}

export function languageCookieString(lang: TLanguage): string {
  return `${cookieName}=${lang}; Max-Age=${maxAgeDays * 24 * 3600}; Path=/; SameSite=Lax`;
}

/** Stores the choice for the site and the platform app alike (cookies are shared across the ports of a host). */
export function writeLanguageCookie(lang: TLanguage) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
  document.cookie = languageCookieString(lang);
}

/** ?lang= (shared links, search engines) first, then the cookie, else English. */
export function initialLanguage(search: string, cookieHeader: string): TLanguage {
  return (
    toSiteLanguage(new URLSearchParams(search).get("lang")) ??
    readLanguageCookie(cookieHeader) ??
    defaultLanguage
  );
}
