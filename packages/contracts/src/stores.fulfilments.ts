import { z } from "zod";
import { ZMission } from "./missions.ts";
import { countsOf } from "./shared-fields.ts";

/**
 * Fulfilments back to Shopify (docs/stores.md "Fulfilments out"): when a warehouse order made from a shop
 * order ships, the shop order's fulfilment orders are fulfilled with its tracking number. The worker
 * pushes each as it ships; `shop-manager/fulfill-orders` pushes every due one of a shop now, as a mission.
 */

/**
 * due: shipped, waiting to be pushed (or tried again after Shopify could not be reached);
 * pushed: Shopify has the fulfilment (or had fulfilled those lines already);
 * failed: Shopify refused it, or gave up after several tries: the error says why; "Retry failed" makes it due.
 */
export const shopFulfilmentStates = ["due", "pushed", "failed"] as const;
export type TShopFulfilmentState = (typeof shopFulfilmentStates)[number];

export const shopFulfilmentErrors = [
  /** Shopify answered with userErrors: its message is the detail. */
  "refused",
  /** Shopify could not be reached after several tries. */
  "unreachable",
  /** The shop no longer accepts the platform (unbound, uninstalled, token revoked). */
  "reauthorize",
  /** The order was cancelled in Shopify. */
  "order_cancelled",
  /** The order's fulfilment orders cannot be fulfilled now (on hold, scheduled…): the status is the detail. */
  "not_open",
  /** The order is gone from the shop. */
  "order_missing",
] as const;
export type TShopFulfilmentError = (typeof shopFulfilmentErrors)[number];

/** What a shop order's fulfilment push stands at (on each row of the order list that shipped). */
export const ZShopFulfilment = z.object({
  state: z.enum(shopFulfilmentStates),
  /** What went wrong and what to do, in the reader's language (Shopify's own message included). */
  error_text: z.string().nullable(),
  attempts: z.number().int(),
  tracking_number: z.string(),
  tracking_company: z.string(),
  tracking_url: z.string(),
  /** Those lines were already fulfilled in Shopify (by hand, or by a push whose answer was lost). */
  already_fulfilled: z.boolean(),
  pushed_at: z.number().int().nullable(),
  /** The next automatic try (due rows). */
  due_at: z.number().int().nullable(),
});
export type TShopFulfilment = z.infer<typeof ZShopFulfilment>;

export const ZShopFulfilmentCounts = countsOf(shopFulfilmentStates);
export type TShopFulfilmentCounts = z.infer<typeof ZShopFulfilmentCounts>;

/** `shop-manager/query-fulfill-mission`: the shop's last push (null before the first) and where its fulfilments stand. */
export const ZShopFulfilMission = z.object({
  mission: ZMission.nullable(),
  counts: ZShopFulfilmentCounts,
});
export type TShopFulfilMission = z.infer<typeof ZShopFulfilMission>;
