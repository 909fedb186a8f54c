import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZUuid } from "./shared-fields.ts";

/**
 * Stock drift (docs/stores.md "Stock drift"): for a shop that pushes stock, each linked variant's
 * `available` at the shop's primary location is read from Shopify every SHOP_DRIFT_MINUTES and compared
 * with what the drop shipper can sell in the warehouse. A difference no queued push explains is a drift.
 */

/**
 * open: found, waiting a short while to see whether it settles by itself (an order on its way in);
 * repaired: still different after that, set in Shopify (`changeFromQuantity`: never over a newer count);
 * settled: in step again without a repair; failed: Shopify refused the repair (its words are the detail).
 */
export const shopDriftStates = ["open", "repaired", "settled", "failed"] as const;
export type TShopDriftState = (typeof shopDriftStates)[number];

/** One drift of one variant: what each side had when it was found, and what became of it. */
export const ZShopDrift = z.object({
  id: z.string(),
  shop_variant_id: z.string(),
  sku: z.string(),
  title: z.string(),
  /** Shopify's `available` and the warehouse's sellable quantity when it was found. */
  shopify_quantity: z.number().int(),
  warehouse_quantity: z.number().int(),
  /** Shopify minus the warehouse: positive when the shop would sell what the warehouse does not have. */
  difference: z.number().int(),
  found_at: z.number().int(),
  state: z.enum(shopDriftStates),
  resolved_at: z.number().int().nullable(),
  /** The repair: Shopify's quantity it replaced, and the quantity it set. */
  repaired_from: z.number().int().nullable(),
  repaired_to: z.number().int().nullable(),
  /** Why a repair failed and what to do, in the reader's language. */
  error_text: z.string().nullable(),
});
export type TShopDrift = z.infer<typeof ZShopDrift>;

export const ZShopDriftQuery = z.object({
  ...ZPageQuery.shape,
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  keyword: ZKeyword,
  state: optionalFilter(z.enum(shopDriftStates)),
  sort: sortBy(["found_at", "sku", "difference"], "found_at"),
  order: orderBy("desc"),
});
export type TShopDriftQuery = z.infer<typeof ZShopDriftQuery>;

/** `since`: the start of the reader's day (epoch seconds), for "repaired today"; the last 24 hours without it. */
export const ZShopDriftSummaryQuery = z.object({
  shop_id: ZUuid,
  provider_uuid: ZOptionalId,
  since: optionalFilter(z.coerce.number("field.invalid").int("field.invalid").min(0, "field.invalid")),
});
export type TShopDriftSummaryQuery = z.infer<typeof ZShopDriftSummaryQuery>;

/** The figure on the store screens: "1,243 SKUs in step, 2 repaired today, last checked 14:05". */
export const ZShopDriftSummary = z.object({
  /** Only a shop that pushes stock is compared. */
  push_stock: z.boolean(),
  /** Linked variants whose last check found Shopify and the warehouse in step. */
  in_step: z.number().int(),
  /** Drifts found and not yet repaired or settled. */
  open: z.number().int(),
  repaired: z.number().int(),
  failed: z.number().int(),
  /** When the last whole comparison of the shop ended (null: not yet). */
  checked_at: z.number().int().nullable(),
  /** When the next check is due (null: as soon as the worker comes to it). */
  next_check_at: z.number().int().nullable(),
});
export type TShopDriftSummary = z.infer<typeof ZShopDriftSummary>;
