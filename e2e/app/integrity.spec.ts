import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, type Page } from "@playwright/test";
import { demo, test } from "./app-fixtures.ts";

/**
 * Issue 40 item 2: the provider opens the integrity check from the My account menu and presses "Check
 * integrity": the demo's data keeps every floor invariant, so the screen says no breaches were found and
 * when; the screen has no critical or serious axe violation in either theme. The operator has no such entry.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const themes = ["defaultTheme", "darkTheme"] as const;

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  const toggle = page.getByTestId("theme-switch");
  if ((await toggle.getAttribute("data-theme")) !== theme) await toggle.click();
  await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

test("Check integrity finds no breach in the demo, in both themes", async ({ pageAs }) => {
  test.setTimeout(120_000);
  const page = await pageAs(demo.provider);
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("button", { name: /My account/ }).click();
  await menu.getByRole("link", { name: "Integrity check" }).click();
  await expect(page).toHaveURL(/\/p\/integrity$/);
  const stored = (await page
    .getByTestId("theme-switch")
    .getAttribute("data-theme")) as (typeof themes)[number];
  try {
    for (const theme of themes) {
      await useTheme(page, theme);
      await page.getByRole("button", { name: "Check integrity" }).click();
      const clean = page.getByTestId("integrity-manual-clean");
      await expect(clean).toBeVisible();
      await expect(clean).toHaveText(/^No breaches found \(checked \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)$/);
      await expect(page.getByTestId("integrity-manual-table")).toHaveCount(0);
      expect(await seriousViolations(page), `/p/integrity in ${theme}`).toEqual([]);
    }
  } finally {
    await useTheme(page, stored);
  }
});

test("the operator has no integrity check", async ({ pageAs }) => {
  const page = await pageAs(demo.operator);
  await page.goto("/p/integrity");
  await expect(page.getByText("You do not have permission to perform this action.")).toBeVisible();
});
