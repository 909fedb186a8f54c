import { ApiError } from "../../api/api-error.ts";

/**
 * Where `/ds/erp-login` is in the install from Shopify, read from its URL:
 * - launch: Shopify opened the app (`shop`, `hmac`, `timestamp`, `host`, …; every parameter is kept, the
 *   HMAC covers them all);
 * - claim: Shopify approved the app and the server's callback sent the browser back with a claim token;
 * - none: neither (opened by hand).
 */
export type TErpStep =
  | { kind: "launch"; shop: string; query: Record<string, string> }
  | { kind: "claim"; shop: string; install: string }
  | { kind: "none" };

export function erpStepOf(params: URLSearchParams): TErpStep {
  const shop = params.get("shop") ?? "";
  const install = params.get("install") ?? "";
  if (shop && install) return { kind: "claim", shop, install };
  if (shop && params.get("hmac") && !params.has("install"))
    return { kind: "launch", shop, query: Object.fromEntries(params) };
  return { kind: "none" };
}

/** The claim page again, for sign-in or sign-up to come back to. */
export function claimPath(shop: string, install: string): string {
  return `/ds/erp-login?${new URLSearchParams({ shop, install }).toString()}`;
}

/** The drop shipper's sign-in, then `redirect` (a path of the /ds area). */
export const signInPath = (redirect: string) => `/ds/login?redirect=${encodeURIComponent(redirect)}`;

/** Sign-up, then `redirect` when the new account is of that path's area. */
export const signUpPath = (redirect: string) => `/signup?redirect=${encodeURIComponent(redirect)}`;

/**
 * An address from the server the browser may be sent to: an http(s) URL, or a path of this origin.
 * Anything else (`javascript:`, `data:`, garbage) answers null.
 */
export function safeNavigationUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Leaves the app for Shopify's approval screen or the site's success page (an object, so tests can watch it). */
export const browser = { assign: (url: string) => window.location.assign(url) };

/**
 * A refusal in words: the message of the field at fault (`install`, `query`) when the server names one,
 * else its message; `fallback` when the call did not get an answer the user can act on.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const fields = error.fieldErrors;
  return fields.install ?? fields.query ?? fields.provider_uuid ?? (error.message || fallback);
}
