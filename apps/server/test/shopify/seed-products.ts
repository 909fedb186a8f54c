import type { TCore } from "./core.ts";
import {
  isoNow,
  levelKey,
  money,
  type TProduct,
  type TShop,
  type TVariant,
  type TWeightUnit,
} from "./state.ts";

/**
 * Test helpers that stock a shop the way its merchant would: products with variants, options, weights,
 * images and stock at every location.
 */

export type TProductInput = {
  title: string;
  handle?: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  status?: TProduct["status"];
  imageUrl?: string | null;
  options?: { name: string; values: string[] }[];
  variants: {
    title?: string;
    sku?: string | null;
    barcode?: string | null;
    price?: string;
    compareAtPrice?: string | null;
    selectedOptions?: { name: string; value: string }[];
    weight?: { value: number; unit: TWeightUnit } | null;
    /** Available quantity at every location (default 0). */
    available?: number;
  }[];
};
export function addProduct(core: TCore, shop: TShop, input: TProductInput): TProduct {
  const now = isoNow();
  const id = core.nextId();
  const product: TProduct = {
    id,
    title: input.title,
    handle:
      input.handle ??
      input.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
    vendor: input.vendor ?? shop.name,
    productType: input.productType ?? "",
    tags: input.tags ?? [],
    status: input.status ?? "ACTIVE",
    imageUrl: input.imageUrl ?? null,
    options: (input.options ?? [{ name: "Title", values: ["Default Title"] }]).map((o) => ({
      id: core.nextId(),
      ...o,
    })),
    variantIds: [],
    createdAt: now,
    updatedAt: now,
  };
  for (const [index, v] of input.variants.entries()) {
    const variant: TVariant = {
      id: core.nextId(),
      productId: id,
      inventoryItemId: core.nextId(),
      title: v.title ?? "Default Title",
      sku: v.sku ?? null,
      barcode: v.barcode ?? null,
      price: v.price ?? "10.00",
      compareAtPrice: v.compareAtPrice ?? null,
      position: index + 1,
      selectedOptions: v.selectedOptions ?? [{ name: "Title", value: v.title ?? "Default Title" }],
      weight: v.weight === undefined ? { value: 0, unit: "GRAMS" } : v.weight,
      createdAt: now,
      updatedAt: now,
    };
    shop.variants.set(variant.id, variant);
    product.variantIds.push(variant.id);
    for (const location of shop.locations.values())
      shop.levels.set(levelKey(variant.inventoryItemId, location.id), {
        itemId: variant.inventoryItemId,
        locationId: location.id,
        available: v.available ?? 0,
        onHand: v.available ?? 0,
        updatedAt: now,
      });
  }
  shop.products.set(id, product);
  return product;
}

/** `count` products named "Product n" with `variantsPerProduct` sized variants, SKU `SIM-n-v`, 10 available each. */
export function seedProducts(core: TCore, shop: TShop, count: number, variantsPerProduct = 1): TProduct[] {
  const sizes = (v: number) => (variantsPerProduct === 1 ? "Default Title" : `Size ${v}`);
  const start = shop.products.size;
  return Array.from({ length: count }, (_, i) => {
    const n = start + i + 1;
    const values = Array.from({ length: variantsPerProduct }, (_, v) => sizes(v + 1));
    return addProduct(core, shop, {
      title: `Product ${n}`,
      vendor: "Simulator Supply",
      productType: "Widget",
      tags: ["seed", `batch-${Math.ceil(n / 50)}`],
      imageUrl: `https://cdn.shopify.com/s/files/1/0000/0001/files/product-${n}.jpg`,
      options: [{ name: variantsPerProduct === 1 ? "Title" : "Size", values }],
      variants: values.map((value, v) => ({
        title: value,
        sku: `SIM-${n}-${v + 1}`,
        barcode: String(4006381333900 + n * 100 + v),
        price: money(5 + n + v),
        compareAtPrice: v === 0 ? money(10 + n) : null,
        selectedOptions: [{ name: variantsPerProduct === 1 ? "Title" : "Size", value }],
        weight: { value: 100 + 10 * v, unit: "GRAMS" },
        available: 10,
      })),
    });
  });
}
