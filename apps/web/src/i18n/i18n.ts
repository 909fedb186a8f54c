import { defaultLanguage, languageCookie, type TLanguage, toLanguage } from "@wms/contracts";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogueOf } from "./catalogue.ts";

/** The language lives in the `language_type` cookie for 30 days (spec section 1), shared with the server. */
export function readLanguageCookie(): TLanguage {
  const match = document.cookie.match(new RegExp(`(?:^|; )${languageCookie.name}=([^;]*)`));
  return match ? toLanguage(decodeURIComponent(match[1] ?? "")) : defaultLanguage;
}

export function writeLanguageCookie(language: TLanguage) {
  const maxAge = languageCookie.maxAgeDays * 24 * 60 * 60;
  document.cookie = `${languageCookie.name}=${language}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export const i18n = i18next.createInstance();

// Resources are bundled (two small catalogues), so init completes synchronously.
void i18n.use(initReactI18next).init({
  resources: { en_us: { translation: catalogueOf("en_us") }, zh_cn: { translation: catalogueOf("zh_cn") } },
  lng: readLanguageCookie(),
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyLanguage(language: TLanguage) {
  dayjs.locale(language === "zh_cn" ? "zh-cn" : "en");
  document.documentElement.lang = language === "zh_cn" ? "zh-CN" : "en";
}
applyLanguage(toLanguage(i18n.language));

export function currentLanguage(): TLanguage {
  return toLanguage(i18n.language);
}

export async function changeLanguage(language: TLanguage) {
  writeLanguageCookie(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
