import { and, count, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { isoNow } from "../../../../test/shopify/state.ts";
import { orderPayload } from "../../../../test/shopify/webhooks/payloads.ts";
import { stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import { appOfShop, bindShop, shopRowOf, type TApiAs } from "../../../../test/support/stores.test-helpers.ts";
import { roundShare } from "../shopify/stores.shopify-client.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import * as repo from "../stores.repository.ts";
import { shopOrders } from "../stores.tables.ts";
import { readWebhookOrder } from "./stores.order-read.ts";
import { claimShopsToReconcile, reconcileShopOrders } from "./stores.order-reconcile.ts";
import { recordShopOrder } from "./stores.order-record.ts";

/**
 * The read-back of orders whose webhooks were lost (docs/stores.md "Reconciliation"), against the Shopify
 * simulator: a bulk edit puts many orders in one second, the position is Shopify's cursor kept on the
 * shop, and a round keeps to its share of the shop's bucket.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

/** Whole seconds, as Shopify's `updated_at`. */
const bucketMax = 2000;

/**
 * A bound shop with `total` unpaid orders all updated in one second (a bulk edit), whose webhooks
 * arrived for all but the ones at `lost` (indexes, in Shopify's order): those are recorded as the
 * webhook's delivery would have been, through the same function.
 */
async function shopWithBulkEdit(
  deps: { app: TTestApp; shopify: TShopifySimulator; apiAs: TApiAs; shipper: Parameters<TApiAs>[0] },
  domain: string,
  total: number,
  lost: number[],
) {
  const { app, shopify, apiAs, shipper } = deps;
  const { warehouseId } = await stockedSku(app, `${domain.split(".")[0]?.toUpperCase()}-1`, 1);
  await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
  const shop = await repo.findBoundShop(app.ctx.db, domain);
  if (!shop) throw new Error("not bound");
  // The platform's subscriptions are set aside: this test plays which deliveries arrived.
  shopify.shop(domain).subscriptions.clear();
  const editedAt = isoNow(Date.now() + 1000);
  const ids: string[] = [];
  for (let i = 0; i < total; i++) {
    const order = shopify.createOrder(domain, {
      lineItems: [{ sku: "BULK-1", quantity: 1 }],
      financialStatus: "PENDING",
    });
    shopify.updateOrder(domain, order.id, { updatedAt: editedAt });
    ids.push(order.id);
  }
  const lostIds = new Set(lost.map((i) => ids[i]));
  await app.ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      if (lostIds.has(id)) continue;
      const read = readWebhookOrder(orderPayload(shopify.shop(domain), shopify.order(domain, id)));
      if (read) await recordShopOrder(tx, shop, read);
    }
  });
  return { shop, ids, lostIds, editedAt: new Date(editedAt) };
}

const recordedOf = async (app: TTestApp, shopId: string) => {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(shopOrders)
    .where(and(eq(shopOrders.shopId, shopId)));
  return row?.n ?? 0;
};

/** The GraphQL calls the simulator received for `domain` from index `from` on, by operation name. */
function callsSince(shopify: TShopifySimulator, domain: string, from: number) {
  return shopify.requests
    .slice(from)
    .filter((r) => r.shop === domain && r.path.endsWith("/graphql.json"))
    .map((r) => {
      const body = JSON.parse(r.body) as { query: string; variables?: Record<string, unknown> };
      return {
        operation: /^\s*query (\w+)/.exec(body.query)?.[1] ?? "?",
        variables: body.variables ?? {},
        actual: r.cost?.actual ?? 0,
      };
    });
}

