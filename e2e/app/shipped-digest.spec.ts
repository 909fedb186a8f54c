import { expect } from "@playwright/test";
import { apiCall } from "./app-api.ts";
import { demo, test } from "./app-fixtures.ts";

/**
 * Issue 40 item 7: the drop shipper chooses the daily digest of shipped orders in Settings, Notifications;
 * the choice is kept (a reload shows it). The spec puts the default (a mail per order) back, since other
 * specs count the per-order mails of the demo shipper.
 */
test("the drop shipper chooses the daily digest of shipped orders, and it is kept", async ({ pageAs }) => {
  const page = await pageAs(demo.shipper);
  try {
    await page.goto("/ds/settings?tab=notifications");
    const group = page.getByRole("radiogroup", { name: "Shipped orders" });
    await expect(group.getByRole("radio", { name: "One mail per order, as it ships" })).toBeChecked();
    await group.getByText("One daily digest of the day's shipped orders").click();
    await expect(page.getByText("Saved")).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole("radiogroup", { name: "Shipped orders" })
        .getByRole("radio", { name: "One daily digest of the day's shipped orders" }),
    ).toBeChecked();
  } finally {
    const back = await apiCall(page, "ds", "POST", "customer-settings/global-user-settings", {
      shipped_mail: "each",
    });
    expect(back.code).toBe(200);
  }
});
