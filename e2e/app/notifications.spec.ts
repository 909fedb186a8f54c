import { expect, type Page } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

/** The unread count the header's mail button shows (its badge and its accessible name). */
async function unreadCount(page: Page): Promise<number> {
  return Number(await page.getByTestId("unread-mail-button").getAttribute("data-unread"));
}

test("a mail written by the provider reaches the drop shipper's open tab without a reload", async ({
  newContext,
}) => {
  test.setTimeout(120_000); // two users sign in
  const shipperContext = await newContext();
  const providerContext = await newContext();
  try {
    const shipper = await shipperContext.newPage();
    await signIn(shipper, demo.shipper);
    // The badge has loaded its first count before anything is sent.
    await expect(shipper.getByTestId("unread-mail-button")).toBeVisible();
    await shipper.waitForLoadState("networkidle");
    const before = await unreadCount(shipper);
    const navigations: string[] = [];
    shipper.on("framenavigated", (frame) => {
      if (frame === shipper.mainFrame()) navigations.push(frame.url());
    });

    const provider = await providerContext.newPage();
    await signIn(provider, demo.provider);
    await provider.goto("/p/mail");
    await provider.getByRole("button", { name: "Write mail" }).click();
    const dialog = provider.getByRole("dialog");
    await dialog.locator("#customer_id").click();
    await provider.locator(".ant-select-item-option", { hasText: "demo_shipper" }).first().click();
    const subject = `Dock 3 closes early ${Date.now()}`;
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Message").fill("Please book your pickups before 15:00.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(provider.getByText("Mail sent")).toBeVisible();

    // The shipper's tab hears it over the websocket: the badge moves, the page was never reloaded.
    await expect.poll(() => unreadCount(shipper), { timeout: 10_000 }).toBe(before + 1);
    expect(navigations).toEqual([]);
    await shipper.goto("/ds/mail");
    await expect(shipper.getByTestId("mail-table")).toContainText(subject);
  } finally {
    await shipperContext.close();
    await providerContext.close();
  }
});
