/**
 * Validation rules of spec section 5, shared by the server (authoritative) and the web forms
 * (validate before sending). Each rule returns a message key of messages.ts, or null when valid.
 */

/** Letters and digits; or at least 5 characters of letters, digits, underscore or hyphen; or an email. */
export const usernamePattern = /^(?:[A-Za-z0-9]{3,32}|[A-Za-z0-9_-]{5,32}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
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
