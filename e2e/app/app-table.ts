import { expect, type Locator } from "@playwright/test";

/**
 * Expands a row of an antd table and waits until it is expanded. Retried: a click that lands while the
 * list is still swapping its previous page for the answer (the loading veil covers the rows) opens
 * nothing, which made single clicks flaky on a busy machine.
 */
export async function expandRow(row: Locator) {
  await expect(async () => {
    const expand = row.locator(".ant-table-row-expand-icon-collapsed");
    if ((await expand.count()) > 0) await expand.click({ timeout: 3_000 });
    await expect(row.locator(".ant-table-row-expand-icon-expanded")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
