import { demo, test } from "./app-fixtures.ts";
import { expectEveryColumnInView, listWindow } from "./app-table.ts";

/**
 * Issue 16: at 1440 px with the side menu open, the lists with the most columns show every one of them, none
 * under the fixed Actions column (English, whose titles are the longest; the order list and the inventory
 * statistics are checked in both languages by their own specs).
 */
const lists = [
  { user: demo.provider, path: "/p/warehousing-definition?tab=receipts", list: "receipts-list" },
  { user: demo.provider, path: "/p/sourcing", list: "sourcing-list" },
  { user: demo.shipper, path: "/ds/sourcing", list: "sourcing-list" },
  { user: demo.provider, path: "/p/product", list: "products-table" },
] as const;

test("at 1440 px the receipts, sourcing and product lists show every column", async ({ pageAs }) => {
  for (const user of [demo.provider, demo.shipper]) {
    const page = await pageAs(user);
    await page.setViewportSize(listWindow);
    for (const l of lists.filter((x) => x.user === user)) {
      await page.goto(l.path);
      await expectEveryColumnInView(page.getByTestId(l.list));
    }
  }
});
