import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { pushDueFulfilments } from "./fulfil-out/stores.fulfil-push.ts";
import { convertShopOrder, dueShopOrders } from "./orders-in/stores.order-convert.ts";
import { claimShopsToReconcile, reconcileShopOrders } from "./orders-in/stores.order-reconcile.ts";
import { forgetOldWebhooks } from "./orders-in/stores.webhook-inbox.ts";
import { intakeDueReturns } from "./returns/stores.return-intake.ts";
import { sendDueReports } from "./returns/stores.return-report-push.ts";
import { storeDeps } from "./shopify/stores.tokens.ts";
import { sweepLeftShops } from "./shopify/stores.uninstall.ts";
import { checkDueStock } from "./stock-out/stores.stock-drift.ts";
import { pushDueStock } from "./stock-out/stores.stock-push.ts";

/**
 * The shop-order worker of this instance (docs/stores.md "Orders in"): every SHOP_ORDERS_POLL_MS it
 * converts the shop orders that are due (delay passed, or held for stock and due for another try),
 * pushes the fulfilments of shipped ones back to Shopify, makes the shop's returns RMAs and reports their
 * inspections (docs/stores.md "Returns"), pushes the stock changes that are due (docs/stores.md
 * "Stock out"), compares the stock of the shops due for it (docs/stores.md "Stock drift"), reconciles the shops due for it and erases shops uninstalled 48 hours ago. Several instances may run: rows are claimed, never shared.
 */

const batch = 100;
const fulfilBatch = 20;
const returnsBatch = 20;
const stockShops = 10;

/** One round; tests call it with their own clock instead of starting the timer. */
export async function runShopOrderRound(
  ctx: TAppContext,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{
  converted: number;
  held: number;
  reconciled: number;
  fulfilments: number;
  returns: number;
  reports: number;
  stockShops: number;
  driftShops: number;
}> {
  const deps = storeDeps(ctx);
  const result = {
    converted: 0,
    held: 0,
    reconciled: 0,
    fulfilments: 0,
    returns: 0,
    reports: 0,
    stockShops: 0,
    driftShops: 0,
  };
  for (const shop of await claimShopsToReconcile(deps, now, ctx.config.shopReconcileMinutes)) {
    try {
      await reconcileShopOrders(deps, shop, { now, everyMinutes: ctx.config.shopReconcileMinutes });
      result.reconciled += 1;
    } catch (err) {
      log?.warn({ err, shop: shop.shopDomain }, "shop order reconciliation failed; tried again next time");
    }
  }
  for (const due of await dueShopOrders(ctx.db, now, batch)) {
    const outcome = await convertShopOrder(ctx.db, due, now, { skipLocked: true }).catch((err) => {
      log?.warn({ err }, "shop order conversion failed");
      return null;
    });
    if (outcome) result[outcome] += 1;
  }
  result.fulfilments = await pushDueFulfilments(deps, now, fulfilBatch, log);
  result.returns = await intakeDueReturns(deps, now, returnsBatch, log);
  // Before this round's stock push: a report Shopify restocked units for queues their stock, set back at once.
  result.reports = await sendDueReports(deps, now, returnsBatch, log);
  const stockDelayMs = ctx.config.shopStockDelaySeconds * 1000;
  result.stockShops = await pushDueStock(deps, now, stockDelayMs, stockShops, log);
  result.driftShops = await checkDueStock(deps, now, ctx.config.shopDriftMinutes, log);
  await sweepLeftShops(ctx.db, now);
  await forgetOldWebhooks(ctx.db, now);
  return result;
}

/** Starts the rounds every SHOP_ORDERS_POLL_MS; returns the stop function (it waits for the round in progress). */
export function startShopOrderWorker(ctx: TAppContext, log: FastifyBaseLogger): () => Promise<void> {
  const round = () => runShopOrderRound(ctx, new Date(), log);
  return startPoller(ctx.config.shopOrdersPollMs, round, log, "shop order round failed");
}
