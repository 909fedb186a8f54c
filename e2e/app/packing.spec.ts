import { expect } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";
import { expectScanRefused } from "./app-scan.ts";

/**
 * The packing floor's screens by keyboard only, as a wedge scanner drives them: the scan field has the
 * focus, Enter submits, errors are shown next to the field (no sound) and the focus stays for the next
 * scan. (The server's happy paths are covered by packing.routes.test.ts; reaching a picked order here
 * needs the wave screens.)
 */

test("review, bagging and weighing take scans from the keyboard and show refusals visually", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.operator);

  // Review: reachable from the outbound menu; an unknown code is refused next to the field.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Outbound" }).click();
  await page.getByRole("link", { name: "Review" }).click();
  await expect(page).toHaveURL(/\/p\/p-to-review$/);
  await expectScanRefused(page, "review-scan", "SO-NOT-THERE");

  // Bagging: same scanner behaviour; the bag list has its filters and an empty or filled table.
  await page.goto("/p/p-bagging");
  await expectScanRefused(page, "bagging-scan", "SO-NOT-THERE");
  await expect(page.getByTestId("bags-list")).toBeVisible();

  // Weighing: scan, then the weight field takes the focus; a bad weight stays on the page, Esc goes back.
  await page.goto("/p/p-batch-weighing");
  await expect(page.getByTestId("weighing-settings")).toContainText("10% / 50 g");
  await expect(page.getByTestId("weighing-scan")).toBeFocused();
  await page.keyboard.type("SO-NOT-THERE");
  await page.keyboard.press("Enter");
  const weight = page.getByTestId("weighing-weight");
  await expect(weight).toBeFocused();
  await page.keyboard.type("abc");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("weighing-weight-error")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("weighing-scan")).toBeFocused();
  await page.keyboard.type("SO-NOT-THERE");
  await page.keyboard.press("Enter");
  await page.keyboard.type("1.25");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("weighing-scan-error")).toContainText("SO-NOT-THERE");
  await expect(page.getByTestId("weighing-scan")).toBeFocused();
});
