import { and, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { stockOf } from "../../../test/support/orders.test-helpers.ts";
import { shippingTest } from "../../../test/support/shipping.test-helpers.ts";
import { mailMessages } from "../mail/mail.tables.ts";
import { orderLogs, orders } from "../orders/orders.tables.ts";
import { customers } from "../tenancy/index.ts";
import { shippingNoticeOrders, shippingNotices } from "./shipping.tables.ts";

type THandOver = { notices: { notice_id: string; code: string; order_count: number }[]; shipped: number };

const test = shippingTest
  .extend(
    "handOver",
    { scope: "file" },
    ({ app, operator }) =>
      (orderIds: string[]) =>
        app.call<THandOver>({
          url: "/api/delivery_list/hand-over-orders",
          token: operator.token,
          body: { order_ids: orderIds },
        }),
  )
  .extend(
    "setTracking",
    { scope: "file" },
    ({ app, operator }) =>
      (orderCode: string, trackingNumber: string) =>
        app.call({
          url: "/api/waybill/set-tracking-numbers",
          token: operator.token,
          body: { entries: [{ order_code: orderCode, tracking_number: trackingNumber }] },
        }),
  )
  /** The notice rows the orders are on. */
  .extend(
    "noticesOf",
    { scope: "file" },
    ({ app }) =>
      (orderIds: string[]) =>
        app.ctx.db
          .select({ noticeId: shippingNoticeOrders.noticeId })
          .from(shippingNoticeOrders)
          .where(inArray(shippingNoticeOrders.orderId, orderIds)),
  );

test.beforeAll(openApp);

describe("handing orders over at once (delivery_list/hand-over-orders)", () => {
  test("ships bagged orders with printed waybills on one notice: stock consumed, customers mailed", async ({
    app,
    handOver,
    orderAt,
    printWaybills,
    statusOf,
  }) => {
    const a = await orderAt({ sku: "HO-1", quantity: 2, onHand: 5, state: "bagged" });
    const b = await orderAt({ sku: "HO-2", quantity: 1, onHand: 1, state: "bagged" });
    expect((await printWaybills({ order_ids: [a.id, b.id] })).statusCode).toBe(200);
    expect(await stockOf(app, a.variantId)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 2 });

    const res = await handOver([a.id, b.id]);
    expect(res.code).toBe(200);
    expect(res.data.shipped).toBe(2);
    expect(res.data.notices).toHaveLength(1);
    const [notice] = res.data.notices;
    expect(notice).toMatchObject({ order_count: 2 });
    expect(notice?.code).toMatch(/^DN\d{12}$/);
    expect(res.message).toBe(`2 orders handed over on shipping notice ${notice?.code}: they are shipped`);
    expect(await statusOf(a.id)).toBe("shipped");
    expect(await statusOf(b.id)).toBe("shipped");
    const [row] = await app.ctx.db
      .select()
      .from(shippingNotices)
      .where(eq(shippingNotices.id, notice?.notice_id ?? ""));
    expect(row).toMatchObject({
      status: "shipped",
      orderCount: 2,
      warehouseId: a.warehouseId,
      channelId: a.channelId,
    });
    expect(row?.shippedAt).toBeInstanceOf(Date);
    expect(await stockOf(app, a.variantId)).toEqual({ onHand: 3, draft: 0, unpicked: 0, picking: 0 });
    expect(await stockOf(app, b.variantId)).toEqual({ onHand: 0, draft: 0, unpicked: 0, picking: 0 });
    const [customer] = await app.ctx.db.select().from(customers).where(eq(customers.id, app.demo.customerId));
    const mails = await app.ctx.db
      .select()
      .from(mailMessages)
      .where(
        and(eq(mailMessages.mailboxId, customer?.userId ?? ""), eq(mailMessages.template, "orderShipped")),
      );
    expect(mails.map((m) => m.params?.order_no)).toEqual(expect.arrayContaining([a.code, b.code]));
    // Each order's log records the move with the number it left under.
    const [shippedA] = await app.ctx.db.select().from(orders).where(eq(orders.id, a.id));
    const logs = await app.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, a.id), eq(orderLogs.action, "ship")));
    expect(shippedA?.trackingNumber).not.toBe("");
    expect(logs).toEqual([
      expect.objectContaining({
        fromStatus: "bagged",
        toStatus: "shipped",
        detail: { tracking_number: shippedA?.trackingNumber },
      }),
    ]);

    // Shipped orders are on a notice now: a second hand-over is refused.
    const again = await handOver([a.id]);
    expect(again.code).toBe(4009);
  });

  test("one notice per warehouse and channel; the message of one order names it", async ({
    handOver,
    orderAt,
    printWaybills,
    setTracking,
    statusOf,
  }) => {
    const self = await orderAt({ sku: "HO-3", quantity: 1, state: "bagged" });
    const post = await orderAt({ sku: "HO-4", quantity: 1, channel: "POST-STD", state: "bagged" });
    expect((await printWaybills({ order_ids: [self.id] })).statusCode).toBe(200);
    expect((await setTracking(post.code, "RR900000001CN")).code).toBe(200);
    const res = await handOver([self.id, post.id]);
    expect(res.code).toBe(200);
    expect(res.data.shipped).toBe(2);
    expect(res.data.notices.map((n) => n.order_count)).toEqual([1, 1]);
    expect(res.message).toBe("2 orders handed over on 2 shipping notices: they are shipped");
    expect(await statusOf(post.id)).toBe("shipped");

    const one = await orderAt({ sku: "HO-5", quantity: 1, state: "bagged" });
    await printWaybills({ order_ids: [one.id] });
    const single = await handOver([one.id]);
    expect(single.message).toBe(
      `Order ${one.code} handed over on shipping notice ${single.data.notices[0]?.code}: it is shipped`,
    );
  });

  test("refuses an order without a tracking number (4009 naming it) and changes nothing", async ({
    handOver,
    noticesOf,
    orderAt,
    printWaybills,
    statusOf,
  }) => {
    const printed = await orderAt({ sku: "HO-6", quantity: 1, state: "bagged" });
    const bare = await orderAt({ sku: "HO-7", quantity: 1, state: "bagged" });
    await printWaybills({ order_ids: [printed.id] });
    const res = await handOver([printed.id, bare.id]);
    expect(res.code).toBe(4009);
    expect(res.message).toBe(
      `Order ${bare.code} has no tracking number yet: print its waybill (or enter the carrier's number) first`,
    );
    expect(await statusOf(printed.id)).toBe("bagged");
    expect(await statusOf(bare.id)).toBe("bagged");
    expect(await noticesOf([printed.id, bare.id])).toEqual([]);
  });

  test("refuses an order that is not bagged, and one already on a notice", async ({
    createNotice,
    handOver,
    noticesOf,
    orderAt,
    printWaybills,
    statusOf,
  }) => {
    const ready = await orderAt({ sku: "HO-8", quantity: 1, state: "bagged" });
    const unbagged = await orderAt({ sku: "HO-9", quantity: 1, state: "weighed" });
    await printWaybills({ order_ids: [ready.id, unbagged.id] });
    const notWeighed = await handOver([ready.id, unbagged.id]);
    expect(notWeighed.code).toBe(4009);
    expect(notWeighed.message).toBe(
      `Order ${unbagged.code} is weighed: only bagged orders can be handed over`,
    );
    expect(await statusOf(ready.id)).toBe("bagged");
    expect(await noticesOf([ready.id, unbagged.id])).toEqual([]);

    const created = await createNotice({
      warehouse_id: ready.warehouseId,
      channel_id: ready.channelId,
      order_ids: [ready.id],
    });
    expect(created.code).toBe(1000);
    const onNotice = await handOver([ready.id]);
    expect(onNotice.code).toBe(4009);
    expect(onNotice.message).toBe(`Order ${ready.code} is already on a shipping notice`);
    expect(await statusOf(ready.id)).toBe("bagged");
  });

  test("answers 4001 without orders and 4004 for an unknown order", async ({ handOver }) => {
    expect((await handOver([])).code).toBe(4001);
    expect((await handOver(["00000000-0000-4000-8000-000000000000"])).code).toBe(4004);
  });

  test("a new notice refuses an order without a tracking number, named or collected", async ({
    createNotice,
    noticesOf,
    orderAt,
    printWaybills,
    setTracking,
  }) => {
    const printed = await orderAt({ sku: "HO-10", quantity: 1, state: "bagged" });
    const bare = await orderAt({ sku: "HO-11", quantity: 1, state: "bagged" });
    await printWaybills({ order_ids: [printed.id] });
    const named = await createNotice({
      warehouse_id: bare.warehouseId,
      channel_id: bare.channelId,
      order_ids: [printed.id, bare.id],
    });
    expect(named.code).toBe(4009);
    expect(named.message).toContain(`Order ${bare.code} has no tracking number yet`);
    expect(await noticesOf([printed.id, bare.id])).toEqual([]);

    // Every weighed order of the warehouse and channel: the first without a number is named.
    const manual = await orderAt({ sku: "HO-12", quantity: 1, channel: "POST-STD", state: "bagged" });
    const all = await createNotice({ warehouse_id: manual.warehouseId, channel_id: manual.channelId });
    expect(all.code).toBe(4009);
    expect(all.message).toContain(`Order ${manual.code} has no tracking number yet`);
    expect((await setTracking(manual.code, "RR900000002CN")).code).toBe(200);
    const now = await createNotice({ warehouse_id: manual.warehouseId, channel_id: manual.channelId });
    expect(now.code).toBe(1000);
  });
});
