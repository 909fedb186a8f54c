import { expect } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";
import { expectScanRefused } from "./app-scan.ts";
import { chooseOption } from "./app-select.ts";

/**
 * The shipping screens: one piece for shipping takes scans from the keyboard and shows refusals next to
 * the field; shipping notices refuse a handover without bagged orders; the exception list filters by
 * reason; the shipping orders list links to exceptions. (Printing, handover and exception handling on
 * real orders are covered by the server tests in modules/shipping.)
 */

test("shipping screens: one piece scan, shipping notice, exceptions, shipping orders", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.operator);

  // The main menu's Outbound group opens in place and holds the screen's link.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Outbound" }).click();
  await page.getByRole("link", { name: "One piece for shipping" }).click();
  await expect(page).toHaveURL(/\/p\/p-one-piece-for-shipping$/);
  await expectScanRefused(page, "one-piece-scan", "NO-SUCH-SKU");

  // Other specs may have shipped already: a search that matches nothing says so (not "none yet").
  const noMatch = "Nothing matches this view: change the tab, the search or the filters.";
  await page.goto("/p/p-shipping-notice?keyword=DN-NONE");
  await expect(page.getByTestId("shipping-notices-table")).toContainText(noMatch);
  await page.getByRole("button", { name: "New shipping notice" }).click();
  const dialog = page.getByRole("dialog");
  await chooseOption(page, dialog.locator(".ant-form-item", { hasText: "Warehouse" }), "SZ01");
  // The demo has a bagged order waiting on SELF; nothing ever waits on the manual post channel.
  await chooseOption(page, dialog.locator(".ant-form-item", { hasText: "Channel" }), "POST-STD");
  await dialog.getByRole("button", { name: "New shipping notice" }).click();
  await expect(page.getByText("No bagged orders wait for this warehouse and channel")).toBeVisible();

  await page.goto("/p/p-exceptions?keyword=SO-NONE");
  await expect(page.getByTestId("exceptions-table")).toContainText(noMatch);
  await expect(page.getByRole("button", { name: "Resolve" })).toBeDisabled();

  await page.goto("/p/p-list-of-shipping-orders");
  await expect(page.getByTestId("shipping-orders-table")).toBeVisible();
  await expect(page.getByTestId("print-waybills")).toBeDisabled();
  await page
    .getByTestId("shipping-orders-screen")
    .getByRole("link", { name: "Exception management" })
    .click();
  await expect(page).toHaveURL(/\/p\/p-exceptions$/);
});
