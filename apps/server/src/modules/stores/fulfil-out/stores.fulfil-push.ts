import type { TShopFulfilmentError } from "@wms/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../kernel/db/client.ts";
import { findTenantRow, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { endedStates, partStatesOf } from "../../orders/index.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import { pushFailureOf } from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import { mailShopOwner } from "../shopify/stores.uninstall.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopOrders, shops } from "../stores.tables.ts";
import {
  claimDueFulfilments,
  settleFulfilment,
  shopOrderFulfilments,
  type TShopFulfilmentRow,
  unitsByLine,
} from "./stores.fulfil-queue.ts";
import { planFulfilment, shopFulfiller } from "./stores.fulfil-shopify.ts";

/**
 * Pushes one claimed fulfilment to Shopify (docs/stores.md "Fulfilments out") and writes the outcome,
 * releasing the claim: pushed; failed with the reason (Shopify's own message when it refused); or, when
 * Shopify could not be reached, due again after a pause, until the tries run out.
 */

export type TPushOutcome = "pushed" | "failed" | "retrying";

type TPushResult =
  | { pushed: string[]; already: boolean }
  | { error: TShopFulfilmentError; detail?: string; pushed?: string[] };

export async function pushFulfilment(
  deps: TStoreDeps,
  row: TShopFulfilmentRow,
  now = new Date(),
): Promise<TPushOutcome> {
  const attempts = row.attempts + 1;
  const fail = async (error: TShopFulfilmentError, detail = "", pushed: string[] = []) => {
    await settleFulfilment(deps.db, row, {
      state: "failed",
      attempts,
      error,
      errorDetail: detail.slice(0, 500),
      shopifyFulfillmentIds: [...row.shopifyFulfillmentIds, ...pushed],
    });
    return "failed" as const;
  };

  const shop = await findTenantRow(deps.db, shops, row.providerId, row.shopId);
  if (shop?.status !== "active") return fail("reauthorize");
  const shopOrder = await findTenantRow(deps.db, shopOrders, row.providerId, row.shopOrderId);
  if (!shopOrder) return fail("order_missing");
  if (shop.demo) {
    // The demo's shop has no Shopify to tell: its fulfilment stands as sent when the parcel left, and the
    // order reads as fulfilled, as Shopify's next word on it would say.
    await deps.db.transaction(async (tx) => {
      await settleFulfilment(tx, row, { state: "pushed", attempts, pushedAt: row.createdAt });
      await updateTenantRow(tx, shopOrders, row.providerId, row.shopOrderId, {
        fulfilmentStatus: "fulfilled",
      });
    });
    return "pushed";
  }

  let result: TPushResult;
  try {
    result = await withShopAccess(deps, shop, async (access): Promise<TPushResult> => {
      const shopify = shopFulfiller(deps.shopify, access);
      const read = await shopify.fulfilmentOrders(shopOrder.shopifyOrderId);
      if (!read) return { error: "order_missing" };
      if (read.cancelled) return { error: "order_cancelled" };
      const plan = planFulfilment(row.lines, read.fulfilmentOrders);
      if (plan.kind === "done") return { pushed: [], already: true };
      if (plan.kind === "blocked") return { error: "not_open", detail: plan.status.toLowerCase() };
      const pushed: string[] = [];
      const tracking = { number: row.trackingNumber, company: row.trackingCompany, url: row.trackingUrl };
      for (const group of plan.groups) {
        const made = await shopify.create(group, tracking);
        if ("refused" in made) return { error: "refused", detail: made.refused, pushed };
        pushed.push(made.id);
      }
      return { pushed, already: false };
    });
  } catch (err) {
    const failure = pushFailureOf(err, attempts);
    if ("failed" in failure) return fail(failure.failed, failure.detail);
    await settleFulfilment(deps.db, row, {
      attempts,
      errorDetail: failure.detail,
      dueAt: new Date(now.getTime() + failure.retryInMs),
    });
    return "retrying";
  }

  if ("error" in result) return fail(result.error, result.detail, result.pushed);
  const pushed = result;
  await deps.db.transaction(async (tx) => {
    await settleFulfilment(tx, row, {
      state: "pushed",
      attempts,
      error: null,
      errorDetail: "",
      alreadyFulfilled: pushed.already,
      shopifyFulfillmentIds: [...row.shopifyFulfillmentIds, ...pushed.pushed],
      pushedAt: now,
    });
    if (!pushed.already) await tellUnitsLeftOpen(tx, shop, shopOrder);
  });
  return "pushed";
}

/**
 * The warehouse order shipped fewer units than the shop order asks for (it was edited after it came in):
 * Shopify keeps the rest open, and the drop shipper is told which units and what is theirs to do. Told
 * once, when every part of the order (order/split-order) is shipped or stopped and every fulfilment is in
 * Shopify, with what all of them reported. The platform never cancels them in Shopify: that is an order
 * edit or a refund, the merchant's decision about the buyer's order and money (docs/decisions.md "Units a
 * warehouse order no longer carries").
 */
async function tellUnitsLeftOpen(tx: Db, shop: TShopRow, shopOrder: typeof shopOrders.$inferSelect) {
  if (!shopOrder.orderId) return;
  const parts = await partStatesOf(tx, shop.providerId, shopOrder.orderId);
  // A part still to ship (or to stop) will report more.
  if (parts.some((p) => !endedStates.includes(p.status))) return;
  const fulfilments = await shopOrderFulfilments(tx, shopOrder);
  if (fulfilments.some((f) => f.state !== "pushed")) return;
  const reported = unitsByLine(fulfilments.flatMap((f) => f.lines));
  const open = shopOrder.items.flatMap((item) => {
    const left = item.requiresShipping ? item.toShip - (reported.get(item.lineItemId) ?? 0) : 0;
    return left > 0 ? [`${item.sku || item.title} x ${left}`] : [];
  });
  if (open.length === 0) return;
  await mailShopOwner(
    tx,
    shop,
    "shopFulfilledInPart",
    {
      shop: shop.shopDomain,
      order: shopOrder.name,
      code: parts.map((p) => p.code).join(", "),
      open: open.join(", "),
    },
    `/ds/ds-order-info?shop_id=${shop.id}&provider_uuid=${shop.providerId}&keyword=${encodeURIComponent(shopOrder.name)}`,
  );
}

/** The worker's part: claims the fulfilments due by `now` (of every shop) and pushes each; answers how many. */
export async function pushDueFulfilments(
  deps: TStoreDeps,
  now: Date,
  limit: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  const rows = await claimDueFulfilments(deps.db, now, limit);
  for (const row of rows)
    await pushFulfilment(deps, row, now).catch((err) => {
      // Left claimed: due again when the lease ends.
      log?.warn({ err }, "fulfilment push failed");
    });
  return rows.length;
}
