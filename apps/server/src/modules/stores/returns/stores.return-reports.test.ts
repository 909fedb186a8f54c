import type { TReturnDetail } from "@wms/contracts";
import { describe, expect, it } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { uploadPhoto } from "../../../../test/support/returns.test-helpers.ts";
import {
  committedNow,
  delivered,
  fulfilledShopOrder,
  rmasOfShopReturn,
  sellingShop,
  shopAvailable,
  shopOrderNamed,
  stockPushingShop,
  type TApiAs,
} from "../../../../test/support/stores.test-helpers.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { pushDueStock } from "../stock-out/stores.stock-push.ts";
import { runShopOrderRound } from "../stores.order-worker.ts";
import { intakeDueReturns } from "./stores.return-intake.ts";
import { planReport, sendDueReports } from "./stores.return-report-push.ts";
import { reportLinesOf } from "./stores.return-reports.ts";

/**
 * Dispositions out (docs/stores.md "Returns"), against the Shopify simulator: when the warehouse finishes
 * inspecting an RMA made from a shop's return, the worker's round reports each unit's disposition with
 * `reverseFulfillmentOrderDispose` (RESTOCKED at the shop's location, NOT_RESTOCKED, PROCESSING_REQUIRED,
 * MISSING); Shopify out of reach is tried again, a refusal fails with Shopify's words until "Retry failed";
 * and the shop's `available` stays what the warehouse sells although Shopify restocks on its own.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
const send = (app: TTestApp, now = new Date()) => sendDueReports(storeDeps(app.ctx), now, 20);

/** A return of `lines` approved in Shopify and made an RMA, received at the bench; answers both. */
async function receivedReturn(
  app: TTestApp,
  shopify: TShopifySimulator,
  bench: ReturnType<TApiAs>,
  domain: string,
  orderId: string,
  lines: { sku: string; quantity: number }[],
) {
  const requested = shopify.requestReturn(domain, orderId, lines);
  const approved = shopify.approveReturn(domain, requested.id);
  await delivered(app, shopify);
  await intakeDueReturns(storeDeps(app.ctx), committedNow(), 20);
  const [rma] = await rmasOfShopReturn(app, requested.id);
  const received = await bench.post<TReturnDetail>("returns/receive-return", { return_id: rma?.id });
  expect(received.code, received.message).toBe(200);
  return { approved, rma: received.data };
}

/** Every unit of the RMA's one SKU back on the shelf, and the inspection finished: its report is due. */
async function restockedAll(bench: ReturnType<TApiAs>, rma: TReturnDetail, sku: string, quantity: number) {
  const inspected = await bench.post("returns/inspect-return", {
    return_id: rma.id,
    sku,
    quantity,
    disposition: "restock",
  });
  expect(inspected.code, inspected.message).toBe(200);
  expect((await bench.post("returns/finish-inspection", { return_id: rma.id })).code).toBe(200);
}

async function reportOn(apiAs: TApiAs, shipper: TSignedIn, shopId: string, orderName: string) {
  return (await shopOrderNamed(apiAs, shipper, shopId, orderName))?.returns?.[0]?.report;
}

