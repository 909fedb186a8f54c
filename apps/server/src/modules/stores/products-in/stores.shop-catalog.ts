import type { TShopifyConfig } from "../../../kernel/config.ts";
import { shopifyGraphql, type TShopAccess } from "../shopify/stores.shopify-client.ts";

/**
 * Reading a shop's catalogue through the GraphQL Admin API (docs/stores.md lists the operations): every
 * variant with its product, a page at a time with cursor pagination. `productVariants` rather than
 * `products { variants }`: a nested connection is charged `first × first` points, so one flat connection
 * reads the most variants per point (100 variants ask about 900 of the 1,000 a query may cost).
 */

export const variantsPerPage = 100;

export const shopVariantsCountQuery = `query ShopVariantsCount {
  productVariantsCount(limit: null) { count precision }
}`;

export const shopVariantsPageQuery = `query ShopVariantsPage($first: Int!, $after: String) {
  productVariants(first: $first, after: $after, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id title sku barcode price compareAtPrice
      selectedOptions { name value }
      inventoryItem { id measurement { weight { unit value } } }
      product {
        id title status tags
        featuredMedia { preview { image { url } } }
      }
    }
  }
}`;

type TWeightUnit = "GRAMS" | "KILOGRAMS" | "OUNCES" | "POUNDS";

export type TShopifyVariantNode = {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  compareAtPrice: string | null;
  selectedOptions: { name: string; value: string }[];
  inventoryItem: { id: string; measurement: { weight: { unit: TWeightUnit; value: number } | null } | null };
  product: {
    id: string;
    title: string;
    status: string;
    tags: string[];
    featuredMedia: { preview: { image: { url: string } | null } | null } | null;
  };
};

type TPage = {
  productVariants: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: TShopifyVariantNode[];
  };
};

/** A shop variant as the platform keeps it. */
export type TShopVariantRead = {
  shopifyProductId: string;
  shopifyVariantId: string;
  inventoryItemId: string;
  productTitle: string;
  variantTitle: string;
  productStatus: string;
  sku: string;
  barcode: string;
  options: string[];
  size: string;
  colour: string;
  price: string;
  compareAtPrice: string | null;
  weightKg: string | null;
  imageUrl: string;
  tags: string[];
};

const kilogramsPer: Record<TWeightUnit, number> = {
  GRAMS: 0.001,
  KILOGRAMS: 1,
  OUNCES: 0.028349523125,
  POUNDS: 0.45359237,
};

function kilograms(weight: { unit: TWeightUnit; value: number } | null | undefined): string | null {
  if (!weight || !(weight.value > 0)) return null;
  return (weight.value * (kilogramsPer[weight.unit] ?? 0)).toFixed(3);
}

/** Shopify's placeholder option of a product without options. */
const isDefaultOption = (o: { name: string; value: string }) =>
  o.name === "Title" && o.value === "Default Title";

const optionValue = (options: { name: string; value: string }[], name: RegExp) =>
  options.find((o) => name.test(o.name))?.value ?? "";

export function readVariant(node: TShopifyVariantNode): TShopVariantRead {
  const options = node.selectedOptions.filter((o) => !isDefaultOption(o));
  return {
    shopifyProductId: node.product.id,
    shopifyVariantId: node.id,
    inventoryItemId: node.inventoryItem?.id ?? "",
    productTitle: node.product.title,
    variantTitle: node.title === "Default Title" ? "" : node.title,
    productStatus: node.product.status,
    sku: (node.sku ?? "").trim(),
    barcode: (node.barcode ?? "").trim(),
    options: options.map((o) => `${o.name}: ${o.value}`),
    size: optionValue(options, /size|尺码|尺寸/i),
    colour: optionValue(options, /colou?r|颜色/i),
    price: node.price,
    compareAtPrice: node.compareAtPrice,
    weightKg: kilograms(node.inventoryItem?.measurement?.weight),
    imageUrl: node.product.featuredMedia?.preview?.image?.url ?? "",
    tags: node.product.tags,
  };
}

export type TShopCatalogPage = { variants: TShopVariantRead[]; next: string | null };

/**
 * The shop's catalogue reader for one token: the variant count, then pages from a cursor. `signal` ends
 * its waits for the rate limit (the sync mission's stop).
 */
export function shopCatalog(config: TShopifyConfig, access: TShopAccess, signal?: AbortSignal) {
  const request = shopifyGraphql(config, access, signal);
  return {
    async variantCount(): Promise<number> {
      const data = await request<{ productVariantsCount: { count: number } | null }>(shopVariantsCountQuery);
      return data.productVariantsCount?.count ?? 0;
    },
    async page(after: string | null): Promise<TShopCatalogPage> {
      const data = await request<TPage>(shopVariantsPageQuery, { first: variantsPerPage, after });
      const { nodes, pageInfo } = data.productVariants;
      return { variants: nodes.map(readVariant), next: pageInfo.hasNextPage ? pageInfo.endCursor : null };
    },
  };
}
