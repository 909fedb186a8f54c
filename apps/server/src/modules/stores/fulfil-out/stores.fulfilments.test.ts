import { requiredShopScopes, type TMission, type TShopFulfilMission } from "@wms/contracts";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { act, demoChannelId, orderBody, stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import { mailsOf } from "../../../../test/support/sourcing.test-helpers.ts";
import {
  bagDirectly,
  bindShop,
  delivered,
  placed,
  shipDirectly,
  shippedShopOrder,
  shopOrderNamed,
  shopOrdersOf,
  type TApiAs,
} from "../../../../test/support/stores.test-helpers.ts";
import { shopOrderReader } from "../orders-in/stores.shop-orders.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { pushDueFulfilments } from "./stores.fulfil-push.ts";
import { shippedLines } from "./stores.fulfil-queue.ts";
import { planFulfilment, shopFulfiller } from "./stores.fulfil-shopify.ts";

/**
 * Fulfilments out (docs/stores.md "Fulfilments out"), against the Shopify simulator: a shop order's
 * warehouse order shipping comes back to the shop as a fulfilment with its tracking number, once; what
 * Shopify refuses or cannot take fails with the reason and is tried again by "Retry failed"; the fulfil
 * mission pushes what is due now and can be stopped.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const template = "https://track.example/q?nums={tracking_number}";

/** A bound shop sending its orders to a stocked SKU's warehouse on the demo channel. */
async function shopWithStock(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: TSignedIn,
  shopify: TShopifySimulator,
  domain: string,
  sku: string,
) {
  const { warehouseId } = await stockedSku(app, sku, 50);
  const channelId = await demoChannelId(app);
  const shopId = await bindShop(apiAs, shipper, shopify, domain, {
    warehouse_id: warehouseId,
    channel_id: channelId,
    tracking_url_template: template,
  });
  return shopId;
}

async function pushOf(apiAs: TApiAs, user: TSignedIn, shopId: string, name: string) {
  return (await shopOrderNamed(apiAs, user, shopId, name))?.fulfilment_push;
}

async function fulfilStatus(apiAs: TApiAs, user: TSignedIn, shopId: string) {
  const res = await apiAs(user).get<TShopFulfilMission>("shop-manager/query-fulfill-mission", {
    shop_id: shopId,
  });
  expect(res.code).toBe(200);
  return res.data;
}

/** Polls the shop's fulfil mission until it ends. */
async function pushEnded(apiAs: TApiAs, user: TSignedIn, shopId: string) {
  for (let i = 0; i < 300; i++) {
    const status = await fulfilStatus(apiAs, user, shopId);
    if (status.mission && !["pending", "running"].includes(status.mission.status)) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the fulfil mission did not end");
}

/** The worker's fulfilment pushes at `now` (the rest of its round reads Shopify too, which would take a forced outage). */
const pushDue = (app: TTestApp, now = new Date()) => pushDueFulfilments(storeDeps(app.ctx), now, 20);

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe("fulfilments out", () => {
  test("an order handed over on a shipping notice with others is due for its shop, under its tracking number", async ({
    app,
    shopify,
    shipper,
    operator,
    apiAs,
  }) => {
    const domain = "fulfil-notice.myshopify.com";
    const shopId = await shopWithStock(app, apiAs, shipper, shopify, domain, "FUL-N");
    // The demo channel is a manual carrier: the numbers are entered, as the floor would.
    const orderIds: string[] = [];
    const entries: { order_code: string; tracking_number: string }[] = [];
    for (const quantity of [1, 2]) {
      const placedOrder = await placed(app, shopify, domain, { lineItems: [{ sku: "FUL-N", quantity }] });
      const row = (await shopOrdersOf(apiAs, shipper, shopId)).list.find(
        (o) => o.order_number === placedOrder.name,
      );
      await bagDirectly(app, row?.order_id ?? "");
      orderIds.push(row?.order_id ?? "");
      entries.push({ order_code: row?.order_code ?? "", tracking_number: `RR90000010${quantity}CN` });
    }
    const numbered = await apiAs(operator).post("waybill/set-tracking-numbers", { entries });
    expect(numbered).toMatchObject({ code: 200, data: { errors: [] } });
    const handed = await apiAs(operator).post("delivery_list/hand-over-orders", { order_ids: orderIds });
    expect(handed).toMatchObject({ code: 200, data: { shipped: 2 } });

    const rows = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.order_status).toBe("shipped");
      expect(row.fulfilment_push).toMatchObject({
        state: "due",
        tracking_number: row.tracking_number,
        tracking_url: `https://track.example/q?nums=${row.tracking_number}`,
      });
      expect(row.tracking_number).toMatch(/^RR90000010[12]CN$/);
    }
    // And they reach Shopify under those numbers.
    expect((await runShopOrderRound(app.ctx, new Date())).fulfilments).toBe(2);
    expect(
      shopify
        .fulfillmentsOf(domain)
        .map((f) => f.tracking[0]?.number)
        .sort(),
    ).toEqual(["RR900000101CN", "RR900000102CN"]);
  });

  test("a shipped order comes back to the shop fulfilled with its tracking number, carrier and link, once", async ({
    app,
    shopify,
    shipper,
    provider,
    apiAs,
  }) => {
    const domain = "fulfil-once.myshopify.com";
    const shopId = await shopWithStock(app, apiAs, shipper, shopify, domain, "FUL-1");
    const { order } = await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "FUL-1", quantity: 2 },
    ]);
    expect(await pushOf(apiAs, shipper, shopId, order.name)).toMatchObject({
      state: "due",
      tracking_number: "TRACK-1",
      tracking_url: "https://track.example/q?nums=TRACK-1",
    });
    expect((await fulfilStatus(apiAs, provider, shopId)).counts).toEqual({ due: 1, pushed: 0, failed: 0 });

    expect((await runShopOrderRound(app.ctx, new Date())).fulfilments).toBe(1);
    const fulfilments = shopify.fulfillmentsOf(domain);
    expect(fulfilments).toHaveLength(1);
    const [row] = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(fulfilments[0]).toMatchObject({
      orderId: order.id,
      notifyCustomer: true,
      tracking: [
        {
          number: "TRACK-1",
          company: expect.stringMatching(/\S/),
          url: "https://track.example/q?nums=TRACK-1",
        },
      ],
      lineItems: [{ quantity: 2 }],
    });
    expect(shopify.order(domain, order.id).fulfillmentStatus).toBe("FULFILLED");
    // All of it went: nothing to tell the drop shipper about units left open.
    const told = (await mailsOf(app, app.demo.shipperUserId, "shopFulfilledInPart")).filter((m) =>
      String(m.params?.order).includes(order.name),
    );
    expect(told).toEqual([]);
    const push = await pushOf(apiAs, shipper, shopId, order.name);
    expect(push).toMatchObject({ state: "pushed", already_fulfilled: false, error_text: null, attempts: 1 });
    expect(push?.tracking_company).toBe(fulfilments[0]?.tracking[0]?.company);
    expect(row?.order_status).toBe("shipped");

    // Shopify's orders/fulfilled and orders/updated came back: the shop order says fulfilled.
    await delivered(app, shopify);
    expect(await shopOrdersOf(apiAs, shipper, shopId, { fulfilment_status: "fulfilled" })).toMatchObject({
      total: 1,
    });
    // Nothing is pushed twice: another round, and a push asked for now, find nothing due.
    expect((await runShopOrderRound(app.ctx, minutes(10))).fulfilments).toBe(0);
    const again = await apiAs(shipper).post("shop-manager/fulfill-orders", { shop_id: shopId });
    expect(again).toMatchObject({ code: 4009, message: expect.stringContaining("No fulfilment") });
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(1);
    expect(await shopOrdersOf(apiAs, shipper, shopId, { push_state: "pushed" })).toMatchObject({ total: 1 });
    expect(await shopOrdersOf(apiAs, shipper, shopId, { push_state: "failed" })).toMatchObject({ total: 0 });
  });

  test("a push whose answer was lost is not repeated: what Shopify already fulfilled is taken as done", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "fulfil-lost.myshopify.com";
    const shopId = await shopWithStock(app, apiAs, shipper, shopify, domain, "LOST-F1");
    const { order } = await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "LOST-F1", quantity: 1 },
    ]);
    // The fulfilment reached Shopify, but its answer never came back to the platform.
    const [fo] = shopify.fulfillmentOrdersOf(domain).filter((f) => f.orderId === order.id);
    const token = shopify.customAppToken(domain, ["write_merchant_managed_fulfillment_orders"]);
    const made = await shopFulfiller(app.ctx.config.shopify, { shop: domain, accessToken: token }).create(
      [{ fulfillmentOrderId: fo?.id ?? "", lines: [{ id: fo?.lineItems[0]?.id ?? "", quantity: 1 }] }],
      { number: "TRACK-1", company: "", url: "" },
    );
    expect(made).toHaveProperty("id");

    await runShopOrderRound(app.ctx, new Date());
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(1);
    expect(await pushOf(apiAs, shipper, shopId, order.name)).toMatchObject({
      state: "pushed",
      already_fulfilled: true,
    });
  });

  test("a fulfilment held in Shopify fails with the reason; released, Retry failed pushes it", async ({
    app,
    shopify,
    shipper,
    provider,
    apiAs,
  }) => {
    const domain = "fulfil-held.myshopify.com";
    const shopId = await shopWithStock(app, apiAs, shipper, shopify, domain, "HOLD-F1");
    const { order } = await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "HOLD-F1", quantity: 1 },
    ]);
    const foId = order.fulfillmentOrderIds[0] ?? "";
    shopify.setFulfillmentOrderStatus(domain, foId, "ON_HOLD");

    await runShopOrderRound(app.ctx, new Date());
    const failed = await pushOf(apiAs, shipper, shopId, order.name);
    expect(failed).toMatchObject({ state: "failed", error_text: expect.stringContaining("on_hold") });
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(0);
    // A failure is not retried by itself: it waits for the drop shipper.
    await runShopOrderRound(app.ctx, minutes(120));
    expect((await fulfilStatus(apiAs, shipper, shopId)).counts).toEqual({ due: 0, pushed: 0, failed: 1 });
    // Read-only for staff.
    expect((await apiAs(provider).put("shop-manager/reset-fulfill-mission", { shop_id: shopId })).code).toBe(
      4003,
    );

    shopify.setFulfillmentOrderStatus(domain, foId, "OPEN");
    const reset = await apiAs(shipper).put<TMission>("shop-manager/reset-fulfill-mission", {
      shop_id: shopId,
    });
    expect(reset).toMatchObject({ code: 2000, data: { kind: "stores:fulfil-orders" } });
    const ended = await pushEnded(apiAs, shipper, shopId);
    expect(ended).toMatchObject({
      mission: { status: "completed", progress: 100 },
      counts: { due: 0, pushed: 1, failed: 0 },
    });
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(1);
    const nothing = await apiAs(shipper).put("shop-manager/reset-fulfill-mission", { shop_id: shopId });
    expect(nothing).toMatchObject({ code: 4009, message: expect.stringContaining("No fulfilment") });
  });

  test("Shopify out of reach: tried again after a pause, failed after five tries, pushed after Retry failed", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "fulfil-outage.myshopify.com";
    const shopId = await shopWithStock(app, apiAs, shipper, shopify, domain, "OUT-F1");
    const { order: first } = await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "OUT-F1", quantity: 1 },
    ]);
    shopify.outageNext(1);
    await pushDue(app);
    expect(await pushOf(apiAs, shipper, shopId, first.name)).toMatchObject({
      state: "due",
      attempts: 1,
      error_text: expect.stringContaining("tried again"),
      due_at: expect.any(Number),
    });
    // Not before its pause is over; then it goes.
    expect(await pushDue(app)).toBe(0);
    await pushDue(app, minutes(2));
    expect(await pushOf(apiAs, shipper, shopId, first.name)).toMatchObject({ state: "pushed", attempts: 2 });

    const { order: second } = await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "OUT-F1", quantity: 1 },
    ]);
    shopify.outageNext(5);
    for (const after of [0, 2, 8, 30, 100]) await pushDue(app, minutes(after));
    expect(await pushOf(apiAs, shipper, shopId, second.name)).toMatchObject({
      state: "failed",
      attempts: 5,
      error_text: expect.stringContaining("503"),
    });
    await apiAs(shipper).put("shop-manager/reset-fulfill-mission", { shop_id: shopId });
    expect(await pushEnded(apiAs, shipper, shopId)).toMatchObject({
      counts: { due: 0, pushed: 2, failed: 0 },
    });
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(2);
  });

  test("fulfill-orders pushes every due fulfilment now as a mission; one at a time; stop leaves the rest due", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "fulfil-mission.myshopify.com";
    const shopId = await shopWithStock(app, apiAs, shipper, shopify, domain, "MIS-F1");
    for (let i = 0; i < 3; i++)
      await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
        { sku: "MIS-F1", quantity: 1 },
      ]);
    expect((await fulfilStatus(apiAs, shipper, shopId)).mission).toBeNull();
    expect((await apiAs(shipper).put("shop-manager/stop-fulfill-mission", { shop_id: shopId })).code).toBe(
      4009,
    );

    // Shopify slows down (throttled): the first push is still under way when a second is asked for.
    shopify.throttleNext(2);
    const started = await apiAs(shipper).post<TMission>("shop-manager/fulfill-orders", { shop_id: shopId });
    expect(started).toMatchObject({ code: 2000, data: { status: "pending", can_stop: true } });
    const twice = await apiAs(shipper).post("shop-manager/fulfill-orders", { shop_id: shopId });
    expect(twice.code).toBe(4009);
    const ended = await pushEnded(apiAs, shipper, shopId);
    expect(ended).toMatchObject({ mission: { status: "completed" }, counts: { due: 0, pushed: 3 } });
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(3);

    // Stopped before it starts: nothing is pushed, the fulfilment stays due for the worker.
    await shippedShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "MIS-F1", quantity: 1 },
    ]);
    const next = await apiAs(shipper).post<TMission>("shop-manager/fulfill-orders", { shop_id: shopId });
    const stopped = await apiAs(shipper).put<TMission>("shop-manager/stop-fulfill-mission", {
      shop_id: shopId,
    });
    expect(stopped.code).toBe(200);
    const after = await pushEnded(apiAs, shipper, shopId);
    expect(after.mission?.id).toBe(next.data.id);
    expect(after.counts.due + after.counts.pushed).toBe(4);
    await runShopOrderRound(app.ctx, new Date());
    expect((await fulfilStatus(apiAs, shipper, shopId)).counts).toEqual({ due: 0, pushed: 4, failed: 0 });
    expect(shopify.fulfillmentsOf(domain)).toHaveLength(4);
  });
});

