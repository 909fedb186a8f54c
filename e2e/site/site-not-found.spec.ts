import { expect, test } from "@playwright/test";
import { siteLanguages, text, useSiteLanguage } from "./site-fixtures.ts";

for (const lang of siteLanguages) {
  test(`unknown paths show the not-found page in ${lang}`, async ({ page, context }, testInfo) => {
    await useSiteLanguage(context, testInfo, lang);
    for (const path of ["/does-not-exist", "/esty-introduction/extra", "/ds/other-page"]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers 404 to crawlers too`).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "notFound", "title"));
      await expect(page).toHaveTitle(text(lang, "seo", "pages.notFound.title"));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
    await page.getByRole("link", { name: text(lang, "notFound", "home") }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("an unknown API call on the site answers the envelope, not the page", async ({ request }) => {
  const res = await request.get("/api/site/no-such-call");
  expect(res.status()).toBe(404);
  expect((await res.json()).code).toBe(4004);
});