describe("dispositions out", () => {
  test("the bench inspects the RMA and finishes; the worker's round reports each unit to Shopify, restocked at the shop's location", async ({
    app,
    shopify,
    shipper,
    operator,
    apiAs,
  }) => {
    const shop = await sellingShop(app, apiAs, shipper, shopify, "returns-out.myshopify.com", [
      "ROUT-A",
      "ROUT-B",
    ]);
    const { order } = await fulfilledShopOrder(app, apiAs, shipper, shopify, shop, [
      { sku: "ROUT-A", quantity: 3 },
      { sku: "ROUT-B", quantity: 2 },
    ]);
    const bench = apiAs(operator);
    const { approved, rma } = await receivedReturn(app, shopify, bench, shop.domain, order.id, [
      { sku: "ROUT-A", quantity: 3 },
      { sku: "ROUT-B", quantity: 2 },
    ]);
    const inspect = async (sku: string, body: Record<string, unknown>) => {
      const res = await bench.post("returns/inspect-return", { return_id: rma.id, sku, ...body });
      expect(res.code, res.message).toBe(200);
    };
    await inspect("ROUT-A", { disposition: "restock" });
    await inspect("ROUT-A", {
      disposition: "quarantine",
      note: "Cracked",
      photos: [await uploadPhoto(app, operator)],
    });
    await inspect("ROUT-B", { disposition: "return_to_merchant" });
    await inspect("ROUT-B", { disposition: "dispose", note: "Soiled" });
    const before = shopAvailable(shopify, shop.domain)["ROUT-A"] ?? 0;
    // Nothing is said to Shopify before the inspection is finished.
    expect((await runShopOrderRound(app.ctx, new Date())).reports).toBe(0);
    const finished = await bench.post("returns/finish-inspection", { return_id: rma.id });
    expect(finished.code, finished.message).toBe(200);
    expect(await reportOn(apiAs, shipper, shop.shopId, order.name)).toMatchObject({
      state: "due",
      attempts: 0,
    });

    expect((await runShopOrderRound(app.ctx, new Date())).reports).toBe(1);
    const dispositions = (sku: string) => {
      const ret = shopify.returnOf(shop.domain, approved.id);
      const lineItemId = ret.lineItems.find((l) =>
        shopify
          .order(shop.domain, order.id)
          .lineItems.some((i) => i.sku === sku && `gid://shopify/LineItem/${i.id}` === l.lineItemId),
      )?.id;
      const line = ret.reverseFulfillmentOrders
        .flatMap((r) => r.lineItems)
        .find((l) => l.returnLineItemId === lineItemId);
      return [...(line?.dispositions ?? [])].sort((a, b) => a.type.localeCompare(b.type));
    };
    const locationId = shopify.inventoryOf(shop.domain).find((l) => l.sku === "ROUT-A")?.locationId;
    expect(dispositions("ROUT-A")).toEqual([
      { type: "MISSING", quantity: 1, locationId: null },
      { type: "NOT_RESTOCKED", quantity: 1, locationId: null },
      { type: "RESTOCKED", quantity: 1, locationId },
    ]);
    expect(dispositions("ROUT-B")).toEqual([
      { type: "NOT_RESTOCKED", quantity: 1, locationId: null },
      { type: "PROCESSING_REQUIRED", quantity: 1, locationId: null },
    ]);
    // Shopify restocked its unit at that location, as a restock does.
    expect(shopAvailable(shopify, shop.domain)["ROUT-A"]).toBe(before + 1);
    expect(await reportOn(apiAs, shipper, shop.shopId, order.name)).toMatchObject({
      state: "sent",
      error_text: null,
      attempts: 1,
      sent_at: expect.any(Number),
    });
    // Sent once: the next round has nothing to send.
    expect((await runShopOrderRound(app.ctx, new Date())).reports).toBe(0);
  });

  test("Shopify out of reach is tried again; its refusal fails the report with its words; Retry failed sends what is left", async ({
    app,
    shopify,
    shipper,
    operator,
    apiAs,
  }) => {
    const shop = await sellingShop(app, apiAs, shipper, shopify, "returns-refused.myshopify.com", ["RREF-A"]);
    const { order } = await fulfilledShopOrder(app, apiAs, shipper, shopify, shop, [
      { sku: "RREF-A", quantity: 2 },
    ]);
    const bench = apiAs(operator);
    const { approved, rma } = await receivedReturn(app, shopify, bench, shop.domain, order.id, [
      { sku: "RREF-A", quantity: 2 },
    ]);
    await restockedAll(bench, rma, "RREF-A", 2);

    shopify.outageNext(1);
    await send(app);
    expect(await reportOn(apiAs, shipper, shop.shopId, order.name)).toMatchObject({
      state: "due",
      attempts: 1,
      error_text: expect.stringMatching(
        /^Shopify could not be reached \(.*503.*\): tried again automatically$/,
      ),
      due_at: expect.any(Number),
    });
    // Not before its pause is over.
    expect(await send(app)).toBe(0);

    // The merchant disposes of one unit in the admin between the platform's read and its dispose.
    const line = approved.reverseFulfillmentOrders[0]?.lineItems[0]?.id ?? "";
    shopify.beforeNextDispose(shop.domain, () =>
      shopify.disposeInAdmin(shop.domain, { id: line, quantity: 1, type: "NOT_RESTOCKED" }),
    );
    expect(await send(app, inSeconds(61))).toBe(1);
    const failed = await reportOn(apiAs, shipper, shop.shopId, order.name);
    expect(failed).toMatchObject({ state: "failed", attempts: 2 });
    expect(failed?.error_text).toBe(
      "Shopify refused the inspection's report (Quantity 2 is more than the 1 left to dispose of.): fix it in Shopify, then retry failed",
    );
    expect(await send(app, inSeconds(3600))).toBe(0);

    // Retry failed: due again, and what Shopify still lacks is sent.
    const retried = await apiAs(shipper).put("shop-manager/reset-fulfill-mission", { shop_id: shop.shopId });
    expect(retried.code, retried.message).toBe(2000);
    expect(await send(app)).toBe(1);
    expect(await reportOn(apiAs, shipper, shop.shopId, order.name)).toMatchObject({
      state: "sent",
      error_text: null,
    });
    expect(shopify.returnOf(shop.domain, approved.id).reverseFulfillmentOrders[0]).toMatchObject({
      status: "CLOSED",
      lineItems: [
        {
          totalQuantity: 2,
          dispositions: [
            { type: "NOT_RESTOCKED", quantity: 1 },
            { type: "RESTOCKED", quantity: 1 },
          ],
        },
      ],
    });
  });

  test("a restock in Shopify is followed by the stock push: the shop's available ends as what the warehouse sells", async ({
    app,
    shopify,
    shipper,
    operator,
    apiAs,
  }) => {
    const domain = "returns-stock.myshopify.com";
    const { shopId } = await stockPushingShop(app, apiAs, shipper, shopify, domain, { "RSTK-1": 5 });
    const deps = storeDeps(app.ctx);
    const pushStock = () => pushDueStock(deps, inSeconds(31), 30_000, 10);
    const { order } = await fulfilledShopOrder(app, apiAs, shipper, shopify, { domain, shopId }, [
      { sku: "RSTK-1", quantity: 2 },
    ]);
    await pushStock();
    expect(shopAvailable(shopify, domain)["RSTK-1"]).toBe(3);

    const bench = apiAs(operator);
    const { rma } = await receivedReturn(app, shopify, bench, domain, order.id, [
      { sku: "RSTK-1", quantity: 2 },
    ]);
    await restockedAll(bench, rma, "RSTK-1", 2);
    // The restock's own stock push first (the worst order): the shop has the warehouse's 5 …
    await pushStock();
    expect(shopAvailable(shopify, domain)["RSTK-1"]).toBe(5);
    // … then the report: Shopify adds the 2 RESTOCKED units of its own …
    expect(await send(app)).toBe(1);
    expect(shopAvailable(shopify, domain)["RSTK-1"]).toBe(7);
    // … and the push the report queued sets it back.
    await pushStock();
    expect(shopAvailable(shopify, domain)["RSTK-1"]).toBe(5);
  });
});

