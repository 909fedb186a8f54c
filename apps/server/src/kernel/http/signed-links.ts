import { hmac, safeEqual } from "../crypto.ts";

/**
 * Short-lived signed download links, for the places a browser cannot send the Authorization header (a plain
 * link, an <a download>, a new tab). The link names the file, its owner and an expiry, signed with the
 * server secret: it opens that one file for that one user until it expires, and needs no token in the URL.
 */
export const fileLinkTtlMs = 5 * 60_000;

export type TFileLink = { filename: string; user: string; expires: number; signature: string };

const payload = (l: Omit<TFileLink, "signature">) => `file-link.${l.user}.${l.filename}.${l.expires}`;

export function signFileLink(secret: string, filename: string, user: string, now = Date.now()): TFileLink {
  const link = { filename, user, expires: Math.floor((now + fileLinkTtlMs) / 1000) };
  return { ...link, signature: hmac(secret, payload(link)) };
}

export function isValidFileLink(secret: string, link: TFileLink, now = Date.now()): boolean {
  if (!safeEqual(link.signature, hmac(secret, payload(link)))) return false;
  return link.expires * 1000 > now;
}

/** The address of a signed link: get-file-independently with the link's fields as its query. */
export function fileLinkPath(link: TFileLink): string {
  const query = new URLSearchParams({ ...link, expires: String(link.expires) });
  return `/api/get-file-independently?${query}`;
}
