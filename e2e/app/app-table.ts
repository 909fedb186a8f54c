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

/** The window the lists are laid out for (issue 16): 1440 x 900 with the side menu open. */
export const listWindow = { width: 1440, height: 900 };

/**
 * A list shows every column in the current window (issue 16): it does not scroll sideways, and its last
 * column ends left of the fixed Actions column (or of the list's right edge when it has none), so no
 * column slides under Actions. Measured on the header and the first row.
 */
export async function expectEveryColumnInView(table: Locator) {
  await expect(table.locator("tbody tr.ant-table-row").first()).toBeVisible();
  const layout = await table.evaluate((list) => {
    const holder = list.querySelector(".ant-table-content, .ant-table-body");
    if (!holder) throw new Error("no table in the list");
    const rows = [list.querySelector("thead tr"), list.querySelector("tbody tr.ant-table-row")];
    return {
      scrollWidth: holder.scrollWidth,
      clientWidth: holder.clientWidth,
      rows: rows.map((row) => {
        const cells = [...(row?.children ?? [])];
        const actions = cells.find((cell) => cell.matches(".ant-table-cell-fix-end"));
        const last = cells.filter((cell) => !cell.matches(".ant-table-cell-fix-end")).at(-1);
        return {
          lastRight: Math.round(last?.getBoundingClientRect().right ?? 0),
          limit: Math.round((actions ?? holder).getBoundingClientRect()[actions ? "left" : "right"]),
        };
      }),
    };
  });
  expect(layout.scrollWidth, "the list scrolls sideways").toBeLessThanOrEqual(layout.clientWidth);
  for (const row of layout.rows)
    expect(row.lastRight, "a column ends under the fixed Actions column").toBeLessThanOrEqual(row.limit);
}
