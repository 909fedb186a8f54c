import { expect, type Page } from "@playwright/test";

/**
 * Scans `code`, which the screen does not know, into the focused scan field `field` (a test id) from the
 * keyboard, as a wedge scanner does, and checks it is refused beside the field, which is emptied and keeps
 * the focus for the next scan.
 */
export async function expectScanRefused(page: Page, field: string, code: string) {
  const scan = page.getByTestId(field);
  await expect(scan).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId(`${field}-error`)).toContainText(code);
  await expect(scan).toHaveValue("");
  await expect(scan).toBeFocused();
}
