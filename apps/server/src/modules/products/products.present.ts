import type { TProduct, TProductVariant } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { seconds } from "../../kernel/present.ts";
import { readVariantStock } from "./products.references.ts";
import * as repo from "./products.repository.ts";

/** Products as the API answers them: with their variants and the stock of each variant. */

function presentVariant(v: repo.TVariantRow, stock: Map<string, number>): TProductVariant {
  return {
    variant_id: v.id,
    sku: v.sku,
    barcode: v.barcode,
    name_cn: v.nameCn,
    name_en: v.nameEn,
    unit: v.unit,
    size: v.size,
    colour: v.colour,
    weight: v.weight,
    length: v.length,
    width: v.width,
    height: v.height,
    inspection_length: v.inspectionLength,
    inspection_width: v.inspectionWidth,
    inspection_height: v.inspectionHeight,
    price: v.price,
    compare_at_price: v.compareAtPrice,
    origin: v.origin,
    warning_quantity: v.warningQuantity,
    main_image_url: v.mainImageUrl,
    quantity: stock.get(v.id) ?? 0,
  };
}

/** Products with their variants and stock, in the order of `rows`. */
export async function present(db: Db, providerId: string, rows: repo.TProductRow[]): Promise<TProduct[]> {
  const variants = await repo.variantsOf(
    db,
    providerId,
    rows.map((r) => r.id),
  );
  const stock = await readVariantStock(
    db,
    providerId,
    variants.map((v) => v.id),
  );
  const byProduct = new Map<string, repo.TVariantRow[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  return rows.map((r) => ({
    product_uuid: r.id,
    provider_uuid: r.providerId,
    customer_id: r.customerId,
    owner_code: r.ownerCode,
    owner_name: r.ownerName,
    pid: r.pid,
    title: r.title,
    tags: r.tags,
    main_image_url: r.mainImageUrl,
    images: r.images,
    product_variants: (byProduct.get(r.id) ?? []).map((v) => presentVariant(v, stock)),
    created_at: seconds(r.createdAt),
    updated_at: seconds(r.updatedAt),
  }));
}
