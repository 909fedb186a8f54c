import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import { countsApi } from "../../../../test/support/counts.test-helpers.ts";
import { addStock } from "../../../../test/support/inventory.test-helpers.ts";
import {
  placed,
  seededStockShop,
  shopAvailable,
  stockPushingShop,
  type TApiAs,
  variantsOf,
} from "../../../../test/support/stores.test-helpers.ts";
import { contentionStats } from "../../../kernel/db/retry.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { shopStockChanges } from "../stores.tables.ts";

/**
 * Stock out (docs/stores.md "Stock out"), against the Shopify simulator: when a shop pushes stock, what
 * the drop shipper can sell of each linked variant is set at the shop's primary location with
 * inventorySetQuantities (changeFromQuantity, @idempotent), a burst of ledger changes waits
 * SHOP_STOCK_DELAY_SECONDS and goes in one push, and what Shopify refuses or cannot take shows on the
 * variant's row.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const seconds = (n: number) => new Date(Date.now() + n * 1000);
/** A worker round once the default 30-second delay has passed for every change made so far. */
const roundAfterDelay = (app: TTestApp) => runShopOrderRound(app.ctx, seconds(31));

async function stockRows(apiAs: TApiAs, user: TSignedIn, shopId: string) {
  const { list } = await variantsOf(apiAs, user, shopId);
  return Object.fromEntries(
    list.map((v) => [
      v.sku,
      { quantity: v.stock_quantity, error: v.stock_error, pushed: v.stock_pushed_at !== null },
    ]),
  );
}

