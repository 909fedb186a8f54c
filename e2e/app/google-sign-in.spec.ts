import { type BrowserContext, expect, type Page } from "@playwright/test";
import { test } from "./app-fixtures.ts";

/**
 * Issue 45, Sign in with Google, in both languages, against the test OpenID provider that stands in for
 * Google (apps/server/test/openid, started by playwright.config.ts): a new person signs up through Google
 * and then signs in with it; a callback opened twice, or in another browser, signs nobody in and says why.
 */
const issuer = `http://127.0.0.1:${process.env.E2E_OPENID_PORT ?? 3109}`;

const words = {
  en_us: {
    locale: "en-US",
    google: "Sign in with Google",
    signUpNotice: (email: string) => `Google confirmed ${email}.`,
    replayed: "This Google sign-in link was already used.",
    invalid: "Google's answer could not be verified, so nobody was signed in.",
    onlyWay: "Google is this account's only way to sign in",
    unlink: "Unlink Google",
    link: "Link a Google account",
  },
  zh_cn: {
    locale: "zh-CN",
    google: "使用 Google 登录",
    signUpNotice: (email: string) => `Google 已确认 ${email}`,
    replayed: "此 Google 登录链接已被使用。",
    invalid: "无法验证 Google 的答复，因此未登录任何账号。",
    onlyWay: "Google 是此账号唯一的登录方式",
    unlink: "解除 Google 关联",
    link: "关联 Google 账号",
  },
} as const;

/**
 * At the issuer's pages: signs in as `email` (any password) and consents, until it sends the browser back.
 * With `back`, the issuer may remember the person (its session and their consent) and send them straight
 * back to an address like it.
 */
async function atIssuer(page: Page, email: string, back?: RegExp) {
  await page.waitForURL((url) => url.origin === issuer || (back?.test(url.href) ?? false));
  for (let step = 0; step < 4 && new URL(page.url()).origin === issuer; step++) {
    const login = page.locator("input[name=login]");
    const consent = page.getByRole("button", { name: "Continue" });
    await expect(login.or(consent)).toBeVisible();
    if (await login.isVisible()) {
      await login.fill(email);
      await page.locator("input[name=password]").fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();
    } else {
      await consent.click();
    }
    await page.waitForLoadState();
  }
}

async function pageIn(newContext: () => Promise<BrowserContext>) {
  return (await newContext()).newPage();
}

for (const language of ["en_us", "zh_cn"] as const) {
  const w = words[language];
  // The drop shipper's page in English, the provider's in Chinese: both areas, both languages.
  const area = language === "en_us" ? "ds" : "p";

  test(`a new person signs up with Google, then signs in with it (${language})`, async ({ newContext }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const email = `google.${language}.${stamp}@example.test`;
    const username = `g${language.replace("_", "")}${stamp}`;
    const browser = () => newContext({ locale: w.locale });

    const page = await pageIn(browser);
    await page.goto(`/${area}/login`);
    await page.getByRole("button", { name: w.google }).click();
    await atIssuer(page, email);
    // Nobody here has that email: sign-up, with it filled in and the area's role chosen.
    await expect(page).toHaveURL(/\/signup\?google_signup=/);
    await expect(page.getByTestId("google-sign-up-notice")).toContainText(w.signUpNotice(email));
    await expect(page.locator("#email")).toHaveValue(email);
    await expect(
      page.locator(`input[type=radio][value=${area === "p" ? "provider" : "dropShipper"}]`),
    ).toBeChecked();
    await page.locator("#store_name").fill(`Google ${language} store`);
    await page.locator("#username").fill(username);
    await page.locator("#phone").fill("+1 212 555 0142");
    if (area === "ds") {
      // No password: Google signs this account in.
      await page.locator("#supplier").click();
      await page.getByTitle("Demo Fulfilment Co.").click();
    } else {
      await page.locator("#password").fill("Harbour#2026x");
      await page.locator("#confirm").fill("Harbour#2026x");
    }
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`/${area}/home$`));
    await expect(page.getByTestId("home-greeting")).toContainText(username);

    // Another day, another browser: Google alone signs the linked account in.
    const later = await pageIn(browser);
    await later.goto(`/${area}/login`);
    await later.getByRole("button", { name: w.google }).click();
    await atIssuer(later, email);
    await expect(later).toHaveURL(new RegExp(`/${area}/home$`));
    await expect(later.getByTestId("home-greeting")).toContainText(username);

    // The security settings show the link. Without a password (ds) it cannot be unlinked; with one (p) it
    // is unlinked after a confirmation and linked again through Google.
    await later.goto(`/${area}/settings?tab=security`);
    const settings = later.getByTestId("google-link-settings");
    await expect(settings.getByTestId("google-linked-as")).toContainText(email);
    if (area === "ds") {
      await expect(settings.getByRole("alert")).toContainText(w.onlyWay);
      await expect(settings.getByRole("button", { name: w.unlink })).toHaveCount(0);
      return;
    }
    await settings.getByRole("button", { name: w.unlink }).click();
    await later.getByRole("tooltip").getByRole("button", { name: w.unlink }).click();
    await expect(settings.getByRole("button", { name: w.link })).toBeVisible();
    await settings.getByRole("button", { name: w.link }).click();
    await atIssuer(later, email, /google=linked$/);
    await expect(later).toHaveURL(new RegExp(`/${area}/settings\\?tab=security&google=linked$`));
    await expect(later.getByTestId("google-linked-as")).toContainText(email);
  });

  test(`a Google callback opened twice or in another browser signs nobody in (${language})`, async ({
    newContext,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const browser = () => newContext({ locale: w.locale });

    // Replayed: the callback this browser was sent to, opened again after it was used.
    const page = await pageIn(browser);
    let callback = "";
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/google/callback")) callback = request.url();
    });
    await page.goto(`/${area}/login`);
    await page.getByRole("button", { name: w.google }).click();
    await atIssuer(page, `replay.${stamp}@example.test`);
    await expect(page).toHaveURL(/\/signup\?google_signup=/);
    expect(callback).toContain("code=");
    await page.goto(callback);
    await expect(page).toHaveURL(new RegExp(`/${area}/login\\?google_error=replayed$`));
    await expect(page.getByRole("alert")).toContainText(w.replayed);

    // Forged: a callback for a trip another browser started (its state, a made-up code), opened here.
    const victim = await pageIn(browser);
    let state = "";
    victim.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === issuer && url.pathname === "/auth" && url.searchParams.has("state"))
        state = url.searchParams.get("state") ?? "";
    });
    await victim.goto(`/${area}/login`);
    await victim.getByRole("button", { name: w.google }).click();
    await victim.waitForURL((url) => url.origin === issuer);
    expect(state).not.toBe("");
    const stolen = `/api/auth/google/callback?code=made-up-code&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(issuer)}`;
    const attacker = await pageIn(browser);
    await attacker.goto(stolen);
    await expect(attacker).toHaveURL(new RegExp(`/${area}/login\\?google_error=invalid$`));
    await expect(attacker.getByRole("alert")).toContainText(w.invalid);
    await expect(attacker.locator("#username")).toBeVisible();
  });
}
