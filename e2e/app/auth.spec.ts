import { expect } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

test.describe("sign in and sign up", () => {
  for (const user of Object.values(demo)) {
    test(`${user.username} signs in to the ${user.area} area and signs out`, async ({ page }) => {
      await signIn(page, user);
      await expect(page.getByTestId(`shell-${user.area}`)).toBeVisible();
      await expect(page.getByTestId("user-role")).toHaveText(
        user.role === "dropShipper" ? "Drop shipper" : user.role === "provider" ? "Provider" : "Operator",
      );
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await expect(page).toHaveURL(new RegExp(`/${user.area}/login$`));
      await page.goto(`/${user.area}/home`);
      await expect(page).toHaveURL(new RegExp(`/${user.area}/login\\?redirect=`));
    });
  }

  test("a wrong password is refused with the server's message and no session", async ({ page }) => {
    await page.goto("/ds/login");
    await page.locator("#username").fill("demo_shipper");
    await page.locator("#password").fill("Wrong@Pass2026");
    await page.locator("button[type=submit]").click();
    await expect(page.getByRole("alert")).toContainText("Wrong username or password");
    await expect(page).toHaveURL(/\/ds\/login$/);
  });

  test("a new drop shipper signs up with a provider and lands on its dashboard", async ({ page }) => {
    const username = `shop${Date.now().toString(36)}`;
    await page.goto("/signup");
    await page.locator("#store_name").fill("Blue Harbour Goods");
    await page.locator("#username").fill(username);
    await page.locator("#password").fill("weak");
    await page.locator("#confirm").fill("other");
    await page.locator("#phone").fill("12");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("The password needs more than 9 characters")).toBeVisible();
    await expect(page.getByText("The two entered passwords do not match")).toBeVisible();
    await expect(page.getByText("Phone number format is incorrect")).toBeVisible();

    await page.locator("#password").fill("Harbour#2026x");
    await page.locator("#confirm").fill("Harbour#2026x");
    await page.locator("#phone").fill("+86 138 0000 1234");
    await page.locator("#email").fill(`${username}@example.com`);
    await page.locator("#supplier").click();
    await page.getByTitle("Demo Fulfilment Co.").click();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/ds\/home$/);
    await expect(page.getByTestId("home-greeting")).toContainText(username);
  });
});
