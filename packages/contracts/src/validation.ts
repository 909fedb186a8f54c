/**
 * Validation rules of spec section 5, shared by the server (authoritative) and the web forms
 * (validate before sending). Each rule returns a message key of messages.ts, or null when valid.
 */

/**
 * Patterns run in linear time: no two parts of a pattern can match the same character, so a hostile
 * 200 KB value ("a@" + "a." x 100000) fails in one pass instead of backtracking (the domain is dot-free
 * labels joined by dots, not "anything, a dot, anything"). Fields also cap their length before the pattern.
 */
export const maxEmailLength = 254;
export const maxUsernameLength = 254;

/**
 * Length caps (characters) of the text fields requests carry, shared where a kind of field repeats. Every
 * string a route takes has its own cap, refused with "field.tooLong" (apps/server/test/input-caps.test.ts
 * checks every route); the input guard's 10,000 characters is only the ceiling behind them. Values checked
 * by a pattern or a list afterwards (codes, dates, decimals) get a cap above what the pattern allows, so a
 * near miss still hears what is wrong with it.
 */
export const textCaps = {
  /** Codes typed or scanned: SKUs, barcodes, location, channel and document codes, box numbers, header names. */
  code: 64,
  /** Short values checked against a format or a list: dates, decimals and money, country and currency codes. */
  short: 40,
  phone: 30,
  /** A list's search box and other filter values. */
  keyword: 100,
  address: 300,
  url: 2048,
  /** A password sent AES-encrypted, in hex (64 characters of up to 4 UTF-8 bytes, padded, fit well under it). */
  encryptedPassword: 1024,
} as const;
/** Letters and digits; or at least 5 characters of letters, digits, underscore or hyphen; or an email. */
export const usernamePattern = /^(?:[A-Za-z0-9]{3,32}|[A-Za-z0-9_-]{5,32}|[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+)$/;
export const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
/** International phone numbers: optional +, digits, spaces and hyphens, 6 to 20 characters. */
export const phonePattern = /^\+?[0-9][0-9 -]{5,19}$/;
const chinesePattern = /[\u3400-\u9fff\uf900-\ufaff]/;

const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
export function characterClassCount(password: string): number {
  return classes.filter((c) => c.test(password)).length;
}

/** Sign-up rule: upper, lower, digit and special character, length greater than 9. */
export function isStrongSignUpPassword(password: string): boolean {
  return password.length > 9 && password.length <= 64 && characterClassCount(password) === 4;
}

/** Change-password rule: 6 to 20 characters, no Chinese characters, at least three of four classes. */
export function checkChangePassword(
  password: string,
): "password.length" | "password.chinese" | "password.weak" | null {
  if (password.length < 6 || password.length > 20) return "password.length";
  if (chinesePattern.test(password)) return "password.chinese";
  if (characterClassCount(password) < 3) return "password.weak";
  return null;
}

export type TPasswordStrength = "weak" | "medium" | "strong";
/** Strength label shown under password fields. */
export function passwordStrength(password: string): TPasswordStrength {
  const n = characterClassCount(password);
  if (password.length >= 10 && n === 4) return "strong";
  if (password.length >= 6 && n >= 3) return "medium";
  return "weak";
}

export const limits = {
  imageBytes: 5 * 1024 * 1024,
  spreadsheetBytes: 10 * 1024 * 1024,
  requestTimeoutMs: 60_000,
  notificationPingMs: 30_000,
  reconnectMs: 3_000,
  toastMs: 3_000,
  themeTransitionMs: 500,
  websocketFallbackPort: 8082,
  aesKeyTtlMs: 5 * 60_000,
  accessTokenTtlMs: 7 * 24 * 3600_000,
  csrfTokenTtlMs: 24 * 3600_000,
  passwordResetTtlMs: 30 * 60_000,
} as const;

/** Spec section 5: empty-string filter values are dropped before queries. */
export function dropEmpty<T extends Record<string, unknown>>(query: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === "" || v === undefined || v === null) continue;
    out[k as keyof T] = v as T[keyof T];
  }
  return out;
}
