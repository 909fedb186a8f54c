import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { countsOf, ZUuid } from "./shared-fields.ts";

/**
 * A shop's products as the last product sync read them (`/ds/ds-product-info`, `/p/p-product-info`;
 * docs/stores.md). One row per Shopify variant, with how it links to the drop shipper's catalogue.
 */

/**
 * linked: the catalogue variant with the same SKU was updated from the shop; new: the sync created it in
 * the catalogue; sku_conflict: not linked (no SKU, or a SKU another variant of the shop already links).
 */
export const shopLinkStates = ["linked", "new", "sku_conflict"] as const;
export type TShopLinkState = (typeof shopLinkStates)[number];

/**
 * Why a variant is not linked: no SKU; a SKU an earlier variant of the shop already links; its catalogue
 * product is full; or the catalogue refuses a value (the SKU's format, a price too large: `conflict` says which).
 */
export const shopConflictReasons = ["missing_sku", "duplicate_sku", "too_many_variants", "invalid"] as const;
export type TShopConflictReason = (typeof shopConflictReasons)[number];

/**
 * Why a linked variant's stock could not be set in the shop (docs/stores.md "Stock out"), when the shop
 * pushes stock: Shopify refused the quantity (its message is the detail); the item is not stocked at the
 * shop's primary location; Shopify could not be reached (tried again automatically); the shop no longer
 * accepts the platform.
 */
export const shopStockErrors = ["refused", "not_stocked", "unreachable", "reauthorize"] as const;
export type TShopStockError = (typeof shopStockErrors)[number];

export const ZShopVariant = z.object({
  id: z.string(),
  shop_id: z.string(),
  /** Shopify's global ids (gid://shopify/…). */
  shopify_product_id: z.string(),
  shopify_variant_id: z.string(),
  product_title: z.string(),
  variant_title: z.string(),
  product_status: z.string(),
  sku: z.string(),
  barcode: z.string(),
  /** "Size: M", "Color: Blue"… */
  options: z.array(z.string()),
  price: z.string(),
  compare_at_price: z.string().nullable(),
  weight_kg: z.string().nullable(),
  image_url: z.string(),
  tags: z.array(z.string()),
  link_state: z.enum(shopLinkStates),
  conflict_reason: z.enum(shopConflictReasons).nullable(),
  /** What to fix, in the reader's language (null when linked). */
  conflict: z.string().nullable(),
  /** The catalogue product the variant is linked to (linked, new). */
  product_id: z.string().nullable(),
  synced_at: z.number().int(),
  /** Stock push (when the shop pushes stock): the available quantity last set in the shop, and when. */
  stock_quantity: z.number().int().nullable(),
  stock_pushed_at: z.number().int().nullable(),
  /** Why the last stock push of this variant failed and what to do, in the reader's language. */
  stock_error: z.string().nullable(),
});
export type TShopVariant = z.infer<typeof ZShopVariant>;

export const ZShopVariantQuery = z.object({
  ...ZPageQuery.shape,
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  keyword: ZKeyword,
  link_state: optionalFilter(z.enum(shopLinkStates)),
  sort: sortBy(["product_title", "sku", "synced_at"], "product_title"),
  order: orderBy("asc"),
});
export type TShopVariantQuery = z.infer<typeof ZShopVariantQuery>;

/**
 * Starting a shop's product sync: a stopped or failed one goes on from the page it reached, unless
 * `start_over` (then every variant is read again).
 */
export const ZStartSyncRequest = z.object({
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  start_over: z.boolean().optional(),
});
export type TStartSyncRequest = z.infer<typeof ZStartSyncRequest>;

/** A shop's product sync (`shop-manager/query-product-sync-mission`): the last one, and what it linked. */
export const ZShopSyncQuery = z.object({ shop_id: ZUuid, provider_uuid: ZOptionalId });
export type TShopSyncQuery = z.infer<typeof ZShopSyncQuery>;

export const ZShopLinkCounts = countsOf(shopLinkStates);
export type TShopLinkCounts = z.infer<typeof ZShopLinkCounts>;
