import { expect, test } from "@playwright/test";
import { expectLanguageCookie, languageCookie } from "../support/language-cookie.ts";
import { text } from "./site-fixtures.ts";

test("switching the language keeps it in the language_type cookie for 30 days", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en_us", "landing", "hero.title"));

  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("zh_cn", "landing", "hero.title"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page).toHaveTitle(text("zh_cn", "seo", "pages.landing.title"));

  await expectLanguageCookie(context, "zh_cn", 29.9);

  // The choice survives a reload and a visit to another page.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("zh_cn", "landing", "hero.title"));
  await page
    .getByRole("navigation", { name: text("zh_cn", "common", "nav.label") })
    .getByRole("link", {
      name: text("zh_cn", "common", "nav.config"),
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("zh_cn", "config", "title"));

  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en_us", "config", "title"));
  expect((await languageCookie(context))?.value).toBe("en_us");
});

test("a shared ?lang=zh_cn link opens in Chinese and remembers it", async ({ page, context }) => {
  await page.goto("/esty-introduction?lang=zh_cn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("zh_cn", "introduction", "title"));
  expect((await languageCookie(context))?.value).toBe("zh_cn");

  // Switching away drops ?lang= from the address, so a reload keeps the visitor's own choice.
  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en_us", "introduction", "title"));
  await expect(page).toHaveURL(/\/esty-introduction$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en_us", "introduction", "title"));
  expect((await languageCookie(context))?.value).toBe("en_us");
});
