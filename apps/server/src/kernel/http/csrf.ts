import { limits } from "@wms/contracts";
import { hmac, randomToken, safeEqual } from "../crypto.ts";

/**
 * CSRF tokens are stateless: nonce.expiry.signature, HMAC-SHA256 with the server secret.
 * Every mutating call must carry a valid, unexpired one in X-CSRFToken.
 */
export function issueCsrfToken(secret: string, now = Date.now()): string {
  const body = `${randomToken(12)}.${now + limits.csrfTokenTtlMs}`;
  return `${body}.${hmac(secret, `csrf.${body}`)}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const parts = token.split(".");
  if (parts.length !== 3) return false;
  const [nonce, expiry, signature] = parts as [string, string, string];
  if (!safeEqual(signature, hmac(secret, `csrf.${nonce}.${expiry}`))) return false;
  return Number(expiry) > now;
}
