import { expect, type Page } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

/** Chunks of what the login never shows: antd's table, tabs, dropdown menus, date pickers; echarts. */
const notOnLogin = /\/assets\/(?:table|tabs|dropdown|date-picker|trend-echarts)-[\w-]+\.js$/;

type TScript = { url: string; encoding: string; cacheControl: string };

/** Every script the page downloads from now on, with how it came. */
function recordScripts(page: Page): TScript[] {
  const scripts: TScript[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const headers = await response.allHeaders();
    scripts.push({
      url: response.url(),
      encoding: headers["content-encoding"] ?? "",
      cacheControl: headers["cache-control"] ?? "",
    });
  });
  return scripts;
}

test("the login downloads only what it shows, brotli-compressed and cached for a year; a list screen brings its table", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const html = await page.goto("/p/login");
  expect(html?.headers()["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => notOnLogin.test(s.url)).map((s) => s.url)).toEqual([]);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe("br");
    expect(script.cacheControl, script.url).toBe("public, max-age=31536000, immutable");
  }

  // The same chunk names do come, with the screens that show them: the pattern above names real chunks.
  const before = scripts.length;
  await signIn(page, demo.provider);
  await page.goto("/p/order");
  await expect(page.locator(".ant-table")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.slice(before).some((s) => /\/assets\/table-/.test(s.url))).toBe(true);
});
