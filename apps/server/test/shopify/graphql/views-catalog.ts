import { type GraphQLResolveInfo, responsePathAsArray } from "graphql";
import type { TRequest } from "../core.ts";
import { gid, levelKey, type TProduct, type TShop, type TVariant } from "../state.ts";
import { paginate, type TPageArgs, type TSortKey } from "./connection.ts";
import { searchFilter, type TSearchFields } from "./search.ts";
import { inventoryItemView } from "./views-inventory.ts";

/**
 * GraphQL views of the catalogue: plain objects with `__typename`, whose fields are values or functions
 * of the field's arguments (called by the field resolver only when the query asks for them).
 */

export type TArgs = Record<string, unknown>;
export type TView = Record<string, unknown>;

export function moneyV2(amount: string, currencyCode: string) {
  return { __typename: "MoneyV2", amount, currencyCode };
}

export function moneyBag(amount: string, currencyCode: string) {
  return {
    __typename: "MoneyBag",
    shopMoney: moneyV2(amount, currencyCode),
    presentmentMoney: moneyV2(amount, currencyCode),
  };
}

/** Filters by `query`, records Shopify's search warnings, then pages with `sortKey`. */
export function searched<T>(
  req: TRequest,
  info: GraphQLResolveInfo,
  items: readonly T[],
  args: TArgs,
  fields: TSearchFields<T>,
  freeText: (item: T) => string,
  sortKeys: Record<string, (item: T) => TSortKey>,
  defaultSort: string,
  toNode: (item: T) => unknown,
) {
  const query = typeof args.query === "string" ? args.query : null;
  const { keep, warnings } = searchFilter(query, fields, freeText);
  if (query && warnings.length > 0)
    req.search.push({ path: responsePathAsArray(info.path), query, warnings });
  const sortKey = typeof args.sortKey === "string" && args.sortKey in sortKeys ? args.sortKey : defaultSort;
  const keyOf = sortKeys[sortKey] ?? ((item: T) => ({ id: 0, value: String(item) }));
  return paginate(items.filter(keep), args as TPageArgs, keyOf, toNode);
}

export const productSearch: TSearchFields<TProduct> = {
  id: (p) => p.id,
  title: (p) => p.title,
  handle: (p) => p.handle,
  tag: (p) => p.tags,
  vendor: (p) => p.vendor,
  product_type: (p) => p.productType,
  status: (p) => p.status.toLowerCase(),
  created_at: (p) => p.createdAt,
  updated_at: (p) => p.updatedAt,
};

export const productSorts: Record<string, (p: TProduct) => TSortKey> = {
  ID: (p) => ({ id: p.id, value: p.id }),
  RELEVANCE: (p) => ({ id: p.id, value: p.id }),
  TITLE: (p) => ({ id: p.id, value: p.title.toLowerCase() }),
  VENDOR: (p) => ({ id: p.id, value: p.vendor.toLowerCase() }),
  PRODUCT_TYPE: (p) => ({ id: p.id, value: p.productType.toLowerCase() }),
  CREATED_AT: (p) => ({ id: p.id, value: p.createdAt }),
  UPDATED_AT: (p) => ({ id: p.id, value: p.updatedAt }),
};

export const variantSorts: Record<string, (v: TVariant) => TSortKey> = {
  ID: (v) => ({ id: v.id, value: v.id }),
  POSITION: (v) => ({ id: v.id, value: v.position }),
  SKU: (v) => ({ id: v.id, value: (v.sku ?? "").toLowerCase() }),
  TITLE: (v) => ({ id: v.id, value: v.title.toLowerCase() }),
  RELEVANCE: (v) => ({ id: v.id, value: v.id }),
};

export function variantSearch(shop: TShop): TSearchFields<TVariant> {
  return {
    id: (v) => v.id,
    sku: (v) => v.sku,
    barcode: (v) => v.barcode,
    title: (v) => v.title,
    product_id: (v) => v.productId,
    product_status: (v) => shop.products.get(v.productId)?.status.toLowerCase() ?? null,
    created_at: (v) => v.createdAt,
    updated_at: (v) => v.updatedAt,
  };
}

function available(shop: TShop, variant: TVariant): number {
  return [...shop.locations.keys()].reduce(
    (sum, locationId) =>
      sum + (shop.levels.get(levelKey(variant.inventoryItemId, locationId))?.available ?? 0),
    0,
  );
}

function image(url: string | null) {
  return url
    ? {
        __typename: "Image",
        id: null,
        url: () => url,
        src: url,
        originalSrc: url,
        altText: null,
        width: 800,
        height: 800,
      }
    : null;
}

export function productView(shop: TShop, product: TProduct): TView {
  const variants = () => product.variantIds.flatMap((id) => shop.variants.get(id) ?? []);
  return {
    __typename: "Product",
    id: gid("Product", product.id),
    legacyResourceId: String(product.id),
    title: product.title,
    handle: product.handle,
    tags: product.tags,
    vendor: product.vendor,
    productType: product.productType,
    status: product.status,
    descriptionHtml: "",
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    totalInventory: () => variants().reduce((sum, v) => sum + available(shop, v), 0),
    featuredImage: () => image(product.imageUrl),
    featuredMedia: () =>
      product.imageUrl
        ? {
            __typename: "MediaImage",
            id: gid("MediaImage", product.id),
            alt: null,
            mediaContentType: "IMAGE",
            status: "READY",
            image: image(product.imageUrl),
            preview: { __typename: "MediaPreviewImage", status: "READY", image: image(product.imageUrl) },
          }
        : null,
    options: (args: TArgs) =>
      product.options
        .slice(0, typeof args.first === "number" ? args.first : undefined)
        .map((option, index) => ({
          __typename: "ProductOption",
          id: gid("ProductOption", option.id),
          name: option.name,
          position: index + 1,
          values: option.values,
        })),
    variantsCount: () => ({ __typename: "Count", count: product.variantIds.length, precision: "EXACT" }),
    variants: (args: TArgs) =>
      paginate(
        variants(),
        args as TPageArgs,
        (variantSorts[String(args.sortKey ?? "POSITION")] ?? variantSorts.ID) as (v: TVariant) => TSortKey,
        (v) => variantView(shop, v),
      ),
  };
}

export function variantView(shop: TShop, variant: TVariant): TView {
  return {
    __typename: "ProductVariant",
    id: gid("ProductVariant", variant.id),
    legacyResourceId: String(variant.id),
    title: variant.title,
    displayName: `${shop.products.get(variant.productId)?.title ?? ""} - ${variant.title}`,
    sku: variant.sku,
    barcode: variant.barcode,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    position: variant.position,
    createdAt: variant.createdAt,
    updatedAt: variant.updatedAt,
    selectedOptions: variant.selectedOptions.map((o) => ({ __typename: "SelectedOption", ...o })),
    inventoryQuantity: () => available(shop, variant),
    product: () => {
      const product = shop.products.get(variant.productId);
      return product ? productView(shop, product) : null;
    },
    inventoryItem: () => inventoryItemView(shop, variant),
  };
}
