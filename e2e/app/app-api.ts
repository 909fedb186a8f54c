import type { Page } from "@playwright/test";
import { normalizeTheme } from "@wms/contracts";

/**
 * Calls the API with a signed-in page's own session (bearer token and CSRF token from its localStorage,
 * as the screens do). Specs use it to set up data or to read back numbers the screens also show.
 */
export type TEnvelope<T> = { code: number; message: string; data: T };
export type TArea = "p" | "ds";

/** The bearer and CSRF tokens a signed-in page of `area` keeps in its localStorage (null when signed out). */
export async function sessionOf(page: Page, area: TArea) {
  return page.evaluate(
    (prefix) => [localStorage.getItem(`${prefix}accessToken`), localStorage.getItem(`${prefix}csrfToken`)],
    `wms.${area}.`,
  );
}

export async function apiCall<T>(
  page: Page,
  area: TArea,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  query: Record<string, string> = {},
): Promise<TEnvelope<T>> {
  const [token, csrf] = await sessionOf(page, area);
  const search = new URLSearchParams(query).toString();
  const res = await page.request.fetch(`/api/${path}${search ? `?${search}` : ""}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "x-csrftoken": csrf ?? "",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    data: body,
  });
  return (await res.json()) as TEnvelope<T>;
}

/** A GET whose envelope must be 200; answers its data. */
export async function apiData<T>(page: Page, area: TArea, path: string, query: Record<string, string> = {}) {
  const body = await apiCall<T>(page, area, "GET", path, undefined, query);
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body.data;
}

/**
 * Waits for the user's preferences (language, theme) to reach the server after a switch: a page loaded
 * before that answer reads the old preference back and shows it.
 */
export function preferenceSaved(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes("global-user-settings") && r.request().method() === "POST",
  );
}

/**
 * The theme the signed-in user of `area` has stored, read through the API (null when none is saved: the
 * browser's last theme stays). The app applies it once its own read of the preferences answers.
 */
export async function storedTheme(page: Page, area: TArea) {
  const { theme } = await apiData<{ theme?: string | null }>(
    page,
    area,
    "customer-settings/global-user-settings",
  );
  // As the app does (use-user-preferences.ts): any answered value is a theme, only a missing one is none.
  return theme === undefined ? null : normalizeTheme(theme);
}
