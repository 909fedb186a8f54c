import { expect } from "@playwright/test";
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
    await page.evaluate(() => localStorage.setItem("wms.ds.accessToken", "expired-token"));
    await page.goto("/ds/settings");
    await expect(page).toHaveURL(/\/ds\/login/);
    await expect(page.getByText("Login has expired, please sign in again")).toBeVisible();
  });
});
