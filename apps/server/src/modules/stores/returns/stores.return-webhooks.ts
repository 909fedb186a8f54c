import type { TShopReturnReason } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { cancelShopReturn, findShopReturn } from "../../returns/index.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopReturns } from "../stores.tables.ts";

/**
 * The returns topics (docs/stores.md "Returns"), in the webhook inbox's transaction. `returns/request` and
 * `returns/approve` make the return due: the worker reads it from Shopify (what it holds after an approval,
 * the reverse fulfillment orders, is not in the delivery) and makes it an RMA. `returns/cancel` and
 * `returns/decline` need nothing more than the ids: the RMA is cancelled while its parcel has not arrived.
 */

/** Topics as the webhook route names them (X-Shopify-Topic `returns/request` is `RETURNS_REQUEST`). */
export const returnTopics = new Set([
  "RETURNS_REQUEST",
  "RETURNS_APPROVE",
  "RETURNS_CANCEL",
  "RETURNS_DECLINE",
]);

type TReturnIds = { shopifyReturnId: string; shopifyOrderId: string; name: string };

const gidOf = (type: string, gid: unknown, id: unknown) =>
  typeof gid === "string" && gid.startsWith(`gid://shopify/${type}/`)
    ? gid
    : typeof id === "number" || (typeof id === "string" && /^\d+$/.test(id))
      ? `gid://shopify/${type}/${id}`
      : "";

/** The return's and its order's gids from a delivery (`returns/cancel` names the order by `order_id` only). */
function idsOf(body: unknown): TReturnIds | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const order = (b.order ?? {}) as Record<string, unknown>;
  const shopifyReturnId = gidOf("Return", b.admin_graphql_api_id, b.id);
  if (!shopifyReturnId) return null;
  return {
    shopifyReturnId,
    shopifyOrderId: gidOf("Order", order.admin_graphql_api_id, order.id ?? b.order_id),
    name: typeof b.name === "string" ? b.name.slice(0, 100) : "",
  };
}

/** Handles one delivery of a returns topic for the shop. */
export async function handleReturnWebhook(tx: Db, shop: TShopRow, topic: string, body: unknown) {
  const ids = idsOf(body);
  if (!ids) return;
  if (topic === "RETURNS_REQUEST" || topic === "RETURNS_APPROVE") await markDue(tx, shop, ids);
  else
    await markCancelled(tx, shop, ids, topic === "RETURNS_DECLINE" ? "declined_in_shop" : "canceled_in_shop");
}

/** Due now, to be read again (an approval brings the lines' reverse fulfillment orders); a cancelled one stays so. */
export async function markDue(tx: Db, shop: TShopRow, ids: TReturnIds) {
  await tx
    .insert(shopReturns)
    .values({ providerId: shop.providerId, shopId: shop.id, ...ids, state: "due" })
    .onConflictDoUpdate({
      target: [shopReturns.providerId, shopReturns.shopId, shopReturns.shopifyReturnId],
      set: {
        state: "due",
        dueAt: sql`now()`,
        attempts: 0,
        lastError: null,
        // A claim under way reads what it read: this makes the return due again after it.
        claimedAt: null,
        name: sql`coalesce(nullif(excluded.name, ''), ${shopReturns.name})`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${shopReturns.state} <> 'cancelled'`,
    });
}

/**
 * Canceled or declined in Shopify: its RMA is cancelled while its parcel has not arrived; a parcel already
 * here is inspected all the same (the reason says so, naming the RMA).
 */
export async function markCancelled(tx: Db, shop: TShopRow, ids: TReturnIds, reason: TShopReturnReason) {
  const rma = await findShopReturn(tx, shop.providerId, ids.shopifyReturnId);
  const said = reason === "declined_in_shop" ? "Declined in Shopify" : "Canceled in Shopify";
  const stopped = rma ? await cancelShopReturn(tx, shop.providerId, ids.shopifyReturnId, said) : false;
  const arrived = rma !== null && !stopped && rma.status !== "cancelled";
  const values = {
    state: "cancelled" as const,
    reason: arrived ? ("arrived_before_cancel" as const) : reason,
    reasonParams: (arrived && rma ? { code: rma.code } : {}) as Record<string, string>,
    returnId: rma?.id ?? null,
    claimedAt: null,
  };
  await tx
    .insert(shopReturns)
    .values({ providerId: shop.providerId, shopId: shop.id, ...ids, ...values })
    .onConflictDoUpdate({
      target: [shopReturns.providerId, shopReturns.shopId, shopReturns.shopifyReturnId],
      set: { ...values, updatedAt: sql`now()` },
    });
}
