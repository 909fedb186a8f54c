import { expect } from "@playwright/test";
import { demo, demoPassword, test } from "./app-fixtures.ts";
import { addShop, signedLaunchQuery } from "./app-shopify.ts";

/**
 * Issue 13, install from Shopify: Shopify opens the app URL with a signed query; the platform checks it,
 * sends the merchant to Shopify's approval (the simulator approves at once), takes the expiring offline
 * token on the callback, and the drop shipper signs in on erp-login to claim the shop; the marketing site
 * confirms and leads to store management, where the shop is listed and its connection checks out.
 */
test("a shop installs the app from Shopify and the drop shipper binds it through erp-login", async ({
  page,
}) => {
  const shop = `e2e-install-${Date.now().toString(36)}.myshopify.com`;
  await addShop(shop, "E2E Installed Shop");

  await page.goto(`/?${signedLaunchQuery(shop)}`);
  // Through Shopify's approval and back: the claim page, signed out.
  await expect(page.getByTestId("erp-claim")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/ds\/erp-login\?shop=.*&install=/);
  await page.getByTestId("erp-sign-in").click();
  await page.locator("#username").fill(demo.shipper.username);
  await page.locator("#password").fill(demoPassword);
  await page.locator("button[type=submit]").click();

  await expect(page.getByTestId("erp-claim")).toContainText(shop);
  await page.getByTestId("erp-claim-bind").click();
  await expect(page.getByTestId("redirect-shop-success")).toContainText(shop, { timeout: 20_000 });
  await page.getByTestId("redirect-platform-link").click();

  await expect(page).toHaveURL(/\/ds\/ds-store-management/);
  const row = page.getByTestId("store-table").locator("tr", { hasText: shop });
  await expect(row).toContainText("Platform app");
  await page.getByTestId(`verify-${shop}`).click();
  await expect(page.getByText("The shop answers: connection works")).toBeVisible();

  // Leave the demo shipper with the demo's shop alone for the other specs.
  await page.getByTestId(`unbind-${shop}`).click();
  await page.getByRole("button", { name: "Unbind", exact: true }).last().click();
  await expect(page.getByTestId(`unbind-${shop}`)).toHaveCount(0);
});

test("a forged launch is refused on erp-login with what to do", async ({ page }) => {
  const query = signedLaunchQuery("e2e-forged.myshopify.com").replace(
    /hmac=[0-9a-f]+/,
    `hmac=${"0".repeat(64)}`,
  );
  await page.goto(`/?${query}`);
  await expect(page.getByTestId("erp-error")).toContainText("not valid");
});
