import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Picks an option of the antd Select inside `item` (a form item or any container holding one Select) and
 * checks that the item shows it. Retried: a click that lands while the dropdown is still opening or its
 * options are re-rendered (data arriving) selects nothing, which made single clicks flaky on a busy machine.
 */
export async function chooseOption(page: Page, item: Locator, option: string) {
  await expect(async () => {
    const dropdown = page.locator(".ant-select-dropdown:visible");
    if ((await dropdown.count()) === 0) await item.locator(".ant-select").click();
    await dropdown.locator(".ant-select-item-option", { hasText: option }).first().click({ timeout: 3_000 });
    await expect(item).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
