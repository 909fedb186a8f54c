import type { TReturnDetail, TShop } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import { stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import {
  bindShop,
  committedNow,
  delivered,
  fulfilledShopOrder,
  rmasOfShopReturn,
  sellingShop,
  shopOrderNamed,
  type TApiAs,
} from "../../../../test/support/stores.test-helpers.ts";
import { returnLines } from "../../returns/index.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { shopOrders, shopReturns, shopVariants } from "../stores.tables.ts";
import { intakeDueReturns } from "./stores.return-intake.ts";

/**
 * Returns in (docs/stores.md "Returns"), against the Shopify simulator: a return requested and approved in
 * the shop, of an order the warehouse shipped, becomes one RMA of that order's warehouse, whatever the
 * deliveries; a return canceled or declined in Shopify cancels its RMA while the parcel is not here; what
 * cannot be an RMA is skipped with the reason where the drop shipper sees the shop's orders.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

/** The worker's intake of the returns due now. */
const intake = (app: TTestApp) => intakeDueReturns(storeDeps(app.ctx), committedNow(), 20);

async function rmaDetail(apiAs: TApiAs, operator: TSignedIn, id: string) {
  const res = await apiAs(operator).get<TReturnDetail>("returns/query-return-detail", { return_id: id });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

async function returnsOnRow(apiAs: TApiAs, shipper: TSignedIn, shopId: string, name: string) {
  return (await shopOrderNamed(apiAs, shipper, shopId, name))?.returns ?? [];
}

describe("returns in", () => {
  test("a return approved in Shopify becomes one RMA of the order's warehouse; the approval fills in its lines' reverse fulfillment order line items; a delivery twice is one RMA", async ({
    app,
    shopify,
    shipper,
    operator,
    apiAs,
  }) => {
    const shop = await sellingShop(app, apiAs, shipper, shopify, "returns-in.myshopify.com", [
      "RIN-A",
      "RIN-B",
    ]);
    const { order, row } = await fulfilledShopOrder(app, apiAs, shipper, shopify, shop, [
      { sku: "RIN-A", quantity: 2 },
      { sku: "RIN-B", quantity: 1 },
    ]);
    const requested = shopify.requestReturn(shop.domain, order.id, [
      { sku: "RIN-A", quantity: 2, reason: "too-tight", note: "Pinches at the toe" },
      { sku: "RIN-B", quantity: 1, reason: "quality", customerNote: "Seam came apart" },
    ]);
    await delivered(app, shopify);
    expect(await intake(app)).toBe(1);

    const [rma] = await rmasOfShopReturn(app, requested.id);
    const detail = await rmaDetail(apiAs, operator, rma?.id ?? "");
    expect(detail).toMatchObject({
      source: "shopify",
      status: "requested",
      warehouse_id: shop.warehouseId,
      order_id: row.order_id,
      order_code: row.order_code,
      note: requested.name,
      unit_count: 3,
    });
    expect(detail.lines.map((l) => [l.sku, l.quantity, l.reason, l.reason_note])).toEqual([
      ["RIN-A", 2, "size_or_fit", "Too tight · Pinches at the toe"],
      ["RIN-B", 1, "defective", "Quality · Seam came apart"],
    ]);
    // Requested, not approved: Shopify has no reverse fulfillment order yet.
    const lineIds = () =>
      app.ctx.db
        .select({ shopLineId: returnLines.shopLineId })
        .from(returnLines)
        .where(eq(returnLines.returnId, rma?.id ?? ""))
        .orderBy(returnLines.position);
    expect(await lineIds()).toEqual([{ shopLineId: null }, { shopLineId: null }]);
    expect(await returnsOnRow(apiAs, shipper, shop.shopId, order.name)).toEqual([
      expect.objectContaining({
        name: requested.name,
        state: "raised",
        return_code: rma?.code,
        report: null,
      }),
    ]);

    // The same delivery again (Shopify retries it): answered as a duplicate. The same return sent as a
    // new event (another delivery of it): read again, still one RMA.
    const delivery = shopify.deliveries.find((d) => d.shop === shop.domain && d.topic === "returns/request");
    const again = await fetch(delivery?.uri ?? "", {
      method: "POST",
      headers: delivery?.headers,
      body: delivery?.body,
    });
    expect((await again.json()).data).toEqual({ topic: "RETURNS_REQUEST", duplicate: true });
    shopify.deliver(shop.domain, "returns/request", JSON.parse(delivery?.body ?? "{}"));
    await delivered(app, shopify);
    expect(await intake(app)).toBe(1);
    expect(await rmasOfShopReturn(app, requested.id)).toHaveLength(1);

    // Approved: the RMA's lines learn their reverse fulfillment order line items, nothing else changes.
    const approved = shopify.approveReturn(shop.domain, requested.id);
    await delivered(app, shopify);
    expect(await intake(app)).toBe(1);
    expect(await rmasOfShopReturn(app, requested.id)).toHaveLength(1);
    const rfoLines = approved.reverseFulfillmentOrders.flatMap((r) => r.lineItems.map((l) => l.id));
    expect(rfoLines).toHaveLength(2);
    expect((await lineIds()).map((l) => l.shopLineId)).toEqual(rfoLines);
    expect((await rmaDetail(apiAs, operator, rma?.id ?? "")).unit_count).toBe(3);
  });

  test("canceled in Shopify cancels the RMA; declined after the parcel arrived, the RMA is inspected all the same", async ({
    app,
    shopify,
    shipper,
    operator,
    apiAs,
  }) => {
    const shop = await sellingShop(app, apiAs, shipper, shopify, "returns-cancel.myshopify.com", ["RCN-A"]);
    const { order } = await fulfilledShopOrder(app, apiAs, shipper, shopify, shop, [
      { sku: "RCN-A", quantity: 2 },
    ]);
    const canceled = shopify.approveReturn(
      shop.domain,
      shopify.requestReturn(shop.domain, order.id, [{ sku: "RCN-A", quantity: 1 }]).id,
    );
    await delivered(app, shopify);
    await intake(app);
    shopify.cancelReturn(shop.domain, canceled.id);
    await delivered(app, shopify);
    const [cancelledRma] = await rmasOfShopReturn(app, canceled.id);
    expect(cancelledRma?.status).toBe("cancelled");

    const declined = shopify.requestReturn(shop.domain, order.id, [{ sku: "RCN-A", quantity: 1 }]);
    await delivered(app, shopify);
    await intake(app);
    const [arrived] = await rmasOfShopReturn(app, declined.id);
    const received = await apiAs(operator).post("returns/receive-return", { return_id: arrived?.id });
    expect(received.code, received.message).toBe(200);
    shopify.declineReturn(shop.domain, declined.id, { reason: "RETURN_PERIOD_ENDED" });
    await delivered(app, shopify);
    expect((await rmasOfShopReturn(app, declined.id))[0]?.status).toBe("received");

    expect(await returnsOnRow(apiAs, shipper, shop.shopId, order.name)).toEqual([
      expect.objectContaining({
        name: canceled.name,
        state: "cancelled",
        reason: "canceled_in_shop",
        reason_text: "Canceled in Shopify: its RMA was cancelled",
        return_code: cancelledRma?.code,
      }),
      expect.objectContaining({
        name: declined.name,
        state: "cancelled",
        reason: "arrived_before_cancel",
        reason_text: `Canceled or declined in Shopify after its parcel reached the warehouse: RMA ${arrived?.code} is inspected all the same`,
      }),
    ]);
    // Canceled before the worker read it: never an RMA, even when its request comes again after.
    const gone = shopify.requestReturn(shop.domain, order.id, [{ sku: "RCN-A", quantity: 1 }]);
    shopify.cancelReturn(shop.domain, gone.id);
    await delivered(app, shopify);
    const request = shopify.deliveries.findLast(
      (d) => d.shop === shop.domain && d.topic === "returns/request",
    );
    shopify.deliver(shop.domain, "returns/request", JSON.parse(request?.body ?? "{}"));
    await delivered(app, shopify);
    expect(await intake(app)).toBe(0);
    expect(await rmasOfShopReturn(app, gone.id)).toEqual([]);
  });

  test("a return of an order the platform never had is skipped, said on the shop", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "returns-unknown.myshopify.com";
    const { warehouseId } = await stockedSku(app, "RUK-A", 5);
    // Sold and fulfilled before the shop was bound: the platform never heard of the order.
    shopify.addShop(domain);
    shopify.addProduct(domain, {
      title: "Unknown",
      variants: [{ sku: "RUK-A", title: "RUK-A", available: 3 }],
    });
    const order = shopify.createOrder(domain, { lineItems: [{ sku: "RUK-A", quantity: 1 }] });
    shopify.fulfillOrder(domain, order.id);
    await shopify.waitForDeliveries();
    await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });

    const requested = shopify.requestReturn(domain, order.id, [{ sku: "RUK-A", quantity: 1 }]);
    await delivered(app, shopify);
    expect(await intake(app)).toBe(1);
    expect(await rmasOfShopReturn(app, requested.id)).toEqual([]);
    const [skipped] = await app.ctx.db
      .select()
      .from(shopReturns)
      .where(eq(shopReturns.shopifyReturnId, requested.id));
    expect(skipped).toMatchObject({
      state: "skipped",
      reason: "unknown_order",
      shopOrderId: null,
      name: requested.name,
    });
    const shops = await apiAs(shipper).get<{ list: TShop[] }>("shop-manager/query-shops", {
      keyword: domain,
    });
    expect(shops.data.list[0]?.last_error).toBe(
      `${domain} sent a return of an order that did not come in through the platform: no RMA was made (raise one by SKU if the parcel comes to the warehouse)`,
    );
  });

  test("a line whose SKU the catalogue cannot name is skipped with the SKU; mapping it reads the return again", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const shop = await sellingShop(app, apiAs, shipper, shopify, "returns-unmapped.myshopify.com", ["RUM-A"]);
    const { order, row } = await fulfilledShopOrder(app, apiAs, shipper, shopify, shop, [
      { sku: "RUM-A", quantity: 1 },
    ]);
    // A shop order converted before the variant of each line was kept, whose line's SKU was renamed since.
    await app.ctx.db
      .update(shopOrders)
      .set({ shipLines: [{ lineItemId: row.items[0]?.line_item_id ?? "", quantity: 1 }] })
      .where(eq(shopOrders.id, row.id));
    const lineItem = shopify.order(shop.domain, order.id).lineItems[0];
    if (lineItem) lineItem.sku = "RUM-OLD";
    await app.ctx.db.delete(shopVariants).where(eq(shopVariants.shopId, shop.shopId));

    const requested = shopify.requestReturn(shop.domain, order.id, [{ sku: "RUM-OLD", quantity: 1 }]);
    await delivered(app, shopify);
    await intake(app);
    expect(await returnsOnRow(apiAs, shipper, shop.shopId, order.name)).toEqual([
      expect.objectContaining({
        state: "skipped",
        reason: "unmapped_sku",
        reason_text: "Not an RMA: no catalogue product for RUM-OLD: map the SKU and the return is read again",
      }),
    ]);

    const mapped = await apiAs(shipper).put("shop-manager/map-shop-sku", {
      shop_id: shop.shopId,
      shopify_variant_id: row.items[0]?.shopify_variant_id,
      sku: "RUM-A",
    });
    expect(mapped.code, mapped.message).toBe(200);
    expect(await intake(app)).toBe(1);
    expect(await rmasOfShopReturn(app, requested.id)).toHaveLength(1);
    expect((await returnsOnRow(apiAs, shipper, shop.shopId, order.name))[0]).toMatchObject({
      state: "raised",
      reason: null,
    });
  });
});
