import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n, i18nReady } from "../../i18n/i18n.ts";
import { missionName } from "./mission-name.ts";

await i18nReady;
afterEach(() => changeLanguage("en_us"));

describe("missionName", () => {
  it("names a task in the reader's language, whoever started it, keeping an import's file name", async () => {
    await changeLanguage("zh_cn");
    expect(missionName(i18n, { kind: "export:products", name: "Product export" })).toBe("商品导出");
    expect(missionName(i18n, { kind: "import:orders", name: "Order import: week 48.xlsx" })).toBe(
      "订单导入：week 48.xlsx",
    );
    await changeLanguage("en_us");
    expect(missionName(i18n, { kind: "stores:sync-products", name: "店铺商品同步" })).toBe(
      "Shop product sync",
    );
    expect(missionName(i18n, { kind: "import:products", name: "商品导入：库存.xlsx" })).toBe(
      "Product import: 库存.xlsx",
    );
  });

  it("keeps the stored name of a kind the catalogue does not know", () => {
    expect(missionName(i18n, { kind: "export:something-new", name: "Something new" })).toBe("Something new");
  });
});
