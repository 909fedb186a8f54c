import { expect, type Page } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

test.describe("routes and the route guard", () => {
  test("/ goes to the drop-shipper login, or to the shop sign-in when hmac and shop are given", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/ds\/login$/);
    await page.goto("/?hmac=abc&shop=blue-harbour.myshopify.com");
    await expect(page).toHaveURL(/\/ds\/erp-login\?hmac=abc&shop=blue-harbour\.myshopify\.com$/);
    await expect(page.getByText("blue-harbour.myshopify.com")).toBeVisible();
  });

  test("unknown paths go to /404 and public pages need no sign-in", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("The page you were looking for does not exist.")).toBeVisible();
    await page.goto("/private-policy");
    await expect(page.getByRole("heading", { name: "Privacy policy" })).toBeVisible();
    await page.goto("/price-tag");
    await expect(page.getByRole("heading", { name: "Service price tag" })).toBeVisible();
  });

  test("without a token the areas send the user to that role's login, and back after signing in", async ({
    page,
  }) => {
    await page.goto("/p/home");
    await expect(page).toHaveURL(/\/p\/login\?redirect=%2Fp%2Fhome$/);
    await page.goto("/ds/settings");
    await expect(page).toHaveURL(/\/ds\/login\?redirect=%2Fds%2Fsettings$/);
    await page.locator("#username").fill(demo.shipper.username);
    await page.locator("#password").fill("Demo@Pass2026");
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/ds\/settings$/);
  });

  test("/p goes to /p/home, and an operator may not open the provider-only My account screens", async ({
    page,
  }) => {
    await signIn(page, demo.operator);
    await page.goto("/p");
    await expect(page).toHaveURL(/\/p\/home$/);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: /My account/ }),
    ).toHaveCount(0);
    await page.goto("/p/settings");
    await expect(page.getByText("You do not have permission to perform this action.")).toBeVisible();
  });

  test("an expired session goes back to the login with the login-expired message", async ({ page }) => {
    await signIn(page, demo.shipper);
    // Leave the dashboard for a public page first: a call of the dashboard still on its way would carry the
    // expired token, end the session on the page being left, and the settings screen would then open signed
    // out (the plain redirect, no message; seen in CI).
    await page.goto("/private-policy");
    await expect(page.getByRole("heading", { name: "Privacy policy" })).toBeVisible();
    await page.evaluate(() => localStorage.setItem("wms.ds.accessToken", "expired-token"));
    await page.goto("/ds/settings");
    await expect(page).toHaveURL(/\/ds\/login/);
    await expect(page.getByText("Login has expired, please sign in again")).toBeVisible();
  });

  test("a screen whose code is gone (a tab open across a deploy) reloads once into the new build", async ({
    pageAs,
  }) => {
    const page = await pageAs(demo.provider);
    const loads = countLoads(page);
    // The old build's chunk is gone until the page reloads, as when the server now holds a new build.
    let reloaded = false;
    page.on("load", () => {
      reloaded = true;
    });
    await page.route(mailChunk, (route) => (reloaded ? route.continue() : route.abort()));
    await mainMenu(page).getByRole("link", { name: "Mail", exact: true }).click();
    await expect(page.getByTestId("mail-table")).toBeVisible();
    expect(loads()).toBe(1);
    await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  });

  test("a screen whose code never arrives says so in the app's frame with Reload, after one reload, never the router's developer page", async ({
    pageAs,
  }) => {
    const page = await pageAs(demo.provider);
    const loads = countLoads(page);
    await page.route(mailChunk, (route) => route.abort());
    await mainMenu(page).getByRole("link", { name: "Mail", exact: true }).click();
    const note = page.getByTestId("screen-load-error");
    await expect(note).toContainText("This page could not load");
    // One reload for a new build, and no loop: the note stays.
    expect(loads()).toBe(1);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
    // Another screen still opens, and Reload brings the page back once the code can be had.
    await page.unroute(mailChunk);
    await note.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByTestId("mail-table")).toBeVisible();
    await expect(note).toHaveCount(0);
  });
});

/** The Mail screen's chunk of the build (its name carries the build's hash). */
const mailChunk = /\/assets\/mail-screen-[\w-]+\.js(\?.*)?$/;

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

/** How many times the page has loaded a document since this call. */
function countLoads(page: Page) {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}
