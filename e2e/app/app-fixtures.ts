import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { sessionOf } from "./app-api.ts";

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

/**
 * The tokens of each demo user this worker signed in through the sign-in screen. A user's first `pageAs`
 * signs in there (signIn); later ones start their new context with that session in localStorage, stored as
 * the sign-in screen stores it (the user fields read fresh from `home`, so bound shops are current), and
 * open the dashboard.
 * That skips loading and submitting the sign-in screen, about 1.5 s a page; the screen is auth.spec's
 * subject. No spec signs a pageAs session out. A worker serves both platform lanes (playwright.config.ts),
 * each with its own database, so a session is kept per platform origin and user.
 */
const signedIn = new Map<string, { accessToken: string; csrfToken: string }>();
const sessionKey = (baseURL: string, user: TDemoUser) => `${new URL(baseURL).origin} ${user.username}`;

type THomeData = {
  user: { username: string; user_role: string; user_related_id: string };
  shops: unknown[];
  user_avatar_url: string | null;
};

async function keepSession(page: Page, user: TDemoUser, baseURL: string) {
  const [accessToken, csrfToken] = await sessionOf(page, user.area);
  if (accessToken && csrfToken) signedIn.set(sessionKey(baseURL, user), { accessToken, csrfToken });
}

/** The localStorage a sign-in of `user` leaves (apps/web session-store.ts), as a context's storageState. */
async function storageStateOf(request: APIRequestContext, user: TDemoUser, baseURL: string) {
  const tokens = signedIn.get(sessionKey(baseURL, user));
  if (!tokens) return null;
  const answer = await request.get("/api/home", {
    headers: { authorization: `Bearer ${tokens.accessToken}`, "x-csrftoken": tokens.csrfToken },
  });
  const body = (await answer.json()) as { code: number; data: THomeData };
  if (body.code !== 200) return null;
  const prefix = `wms.${user.area}.`;
  const fields: [string, string | null][] = [
    ["username", body.data.user.username],
    ["role", body.data.user.user_role],
    ["relatedId", body.data.user.user_related_id],
    ["shops", JSON.stringify(body.data.shops)],
    ["accessToken", tokens.accessToken],
    ["csrfToken", tokens.csrfToken],
    ["avatar", body.data.user_avatar_url],
  ];
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: fields.flatMap(([name, value]) =>
          value === null ? [] : [{ name: prefix + name, value }],
        ),
      },
    ],
  };
}

export const test = base.extend<{
  pageAs: (user: TDemoUser) => Promise<Page>;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
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
    await use(async (options) => {
      const context = await browser.newContext(options);
      watchTranslations(context, missingKeys);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  pageAs: async ({ newContext, request, baseURL }, use) => {
    await use(async (user) => {
      const storageState = baseURL ? await storageStateOf(request, user, baseURL) : null;
      if (!storageState) {
        const page = await (await newContext()).newPage();
        await signIn(page, user);
        if (baseURL) await keepSession(page, user, baseURL);
        return page;
      }
      const page = await (await newContext({ storageState })).newPage();
      await page.goto(`/${user.area}/home`);
      await expect(page.getByTestId("home-greeting")).toContainText(user.username);
      return page;
    });
  },
});

/**
 * A page of `user` signed in through the sign-in screen in `language` (the language cookie set first), in a
 * context of its own: the two sides of a flow in two languages.
 */
export async function pageInLanguage(
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  user: TDemoUser,
  language: "en_us" | "zh_cn",
) {
  const base = test.info().project.use.baseURL ?? "";
  const context = await newContext();
  await context.addCookies([{ name: "language_type", value: language, url: base }]);
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** The two sides of most flows: pages of the demo drop shipper and of its provider, signed in in that order. */
export async function shipperAndProvider(pageAs: (user: TDemoUser) => Promise<Page>) {
  const shipper = await pageAs(demo.shipper);
  const provider = await pageAs(demo.provider);
  return { shipper, provider };
}
