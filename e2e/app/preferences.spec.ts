import { expect } from "@playwright/test";
import { expectLanguageCookie } from "../support/language-cookie.ts";
import { preferenceSaved } from "./app-api.ts";
import { demo, signIn, test } from "./app-fixtures.ts";

test.describe("language and theme", () => {
  test("switching language sets the language_type cookie for 30 days and survives a reload", async ({
    page,
    context,
  }) => {
    await page.goto("/ds/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByTestId("language-switch").getByText("中文").click();
    await expect(page.getByRole("heading", { name: "登录" })).toBeVisible();
    await expectLanguageCookie(context, "zh_cn", 29);
    await page.reload();
    await expect(page.getByRole("heading", { name: "登录" })).toBeVisible();
    // the server answers in the same language
    await page.locator("#username").fill("demo_shipper");
    await page.locator("#password").fill("Wrong@Pass2026");
    await page.locator("button[type=submit]").click();
    await expect(page.getByRole("alert")).toContainText("用户名或密码错误");
  });

  test("a first visit follows the browser's language, and a signed-in user's saved language wins over a fresh browser's", async ({
    newContext,
  }) => {
    const chinese = await (await newContext({ locale: "zh-CN" })).newPage();
    await chinese.goto("/ds/login");
    await expect(chinese.getByRole("heading", { name: "登录" })).toBeVisible();
    await expect(chinese.locator("html")).toHaveAttribute("lang", "zh-CN");

    // The operator saves Chinese in one browser...
    const first = await (await newContext({ locale: "en-US" })).newPage();
    await signIn(first, demo.operator);
    const savedChinese = preferenceSaved(first);
    await first.getByTestId("language-switch").getByText("中文").click();
    await savedChinese;
    // ...and a fresh English browser shows the operator Chinese once signed in.
    const second = await (await newContext({ locale: "en-US" })).newPage();
    await signIn(second, demo.operator);
    await expect(second.locator("html")).toHaveAttribute("lang", "zh-CN");
    const savedEnglish = preferenceSaved(second);
    await second.getByTestId("language-switch").getByText("EN").click();
    await savedEnglish;
    await expect(second.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the theme is dark by default and stored per user", async ({ newContext }) => {
    const first = await newContext();
    const page = await first.newPage();
    await signIn(page, demo.provider);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "darkTheme");
    const saved = preferenceSaved(page);
    await page.getByTestId("theme-switch").click();
    await expect(html).toHaveAttribute("data-theme", "defaultTheme");
    await saved; // the preference is on the server before this browser goes away
    await first.close();

    // A fresh browser: the provider gets its light theme back from the server...
    const second = await newContext();
    const again = await second.newPage();
    await signIn(again, demo.provider);
    await expect(again.locator("html")).toHaveAttribute("data-theme", "defaultTheme");
    const savedAgain = preferenceSaved(again);
    await again.getByTestId("theme-switch").click();
    await expect(again.locator("html")).toHaveAttribute("data-theme", "darkTheme");
    await savedAgain;
    await second.close();

    // ...and another user keeps the default dark theme.
    const third = await newContext();
    const shipper = await third.newPage();
    await signIn(shipper, demo.shipper);
    await expect(shipper.locator("html")).toHaveAttribute("data-theme", "darkTheme");
    await third.close();
  });

  test("on a phone the header keeps its language switch, theme, mail and account on screen, in both languages", async ({
    pageAs,
    baseURL,
  }) => {
    const page = await pageAs(demo.provider);
    for (const width of [412, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const language of ["en_us", "zh_cn"]) {
        await page.context().addCookies([{ name: "language_type", value: language, url: baseURL }]);
        await page.goto("/p/home");
        const header = page.locator("header.wms-header");
        for (const control of [
          header.getByTestId("language-switch").getByRole("button", { name: "EN" }),
          header.getByTestId("language-switch").getByRole("button", { name: "中文" }),
          header.getByTestId("theme-switch"),
          header.getByTestId("unread-mail-button"),
          header.getByTestId("user-menu"),
        ]) {
          const box = await control.boundingBox();
          expect(box, `${width} px, ${language}`).not.toBeNull();
          expect(box?.x ?? -1, `${width} px, ${language}`).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px, ${language}`).toBeLessThanOrEqual(width);
          // one line: a wrapped label would be taller than the switch's buttons
          expect(box?.height ?? 99, `${width} px, ${language}`).toBeLessThanOrEqual(48);
        }
        await expect(header.getByTestId("user-menu")).toHaveAccessibleName(/demo_provider/);
      }
    }
  });
});
