import { defaultLanguage, languageCookie, type TLanguage, toLanguage } from "@wms/contracts";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { loadCatalogue } from "./catalogue.ts";
import { missingKeyReport } from "./missing-key.ts";

/** The language lives in the `language_type` cookie for 30 days (spec section 1), shared with the server. */
export function readLanguageCookie(): TLanguage {
  return cookieLanguage() ?? defaultLanguage;
}

/** The cookie's language, or null when the user has chosen none in this browser. */
function cookieLanguage(): TLanguage | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${languageCookie.name}=([^;]*)`));
  return match ? toLanguage(decodeURIComponent(match[1] ?? "")) : null;
}

/**
 * A first visit's language: the browser's first (zh-CN, zh-TW, zh: Chinese; anything else English), the one
 * the server reads from Accept-Language when no cookie names one.
 */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): TLanguage {
  return toLanguage(languages[0] ?? navigator.language);
}

/** Whether the language was chosen (the cookie, a switch, the user's saved preference), not the browser's. */
let languageChosen = cookieLanguage() !== null;
export const isLanguageChosen = () => languageChosen;

export function writeLanguageCookie(language: TLanguage) {
  const maxAge = languageCookie.maxAgeDays * 24 * 60 * 60;
  document.cookie = `${languageCookie.name}=${language}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export const i18n = i18next.createInstance();

/** Adds `language`'s catalogue (its own chunk) to i18next unless it is there already. */
async function ensureCatalogue(language: TLanguage) {
  if (i18n.hasResourceBundle(language, "translation")) return;
  i18n.addResourceBundle(language, "translation", await loadCatalogue(language));
}

const firstLanguage = cookieLanguage() ?? browserLanguage();

/**
 * Resolves once the texts of the first screen are in (the cookie's language only: the catalogues have the
 * same keys, locales.test.ts). The app renders after it (main.tsx), and so do tests that show texts.
 */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    resources: {},
    lng: firstLanguage,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key asked for but in no catalogue is reported, never drawn silently as a raw key: the e2e fixtures
    // fail a test on this message (e2e/app/app-fixtures.ts), the web unit tests too (test/jsdom-setup.ts).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.error(`${missingKeyReport} ${key}`),
  })
  .then(() => ensureCatalogue(firstLanguage));

function applyLanguage(language: TLanguage) {
  dayjs.locale(language === "zh_cn" ? "zh-cn" : "en");
  document.documentElement.lang = language === "zh_cn" ? "zh-CN" : "en";
}
applyLanguage(toLanguage(i18n.language));

export function currentLanguage(): TLanguage {
  return toLanguage(i18n.language);
}

export async function changeLanguage(language: TLanguage) {
  languageChosen = true;
  await ensureCatalogue(language);
  writeLanguageCookie(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