describe("planning a fulfilment", () => {
  const fo = (id: string, status: string, location: string, lines: [string, string, number][]) => ({
    id,
    status,
    locationId: location,
    lines: lines.map(([lineId, lineItemId, remaining]) => ({ id: lineId, lineItemId, remaining })),
  });

  test("only the shipped lines, at most what remains, one group per location", () => {
    const plan = planFulfilment(
      [
        { lineItemId: "A", quantity: 2 },
        { lineItemId: "B", quantity: 1 },
      ],
      [
        fo("FO1", "OPEN", "L1", [
          ["a1", "A", 1],
          ["c1", "C", 4],
        ]),
        fo("FO2", "IN_PROGRESS", "L2", [
          ["a2", "A", 5],
          ["b2", "B", 1],
        ]),
      ],
    );
    expect(plan).toEqual({
      kind: "push",
      groups: [
        [{ fulfillmentOrderId: "FO1", lines: [{ id: "a1", quantity: 1 }] }],
        [
          {
            fulfillmentOrderId: "FO2",
            lines: [
              { id: "a2", quantity: 1 },
              { id: "b2", quantity: 1 },
            ],
          },
        ],
      ],
    });
  });

  test("nothing remaining is done; remaining only on a held order is blocked", () => {
    const lines = [{ lineItemId: "A", quantity: 1 }];
    expect(planFulfilment(lines, [fo("FO1", "CLOSED", "L1", [["a1", "A", 0]])])).toEqual({ kind: "done" });
    expect(planFulfilment(lines, [fo("FO1", "ON_HOLD", "L1", [["a1", "A", 1]])])).toEqual({
      kind: "blocked",
      status: "ON_HOLD",
    });
  });
});

