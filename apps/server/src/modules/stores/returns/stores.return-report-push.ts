import type { TShopReportError } from "@wms/contracts";
import type { FastifyBaseLogger } from "fastify";
import { findTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import { pushFailureOf } from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import { queueShopStock } from "../stock-out/stores.stock-queue.ts";
import { shopStocker } from "../stock-out/stores.stock-shopify.ts";
import {
  shopReturns,
  shops,
  type TReportLine,
  type TShopDispositionType,
  type TShopReturnLine,
} from "../stores.tables.ts";
import { claimDueReports, settleReport, type TShopReturnReportRow } from "./stores.return-reports.ts";
import { shopReturns as shopifyReturns, type TRfoLineRead } from "./stores.return-shopify.ts";

/**
 * Sends one claimed report to Shopify (docs/stores.md "Returns") and writes the outcome, releasing the
 * claim: sent; failed with the reason (Shopify's own words when it refused); or, while Shopify cannot be
 * reached, due again after a pause until the tries run out, as fulfilments are. The return is read first:
 * what its reverse fulfillment order lines have disposed of already counts first, so a report whose answer
 * was lost is never disposed of twice. Units RESTOCKED go to the shop's primary location (where the stock
 * push sets `available`); the variants restocked are then queued for the stock push, which sets the shop's
 * `available` back to what the warehouse sells.
 */

export type TReportOutcome = "sent" | "failed" | "retrying";

type TDisposeInput = {
  reverseFulfillmentOrderLineItemId: string;
  quantity: number;
  dispositionType: TShopDispositionType;
};

export type TReportPlan =
  | { kind: "dispose"; inputs: (TDisposeInput & { variantId: string })[] }
  /** Everything reported is disposed of in Shopify already. */
  | { kind: "done" }
  /** No unit matches a line of the return's reverse fulfillment orders. */
  | { kind: "none" };

/**
 * Each variant's units, in the report's order, onto the reverse fulfillment order lines of its order line
 * items (what each has left); the units Shopify has disposed of already on those lines are taken off the front.
 */
export function planReport(
  lines: TReportLine[],
  returned: TShopReturnLine[],
  rfoLines: TRfoLineRead[],
): TReportPlan {
  const variantOf = new Map(returned.map((l) => [l.lineItemId, l.variantId]));
  const inputs: (TDisposeInput & { variantId: string })[] = [];
  let matched = false;
  for (const line of lines) {
    const ofVariant = rfoLines.filter((r) => variantOf.get(r.lineItemId) === line.variantId);
    if (ofVariant.length === 0) continue;
    matched = true;
    const targets = ofVariant.map((r) => ({ id: r.id, left: r.totalQuantity - r.disposed }));
    let skip = ofVariant.reduce((sum, r) => sum + r.disposed, 0);
    for (const unit of line.units) {
      let quantity = unit.quantity - Math.min(skip, unit.quantity);
      skip = Math.max(0, skip - unit.quantity);
      for (const target of targets) {
        const take = Math.min(quantity, target.left);
        if (take <= 0) continue;
        target.left -= take;
        quantity -= take;
        inputs.push({
          reverseFulfillmentOrderLineItemId: target.id,
          quantity: take,
          dispositionType: unit.type,
          variantId: line.variantId,
        });
      }
    }
  }
  if (inputs.length > 0) return { kind: "dispose", inputs };
  return matched ? { kind: "done" } : { kind: "none" };
}

type TSendResult =
  | { sent: true; already: boolean; restocked: string[] }
  | { error: TShopReportError; detail?: string };

async function send(deps: TStoreDeps, shop: typeof shops.$inferSelect, row: TShopReturnReportRow) {
  const intake = await findTenantRow(deps.db, shopReturns, row.providerId, row.shopReturnId);
  if (!intake) return { error: "return_closed", detail: "gone" } as const;
  return withShopAccess(deps, shop, async (access): Promise<TSendResult> => {
    const shopify = shopifyReturns(deps.shopify, access);
    const read = await shopify.read(intake.shopifyReturnId);
    if (!read) return { error: "return_closed", detail: "gone" };
    if (read.status === "CANCELED" || read.status === "DECLINED")
      return { error: "return_closed", detail: read.status.toLowerCase() };
    if (read.status === "REQUESTED") return { error: "not_approved" };
    const plan = planReport(row.lines, intake.lines, read.rfoLines);
    if (plan.kind === "done") return { sent: true, already: true, restocked: [] };
    if (plan.kind === "none") return { error: "nothing_matched" };
    const restocks = plan.inputs.filter((i) => i.dispositionType === "RESTOCKED");
    // Where the stock push sets `available`: Shopify adds the restocked units there.
    const location = restocks.length > 0 ? await shopStocker(deps.shopify, access).primaryLocation() : null;
    if (restocks.length > 0 && !location) return { error: "refused", detail: "no location" };
    const refused = await shopify.dispose(
      plan.inputs.map(({ variantId: _, ...input }) =>
        input.dispositionType === "RESTOCKED" && location ? { ...input, locationId: location.id } : input,
      ),
    );
    if (refused) return { error: "refused", detail: refused.refused };
    return { sent: true, already: false, restocked: [...new Set(restocks.map((i) => i.variantId))] };
  });
}

export async function sendReport(
  deps: TStoreDeps,
  row: TShopReturnReportRow,
  now = new Date(),
): Promise<TReportOutcome> {
  const attempts = row.attempts + 1;
  const fail = async (error: TShopReportError, detail = "") => {
    await settleReport(deps.db, row, { state: "failed", attempts, error, errorDetail: detail.slice(0, 500) });
    return "failed" as const;
  };
  const shop = await findTenantRow(deps.db, shops, row.providerId, row.shopId);
  if (shop?.status !== "active") return fail("reauthorize");
  let result: TSendResult;
  try {
    // The demo's shop has no Shopify to tell: its report stands as sent.
    result = shop.demo ? { sent: true, already: false, restocked: [] } : await send(deps, shop, row);
  } catch (err) {
    const failure = pushFailureOf(err, attempts);
    if ("failed" in failure) return fail(failure.failed, failure.detail);
    await settleReport(deps.db, row, {
      attempts,
      errorDetail: failure.detail,
      dueAt: new Date(now.getTime() + failure.retryInMs),
    });
    return "retrying";
  }
  if ("error" in result) return fail(result.error, result.detail);
  const { already, restocked } = result;
  await deps.db.transaction(async (tx) => {
    await settleReport(tx, row, {
      state: "sent",
      attempts,
      error: null,
      errorDetail: "",
      alreadyDisposed: already,
      sentAt: now,
    });
    if (shop.pushStock) await queueShopStock(tx, shop, restocked);
  });
  return "sent";
}

/** The worker's part: claims the reports due by `now` (of every shop) and sends each; answers how many. */
export async function sendDueReports(deps: TStoreDeps, now: Date, limit: number, log?: FastifyBaseLogger) {
  const rows = await claimDueReports(deps.db, now, limit);
  for (const row of rows)
    await sendReport(deps, row, now).catch((err) => {
      // Left claimed: due again when the lease ends.
      log?.warn({ err }, "return report failed");
    });
  return rows.length;
}
