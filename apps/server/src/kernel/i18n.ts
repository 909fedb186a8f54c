import { languageCookie, type TLanguage, toLanguage, translate } from "@wms/contracts";
import type { FastifyRequest } from "fastify";

/** The caller's language: the language_type cookie first, then Accept-Language, else en_us. */
export function languageOf(request: FastifyRequest): TLanguage {
  const cookie = request.headers.cookie ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${languageCookie.name}=([^;]+)`));
  if (match?.[1]) return toLanguage(safeDecode(match[1]));
  const accept = request.headers["accept-language"];
  return toLanguage(typeof accept === "string" ? accept.split(",")[0] : undefined);
}

export function t(request: FastifyRequest, key: string): string {
  return translate(key, languageOf(request));
}

/** A cookie value as sent; a malformed %-escape is kept as it is instead of failing the request. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
