import { myshopifyDomainPattern } from "@wms/contracts";

/**
 * A shop URL as the server reads it (`ZShopUrl`): trimmed, lower-cased, without scheme or trailing
 * slashes, so `https://My-Shop.myshopify.com/` is `my-shop.myshopify.com`.
 */
export function normalizeShopUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "");
}

/** Whether the server will take the URL: a myshopify domain once normalised. */
export function isShopUrl(value: string): boolean {
  return myshopifyDomainPattern.test(normalizeShopUrl(value));
}

/** The server's rule for a custom app's keys: printable ASCII without spaces once trimmed. */
export const shopKeyPattern = /^[\x21-\x7e]+$/;