describe("the read-back", () => {
  test("1,000 orders updated in one second with five webhooks lost: all five found in one round within its cost ceiling", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "bulk-edit.myshopify.com";
    const { shop, lostIds } = await shopWithBulkEdit(
      { app, shopify, apiAs, shipper },
      domain,
      1000,
      [3, 251, 600, 998, 999],
    );
    expect(await recordedOf(app, shop.id)).toBe(995);

    const mark = shopify.requests.length;
    const round = await reconcileShopOrders(storeDeps(app.ctx), shop);
    expect(round).toMatchObject({ read: 5, caughtUp: true });
    expect(await recordedOf(app, shop.id)).toBe(1000);
    const found = await app.ctx.db
      .select({ id: shopOrders.shopifyOrderId })
      .from(shopOrders)
      .where(eq(shopOrders.shopId, shop.id));
    for (const id of lostIds) expect(found.map((f) => f.id)).toContain(id);

    // Four pages of ids and update times, and a full read of only the five, each with the page it is on.
    const calls = callsSince(shopify, domain, mark);
    expect(calls.filter((c) => c.operation === "ShopOrderChanges")).toHaveLength(4);
    const reads = calls.filter((c) => c.operation === "ShopOrdersById");
    expect(reads.flatMap((c) => c.variables.ids as string[]).sort()).toEqual([...lostIds].sort());
    const spent = calls.reduce((sum, c) => sum + c.actual, 0);
    expect(round.spent).toBe(spent);
    expect(spent).toBeLessThanOrEqual(roundShare * bucketMax);

    // The next round starts where this one ended: one call, nothing read again.
    const again = shopify.requests.length;
    const next = await reconcileShopOrders(storeDeps(app.ctx), await shopRowOf(app, shop.id));
    expect(next).toMatchObject({ read: 0, caughtUp: true });
    expect(callsSince(shopify, domain, again).map((c) => c.operation)).toEqual(["ShopOrderChanges"]);
  });

  test("a round stopped by its budget goes on from its cursor after the bucket restored; a settled second is passed", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "low-budget.myshopify.com";
    const { shop, ids, editedAt } = await shopWithBulkEdit(
      { app, shopify, apiAs, shipper },
      domain,
      300,
      [299],
    );
    const appId = appOfShop(shopify, domain);
    // Other work has used the shop's bucket: after one page of the read-back less than a quarter is left.
    shopify.drainRateLimit(domain, appId, 700);
    const now = new Date();
    const first = await reconcileShopOrders(storeDeps(app.ctx), shop, { now, everyMinutes: 15 });
    expect(first).toMatchObject({ read: 0, caughtUp: false });
    const stopped = await shopRowOf(app, shop.id);
    expect(stopped.ordersReadCursor).toBeTruthy();
    expect(await recordedOf(app, shop.id)).toBe(299);

    // Due again once the bucket restored what the round spent (252 points at 100 a second), not at once
    // and not after the whole interval.
    const deps = storeDeps(app.ctx);
    const early = await claimShopsToReconcile(deps, new Date(now.getTime() + 1000), 15);
    expect(early.map((s) => s.id)).not.toContain(shop.id);
    const due = await claimShopsToReconcile(deps, new Date(now.getTime() + 4000), 15);
    expect(due.map((s) => s.id)).toContain(shop.id);

    shopify.drainRateLimit(domain, appId, bucketMax);
    const mark = shopify.requests.length;
    const second = await reconcileShopOrders(deps, await shopRowOf(app, shop.id), { now, everyMinutes: 15 });
    expect(second).toMatchObject({ read: 1, caughtUp: true });
    const [resumed] = callsSince(shopify, domain, mark);
    expect(resumed).toMatchObject({
      operation: "ShopOrderChanges",
      variables: { after: stopped.ordersReadCursor },
    });
    expect(await recordedOf(app, shop.id)).toBe(300);

    // Minutes later every order of that second has been listed: the query starts after it...
    const later = new Date(editedAt.getTime() + 6 * 60_000);
    await reconcileShopOrders(deps, await shopRowOf(app, shop.id), { now: later });
    const settled = await shopRowOf(app, shop.id);
    expect(settled.ordersReadTo?.getTime()).toBe(editedAt.getTime() + 1000);
    expect(settled.ordersReadCursor).toBeNull();
    // ...and an order edited after it, whose webhook was lost too, is found.
    shopify.updateOrder(domain, ids[10] ?? "", {
      updatedAt: isoNow(Date.now() + 5000),
      email: "new@example.com",
    });
    const edited = await reconcileShopOrders(deps, settled, { now: later });
    expect(edited).toMatchObject({ read: 1, caughtUp: true });
    const [row] = await app.ctx.db
      .select({ email: shopOrders.email })
      .from(shopOrders)
      .where(and(eq(shopOrders.shopId, shop.id), eq(shopOrders.shopifyOrderId, ids[10] ?? "")));
    expect(row?.email).toBe("new@example.com");
  });
});
