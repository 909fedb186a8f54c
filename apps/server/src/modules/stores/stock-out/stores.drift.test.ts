import type { TShopDrift, TShopDriftSummary } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TPage, TSignedIn } from "../../../../test/harness.ts";
import {
  appOfShop,
  bindShop,
  placed,
  seededStockShop,
  shopAvailable,
  shopRowOf,
  stockPushingShop,
  type TApiAs,
} from "../../../../test/support/stores.test-helpers.ts";
import { roundShare } from "../shopify/stores.shopify-client.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { shopVariants } from "../stores.tables.ts";
import { checkShopStock, claimShopsToCheck, driftSettleMs } from "./stores.stock-drift.ts";

/**
 * Stock drift (docs/stores.md "Stock drift"), against the Shopify simulator: a shop that pushes stock has
 * each linked variant's `available` compared with the warehouse's sellable quantity; a difference no queued
 * push explains is listed, looked at again after a settle time and repaired with `changeFromQuantity`.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

async function summaryOf(apiAs: TApiAs, user: TSignedIn, shopId: string) {
  const res = await apiAs(user).get<TShopDriftSummary>("shop-manager/query-stock-drift-summary", {
    shop_id: shopId,
    since: hourAgo(),
  });
  expect(res.code).toBe(200);
  return res.data;
}

async function driftsOf(apiAs: TApiAs, user: TSignedIn, shopId: string, query: Record<string, unknown> = {}) {
  const res = await apiAs(user).get<TPage<TShopDrift>>("shop-manager/query-stock-drifts", {
    shop_id: shopId,
    ...query,
  });
  expect(res.code).toBe(200);
  return res.data;
}

describe("stock drift", () => {
  test("a quantity set by hand in Shopify is found, looked at again and repaired, and the figure says so", async ({
    app,
    apiAs,
    shipper,
    provider,
    shopify,
  }) => {
    const domain = "drift-hand.myshopify.com";
    const { shopId } = await stockPushingShop(app, apiAs, shipper, shopify, domain, {
      "DRF-A": 50,
      "DRF-B": 20,
    });
    const start = new Date();
    // The first round pushes the synced shop's stock, then compares it: all in step.
    expect((await runShopOrderRound(app.ctx, start)).driftShops).toBe(1);
    expect(await summaryOf(apiAs, shipper, shopId)).toMatchObject({
      push_stock: true,
      in_step: 2,
      open: 0,
      repaired: 0,
    });
    const checkedAt = (await summaryOf(apiAs, shipper, shopId)).checked_at;
    expect(checkedAt).not.toBeNull();

    // The merchant types 3 in Shopify's admin; the next check is an hour away, so "check now".
    shopify.setAvailable(domain, "DRF-A", 3);
    expect((await runShopOrderRound(app.ctx, later(start, 1000))).driftShops).toBe(0);
    const asked = await apiAs(shipper).put("shop-manager/check-stock-drift", { shop_id: shopId });
    expect(asked.code).toBe(200);
    expect((await runShopOrderRound(app.ctx, later(start, 2000))).driftShops).toBe(1);
    const found = await driftsOf(apiAs, shipper, shopId);
    expect(found.list).toEqual([
      expect.objectContaining({
        sku: "DRF-A",
        shopify_quantity: 3,
        warehouse_quantity: 50,
        difference: -47,
        state: "open",
        resolved_at: null,
      }),
    ]);
    expect(await summaryOf(apiAs, shipper, shopId)).toMatchObject({ in_step: 1, open: 1 });
    // Not repaired before its second look.
    expect(shopAvailable(shopify, domain)["DRF-A"]).toBe(3);

    // The second look, once the settle time has passed: still 3, so set to 50 from 3.
    expect((await runShopOrderRound(app.ctx, later(start, 2000 + driftSettleMs))).driftShops).toBe(1);
    expect(shopAvailable(shopify, domain)).toEqual({ "DRF-A": 50, "DRF-B": 20 });
    expect((await driftsOf(apiAs, shipper, shopId)).list).toEqual([
      expect.objectContaining({ sku: "DRF-A", state: "repaired", repaired_from: 3, repaired_to: 50 }),
    ]);
    const figure = await summaryOf(apiAs, shipper, shopId);
    expect(figure).toMatchObject({ in_step: 2, open: 0, repaired: 1, failed: 0 });
    // Provider staff read the same figure and list; the list filters by state and finds by SKU.
    expect(await summaryOf(apiAs, provider, shopId)).toEqual(figure);
    expect((await driftsOf(apiAs, provider, shopId, { state: "open" })).list).toEqual([]);
    expect((await driftsOf(apiAs, provider, shopId, { keyword: "drf-a" })).total).toBe(1);
    // Staff read; only the drop shipper asks for a check.
    expect((await apiAs(provider).put("shop-manager/check-stock-drift", { shop_id: shopId })).code).toBe(
      4003,
    );
  });

  test("a difference that settles by itself (an order on its way in) is not repaired; a repair Shopify cannot take says why", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "drift-settle.myshopify.com";
    const { shopId } = await stockPushingShop(app, apiAs, shipper, shopify, domain, {
      "DRS-A": 10,
      "DRS-B": 10,
    });
    const start = new Date();
    await runShopOrderRound(app.ctx, start);
    // A buyer's checkout took 2 in Shopify; its webhook has not come yet. The merchant also stops stocking B.
    shopify.setAvailable(domain, "DRS-A", 8);
    shopify.setAvailable(domain, "DRS-B", 4);
    await apiAs(shipper).put("shop-manager/check-stock-drift", { shop_id: shopId });
    await runShopOrderRound(app.ctx, later(start, 1000));
    expect((await summaryOf(apiAs, shipper, shopId)).open).toBe(2);
    expect(shopAvailable(shopify, domain)["DRS-A"]).toBe(8);

    // The order comes in and the warehouse reserves its 2: the difference is gone before the second look.
    await placed(app, shopify, domain, { lineItems: [{ sku: "DRS-A", quantity: 2 }] });
    shopify.unstock(domain, "DRS-B");
    await runShopOrderRound(app.ctx, later(start, 2000 + driftSettleMs));
    expect(shopAvailable(shopify, domain)["DRS-A"]).toBe(8);
    const drifts = Object.fromEntries((await driftsOf(apiAs, shipper, shopId)).list.map((d) => [d.sku, d]));
    expect(drifts["DRS-A"]).toMatchObject({ state: "settled", repaired_from: null, repaired_to: null });
    expect(drifts["DRS-B"]).toMatchObject({ state: "failed" });
    expect(drifts["DRS-B"]?.error_text).toMatch(/Not stocked at/);
    expect(await summaryOf(apiAs, shipper, shopId)).toMatchObject({ open: 0, repaired: 0, failed: 1 });
  });

  test("a big shop is compared over several rounds within the cost ceiling, each from where the last stopped", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "drift-big.myshopify.com";
    const shopId = await seededStockShop(app, apiAs, shipper, shopify, domain, [250, 1]);
    const now = new Date();
    // Other work left the shop's bucket at 900 of 2,000: a round may spend down to a quarter of it.
    const appId = appOfShop(shopify, domain);
    shopify.drainRateLimit(domain, appId, 900);
    const deps = storeDeps(app.ctx);
    // As the worker does: the shop is claimed, then checked.
    const claimedAt = async (at: Date) => {
      const [claimed] = (await claimShopsToCheck(app.ctx.db, at)).filter((shop) => shop.id === shopId);
      if (!claimed) throw new Error("the shop was not due");
      return claimed;
    };
    const first = await checkShopStock(deps, await claimedAt(now), { now });
    expect(first).toMatchObject({ compared: 100, completed: false });
    const stopped = await shopRowOf(app, shopId);
    expect(stopped.stockCheckAfter).not.toBeNull();
    expect(stopped.stockCheckedAt).toBeNull();
    // Due again once the bucket has restored what the round spent, not at once and not in an hour.
    const dueIn = (stopped.stockCheckDueAt?.getTime() ?? 0) - now.getTime();
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThan(60_000);

    // The bucket refilled meanwhile (the simulator's runs on the wall clock: filled here).
    shopify.drainRateLimit(domain, appId, 2000);
    const mark = shopify.requests.length;
    const rest = await checkShopStock(deps, await claimedAt(later(now, dueIn)), { now: later(now, dueIn) });
    expect(rest).toMatchObject({ compared: 150, completed: true });
    const spent = shopify.requests.slice(mark).reduce((sum, r) => sum + (r.cost?.actual ?? 0), 0);
    expect(spent).toBeLessThanOrEqual(roundShare * 2000);
    expect(spent).toBeGreaterThan(0);
    // Every variant looked at once, none twice: the second round went on after the first's last.
    const looked = await app.ctx.db
      .select({ at: shopVariants.stockCheckedAt })
      .from(shopVariants)
      .where(eq(shopVariants.shopId, shopId));
    expect(looked.filter((v) => v.at !== null)).toHaveLength(250);
    expect((await shopRowOf(app, shopId)).stockCheckedAt).not.toBeNull();
  });

  test("Check now pressed while a round of the shop runs is kept: the next round compares the whole shop again", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "drift-asked.myshopify.com";
    const { shopId } = await stockPushingShop(app, apiAs, shipper, shopify, domain, { "DRK-A": 5 });
    const start = new Date();
    await runShopOrderRound(app.ctx, start);
    const due = later(start, 61 * 60_000);
    const [claimed] = (await claimShopsToCheck(app.ctx.db, due)).filter((s) => s.id === shopId);
    if (!claimed) throw new Error("the shop was not due");
    // The drop shipper presses "Check now" while that round reads the shop.
    expect((await apiAs(shipper).put("shop-manager/check-stock-drift", { shop_id: shopId })).code).toBe(200);
    await checkShopStock(storeDeps(app.ctx), claimed, { now: due });
    const after = await shopRowOf(app, shopId);
    expect(after.stockCheckDueAt).toBeNull();
    expect(after.stockCheckAfter).toBeNull();
    expect((await runShopOrderRound(app.ctx, later(due, 1000))).driftShops).toBe(1);
  });

  test("a shop that does not push stock is not compared, and asking for a check says what to turn on", async ({
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "drift-off.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain, {});
    const asked = await apiAs(shipper).put("shop-manager/check-stock-drift", { shop_id: shopId });
    expect(asked.code).toBe(4001);
    expect(asked.message).toMatch(/turn on stock push/);
    expect(await summaryOf(apiAs, shipper, shopId)).toMatchObject({
      push_stock: false,
      checked_at: null,
      next_check_at: null,
    });
  });
});