describe("Shopify's refusal", () => {
  test("a fulfilment order Shopify will not fulfil answers its userError as the message", async ({
    shopify,
    app,
  }) => {
    const domain = "fulfil-refused.myshopify.com";
    shopify.addShop(domain);
    const product = shopify.addProduct(domain, { title: "Mug", variants: [{ sku: "REF-1" }] });
    const order = shopify.createOrder(domain, {
      lineItems: [{ variantId: product.variants[0]?.id, quantity: 1 }],
    });
    const foId = order.fulfillmentOrderIds[0] ?? "";
    shopify.setFulfillmentOrderStatus(domain, foId, "ON_HOLD");
    const token = shopify.customAppToken(domain, ["write_merchant_managed_fulfillment_orders"]);
    const answer = await shopFulfiller(app.ctx.config.shopify, { shop: domain, accessToken: token }).create(
      [{ fulfillmentOrderId: foId, lines: [] }],
      { number: "X1", company: "", url: "" },
    );
    expect(answer).toEqual({ refused: expect.stringContaining("unfulfillable status= on_hold") });
  });
});

describe("what shipped is what is reported", () => {
  test("each Shopify line gets at most what it asked of its variant's shipped units, in line order", () => {
    const planned = [
      { lineItemId: "L1", quantity: 2, variantId: "v-a" },
      { lineItemId: "L2", quantity: 3, variantId: "v-a" },
      { lineItemId: "L3", quantity: 1, variantId: "v-b" },
      { lineItemId: "L4", quantity: 4 },
    ];
    // 4 of v-a went out (L1 gets 2, L2 the other 2), none of v-b; L4 was converted before variants were kept.
    expect(shippedLines(planned, [{ variantId: "v-a", quantity: 4 }])).toEqual([
      { lineItemId: "L1", quantity: 2, variantId: "v-a" },
      { lineItemId: "L2", quantity: 2, variantId: "v-a" },
      { lineItemId: "L4", quantity: 4 },
    ]);
  });

  test("an edited draft reports what went out: A x1 + B x1 of an order of A x1 + B x2, B's last unit left open in Shopify and the drop shipper told", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "fulfil-edited.myshopify.com";
    const { warehouseId } = await stockedSku(app, "EDIT-A", 10);
    await stockedSku(app, "EDIT-B", 10);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, {
      warehouse_id: warehouseId,
      channel_id: await demoChannelId(app),
      order_mode: "draft",
    });
    const order = await placed(app, shopify, domain, {
      lineItems: [
        { sku: "EDIT-A", quantity: 1 },
        { sku: "EDIT-B", quantity: 2 },
      ],
    });
    const row = (await shopOrdersOf(apiAs, shipper, shopId)).list.find((o) => o.order_number === order.name);
    expect(row).toMatchObject({ state: "converted", order_status: "draft" });
    const orderId = row?.order_id ?? "";
    const edited = await apiAs(shipper).put("order/update-order", {
      order_id: orderId,
      provider_uuid: app.demo.providerId,
      ...orderBody(warehouseId, [
        { sku: "EDIT-A", quantity: 1 },
        { sku: "EDIT-B", quantity: 1 },
      ]),
    });
    expect(edited.code).toBe(200);
    expect((await act(app, shipper, "submit", [orderId])).code).toBe(200);
    await shipDirectly(app, orderId);
    await pushDue(app);

    const lineOf = (sku: string) =>
      shopify.order(domain, order.id).lineItems.find((l) => l.sku === sku)?.id ?? -1;
    const [fulfilment] = shopify.fulfillmentsOf(domain).filter((f) => f.orderId === order.id);
    expect(fulfilment?.lineItems.map((l) => [l.lineItemId, l.quantity]).sort()).toEqual(
      [
        [`gid://shopify/LineItem/${lineOf("EDIT-A")}`, 1],
        [`gid://shopify/LineItem/${lineOf("EDIT-B")}`, 1],
      ].sort(),
    );
    // Shopify keeps B's other unit to fulfil: the order is partly fulfilled, not marked all sent.
    const remaining = shopify
      .fulfillmentOrdersOf(domain)
      .filter((fo) => fo.orderId === order.id)
      .flatMap((fo) => fo.lineItems.map((l) => l.remainingQuantity));
    expect(remaining.reduce((a, b) => a + b, 0)).toBe(1);
    expect(shopify.order(domain, order.id).fulfillmentStatus).toBe("PARTIALLY_FULFILLED");
    // The drop shipper is told which unit Shopify keeps open, and that cancelling it there is theirs to do.
    const [told] = (await mailsOf(app, app.demo.shipperUserId, "shopFulfilledInPart")).filter(
      (m) => m.params?.order === order.name,
    );
    expect(told?.params).toMatchObject({ shop: domain, open: "EDIT-B x 1" });
    expect(told?.params?.code).toMatch(/\S/);
    expect(told?.subject).toBe(`Order ${order.name} of ${domain} was sent in part`);
    expect(told?.link).toContain(`shop_id=${shopId}`);
  });
});

describe("long orders", () => {
  test("every line is read, past the first page of the order and of its fulfilment order", async ({
    shopify,
    app,
  }) => {
    const domain = "long-order.myshopify.com";
    shopify.addShop(domain);
    const lineItems = Array.from({ length: 60 }, (_, i) => ({
      sku: `LONG-${i}`,
      quantity: 1,
      title: `Item ${i}`,
    }));
    const order = shopify.createOrder(domain, { lineItems });
    const token = shopify.customAppToken(domain, [...requiredShopScopes]);
    const access = { shop: domain, accessToken: token };

    const read = await shopFulfiller(app.ctx.config.shopify, access).fulfilmentOrders(order.id);
    expect(read?.fulfilmentOrders.flatMap((fo) => fo.lines)).toHaveLength(60);

    const [readBack] = await shopOrderReader(app.ctx.config.shopify, access).read([order.id]);
    expect(readBack?.items.map((i) => i.sku)).toEqual(lineItems.map((l) => l.sku));
  });
});
