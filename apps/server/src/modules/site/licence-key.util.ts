import { randomBytes } from "node:crypto";

/** Crockford base32: no I, L, O or U, so a key read aloud or typed by hand is not misread. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** ESTY-PRO-XXXXX-XXXXX-XXXXX-XXXXX: 100 random bits. */
export function newLicenceKey(planId: string): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => alphabet[b % 32]).join("");
  const groups = chars.match(/.{5}/g) ?? [];
  return ["ESTY", planId.toUpperCase(), ...groups].join("-");
}

/** b***@example.com: enough for buyers to recognise their address, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
