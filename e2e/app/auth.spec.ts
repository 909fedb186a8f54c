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

  test("the page is the area: /p/login signs in a provider or an operator as the account says, and switches to /ds/login", async ({
    page,
  }) => {
    await page.goto("/p/login?redirect=%2Fp%2Forder");
    const areas = page.getByRole("navigation", { name: "Sign in as" });
    await expect(areas.getByRole("link", { name: "Provider or operator" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await areas.getByRole("link", { name: "Drop shipper" }).click();
    await expect(page).toHaveURL(/\/ds\/login\?redirect=%2Fp%2Forder$/);
    await expect(areas.getByRole("link", { name: "Drop shipper" })).toHaveAttribute("aria-current", "page");
  });

  test("an account on the other area's sign-in page is told where to sign in, and gets there in one click", async ({
    page,
  }) => {
    await page.goto("/ds/login");
    await page.locator("#username").fill(demo.operator.username);
    await page.locator("#password").fill("Demo@Pass2026");
    await page.locator("button[type=submit]").click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(
      "This is a provider or operator account: sign in on the provider sign-in page",
    );
    await alert.getByRole("link", { name: "Go to that sign-in page" }).click();
    await expect(page).toHaveURL(/\/p\/login$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
    // What was typed stays: one more press signs the operator in.
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/p\/home$/);
    await expect(page.getByTestId("user-role")).toHaveText("Operator");
    // Signed in, the site's root is the dashboard, not the sign-in form.
    await page.goto("/");
    await expect(page).toHaveURL(/\/p\/home$/);
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
