import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export const demoPassword = "Demo@Pass2026";
export const demo = {
  provider: { username: "demo_provider", role: "provider", area: "p" },
  operator: { username: "demo_operator", role: "operator", area: "p" },
  shipper: { username: "demo_shipper", role: "dropShipper", area: "ds" },
} as const;

export type TDemoUser = (typeof demo)[keyof typeof demo];

/** Signs in through the real sign-in screen of the user's area and waits for the role's dashboard. */
export async function signIn(page: Page, user: TDemoUser, password = demoPassword) {
  await page.goto(`/${user.area}/login`);
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
/** What the web app prints when a screen asks for a translation key no catalogue has (apps/web i18n). */
const missingKeyReport = "Missing translation key:";

/** Collects the missing translation keys the pages of `context` report. */
function watchTranslations(context: BrowserContext, missing: string[]) {
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith(missingKeyReport))
      missing.push(message.text());
  });
}

export const test = base.extend<{
  pageAs: (user: TDemoUser) => Promise<Page>;
  newContext: () => Promise<BrowserContext>;
  missingKeys: string[];
}>({
  // Every spec fails when a screen it visited asked for a translation key that is in no catalogue: the
  // screen would show the raw key. The default page's context and every newContext (pageAs's too) are watched.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  missingKeys: async ({}, use) => {
    const missing: string[] = [];
    await use(missing);
    expect(missing, "translation keys missing from the catalogues").toEqual([]);
  },
  context: async ({ context, missingKeys }, use) => {
    watchTranslations(context, missingKeys);
    await use(context);
  },
  // A browser context of its own (another user, a fresh session), watched like the others and closed at the end.
  newContext: async ({ browser, missingKeys }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      watchTranslations(context, missingKeys);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  pageAs: async ({ newContext }, use) => {
    await use(async (user) => {
      const page = await (await newContext()).newPage();
      await signIn(page, user);
      return page;
    });
  },
});

/** The two sides of most flows: pages of the demo drop shipper and of its provider, signed in in that order. */
export async function shipperAndProvider(pageAs: (user: TDemoUser) => Promise<Page>) {
  const shipper = await pageAs(demo.shipper);
  const provider = await pageAs(demo.provider);
  return { shipper, provider };
}
