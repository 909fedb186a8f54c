import {
  isSiteMessageKey,
  languageCookie,
  siteMessages,
  type TLanguage,
  toLanguage,
  translate,
} from "@wms/contracts";
import type { FastifyRequest } from "fastify";
import { Text, type TTextParam, type TTextParams } from "./errors.ts";

const languageCookiePattern = new RegExp(`(?:^|;\\s*)${languageCookie.name}=([^;]+)`);

/** The caller's language: the language_type cookie first, then Accept-Language, else en_us. */
export function languageOf(request: FastifyRequest): TLanguage {
  const cookie = request.headers.cookie ?? "";
  const match = cookie.match(languageCookiePattern);
  if (match?.[1]) return toLanguage(safeDecode(match[1]));
  const accept = request.headers["accept-language"];
  return toLanguage(typeof accept === "string" ? accept.split(",")[0] : undefined);
}

/** A catalogue message (the platform's, then the marketing site's) in one language; an unknown key as is. */
function messageOf(key: string, lang: TLanguage): string {
  if (isSiteMessageKey(key)) return siteMessages[key][lang];
  return translate(key, lang);
}

function paramText(value: TTextParam, lang: TLanguage): string {
  if (value instanceof Text) return renderText(value, lang);
  if (Array.isArray(value)) return value.map((v) => paramText(v, lang)).join(lang === "zh_cn" ? "、" : ", ");
  if (typeof value === "object") return (value as Record<TLanguage, string>)[lang];
  return String(value);
}

/**
 * ICU's plural form with its `one` and `other` branches, `#` standing for the number:
 * `{count, plural, one {# zone} other {# zones}}`. The branch is the one Intl.PluralRules picks.
 */
const pluralPattern = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;
const pluralRules = {
  en_us: new Intl.PluralRules("en-US"),
  zh_cn: new Intl.PluralRules("zh-CN"),
} satisfies Record<TLanguage, Intl.PluralRules>;

/** A message of the catalogue with its plural forms chosen and `{name}` placeholders filled in, in one language. */
export function formatMessage(key: string, lang: TLanguage, params: TTextParams = {}): string {
  const counted = messageOf(key, lang).replace(
    pluralPattern,
    (m, name: string, one: string, other: string) => {
      const value = params[name];
      if (typeof value !== "number") return m;
      return (pluralRules[lang].select(value) === "one" ? one : other).replaceAll("#", String(value));
    },
  );
  return counted.replace(/\{(\w+)\}/g, (m, name: string) => {
    const value = params[name];
    return value === undefined ? m : paramText(value, lang);
  });
}

export function renderText(value: Text, lang: TLanguage): string {
  return formatMessage(value.key, lang, value.params);
}

/**
 * `data` with every Text in it rendered in one language (the envelope calls this on the way out).
 * Plain objects and arrays are copied only where they hold a Text; anything else is left as it is.
 */
export function renderData(data: unknown, lang: TLanguage): unknown {
  if (data instanceof Text) return renderText(data, lang);
  if (Array.isArray(data)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < data.length; i++) {
      const rendered = renderData(data[i], lang);
      if (rendered !== data[i]) {
        out ??= data.slice();
        out[i] = rendered;
      }
    }
    return out ?? data;
  }
  if (data && typeof data === "object" && Object.getPrototypeOf(data) === Object.prototype) {
    let out: Record<string, unknown> | null = null;
    for (const [k, v] of Object.entries(data)) {
      const rendered = renderData(v, lang);
      if (rendered !== v) {
        out ??= { ...(data as Record<string, unknown>) };
        out[k] = rendered;
      }
    }
    return out ?? data;
  }
  return data;
}

/** A cookie value as sent; a malformed %-escape is kept as it is instead of failing the request. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
