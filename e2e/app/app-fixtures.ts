import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export const demoPassword = "Demo@Pass2026";
export const demo = {
  provider: { username: "demo_provider", role: "provider", area: "p" },
  operator: { username: "demo_operator", role: "operator", area: "p" },
  shipper: { username: "demo_shipper", role: "dropShipper", area: "ds" },
} as const;

export type TDemoUser = (typeof demo)[keyof typeof demo];

/** Signs in through the real sign-in screen and waits for the role's dashboard. */
export async function signIn(page: Page, user: TDemoUser, password = demoPassword) {
  await page.goto(`/${user.area}/login`);
  await page.getByTestId(`role-${user.role}`).click();
  await page.locator("#username").fill(user.username);
  await page.locator("#password").fill(password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`/${user.area}/home$`));
  await expect(page.getByTestId("home-greeting")).toContainText(user.username);
}

/**
 * `test` with `pageAs(user)`: a page in its own browser context, signed in as `user`. Every context it
 * opened is closed when the test ends, pass or fail, so the live pages of one spec (websockets, polling)
 * do not keep running beside the next spec on a two-core CI machine.
 */
export const test = base.extend<{ pageAs: (user: TDemoUser) => Promise<Page> }>({
  pageAs: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext();
      opened.push(context);
      const page = await context.newPage();
      await signIn(page, user);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** The two sides of most flows: pages of the demo drop shipper and of its provider, signed in in that order. */
export async function shipperAndProvider(pageAs: (user: TDemoUser) => Promise<Page>) {
  const shipper = await pageAs(demo.shipper);
  const provider = await pageAs(demo.provider);
  return { shipper, provider };
}
