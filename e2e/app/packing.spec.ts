import { expect } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";
import { expectScanRefused } from "./app-scan.ts";

/**
 * The packing floor's screens by keyboard only, as a wedge scanner drives them: the scan field has the
 * focus, Enter submits, errors are shown next to the field (no sound) and the focus stays for the next
 * scan. (The server's happy paths are covered by packing.routes.test.ts; reaching a picked order here
 * needs the wave screens.)
 */

test("review, weighing and bagging take scans from the keyboard and show refusals visually", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.operator);

  // Review: reachable from the outbound menu, the first bench of the parcel; an unknown code is refused
  // next to the field, and the picked parcels waiting for it are shown.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Outbound" }).click();
  // The outbound group lists the benches in the parcel's order: review, weigh, waybill, bag, hand over.
  const benches = [
    "/p/p-to-review",
    "/p/p-batch-weighing",
    "/p/p-one-piece-for-shipping",
    "/p/p-list-of-shipping-orders",
    "/p/p-bagging",
    "/p/p-shipping-notice",
    "/p/p-exceptions",
  ];
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).locator('a[href="/p/p-bagging"]'),
  ).toBeVisible();
  const hrefs = await page
    .getByRole("navigation", { name: "Main menu" })
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((h) => benches.includes(h))).toEqual(benches);
  // The menu's Review (the dashboard's counts card links to its own review of variances).
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Review", exact: true })
    .click();
  await expect(page).toHaveURL(/\/p\/p-to-review$/);
  await expectScanRefused(page, "review-scan", "SO-NOT-THERE");
  await expect(page.getByTestId("review-queue")).toContainText(/Waiting here: \d+/);

  // Weighing, the next bench: an unknown code is refused at the scan field before any weight is asked.
  await page.goto("/p/p-batch-weighing");
  await expect(page.getByTestId("weighing-settings")).toContainText("10% / 50 g");
  await expectScanRefused(page, "weighing-scan", "SO-NOT-THERE");
  await expect(page.getByTestId("weighing-entry")).toHaveCount(0);

  // A reviewed parcel waiting here (the demo leaves one): scanned, its expected weight and tolerance show
  // and the weight field takes the focus; a bad weight stays on the page, Esc goes back to scanning.
  const queue = page.getByTestId("weighing-queue");
  await expect(queue).toContainText(/Waiting here: [1-9]\d*/);
  const waiting = (
    await queue.locator("tbody tr.ant-table-row").first().locator("td").first().innerText()
  ).trim();
  expect(waiting).toMatch(/^SO\d+$/);
  await page.keyboard.type(waiting);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("weighing-entry")).toContainText(waiting);
  await expect(page.getByTestId("weighing-expected")).toHaveText(
    /^\d+\.\d{3} kg, give or take \d+\.\d{3} kg$/,
  );
  const weight = page.getByTestId("weighing-weight");
  await expect(weight).toBeFocused();
  await page.keyboard.type("abc");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("weighing-weight-error")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("weighing-entry")).toHaveCount(0);
  await expect(page.getByTestId("weighing-scan")).toBeFocused();
  await expect(page.getByTestId("weighing-results")).not.toContainText(waiting);

  // Bagging, after the waybill: same scanner behaviour; the labelled parcels waiting for a bag are shown;
  // the bag list has its filters and an empty or filled table. A reviewed parcel not weighed yet is refused.
  await page.goto("/p/p-bagging");
  await expectScanRefused(page, "bagging-scan", "SO-NOT-THERE");
  await expect(page.getByTestId("bagging-queue")).toContainText(/Waiting here: \d+/);
  await expect(page.getByTestId("bags-list")).toBeVisible();
  await expectScanRefused(page, "bagging-scan", waiting);
});
