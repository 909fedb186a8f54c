import type { TExportSource } from "../../kernel/documents/exports.ts";
import { readVariantStock } from "./products.references.ts";
import * as repo from "./products.repository.ts";
import { productSheet } from "./products.sheet.ts";

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
      rows: rows.map(({ product: p, variant: v, ownerCode }) => ({
        pid: p.pid,
        title: p.title,
        sku: v.sku,
        barcode: v.barcode,
        name_cn: v.nameCn,
        name_en: v.nameEn,
        unit: v.unit,
        size: v.size,
        colour: v.colour,
        weight: Number(v.weight),
        length: Number(v.length),
        width: Number(v.width),
        height: Number(v.height),
        inspection_length: v.inspectionLength === null ? null : Number(v.inspectionLength),
        inspection_width: v.inspectionWidth === null ? null : Number(v.inspectionWidth),
        inspection_height: v.inspectionHeight === null ? null : Number(v.inspectionHeight),
        price: Number(v.price),
        compare_at_price: v.compareAtPrice === null ? null : Number(v.compareAtPrice),
        origin: v.origin,
        warning_quantity: v.warningQuantity,
        tags: p.tags.join(", "),
        main_image_url: v.mainImageUrl,
        quantity: stock.get(v.id) ?? 0,
        owner_code: ownerCode,
        product_uuid: p.id,
        variant_id: v.id,
      })),
    };
  },
};
