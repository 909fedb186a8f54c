import type { TProduct } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { multipartFile, xlsxOf } from "../../../test/support/products.test-helpers.ts";
import { auditLog } from "../audit/index.ts";
import { productVariants } from "./products.tables.ts";
import { recordVariantWeight, variantsWithoutWeight } from "./products.weights.ts";

/**
 * Issue 40: a variant without a weight failed its first weighing ("expected 0.000 kg"). Its weight is now
 * required wherever a variant is written by hand (form, API, import); variants stored without one are
 * flagged for the staff and the drop shipper, and the weighing screen may record the first weight.
 */

const zh = { cookie: "language_type=zh_cn" };
const required = "Enter the weight in kg (more than 0): parcels are weighed against it";
const variant = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  name_en: `Item ${sku}`,
  weight: "0.25",
  ...extra,
});

describe("a variant's weight is required", () => {
  appTest(
    "on create and on edit, at the variant's field, in the caller's language",
    async ({ apiAs, shipper }) => {
      const api = apiAs(shipper);
      const missing = await api.post("product/create-product", {
        title: "Weightless",
        product_variants: [
          { sku: "WL-1", name_en: "No weight" },
          variant("WL-2", { weight: "0" }),
          variant("WL-3", { weight: "" }),
          variant("WL-4", { weight: "0.000" }),
          variant("WL-5", { weight: "heavy" }),
          variant("WL-6"),
        ],
      });
      expectFieldErrors(missing, {
        "product_variants.0.weight": required,
        "product_variants.1.weight": required,
        "product_variants.2.weight": required,
        "product_variants.3.weight": required,
        "product_variants.4.weight": "Enter the weight in kg, at most 3 decimals",
      });
      expect(Object.keys((missing.data as { fields: object }).fields)).not.toContain(
        "product_variants.5.weight",
      );
      const inChinese = await api.post(
        "product/create-product",
        { title: "Weightless", product_variants: [{ sku: "WL-1", name_en: "No weight" }] },
        zh,
      );
      expectFieldErrors(inChinese, {
        "product_variants.0.weight": "请输入以 kg 为单位的重量（大于 0）：包裹称重以此为准",
      });

      const created = await api.post<TProduct>("product/create-product", {
        title: "Weighed",
        product_variants: [variant("WL-OK-1", { weight: 0.125 }), variant("WL-OK-2")],
      });
      expect(created.code, created.message).toBe(1000);
      expect(created.data.product_variants.map((v) => v.weight)).toEqual(["0.125", "0.250"]);

      const [first, second] = created.data.product_variants;
      const cleared = await api.put("product/update-product", {
        product_uuid: created.data.product_uuid,
        title: "Weighed",
        product_variants: [
          { ...variant("WL-OK-1"), variant_id: first?.variant_id },
          { ...variant("WL-OK-2", { weight: "0" }), variant_id: second?.variant_id },
        ],
      });
      expectFieldErrors(cleared, { "product_variants.1.weight": required });
      const stored = await api.get<TProduct>("product/query-specific", {
        product_uuid: created.data.product_uuid,
      });
      expect(stored.data.product_variants.map((v) => v.weight)).toEqual(["0.125", "0.250"]);
    },
  );

  appTest(
    "by the spreadsheet import: a row without a weight is refused by its row number, a sheet without the column whole",
    async ({ app, shipper }) => {
      const header = ["Product title", "SKU", "English name", "Weight (kg)"];
      const rows = [
        ["Imported scale 1", "WL-IMP-1", "Scale 1", 0.4],
        ["Imported scale 2", "WL-IMP-2", "Scale 2", null],
        ["Imported scale 3", "WL-IMP-3", "Scale 3", 0],
      ];
      const importRows = async (headers: Record<string, string> = {}) => {
        const file = multipartFile("products.xlsx", await xlsxOf(header, rows));
        return app.call<{ errors: { key: string; message: string }[]; created_products: number }>({
          url: "/api/product/import-product",
          token: shipper.token,
          query: { provider_uuid: app.demo.providerId },
          body: file.body,
          headers: { ...file.headers, ...headers },
        });
      };
      const res = await importRows();
      expect(res.code).toBe(3000);
      expect(res.data.created_products).toBe(0);
      expect(res.data.errors.map((e) => e.message)).toEqual([
        `row 3: Weight (kg): ${required}`,
        `row 4: Weight (kg): ${required}`,
      ]);
      const zhRes = await importRows(zh);
      expect(zhRes.data.errors[0]?.message).toBe(
        "第 3 行：重量(kg): 请输入以 kg 为单位的重量（大于 0）：包裹称重以此为准",
      );

      // A sheet without the column at all is refused whole, and the template marks the column required.
      const noColumn = multipartFile(
        "products.xlsx",
        await xlsxOf(["Product title", "SKU", "English name"], [["No weight column", "WL-IMP-9", "Scale 9"]]),
      );
      const refused = await app.call({
        url: "/api/product/import-product",
        token: shipper.token,
        query: { provider_uuid: app.demo.providerId },
        body: noColumn.body,
        headers: noColumn.headers,
      });
      expect(refused).toMatchObject({
        code: 4001,
        message: "Missing columns: Weight (kg). Keep the header row of the template",
      });
      const template = await app.app.inject({
        method: "GET",
        url: "/api/get-template-files",
        query: { type: "product" },
        headers: { authorization: `Bearer ${shipper.token}` },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      const templateHeader = (workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[];
      expect(templateHeader).toContain("Weight (kg) *");
    },
  );
});

describe("variants stored without a weight", () => {
  appTest(
    "are flagged by the list's no-weight filter for the drop shipper and the staff, and the first weighing may record their weight once",
    async ({ app, apiAs, shipper, provider }) => {
      const created = await apiAs(shipper).post<TProduct>("product/create-product", {
        title: "Legacy kettle",
        product_variants: [variant("WL-LEGACY-1"), variant("WL-LEGACY-2")],
      });
      expect(created.code, created.message).toBe(1000);
      const [weightless, weighed] = created.data.product_variants;
      const legacyId = weightless?.variant_id ?? "";
      // As a variant stored before weights were required: 0 kg.
      await app.ctx.db.update(productVariants).set({ weight: "0" }).where(eq(productVariants.id, legacyId));

      const flagged = async (who: typeof shipper) =>
        (
          await apiAs(who).get<TPage<TProduct>>("product/query-product", { no_weight: "1", page_size: "100" })
        ).data.list.map((p) => p.product_uuid);
      expect(await flagged(shipper)).toContain(created.data.product_uuid);
      expect(await flagged(provider)).toContain(created.data.product_uuid);
      const all = await apiAs(shipper).get<TPage<TProduct>>("product/query-product", {
        no_weight: "",
        search: "WL-LEGACY",
      });
      expect(all.data.total).toBe(1);
      // It reads as it is stored; the demo products all have weights.
      expect(
        (
          await apiAs(shipper).get<TProduct>("product/query-specific", {
            product_uuid: created.data.product_uuid,
          })
        ).data.product_variants[0]?.weight,
      ).toBe("0.000");
      const demo = await apiAs(shipper).get<TPage<TProduct>>("product/query-product", {
        no_weight: "1",
        search: "PS-ALU-01",
      });
      expect(demo.data.total).toBe(0);

      const providerId = app.demo.providerId;
      const actor = { providerId, userId: app.demo.providerUserId, username: "demo_provider" };
      expect(
        await variantsWithoutWeight(app.ctx.db, providerId, [legacyId, weighed?.variant_id ?? "", legacyId]),
      ).toEqual([legacyId]);
      const recorded = await app.ctx.db.transaction((tx) => recordVariantWeight(tx, actor, legacyId, 0.25));
      expect(recorded).toEqual({ recorded: true, variantId: legacyId, sku: "WL-LEGACY-1", weight: "0.250" });
      const again = await app.ctx.db.transaction((tx) => recordVariantWeight(tx, actor, legacyId, "0.3"));
      expect(again).toEqual({ recorded: false, variantId: legacyId, sku: "WL-LEGACY-1", weight: "0.250" });
      expect(await flagged(shipper)).not.toContain(created.data.product_uuid);
      const audit = await app.ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "record-variant-weight"), eq(auditLog.targetId, created.data.product_uuid)),
        );
      expect(audit.map((a) => [a.actorName, a.detail])).toEqual([
        ["demo_provider", { variant_id: legacyId, sku: "WL-LEGACY-1", weight: "0.250" }],
      ]);

      await expect(
        app.ctx.db.transaction((tx) => recordVariantWeight(tx, actor, weighed?.variant_id ?? "", 0)),
      ).rejects.toMatchObject({ messageKey: "product.weightRequired" });
      const elsewhere = { ...actor, providerId: "00000000-0000-4000-8000-000000000000" };
      await expect(
        app.ctx.db.transaction((tx) => recordVariantWeight(tx, elsewhere, legacyId, 1)),
      ).rejects.toMatchObject({ messageKey: "notFound" });
      const [row] = await app.ctx.db
        .select({ weight: productVariants.weight })
        .from(productVariants)
        .where(sql`${productVariants.id} = ${legacyId}`);
      expect(row?.weight).toBe("0.250");
    },
  );
});
