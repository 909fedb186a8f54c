import type { TProduct, TProductVariant, TProductVariantInput } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { seconds } from "../../kernel/present.ts";
import { readVariantStock } from "./products.references.ts";
import * as repo from "./products.repository.ts";

/** Products as the API answers them: with their variants and the stock of each variant. */

/** A variant's fields as the API names them, and the column each is stored in. */
const variantColumns = {
  sku: "sku",
  barcode: "barcode",
  name_cn: "nameCn",
  name_en: "nameEn",
  unit: "unit",
  size: "size",
  colour: "colour",
  weight: "weight",
  length: "length",
  width: "width",
  height: "height",
  inspection_length: "inspectionLength",
  inspection_width: "inspectionWidth",
  inspection_height: "inspectionHeight",
  price: "price",
  compare_at_price: "compareAtPrice",
  origin: "origin",
  warning_quantity: "warningQuantity",
  main_image_url: "mainImageUrl",
} as const satisfies Partial<Record<keyof TProductVariantInput, keyof repo.TVariantRow>>;

type TVariantField = keyof typeof variantColumns;
type TColumnOf<F extends TVariantField> = (typeof variantColumns)[F];

/** The stored columns of a variant's fields. */
export function variantColumnValues(fields: Pick<TProductVariantInput, TVariantField>) {
  const entries = Object.entries(variantColumns).map(([field, column]) => [
    column,
    fields[field as TVariantField],
  ]);
  return Object.fromEntries(entries) as { [F in TVariantField as TColumnOf<F>]: TProductVariantInput[F] };
}

/** A variant as the API answers it, with its stock. */
export function presentVariant(v: repo.TVariantRow, stock: Map<string, number>): TProductVariant {
  const entries = Object.entries(variantColumns).map(([field, column]) => [field, v[column]]);
  const fields = Object.fromEntries(entries) as { [F in TVariantField]: repo.TVariantRow[TColumnOf<F>] };
  return { variant_id: v.id, ...fields, quantity: stock.get(v.id) ?? 0 };
}

/** The SKU of a document line (an order's, a receipt's) as answered, read with `lineItemColumns`. */
export function presentLineItem(l: {
  id: string;
  variantId: string;
  sku: string;
  barcode: string;
  nameEn: string;
  nameCn: string;
}) {
  return {
    line_id: l.id,
    variant_id: l.variantId,
    sku: l.sku,
    barcode: l.barcode,
    name_en: l.nameEn,
    name_cn: l.nameCn,
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