describe("the report's plan", () => {
  it("the inspection in Shopify's dispositions: restock and relabel RESTOCKED, quarantine and dispose NOT_RESTOCKED, return_to_merchant PROCESSING_REQUIRED, missing MISSING", () => {
    expect(
      reportLinesOf([
        {
          variantId: "v1",
          shopLineId: null,
          missing: 1,
          units: [
            { disposition: "dispose", quantity: 1 },
            { disposition: "quarantine", quantity: 2 },
            { disposition: "relabel", quantity: 1 },
            { disposition: "restock", quantity: 3 },
            { disposition: "return_to_merchant", quantity: 1 },
          ],
        },
        { variantId: "v2", shopLineId: null, missing: 0, units: [] },
      ]),
    ).toEqual([
      {
        variantId: "v1",
        units: [
          { type: "NOT_RESTOCKED", quantity: 3 },
          { type: "RESTOCKED", quantity: 4 },
          { type: "PROCESSING_REQUIRED", quantity: 1 },
          { type: "MISSING", quantity: 1 },
        ],
      },
    ]);
  });

  const returned = [
    { lineItemId: "L1", variantId: "v", quantity: 2 },
    { lineItemId: "L2", variantId: "v", quantity: 1 },
    { lineItemId: "L3", variantId: "w", quantity: 1 },
  ];

  it("spreads a variant's units over its lines, and takes what Shopify disposed of already off the front", () => {
    const lines = [
      {
        variantId: "v",
        units: [
          { type: "RESTOCKED" as const, quantity: 2 },
          { type: "MISSING" as const, quantity: 1 },
        ],
      },
    ];
    /** Shopify's lines of the order's L1 (2 units) and L2 (1 unit), with what each disposed of already. */
    const rfo = (onL1: number, onL2: number) => [
      { id: "r1", lineItemId: "L1", totalQuantity: 2, disposed: onL1 },
      { id: "r2", lineItemId: "L2", totalQuantity: 1, disposed: onL2 },
    ];
    const sent = (plan: ReturnType<typeof planReport>) =>
      plan.kind === "dispose"
        ? plan.inputs.map((i) => [i.reverseFulfillmentOrderLineItemId, i.dispositionType, i.quantity])
        : plan.kind;
    expect(sent(planReport(lines, returned, rfo(0, 0)))).toEqual([
      ["r1", "RESTOCKED", 2],
      ["r2", "MISSING", 1],
    ]);
    expect(sent(planReport(lines, returned, rfo(1, 0)))).toEqual([
      ["r1", "RESTOCKED", 1],
      ["r2", "MISSING", 1],
    ]);
    expect(sent(planReport(lines, returned, rfo(2, 1)))).toBe("done");
    const otherVariant = [{ id: "r3", lineItemId: "L3", totalQuantity: 1, disposed: 0 }];
    expect(sent(planReport(lines, returned, otherVariant))).toBe("none");
  });
});
