import { expect } from "@playwright/test";
import { demo, test } from "./app-fixtures.ts";
import { expectEveryColumnInView, listWindow } from "./app-table.ts";

/**
 * Issue 16: at 1440 px with the side menu open, the lists with the most columns show every one of them,
 * none under the fixed Actions column, in English (the longest titles) and in Chinese.
 */
const lists = [
  { user: demo.provider, path: "/p/order", list: "orders-list" },
  { user: demo.provider, path: "/p/stock-statistics", list: "inventory-table" },
  { user: demo.provider, path: "/p/product", list: "products-table" },
  { user: demo.provider, path: "/p/warehousing-definition?tab=receipts", list: "receipts-list" },
  { user: demo.provider, path: "/p/sourcing", list: "sourcing-list" },
  { user: demo.shipper, path: "/ds/sourcing", list: "sourcing-list" },
] as const;

test("at 1440 px the order, stock, product, receipt and sourcing lists show every column, none under Actions", async ({
  pageAs,
  baseURL,
}) => {
  for (const user of [demo.provider, demo.shipper]) {
    const page = await pageAs(user);
    await page.setViewportSize(listWindow);
    for (const [language, lang] of [
      ["en_us", "en"],
      ["zh_cn", "zh-CN"],
    ] as const) {
      await page.context().addCookies([{ name: "language_type", value: language, url: baseURL }]);
      for (const l of lists.filter((x) => x.user === user)) {
        await page.goto(l.path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectEveryColumnInView(page.getByTestId(l.list));
      }
    }
  }
});
