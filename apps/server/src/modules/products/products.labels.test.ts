import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";

/** Product label templates (warehousing settings), under /api/customer-settings/*print-label-info*. */

const zh = { cookie: "language_type=zh_cn" };

appTest.beforeAll(openApp);

describe("product label templates", () => {
  type TLabel = { id: string; name: string; is_default: boolean; fields: string[]; width_mm: number };
  appTest(
    "keeps one default, validates the fields and is readable by the provider's drop shippers",
    async ({ app, operator, shipper, call }) => {
      const list0 = await call<TLabel[]>({ url: "/api/customer-settings/print-label-info-list" });
      expect(list0.data.map((l) => [l.name, l.is_default])).toEqual([["Standard 50 x 30 mm", true]]);
      const created = await call<TLabel>({
        url: "/api/customer-settings/create-print-label-info",
        body: {
          name: "Big 100 x 60",
          width_mm: 100,
          height_mm: 60,
          fields: ["barcode", "sku", "owner_code"],
          copies: 2,
          is_default: true,
        },
      });
      expect(created).toMatchObject({
        code: 1000,
        data: { is_default: true, fields: ["barcode", "sku", "owner_code"] },
      });
      const list = await app.call<TLabel[]>({
        url: "/api/customer-settings/print-label-info-list",
        token: shipper.token,
        query: { provider_uuid: app.demo.providerId },
      });
      expect(list.data.map((l) => [l.name, l.is_default])).toEqual([
        ["Big 100 x 60", true],
        ["Standard 50 x 30 mm", false],
      ]);
      const bad = await call<{ fields: Record<string, string> }>({
        url: "/api/customer-settings/create-print-label-info",
        body: { name: "Tiny", width_mm: 10, height_mm: 30, fields: [] },
        headers: zh,
      });
      expect(bad.data.fields).toMatchObject({
        width_mm: "标签宽度和高度须为 20 至 200 之间的整数毫米",
        fields: "请至少选择一个打印字段",
      });
      const dupField = await call<{ fields: Record<string, string> }>({
        url: "/api/customer-settings/create-print-label-info",
        body: { name: "Dup", width_mm: 50, height_mm: 30, fields: ["sku", "sku"] },
      });
      expect(dupField.data.fields.fields).toBe("Each field may appear only once");
      const updated = await call<TLabel>({
        url: "/api/customer-settings/update-print-label-info",
        method: "PUT",
        body: { label_template_id: created.data.id, width_mm: 90 },
      });
      expect(updated.data.width_mm).toBe(90);
      expect(
        (
          await app.call({
            url: "/api/customer-settings/create-print-label-info",
            token: operator.token,
            body: { name: "op", width_mm: 50, height_mm: 30, fields: ["sku"] },
          })
        ).code,
      ).toBe(4003);
      const del = await call({
        url: "/api/customer-settings/delete-print-label-info",
        method: "DELETE",
        body: { label_template_id: created.data.id },
      });
      expect(del.code).toBe(200);
    },
  );
});
