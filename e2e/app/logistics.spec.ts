import { expect, type Page } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

/**
 * Issue 6 (logistics): the provider creates a logistics API account (its token is never shown again),
 * a channel that uses it, and a custom track URL; a URL that is not http(s) is refused with the message.
 */
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const apiName = `E2E API ${stamp}`;
const token = `tok-e2e-secret-${stamp}-9876`;
const channelCode = `E2E-${stamp}`;
const urlName = `E2E Carrier ${stamp}`;

async function pick(page: Page, field: ReturnType<Page["locator"]>, optionTitle: string) {
  await field.click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(optionTitle, { exact: true }).click();
}

test("provider sets up an API account, a channel using it and a custom track URL", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demo.provider);
  await page.goto("/p/logistics");

  // --- the seeded channels, one per carrier adapter
  const channels = page.getByTestId("channels-table");
  await expect(channels.getByRole("cell", { name: "POST-STD", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(channels.getByRole("cell", { name: "SELF", exact: true })).toBeVisible();

  // --- API account: the secret is write-only
  await page.getByRole("tab", { name: "Logistics API" }).click();
  await expect(
    page.getByTestId("api-accounts-table").getByText("No logistics API accounts yet."),
  ).toBeVisible();
  await page.getByRole("button", { name: "New API account" }).click();
  const apiForm = page.getByRole("dialog", { name: "New API account" });
  await apiForm.locator("#name").fill(apiName);
  await apiForm.locator("#client_id").fill("client-42");
  await apiForm.locator("#account").fill("shipper-account");
  await apiForm.locator("#api_token").fill(token);
  await apiForm.locator("#password").fill("carrier-pass");
  await apiForm.getByRole("button", { name: "Save" }).click();
  await expect(apiForm).toBeHidden();
  const apiRow = page.getByTestId("api-accounts-table").getByRole("row", { name: new RegExp(apiName) });
  await expect(apiRow).toContainText("••••••9876");
  await expect(page.getByText(token)).toHaveCount(0);
  await apiRow.getByRole("button", { name: "Edit" }).click();
  const apiEdit = page.getByRole("dialog", { name: "Edit API account" });
  await expect(apiEdit.locator("#api_token")).toHaveValue("");
  await expect(apiEdit.getByText("Stored (••••••9876). Leave empty to keep it.")).toBeVisible();
  await apiEdit.getByRole("button", { name: "Cancel" }).click();

  // --- custom track URL; a bad one is refused with the message
  await page.getByRole("tab", { name: "Track URLs" }).click();
  const urls = page.getByTestId("track-urls-table");
  await expect(urls.getByRole("cell", { name: "DHL Express", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "New track URL" }).click();
  const urlForm = page.getByRole("dialog", { name: "New track URL" });
  await urlForm.locator("#name_cn").fill(`测试承运商 ${stamp}`);
  await urlForm.locator("#name_en").fill(urlName);
  await urlForm.locator("#url").fill("ftp://carrier.example/{tracking_number}");
  await urlForm.getByRole("button", { name: "Save" }).click();
  await expect(urlForm.getByText("The track URL must start with http or https")).toBeVisible();
  await urlForm.locator("#url").fill("https://carrier.example/track");
  await expect(
    urlForm.getByText("The track URL must contain {tracking_number} where the tracking number goes"),
  ).toBeVisible();
  await urlForm.locator("#url").fill("https://carrier.example/track?no={tracking_number}");
  await urlForm.getByRole("button", { name: "Save" }).click();
  await expect(urlForm).toBeHidden();
  await urls.getByPlaceholder("Name or URL").fill(stamp);
  await urls.getByPlaceholder("Name or URL").press("Enter");
  const urlRow = urls.getByRole("row", { name: new RegExp(urlName) });
  await expect(urlRow).toContainText("https://carrier.example/track?no={tracking_number}");
  await expect(urlRow).toContainText("Custom");
  await expect(urlRow).toContainText("demo_provider");

  // --- a channel using the API account and the new track URL
  await page.getByRole("tab", { name: "Channels" }).click();
  await page.getByRole("button", { name: "New channel" }).click();
  const channelForm = page.getByRole("dialog", { name: "New channel" });
  await channelForm.locator("#name").fill(`E2E channel ${stamp}`);
  await channelForm.locator("#code").fill(channelCode.toLowerCase());
  await expect(channelForm.locator("#code")).toHaveValue(channelCode);
  await pick(page, channelForm.locator("#warehouse_id"), "SZ01 · Shenzhen Main Warehouse");
  await pick(page, channelForm.locator("#carrier_kind"), "Self-issued waybills");
  await pick(page, channelForm.locator("#api_account_id"), apiName);
  await pick(page, channelForm.locator("#track_url_id"), urlName);
  await expect(channelForm.getByRole("link", { name: "LP00123456789CN" })).toHaveAttribute(
    "href",
    "https://carrier.example/track?no=LP00123456789CN",
  );
  // The carrier's tariff is all four or none: a half-filled one is refused before sending.
  await channelForm.getByLabel("First weight", { exact: true }).fill("0.5");
  await channelForm.getByRole("button", { name: "Save" }).click();
  await expect(
    channelForm.getByText("Fill in all four tariff fields, or leave all four empty").first(),
  ).toBeVisible();
  await channelForm.getByLabel("First weight price").fill("6.10");
  await channelForm.getByLabel("Step weight").fill("0.5");
  await channelForm.getByLabel("Price per step").fill("1.20");
  await channelForm.getByRole("button", { name: "Save" }).click();
  await expect(channelForm).toBeHidden();
  const channelRow = page.getByTestId("channels-table").getByRole("row", { name: new RegExp(channelCode) });
  await expect(channelRow).toContainText("6.10 up to 0.5 kg, +1.20 per 0.5 kg");
  await expect(channelRow).toContainText(apiName);
  await expect(channelRow).toContainText("Self-issued waybills");

  // the API account in use now counts the channel and cannot be deleted
  await page.getByRole("tab", { name: "Logistics API" }).click();
  const usedRow = page.getByTestId("api-accounts-table").getByRole("row", { name: new RegExp(apiName) });
  await expect(usedRow.getByRole("cell", { name: "1", exact: true })).toBeVisible();
  await usedRow.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText("This API account is used by 1 channel; change that channel first"),
  ).toBeVisible({ timeout: 30_000 });
});
