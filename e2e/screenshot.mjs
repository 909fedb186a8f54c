// Developer tool: screenshots of the main screens in both languages and both themes.
// Usage: BASE=http://localhost:3000 OUT=/tmp/shots node e2e/screenshot.mjs
// VIEWPORT=1440x900 sets the window (default 1366x820); PAGES=order,p:stock-statistics adds screens of both
// areas (one marked p: only the provider's). Chinese needs a CJK font the browser finds (fontconfig), or it
// is drawn as narrow boxes and the lists look wider in English only.
import { chromium } from "@playwright/test";

const base = process.env.BASE ?? "http://localhost:3000";
const out = process.env.OUT ?? "/tmp/shots";
const [width, height] = (process.env.VIEWPORT ?? "1366x820").split("x").map(Number);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});

async function shoot(language, theme) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addCookies([{ name: "language_type", value: language, url: base }]);
  await context.addInitScript((t) => localStorage.setItem("wms.theme", t), theme);
  const page = await context.newPage();
  const tag = `${language}-${theme}`;
  await page.goto(`${base}/ds/login`);
  await page.waitForSelector("form");
  await page.screenshot({ path: `${out}/sign-in-${tag}.png` });
  await page.goto(`${base}/signup`);
  await page.waitForSelector("form");
  await page.screenshot({ path: `${out}/sign-up-${tag}.png` });
  for (const [user, area] of [
    ["demo_provider", "p"],
    ["demo_shipper", "ds"],
  ]) {
    const pages = (process.env.PAGES ?? "")
      .split(",")
      .filter((p) => p && (area === "p" || !p.startsWith("p:")));
    await page.goto(`${base}/${area}/login`);
    await page.locator("#username").fill(user);
    await page.locator("#password").fill("Demo@Pass2026");
    await page.locator("button[type=submit]").click();
    await page.waitForURL(`**/${area}/home`);
    await page.waitForSelector("[data-testid=home-greeting]");
    // the stored preference may switch the theme: force the one under test
    if ((await page.getByTestId("theme-switch").getAttribute("data-theme")) !== theme)
      await page.getByTestId("theme-switch").click();
    await page.waitForTimeout(700);
    await page.screenshot({ path: `${out}/${area}-home-${tag}.png` });
    for (const raw of pages) {
      const extra = raw.replace(/^p:/, "");
      await page.goto(`${base}/${area}/${extra}`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/${area}-${extra.replace(/\W/g, "_")}-${tag}.png` });
    }
  }
  await context.close();
}

for (const language of ["en_us", "zh_cn"])
  for (const theme of ["darkTheme", "defaultTheme"]) await shoot(language, theme);
await browser.close();
console.log(`screenshots in ${out}`);
