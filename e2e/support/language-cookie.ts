import { type BrowserContext, expect } from "@playwright/test";

/** The language_type cookie of the context, if set. */
export const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "language_type");

/**
 * The language_type cookie holds `value` and lasts 30 days: more than `minDays` left (the time since it was
 * set), at most 30.
 */
export async function expectLanguageCookie(context: BrowserContext, value: string, minDays: number) {
  const cookie = await languageCookie(context);
  expect(cookie?.value).toBe(value);
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(minDays);
  expect(days).toBeLessThanOrEqual(30);
}
