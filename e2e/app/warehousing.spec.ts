import { expect, type Page } from "@playwright/test";
import { demo, signIn, test } from "./app-fixtures.ts";

/**
 * Issue 4, first half of the acceptance: the provider builds a warehouse (zones, 500 locations from a
 * pattern) and a customer account; the new drop shipper changes its initial password and chooses the
 * warehouse for storage, and an empty selection is refused.
 */
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const warehouseCode = `E2E${stamp}`;
const warehouseLabel = `${warehouseCode} · E2E Warehouse ${stamp}`;
const customerName = `wh_shop_${stamp.toLowerCase()}`;

/** The new customer signs in like a demo user (the shared helper is typed for the demo accounts). */
async function signInShipper(page: Page, username: string, password: string) {
  await page.goto("/ds/login");
  await page.locator("#username").fill(username);
  await page.locator("#password").fill(password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/ds\/home$/);
}

async function pick(page: Page, field: ReturnType<Page["locator"]>, optionTitle: string, type?: string) {
  await field.click();
  if (type) await field.fill(type);
  await page.locator(".ant-select-dropdown:visible").getByTitle(optionTitle, { exact: true }).click();
}

test("provider sets up a warehouse and a customer; the customer chooses it for storage", async ({
  page,
  newContext,
}) => {
  // a long flow on a shared, busy machine: the lazily loaded screens can take seconds to appear
  test.setTimeout(300_000);
  await signIn(page, demo.provider);

  // --- warehouse
  await page.goto("/p/warehousing-setting");
  await page.getByRole("button", { name: "New warehouse" }).click();
  const warehouseForm = page.getByRole("dialog", { name: "New warehouse" });
  await warehouseForm.locator("#code").fill(warehouseCode.toLowerCase());
  await expect(warehouseForm.locator("#code")).toHaveValue(warehouseCode);
  await warehouseForm.locator("#name").fill(`E2E Warehouse ${stamp}`);
  await pick(page, warehouseForm.locator("#country"), "CN People's Republic of China", "CN");
  await warehouseForm.locator("#city").fill("Shenzhen");
  await warehouseForm.locator("#address").fill("1 Test Road");
  // Its outbound flow: every step by default; this warehouse does not weigh.
  const flow = warehouseForm.getByRole("group", { name: "Outbound flow" });
  await expect(flow.getByRole("checkbox", { checked: true })).toHaveCount(3);
  await flow.getByRole("checkbox", { name: "Weigh each parcel" }).uncheck();
  await warehouseForm.getByRole("button", { name: "Save" }).click();
  await expect(warehouseForm).toBeHidden();
  const created = page.getByTestId("warehouses-table").getByRole("row", { name: new RegExp(warehouseCode) });
  await expect(created.getByRole("cell", { name: warehouseCode })).toBeVisible();
  await expect(created.getByTestId("warehouse-flow-summary")).toHaveText("Pick → Review → Bag → Ship");

  // --- zones A and B
  await page.getByRole("tab", { name: "Zones" }).click();
  for (const zone of ["A", "B"]) {
    await page.getByRole("button", { name: "New zone" }).click();
    const zoneForm = page.getByRole("dialog", { name: "New zone" });
    await pick(page, zoneForm.locator("#warehouse_id"), warehouseLabel);
    await zoneForm.locator("#code").fill(zone);
    await zoneForm.locator("#name").fill(`Zone ${zone}`);
    await zoneForm.getByRole("button", { name: "Save" }).click();
    await expect(zoneForm).toBeHidden();
  }
  await pick(page, page.getByTestId("partitions-table").getByLabel("Warehouse"), warehouseLabel);
  await expect(page.getByTestId("partitions-table").getByText("2 in total")).toBeVisible();

  // --- 500 locations from a pattern: zone A, shelves 01-20, levels 01-05, positions 01-05
  await page.getByRole("tab", { name: "Storage locations" }).click();
  await page.getByRole("button", { name: "Bulk create" }).click();
  const bulk = page.getByRole("dialog", { name: "Bulk create storage locations" });
  await pick(page, bulk.locator("#warehouse_id"), warehouseLabel);
  await pick(page, bulk.locator("#partition_id"), "A · Zone A");
  await bulk.getByLabel("Shelves To").fill("20");
  await bulk.getByLabel("Levels To").fill("5");
  await bulk.getByLabel("Use positions").click();
  await bulk.getByLabel("Positions From").fill("1");
  await bulk.getByLabel("Positions To").fill("5");
  await expect(bulk.getByRole("button", { name: /^Create/ })).toBeDisabled();
  await bulk.getByRole("button", { name: "Preview" }).click();
  await expect(bulk.getByTestId("bulk-preview-count")).toContainText("500");
  await expect(bulk.getByText("A-01-01-01", { exact: true })).toBeVisible();
  await expect(bulk.getByText("A-20-05-05", { exact: true })).toBeVisible();
  await bulk.getByRole("button", { name: "Create 500 locations" }).click();
  await expect(page.getByText("500 locations created (20 new shelves)")).toBeVisible({ timeout: 30_000 });
  await expect(bulk).toBeHidden();
  const locations = page.getByTestId("locations-table");
  await pick(page, locations.getByLabel("Warehouse"), warehouseLabel);
  await expect(locations.getByText("500 in total")).toBeVisible();
  await expect(locations.getByRole("cell", { name: "A-01-01-01", exact: true })).toBeVisible();

  // --- the customer account; its initial password is shown once
  await page.goto("/p/customer");
  await page.getByRole("button", { name: "New customer" }).click();
  const customerForm = page.getByRole("dialog", { name: "New customer" });
  await customerForm.locator("#username").fill(customerName);
  await customerForm.getByRole("button", { name: "Create" }).click();
  const initialPassword = (
    await customerForm.getByTestId("initial-password").locator("code").innerText()
  ).trim();
  expect(initialPassword.length).toBeGreaterThan(5);
  await customerForm.getByRole("button", { name: "Done" }).click();

  // --- the drop shipper: initial password, forced change, then storage
  const shipperContext = await newContext();
  const shipper = await shipperContext.newPage();
  await signInShipper(shipper, customerName, initialPassword);
  const forced = shipper.getByRole("dialog", { name: "Security and authentication" });
  await expect(forced.getByText("Your account still uses its initial password")).toBeVisible();
  const newPassword = "Harbour#2026x";
  await forced.locator("#old_password").fill(initialPassword);
  await forced.locator("#new_password").fill(newPassword);
  await forced.locator("#confirm_password").fill(newPassword);
  await forced.getByRole("button", { name: "Change password" }).click();
  await expect(shipper).toHaveURL(/\/ds\/login$/);
  await signInShipper(shipper, customerName, newPassword);
  await expect(shipper.getByTestId("home-greeting")).toContainText(customerName);

  await shipper.goto("/ds/warehousing");
  const selection = shipper.getByTestId("storage-selection");
  const row = selection.getByRole("row", { name: new RegExp(warehouseCode) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("Not selected")).toBeVisible();
  const saveSelection = selection.getByRole("button", { name: "Save selection" });
  await row.getByRole("checkbox").check();
  await saveSelection.click();
  await expect(shipper.getByText("Warehouse selection saved")).toBeVisible();
  await expect(row.getByText("Selected", { exact: true })).toBeVisible();
  await expect(saveSelection).toBeDisabled();

  // deselecting everything is refused with the server's message; the selection stays
  await row.getByRole("checkbox").uncheck();
  await expect(saveSelection).toBeEnabled();
  await saveSelection.click();
  await expect(selection.getByRole("alert")).toContainText("Select at least one warehouse");
  await shipper.reload();
  await expect(
    shipper
      .getByTestId("storage-selection")
      .getByRole("row", { name: new RegExp(warehouseCode) })
      .getByText("Selected", { exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  // the provider's warehousing definition lists the customer's choice
  await page.goto("/p/warehousing-definition");
  const definitions = page.getByTestId("storage-definitions");
  await expect(
    definitions.getByRole("row", { name: new RegExp(`${customerName}.*${warehouseCode}`) }),
  ).toBeVisible({ timeout: 30_000 });

  // disabling the warehouse keeps the customer's selection, shown as such (saving cannot drop it unseen)
  await page.goto("/p/warehousing-setting");
  await page
    .getByTestId("warehouses-table")
    .getByRole("row", { name: new RegExp(warehouseCode) })
    .getByRole("button", { name: "Edit" })
    .click({ timeout: 30_000 });
  const editForm = page.getByRole("dialog", { name: "Edit warehouse" });
  await pick(page, editForm.locator("#status"), "Disabled");
  await editForm.getByRole("button", { name: "Save" }).click();
  await expect(editForm).toBeHidden();
  await shipper.reload();
  const kept = shipper.getByTestId("storage-selection").getByRole("row", { name: new RegExp(warehouseCode) });
  await expect(kept.getByText("Disabled by the provider, still selected")).toBeVisible({ timeout: 30_000 });
  await expect(kept.getByRole("checkbox")).toBeChecked();
  await shipperContext.close();
});
