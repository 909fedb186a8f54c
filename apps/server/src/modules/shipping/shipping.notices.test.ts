import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { stockOf } from "../../../test/support/orders.test-helpers.ts";
import { shippingTest } from "../../../test/support/shipping.test-helpers.ts";
import { stockLogs } from "../inventory/index.ts";
import { mailMessages } from "../mail/mail.tables.ts";
import { orders } from "../orders/index.ts";
import { customers } from "../tenancy/index.ts";

type TNotice = {
  notice_id: string;
  code: string;
  status: string;
  order_count: number;
  orders: { order_id: string; status: string; tracking_number: string }[];
};
const test = shippingTest
  .extend(
    "create",
    { scope: "file" },
    ({ createNotice }) =>
      (body: Record<string, unknown>) =>
        createNotice<TNotice>(body),
  )
  .extend(
    "confirm",
    { scope: "file" },
    ({ app, operator }) =>
      (noticeId: string) =>
        app.call<TNotice>({
          url: "/api/delivery_list/confirm-delivery",
          token: operator.token,
          body: { notice_id: noticeId },
        }),
  );

test.beforeAll(openApp);

describe("shipping notices", () => {
  test("hands over bagged orders: shipped, on-hand and picking occupation drop together, customer mailed", async ({
    app,
    create,
    confirm,
    orderAt,
    printWaybills,
  }) => {
    const a = await orderAt({ sku: "SN-1", quantity: 3, onHand: 5, state: "bagged" });
    const b = await orderAt({ sku: "SN-2", quantity: 1, onHand: 1, state: "bagged" });
    await printWaybills({ order_ids: [a.id, b.id] });
    expect(await stockOf(app, a.variantId)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 3 });

    const created = await create({
      warehouse_id: a.warehouseId,
      channel_id: a.channelId,
      order_ids: [a.id, b.id],
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ status: "open", order_count: 2 });
    expect(created.data.code).toMatch(/^DN\d{12}$/);
    // An order is on one notice only.
    expect(
      (await create({ warehouse_id: a.warehouseId, channel_id: a.channelId, order_ids: [a.id] })).code,
    ).toBe(4009);

    const shipped = await confirm(created.data.notice_id);
    expect(shipped.code).toBe(200);
    expect(shipped.data.status).toBe("shipped");
    expect(shipped.data.orders.map((o) => o.status)).toEqual(["shipped", "shipped"]);
    expect(await stockOf(app, a.variantId)).toEqual({ onHand: 2, draft: 0, unpicked: 0, picking: 0 });
    expect(await stockOf(app, b.variantId)).toEqual({ onHand: 0, draft: 0, unpicked: 0, picking: 0 });
    const logs = await app.ctx.db
      .select({
        onHand: stockLogs.deltaOnHand,
        picking: stockLogs.deltaPicking,
        after: stockLogs.onHandAfter,
      })
      .from(stockLogs)
      .where(and(eq(stockLogs.documentId, a.id), eq(stockLogs.deltaOnHand, -3)));
    expect(logs).toEqual([{ onHand: -3, picking: -3, after: 2 }]);
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, a.id));
    expect(order?.trackingNumber).toMatch(/^SELF/);
    const [customer] = await app.ctx.db.select().from(customers).where(eq(customers.id, app.demo.customerId));
    const mails = await app.ctx.db
      .select()
      .from(mailMessages)
      .where(
        and(eq(mailMessages.mailboxId, customer?.userId ?? ""), eq(mailMessages.template, "orderShipped")),
      );
    expect(mails.map((m) => m.params?.order_no).sort()).toEqual([a.code, b.code].sort());
    // A shipped notice cannot be confirmed twice.
    expect((await confirm(created.data.notice_id)).code).toBe(4009);
  });

  test("refuses orders that are not bagged (4009) and writes nothing", async ({
    app,
    provider,
    create,
    orderAt,
    printWaybills,
  }) => {
    const w = await orderAt({ sku: "SN-3", quantity: 1, state: "bagged" });
    const b = await orderAt({ sku: "SN-4", quantity: 1, state: "weighed" });
    await printWaybills({ order_ids: [w.id, b.id] });
    const res = await create({
      warehouse_id: w.warehouseId,
      channel_id: w.channelId,
      order_ids: [w.id, b.id],
    });
    expect(res.code).toBe(4009);
    expect(res.message).toContain(b.code);
    const list = await app.call<{ total: number }>({
      url: "/api/delivery_list/query-delivery-list",
      token: provider.token,
    });
    const again = await create({ warehouse_id: w.warehouseId, channel_id: w.channelId, order_ids: [w.id] });
    expect(again.status).toBe(201);
    const after = await app.call<{ total: number }>({
      url: "/api/delivery_list/query-delivery-list",
      token: provider.token,
    });
    expect(after.data.total).toBe(list.data.total + 1);
  });

  test("collects every bagged order of the warehouse and channel when none are named", async ({
    app,
    operator,
    create,
    confirm,
    orderAt,
    statusOf,
  }) => {
    const c = await orderAt({ sku: "SN-5", quantity: 1, channel: "POST-STD", state: "bagged" });
    // Without a tracking number (manual carrier, none entered) the notice is refused, naming the order.
    const bare = await create({ warehouse_id: c.warehouseId, channel_id: c.channelId });
    expect(bare.code).toBe(4009);
    expect(bare.message).toContain(c.code);
    const numbered = await app.call({
      url: "/api/waybill/set-tracking-numbers",
      token: operator.token,
      body: { entries: [{ order_code: c.code, tracking_number: "RR800000001CN" }] },
    });
    expect(numbered.code).toBe(200);
    const res = await create({ warehouse_id: c.warehouseId, channel_id: c.channelId });
    expect(res.status).toBe(201);
    expect(res.data.orders.map((o) => o.order_id)).toEqual([c.id]);
    expect((await confirm(res.data.notice_id)).code).toBe(200);
    expect(await statusOf(c.id)).toBe("shipped");
    expect((await create({ warehouse_id: c.warehouseId, channel_id: c.channelId })).code).toBe(4009);
  });

  test("is for staff only", async ({ app, shipper }) => {
    const res = await app.call({ url: "/api/delivery_list/query-delivery-list", token: shipper.token });
    expect(res.code).toBe(4003);
  });
});
