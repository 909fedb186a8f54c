import type { TOrderDetail } from "@wms/contracts";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { act, demoChannelId, stockedSku, stockOf } from "../../../../test/support/orders.test-helpers.ts";
import { mailsOf } from "../../../../test/support/sourcing.test-helpers.ts";
import {
  bindShop,
  delivered,
  placed,
  shipDirectly,
  shopOrdersOf,
  type TApiAs,
} from "../../../../test/support/stores.test-helpers.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { pushDueFulfilments } from "./stores.fulfil-push.ts";

/**
 * A shop order shipped as two parcels (docs/stores.md "Fulfilments out"): its warehouse order split
 * (order/split-order), each part shipped under its own tracking number, each reported to Shopify as a
 * fulfilment of its own units with its own tracking; a cancellation in Shopify stops both parts.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const pushDue = (app: TTestApp) => pushDueFulfilments(storeDeps(app.ctx), new Date(), 20);

/** A shop in draft order mode and a paid order of A x2 + B x1, converted to a draft reserving its stock. */
async function twoSkuOrder(
  app: TTestApp,
  apiAs: TApiAs,
  shipper: Parameters<TApiAs>[0],
  shopify: TShopifySimulator,
  domain: string,
  prefix: string,
) {
  const [a, b] = [`${prefix}-A`, `${prefix}-B`];
  const { warehouseId, variant } = await stockedSku(app, a, 10);
  await stockedSku(app, b, 10);
  const shopId = await bindShop(apiAs, shipper, shopify, domain, {
    warehouse_id: warehouseId,
    channel_id: await demoChannelId(app),
    order_mode: "draft",
  });
  const order = await placed(app, shopify, domain, {
    lineItems: [
      { sku: a, quantity: 2 },
      { sku: b, quantity: 1 },
    ],
  });
  const row = (await shopOrdersOf(apiAs, shipper, shopId)).list.find((o) => o.order_number === order.name);
  expect(row).toMatchObject({ state: "converted", order_status: "draft" });
  return { a, b, shopId, order, orderId: row?.order_id ?? "", variantA: variant.id };
}

describe("two parcels, two fulfilments", () => {
  test("a split shop order ships as two parcels: each is a fulfilment of its own units under its own tracking number, and no unit is left open", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "two-parcels.myshopify.com";
    const { a, b, shopId, order, orderId, variantA } = await twoSkuOrder(
      app,
      apiAs,
      shipper,
      shopify,
      domain,
      "PARCEL",
    );
    // Every unit stays reserved while the draft is split: 2 of A before, 1 + 1 after.
    expect(await stockOf(app, variantA)).toMatchObject({ draft: 2 });
    const split = await apiAs(shipper).post<TOrderDetail>("order/split-order", {
      order_id: orderId,
      provider_uuid: app.demo.providerId,
      lines: [
        { sku: a, quantity: 1 },
        { sku: b, quantity: 1 },
      ],
    });
    expect(split.code).toBe(1000);
    const part = split.data;
    expect(part.lines.map((l) => [l.sku, l.quantity])).toEqual([
      [a, 1],
      [b, 1],
    ]);
    expect(part).toMatchObject({ status: "draft", source: "shop", reference: order.name });
    expect(await stockOf(app, variantA)).toMatchObject({ draft: 2 });

    for (const id of [orderId, part.order_id])
      expect((await act(app, shipper, "submit", [id])).code).toBe(200);
    await shipDirectly(app, orderId, "PARCEL-ONE");
    await pushDue(app);
    const fulfilments = () => shopify.fulfillmentsOf(domain).filter((f) => f.orderId === order.id);
    const lineOf = (sku: string) =>
      `gid://shopify/LineItem/${shopify.order(domain, order.id).lineItems.find((l) => l.sku === sku)?.id}`;
    expect(fulfilments()).toHaveLength(1);
    expect(fulfilments()[0]?.lineItems.map((l) => [l.lineItemId, l.quantity])).toEqual([[lineOf(a), 1]]);
    expect(fulfilments()[0]?.tracking.map((t) => t.number)).toEqual(["PARCEL-ONE"]);
    expect(shopify.order(domain, order.id).fulfillmentStatus).toBe("PARTIALLY_FULFILLED");
    // A x1 and B x1 are still open in Shopify, but the second parcel carries them: nobody is told otherwise.
    const told = async () =>
      (await mailsOf(app, app.demo.shipperUserId, "shopFulfilledInPart")).filter(
        (m) => m.params?.order === order.name,
      );
    expect(await told()).toEqual([]);

    await shipDirectly(app, part.order_id, "PARCEL-TWO");
    await pushDue(app);
    const [, second] = fulfilments();
    expect(second?.lineItems.map((l) => [l.lineItemId, l.quantity]).sort()).toEqual(
      [
        [lineOf(a), 1],
        [lineOf(b), 1],
      ].sort(),
    );
    expect(second?.tracking.map((t) => t.number)).toEqual(["PARCEL-TWO"]);
    expect(shopify.order(domain, order.id).fulfillmentStatus).toBe("FULFILLED");
    // Both parcels went: nothing is open, so nothing to tell the drop shipper.
    expect(await told()).toEqual([]);
    const [listed] = (await shopOrdersOf(apiAs, shipper, shopId)).list.filter(
      (o) => o.order_number === order.name,
    );
    expect(listed?.fulfilment_push).toMatchObject({ state: "pushed" });
    // The shop order's row names both parcels, each with its own tracking number.
    expect(listed).toMatchObject({ order_status: "shipped", tracking_number: "PARCEL-ONE" });
    expect(listed?.split_orders).toEqual([
      {
        order_id: part.order_id,
        order_code: part.code,
        order_status: "shipped",
        tracking_number: "PARCEL-TWO",
      },
    ]);
  });

  test("an order cancelled in Shopify after its warehouse order was split stops both parts and frees their stock", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "parcel-cancel.myshopify.com";
    const { a, order, orderId, variantA, shopId } = await twoSkuOrder(
      app,
      apiAs,
      shipper,
      shopify,
      domain,
      "PCANCEL",
    );
    const split = await apiAs(shipper).post<TOrderDetail>("order/split-order", {
      order_id: orderId,
      provider_uuid: app.demo.providerId,
      lines: [{ sku: a, quantity: 1 }],
    });
    expect(split.code).toBe(1000);
    shopify.cancelOrder(domain, order.id);
    await delivered(app, shopify);
    const [row] = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(row).toMatchObject({ state: "cancelled", order_status: "cancelled" });
    const part = await apiAs(shipper).get<TOrderDetail>("order/query-specific-elements", {
      order_id: split.data.order_id,
      provider_uuid: app.demo.providerId,
    });
    expect(part.data.status).toBe("cancelled");
    expect(await stockOf(app, variantA)).toMatchObject({ draft: 0 });
  });
});
