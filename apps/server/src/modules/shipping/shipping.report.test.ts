import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { createOrder, orderBody, stockedSku } from "../../../test/support/orders.test-helpers.ts";
import { shippingTest, type TBulk } from "../../../test/support/shipping.test-helpers.ts";
import { orders } from "../orders/orders.tables.ts";
import { shippingNoticeOrders } from "./shipping.tables.ts";

const test = shippingTest
  .extend(
    "report",
    { scope: "file" },
    ({ app, operator }) =>
      (body: Record<string, unknown>, token = operator.token) =>
        app.call<TBulk>({ url: "/api/exception/report-exception", token, body }),
  )
  .extend(
    "orderRow",
    { scope: "file" },
    ({ app }) =>
      async (id: string) =>
        (await app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0],
  );

test.beforeAll(openApp);

describe("reporting an exception by hand", () => {
  test("moves a bagged order on an open notice to exceptions with the reason, off the notice, and back", async ({
    app,
    operator,
    report,
    orderRow,
    orderAt,
    printWaybills,
    createNotice,
    handle,
    noticeCount,
  }) => {
    const a = await orderAt({ sku: "RE-1", quantity: 1, state: "bagged" });
    const b = await orderAt({ sku: "RE-2", quantity: 1, state: "bagged" });
    await printWaybills({ order_ids: [a.id, b.id] });
    const notice = await createNotice({
      warehouse_id: a.warehouseId,
      channel_id: a.channelId,
      order_ids: [a.id, b.id],
    });
    expect(notice.data.order_count).toBe(2);

    const res = await report({ order_ids: [a.id], reason: "address_problem", note: "No house number" });
    expect(res.code).toBe(200);
    expect(res.data.done).toEqual([a.id]);
    expect(await orderRow(a.id)).toMatchObject({
      status: "exception",
      exceptionFrom: "bagged",
      exceptionReason: "address_problem: No house number",
    });
    // Off the notice, so the rest of the handover is not blocked; the other order ships.
    const onNotice = await app.ctx.db
      .select({ orderId: shippingNoticeOrders.orderId })
      .from(shippingNoticeOrders)
      .where(eq(shippingNoticeOrders.noticeId, notice.data.notice_id));
    expect(onNotice).toEqual([{ orderId: b.id }]);
    expect(await noticeCount(notice.data.notice_id)).toBe(1);
    const shipped = await app.call<{ status: string }>({
      url: "/api/delivery_list/confirm-delivery",
      token: operator.token,
      body: { notice_id: notice.data.notice_id },
    });
    expect(shipped.data.status).toBe("shipped");

    // Listed under its reason; resolving brings it back to bagged.
    const listed = await app.call<{ list: { order_id: string }[] }>({
      url: "/api/exception/query-exceptions",
      token: operator.token,
      query: { reason: "address_problem" },
    });
    expect(listed.data.list.map((o) => o.order_id)).toContain(a.id);
    const resolved = await handle("resolve", [a.id]);
    expect(resolved.data.done).toEqual([a.id]);
    expect((await orderRow(a.id))?.status).toBe("bagged");
  });

  test("refuses orders not yet confirmed (3000 with the order's code) and writes nothing for them", async ({
    app,
    shipper,
    report,
    orderRow,
    orderAt,
  }) => {
    const onFloor = await orderAt({ sku: "RE-3", quantity: 1, state: "picked" });
    const stocked = await stockedSku(app, "RE-4", 2);
    const draft = await createOrder(
      app,
      shipper,
      orderBody(stocked.warehouseId, [{ sku: "RE-4", quantity: 1 }]),
    );
    const notYet = { id: draft.data.order_id, code: draft.data.code };
    const res = await report({ order_ids: [onFloor.id, notYet.id], reason: "review_mismatch" });
    expect(res.code).toBe(3000);
    expect(res.data.done).toEqual([onFloor.id]);
    expect(res.data.errors).toEqual([expect.objectContaining({ order_id: notYet.code })]);
    expect((await orderRow(notYet.id))?.status).toBe("draft");
    expect((await orderRow(onFloor.id))?.exceptionReason).toBe("review_mismatch");
  });

  test("accepts only the reasons staff report, and only from staff", async ({
    shipper,
    report,
    orderRow,
    orderAt,
  }) => {
    const o = await orderAt({ sku: "RE-5", quantity: 1, state: "picked" });
    expect((await report({ order_ids: [o.id], reason: "short_pick" })).code).toBe(4001);
    expect((await report({ order_ids: [o.id], reason: "carrier_failure" }, shipper.token)).code).toBe(4003);
    expect((await orderRow(o.id))?.status).toBe("picked");
  });
});
