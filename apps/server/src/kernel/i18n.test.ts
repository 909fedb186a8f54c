import { describe, expect, it } from "vitest";
import { bilingual, text } from "./errors.ts";
import { formatMessage, renderData } from "./i18n.ts";

describe("texts rendered in the caller's language", () => {
  it("fills placeholders with plain values, nested texts and labels in both languages", () => {
    const message = text("order.refused", {
      code: "SO-1",
      action: text("order.action.cancel"),
      status: { en_us: "shipped", zh_cn: "已发货" },
    });
    expect(formatMessage(message.key, "en_us", message.params)).toBe(
      `Order SO-1 cannot be ${formatMessage("order.action.cancel", "en_us")}: it is shipped`,
    );
    expect(formatMessage(message.key, "zh_cn", message.params)).toContain("已发货");
    expect(formatMessage(message.key, "zh_cn", message.params)).toContain(
      formatMessage("order.action.cancel", "zh_cn"),
    );
  });

  it("chooses the plural form the count asks for in English; Chinese has one form", () => {
    expect(formatMessage("warehouse.deleteHasPartitions", "en_us", { count: 1 })).toBe(
      "This warehouse still has 1 zone; delete it first",
    );
    expect(formatMessage("warehouse.deleteHasPartitions", "en_us", { count: 3 })).toBe(
      "This warehouse still has 3 zones; delete its zones first",
    );
    expect(formatMessage("warehouse.deleteHasPartitions", "zh_cn", { count: 3 })).toBe(
      "该仓库仍有 3 个分区，请先删除分区",
    );
  });

  it("joins a list the way each language lists things", () => {
    const labels = [
      { en_us: "stock on hand", zh_cn: "库存" },
      { en_us: "warehouse receipts", zh_cn: "入库单" },
    ];
    const params = { name: "WH-1", what: labels };
    expect(formatMessage("warehouse.inUse", "en_us", params)).toBe(
      "WH-1 cannot be deleted while stock on hand, warehouse receipts reference it; disable it instead",
    );
    expect(formatMessage("warehouse.inUse", "zh_cn", params)).toBe(
      "WH-1 仍被库存、入库单引用，无法删除，可改为停用",
    );
  });

  it("renders every text inside an answer and leaves the rest untouched", () => {
    const when = new Date(0);
    const untouched = { list: [{ n: 1 }], at: when };
    const data = {
      deleted: ["a"],
      errors: [{ key: "b", message: text("inventory.insufficientStock") }],
      references: [bilingual({ en_us: "open orders", zh_cn: "未完成的订单" })],
      untouched,
    };
    const rendered = renderData(data, "zh_cn") as typeof data;
    expect(rendered.errors[0]?.message).toBe(formatMessage("inventory.insufficientStock", "zh_cn"));
    expect(rendered.references).toEqual(["未完成的订单"]);
    expect(rendered.untouched).toBe(untouched);
    expect(data.errors[0]?.message).toBeInstanceOf(Object); // the service's own object is not changed
    expect(renderData(untouched, "en_us")).toBe(untouched);
  });

  it("says a marketing-site message in the site's words, and an unknown key as it is", () => {
    expect(formatMessage("site.planUnknown", "zh_cn")).toBe("没有这个套餐");
    expect(formatMessage("not.a.key {x}", "en_us", { x: 1 })).toBe("not.a.key 1");
  });
});