describe("stock out", () => {
  test("the sellable stock of every linked variant reaches the shop after the sync, then each change after the delay", async ({
    app,
    apiAs,
    shipper,
    provider,
    shopify,
  }) => {
    const domain = "stock-push.myshopify.com";
    const { shopId, stocked } = await stockPushingShop(app, apiAs, shipper, shopify, domain, {
      "STK-A": 50,
      "STK-B": 0,
    });
    // The sync queued the whole shop: the next round sets it.
    expect((await runShopOrderRound(app.ctx, new Date())).stockShops).toBe(1);
    expect(shopAvailable(shopify, domain)).toEqual({ "STK-A": 50, "STK-B": 0 });
    expect(await stockRows(apiAs, shipper, shopId)).toEqual({
      "STK-A": { quantity: 50, error: null, pushed: true },
      "STK-B": { quantity: 0, error: null, pushed: true },
    });
    // Provider staff read the same row.
    expect((await stockRows(apiAs, provider, shopId))["STK-A"]?.quantity).toBe(50);

    // Two receipts in a burst: nothing goes before the delay, then both in one push.
    const a = stocked["STK-A"];
    if (!a) throw new Error("no STK-A");
    await addStock(app, a.fixture, a.variant.id, a.fixture.pick[0]?.id as string, 5);
    await addStock(app, a.fixture, a.variant.id, a.fixture.pick[0]?.id as string, 3);
    expect((await runShopOrderRound(app.ctx, new Date())).stockShops).toBe(0);
    expect(shopAvailable(shopify, domain)["STK-A"]).toBe(50);
    expect((await roundAfterDelay(app)).stockShops).toBe(1);
    expect(shopAvailable(shopify, domain)["STK-A"]).toBe(58);
    expect(
      await app.ctx.db.select().from(shopStockChanges).where(eq(shopStockChanges.shopId, shopId)),
    ).toEqual([]);

    // A shop order converted in a round takes its stock, and the same round sets what is left.
    await placed(app, shopify, domain, { lineItems: [{ sku: "STK-A", quantity: 2 }] });
    const round = await roundAfterDelay(app);
    expect(round.stockShops).toBe(1);
    expect(shopAvailable(shopify, domain)["STK-A"]).toBe(56);
  });

  test("a count approved reaches the shop through the stock push (issue 44)", async ({
    app,
    apiAs,
    shipper,
    provider,
    operator,
    shopify,
  }) => {
    const domain = "stock-count.myshopify.com";
    const { stocked } = await stockPushingShop(app, apiAs, shipper, shopify, domain, { "STK-CNT": 20 });
    await runShopOrderRound(app.ctx, new Date());
    expect(shopAvailable(shopify, domain)["STK-CNT"]).toBe(20);
    const c = stocked["STK-CNT"];
    if (!c) throw new Error("no STK-CNT");
    const staff = countsApi(app, provider);
    const plan = await staff.plan({
      warehouse_id: c.fixture.warehouseId,
      kind: "sku",
      customer_id: app.demo.customerId,
      skus: ["STK-CNT"],
    });
    const bin = c.fixture.pick[0]?.code as string;
    expect(
      (await countsApi(app, operator).count(plan.id, bin, [{ code: "STK-CNT", quantity: 17 }])).data.status,
    ).toBe("recount");
    const recounted = await staff.count(plan.id, bin, [{ code: "STK-CNT", quantity: 17 }]);
    expect((await staff.post("approve-count", { task_ids: [recounted.data.id], reason: "Count" })).code).toBe(
      200,
    );
    expect((await roundAfterDelay(app)).stockShops).toBe(1);
    expect(shopAvailable(shopify, domain)["STK-CNT"]).toBe(17);
  });

  test("a sale landing between the read and the set is compared again, never overwritten blindly nor failed", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "stock-race.myshopify.com";
    const { stocked } = await stockPushingShop(app, apiAs, shipper, shopify, domain, { "RACE-1": 20 });
    await runShopOrderRound(app.ctx, new Date());
    shopify.saleBeforeNextStockSet(domain, "RACE-1", 1);
    const r = stocked["RACE-1"];
    if (!r) throw new Error("no RACE-1");
    await addStock(app, r.fixture, r.variant.id, r.fixture.pick[0]?.id as string, 4);
    await roundAfterDelay(app);
    // The stale set was refused (CHANGE_FROM_QUANTITY_STALE), read again (19) and set from there.
    expect(shopAvailable(shopify, domain)["RACE-1"]).toBe(24);
  });

  test("a variant not stocked at the shop's location says so; Shopify out of reach is tried again later", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "stock-errors.myshopify.com";
    const { shopId, stocked } = await stockPushingShop(app, apiAs, shipper, shopify, domain, {
      "ERR-1": 10,
      "ERR-2": 10,
    });
    shopify.unstock(domain, "ERR-2");
    await runShopOrderRound(app.ctx, new Date());
    const rows = await stockRows(apiAs, shipper, shopId);
    expect(rows["ERR-1"]).toEqual({ quantity: 10, error: null, pushed: true });
    expect(rows["ERR-2"]).toMatchObject({ quantity: null, pushed: false });
    expect(rows["ERR-2"]?.error).toContain("Main Warehouse");

    const e = stocked["ERR-1"];
    if (!e) throw new Error("no ERR-1");
    await addStock(app, e.fixture, e.variant.id, e.fixture.pick[0]?.id as string, 1);
    shopify.outageNext(1);
    await roundAfterDelay(app);
    expect(shopAvailable(shopify, domain)["ERR-1"]).toBe(10);
    expect((await stockRows(apiAs, shipper, shopId))["ERR-1"]).toMatchObject({
      quantity: 10,
      error: expect.stringContaining("503"),
    });
    // Not again before the pause...
    await roundAfterDelay(app);
    expect(shopAvailable(shopify, domain)["ERR-1"]).toBe(10);
    // ...then pushed, and the error goes.
    await runShopOrderRound(app.ctx, seconds(7 * 60));
    expect(shopAvailable(shopify, domain)["ERR-1"]).toBe(11);
    expect((await stockRows(apiAs, shipper, shopId))["ERR-1"]).toEqual({
      quantity: 11,
      error: null,
      pushed: true,
    });
  });

  test("a shop that does not push stock gets no change queued and no call", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "stock-off.myshopify.com";
    const { shopId, stocked } = await stockPushingShop(app, apiAs, shipper, shopify, domain, { "OFF-1": 5 });
    await runShopOrderRound(app.ctx, new Date());
    const saved = await apiAs(shipper).put("shop-manager/save-user-info", {
      shop_id: shopId,
      warehouse_id: stocked["OFF-1"]?.warehouseId,
      delay_fulfil_minutes: 0,
      push_stock: false,
    });
    expect(saved.code).toBe(200);
    const o = stocked["OFF-1"];
    if (!o) throw new Error("no OFF-1");
    await addStock(app, o.fixture, o.variant.id, o.fixture.pick[0]?.id as string, 9);
    expect(
      await app.ctx.db.select().from(shopStockChanges).where(eq(shopStockChanges.shopId, shopId)),
    ).toEqual([]);
    await roundAfterDelay(app);
    expect(shopAvailable(shopify, domain)["OFF-1"]).toBe(5);
  });

  test("ledger writers racing on variants a pushing shop links never deadlock on the queue", async ({
    app,
    apiAs,
    shipper,
    provider,
    operator,
    shopify,
  }) => {
    const domain = "stock-race-ledger.myshopify.com";
    const { shopId, stocked } = await stockPushingShop(app, apiAs, shipper, shopify, domain, {
      "LOCK-1": 100,
      "LOCK-2": 100,
    });
    const [one, two] = [stocked["LOCK-1"], stocked["LOCK-2"]];
    if (!one || !two) throw new Error("not stocked");
    const line = (v: typeof one, direction: "increase" | "decrease") => ({
      variant_id: v.variant.id,
      barcode: v.variant.barcode,
      location_id: v.fixture.pick[0]?.id,
      direction,
      quantity: 1,
    });
    const retriesBefore = contentionStats.retries;
    // Two-line adjustments with their lines in both orders, each queueing both variants for the shop.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        apiAs(i % 2 ? provider : operator).post("inventory/adjust-stock", {
          warehouse_id: one.warehouseId,
          reason: "stocktake",
          lines:
            i % 2
              ? [line(one, "increase"), line(two, "decrease")]
              : [line(two, "decrease"), line(one, "increase")],
        }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 1000));
    expect(contentionStats.retries - retriesBefore).toBe(0);
    const queued = await app.ctx.db
      .select()
      .from(shopStockChanges)
      .where(eq(shopStockChanges.shopId, shopId));
    expect(queued.length).toBeGreaterThanOrEqual(48);
    await roundAfterDelay(app);
    expect(shopAvailable(shopify, domain)).toEqual({ "LOCK-1": 124, "LOCK-2": 76 });
  });

  test("a shop of 150 linked variants gets them all in one round, 100 items a call, within Shopify's query cost", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "stock-many.myshopify.com";
    // New to the catalogue, so the warehouse has none of them: the shop's 10 of each become 0.
    const shopId = await seededStockShop(app, apiAs, shipper, shopify, domain, [50, 3]);
    const before = shopify.requests.length;
    await runShopOrderRound(app.ctx, new Date());
    const levels = shopify.inventoryOf(domain);
    expect(levels).toHaveLength(150);
    expect(levels.every((l) => l.available === 0)).toBe(true);
    const operation = (body: string) => /^\s*(query|mutation) (\w+)/.exec(JSON.parse(body).query ?? "")?.[2];
    const calls = shopify.requests
      .slice(before)
      .filter((r) => r.shop === domain && !operation(r.body)?.startsWith("ShopOrder"));
    // The push: the primary location, then per 100 items their levels and one inventorySetQuantities, none
    // refused. After it only the shop's first drift check (docs/stores.md "Stock drift") reads, within what
    // the push left of the bucket, and sets nothing: all is in step.
    const said = calls.map((r) => `${operation(r.body)} ${r.status}`);
    expect(said.slice(0, 5)).toEqual([
      "ShopPrimaryLocation 200",
      "InventoryLevelsAt 200",
      "InventorySetQuantities 200",
      "InventoryLevelsAt 200",
      "InventorySetQuantities 200",
    ]);
    for (const call of said.slice(5)) expect(call).toMatch(/^(ShopPrimaryLocation|InventoryLevelsAt) 200$/);
    const rows = (await variantsOf(apiAs, shipper, shopId)).list;
    expect(rows.every((v) => v.stock_quantity === 0 && v.stock_error === null)).toBe(true);
  });
});
