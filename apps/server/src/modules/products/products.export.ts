import type { TExportSource } from "../../kernel/documents/exports.ts";
import { presentVariant } from "./products.present.ts";
import { readVariantStock } from "./products.references.ts";
import * as repo from "./products.repository.ts";
import { productSheet } from "./products.sheet.ts";

/** The variant fields the sheet holds as numbers (the API answers them as decimal strings). */
const decimalFields = [
  "weight",
  "length",
  "width",
  "height",
  "inspection_length",
  "inspection_width",
  "inspection_height",
  "price",
  "compare_at_price",
] as const;

/**
 * The catalogue as a spreadsheet (POST /api/mission/start-export { kind: "products", provider_uuid?,
 * filters: { search?, tag?, customer_id? } }): one row per variant with the columns of the import
 * template (so an export can be edited and imported again), plus owner, stock and ids.
 * Drop shippers get their own products; provider staff the whole tenant or one customer.
 */
export const productsExport: TExportSource = {
  kind: "products",
  name: { en_us: "Product export", zh_cn: "商品导出" },
  roles: ["provider", "operator", "dropShipper"],
  columns: [
    ...productSheet.columns.map((c) => ({ key: c.key, header: c.header, width: c.width })),
    { key: "quantity", header: { en_us: "Stock", zh_cn: "库存" } },
    { key: "owner_code", header: { en_us: "Owner code", zh_cn: "货主编码" } },
    { key: "product_uuid", header: { en_us: "Product ID", zh_cn: "商品 ID" }, width: 38 },
    { key: "variant_id", header: { en_us: "Variant ID", zh_cn: "规格 ID" }, width: 38 },
  ],
  count: (db, tenant, filters) => repo.exportCount(db, tenant, filters),
  async page(db, tenant, filters, after, limit) {
    const { rows, cursor } = await repo.exportPage(db, tenant, filters, after, limit);
    const stock = await readVariantStock(
      db,
      tenant.providerId,
      rows.map((r) => r.variant.id),
    );
    return {
      cursor,
      rows: rows.map(({ product: p, variant: v, ownerCode }) => {
        const variant = presentVariant(v, stock);
        const decimals = decimalFields.map((f) => [f, variant[f] === null ? null : Number(variant[f])]);
        return {
          ...variant,
          ...Object.fromEntries(decimals),
          pid: p.pid,
          title: p.title,
          tags: p.tags.join(", "),
          owner_code: ownerCode,
          product_uuid: p.id,
        };
      }),
    };
  },
};
