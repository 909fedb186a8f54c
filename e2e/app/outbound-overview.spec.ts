import { expect } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

/**
 * Issue 16: a new operator ships the demo's waiting parcel by following the screens alone. The outbound
 * overview (reached from the menu) shows it under "Ready to hand over" with one step left; the card's
 * link opens the bagged shipping orders, where "Hand over" ships it after a confirmation; the overview counts
 * it no more. The demo leaves exactly one labelled, bagged parcel on SZ01 / SELF; this spec runs before
 * outbound.spec (which hands over every parcel of that channel). The cards follow the parcel's steps:
 * reviewed (weigh next), weighed (waybill next), labelled (bag next), ready (bagged).
 */
test("the demo's waiting parcel is shipped from the outbound overview's lead", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.operator);
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("button", { name: "Outbound" }).click();
  await menu.getByRole("link", { name: "Outbound overview" }).click();
  await expect(page).toHaveURL(/\/p\/outbound$/);

  const ready = page.getByTestId("outbound-step-ready");
  const readyCount = page.getByTestId("outbound-count-ready");
  await expect(readyCount).toHaveText(/^\d+$/);
  const before = Number(await readyCount.innerText());
  expect(before).toBeGreaterThanOrEqual(1);
  // The cards in the parcel's order: review -> weigh -> waybill -> bag -> hand over.
  const cards = await page
    .locator("[data-testid^=outbound-step-]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
  expect(cards).toEqual(
    ["confirmed", "in_wave", "picked", "reviewed", "weighed", "labelled", "ready", "exception"].map(
      (s) => `outbound-step-${s}`,
    ),
  );
  await expect(page.getByTestId("outbound-step-ready")).toContainText("Ready to hand over");
  // A picked parcel's steps left read in the parcel's order (the waybill before the bag).
  const picked = page.getByTestId("outbound-step-picked");
  await picked.getByRole("button").click();
  await expect(picked.getByRole("button")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("outbound-orders").getByTestId("outbound-remaining").first()).toHaveText(
    /^Review → Weigh → (Waybill → )?Bag → Hand over$/,
  );

  await ready.getByRole("button").click();
  await expect(ready.getByRole("button")).toHaveAttribute("aria-pressed", "true");
  const table = page.getByTestId("outbound-orders");
  const first = table.locator("tbody tr.ant-table-row").first();
  await expect(first.getByTestId("outbound-remaining")).toHaveText("Hand over");
  const code = (await first.locator("td").first().innerText()).trim();
  expect(code).toMatch(/^SO\d+$/);

  // The card says where the step is done.
  await ready.getByRole("link", { name: "Shipping orders" }).click();
  await expect(page).toHaveURL(/\/p\/p-list-of-shipping-orders\?status=bagged$/);
  const orders = page.getByTestId("shipping-orders-table");
  const row = orders.locator("tbody tr.ant-table-row", { hasText: code });
  await row.locator("input[type=checkbox]").check();
  await page.getByTestId("hand-over-orders").click();
  const confirm = page.locator(".ant-modal-confirm:visible");
  await expect(confirm).toContainText("Hand over 1 order?");
  await confirm.getByRole("button", { name: "Hand over" }).click();
  await expect(
    page.getByText(new RegExp(`Order ${code} handed over on shipping notice DN\\d+: it is shipped`)),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto("/p/outbound?step=ready");
  await expect(readyCount).toHaveText(String(before - 1));
  await expect(page.getByTestId("outbound-orders")).not.toContainText(code);
});
