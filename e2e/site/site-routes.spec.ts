import { expect, test } from "@playwright/test";
import { siteLanguages, text, useSiteLanguage } from "./site-fixtures.ts";

/** Every route of the marketing site, with the heading it must show. */
const routes = [
  { path: "/", seo: "landing", heading: ["landing", "hero.title"] },
  { path: "/checkout/free", seo: "checkout", heading: ["checkout", "title"], plan: "free" },
  { path: "/checkout/pro", seo: "checkout", heading: ["checkout", "title"], plan: "pro" },
  { path: "/esty-introduction", seo: "introduction", heading: ["introduction", "title"] },
  { path: "/esty-collector-tos", seo: "tos", heading: ["tos", "title"] },
  { path: "/esty-collector-pp", seo: "privacy", heading: ["privacy", "title"] },
  { path: "/tools/config", seo: "config", heading: ["config", "title"] },
  { path: "/ds/thirdpart-success-redirect", seo: "redirect", heading: ["redirect", "success.title"] },
] as const;

const planNames = { en_us: { free: "Free", pro: "Pro" }, zh_cn: { free: "免费版", pro: "专业版" } };

for (const lang of siteLanguages) {
  test.describe(`every route in ${lang}`, () => {
    test.beforeEach(async ({ context }, testInfo) => {
      await useSiteLanguage(context, testInfo, lang);
    });

    for (const route of routes) {
      test(`${route.path} renders`, async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        await page.goto(route.path);
        const [ns, key] = route.heading;
        const vars: Record<string, string> = "plan" in route ? { plan: planNames[lang][route.plan] } : {};
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, ns, key, vars));
        await expect(page).toHaveTitle(text(lang, "seo", `pages.${route.seo}.title`));
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "zh_cn" ? "zh-CN" : "en");
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          text(lang, "seo", `pages.${route.seo}.description`),
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          "content",
          text(lang, "seo", `pages.${route.seo}.title`),
        );
        expect(errors).toEqual([]);
      });
    }

    test("the landing page shows the server's prices, the free limit and the 5/5 rating", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page.getByTestId("price-free")).toHaveText(lang === "zh_cn" ? "¥0" : "$0");
      await expect(page.getByTestId("price-pro")).toHaveText(lang === "zh_cn" ? "¥69" : "$8.88");
      await expect(page.getByTestId("plan-free")).toContainText(
        text(lang, "pricing", "limit", { count: 88 }),
      );
      await expect(page.getByTestId("rating")).toContainText("5/5");
    });

    test("the settings guide gives the 403 guidance", async ({ page }) => {
      await page.goto("/tools/config");
      const steps = page.getByTestId("guidance-403").getByRole("listitem");
      await expect(steps).toHaveText([
        text(lang, "config", "error403.steps.0"),
        text(lang, "config", "error403.steps.1"),
        text(lang, "config", "error403.steps.2"),
      ]);
      await expect(steps.first()).toContainText(lang === "zh_cn" ? "4 到 8 秒" : "4 to 8 seconds");
    });

    test("the return page shows the error it was given", async ({ page }) => {
      await page.goto(
        "/ds/thirdpart-success-redirect?error=access_denied&error_description=The+shop+owner+declined",
      );
      const box = page.getByTestId("redirect-error");
      await expect(box.getByRole("heading")).toHaveText(text(lang, "redirect", "error.title"));
      await expect(box).toContainText("The shop owner declined");
      await expect(box).toContainText("access_denied");
    });
  });
}

test("sitemap.xml and robots.txt list the indexable pages", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  for (const path of [
    "/",
    "/esty-introduction",
    "/esty-collector-tos",
    "/esty-collector-pp",
    "/tools/config",
  ]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  expect(xml).not.toContain("/checkout/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  expect(robots).toContain("Disallow: /api/");
});

test("the first HTML of a page already carries its Chinese head tags", async ({ request }) => {
  const html = await (await request.get("/esty-introduction?lang=zh_cn")).text();
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).toContain(`<title>${text("zh_cn", "seo", "pages.introduction.title")}</title>`);
  expect(html).toContain('<meta property="og:locale" content="zh_CN">');
});
