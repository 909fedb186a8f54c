import type { TWaveSummary } from "@wms/contracts";
import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { act, createOrder, orderBody, stockOf } from "../../../test/support/orders.test-helpers.ts";
import { shippingTest } from "../../../test/support/shipping.test-helpers.ts";
import {
  confirmedOrder,
  confirmPicking,
  generateWaves,
  skuAt,
  strategy,
  waveDetail,
} from "../../../test/support/waves.test-helpers.ts";
import { stockAllocations, stockLogs } from "../inventory/inventory.tables.ts";
import { orderLogs, orderShelfReturns, orders } from "../orders/orders.tables.ts";
import { packingBagItems } from "../packing/packing.tables.ts";
import { shippingNoticeOrders } from "./shipping.tables.ts";

type TList = {
  list: { order_id: string; exception_reason: string; exception_from: string }[];
  total: number;
};

const test = shippingTest
  /**
   * A fresh SKU stocked on one pick bin, a confirmed order of 2 of it, and the single-item wave (of a fresh
   * strategy) it went into.
   */
  .extend(
    "wavedOrder",
    { scope: "file" },
    ({ app, who, operator }) =>
      async (sku: string, stock: { pick: number; quantity: number }) => {
        const s = await skuAt(app, sku, [stock]);
        const warehouseId = s.fixture.warehouseId;
        const o = await confirmedOrder(app, who, warehouseId, [{ sku, quantity: 2 }]);
        const single = await strategy(app, "single-item", 10);
        const waves = (await generateWaves(app, operator, warehouseId, single, [o.id])).data.waves;
        return { s, warehouseId, o, single, wave: waves[0] as TWaveSummary };
      },
  )
  .extend(
    "exceptionAt",
    { scope: "file" },
    ({ orderAt, markException }) =>
      async (sku: string, state: "in_wave" | "picked" | "reviewed" | "bagged", reason: string) => {
        const o = await orderAt({ sku, quantity: 2, onHand: 4, state });
        await markException(o.id, reason);
        return o;
      },
  )
  .extend(
    "list",
    { scope: "file" },
    ({ app, operator }) =>
      (query: Record<string, string>) =>
        app.call<TList>({ url: "/api/exception/query-exceptions", token: operator.token, query }),
  )
  .extend(
    "shelfTasks",
    { scope: "file" },
    ({ app }) =>
      (orderId: string) =>
        app.ctx.db
          .select()
          .from(orderShelfReturns)
          .where(
            and(
              eq(orderShelfReturns.providerId, app.demo.providerId),
              eq(orderShelfReturns.orderId, orderId),
            ),
          ),
  )
  /** The order's stock log rows (reason and occupation deltas), oldest first. */
  .extend(
    "stockLogOf",
    { scope: "file" },
    ({ app }) =>
      (orderId: string) =>
        app.ctx.db
          .select({
            reason: stockLogs.reason,
            unpicked: stockLogs.deltaUnpicked,
            picking: stockLogs.deltaPicking,
          })
          .from(stockLogs)
          .where(and(eq(stockLogs.providerId, app.demo.providerId), eq(stockLogs.documentId, orderId)))
          .orderBy(asc(stockLogs.id)),
  )
  .extend("occupationOf", { scope: "file" }, ({ app }) => async (orderId: string) => {
    const rows = await app.ctx.db
      .select({ state: stockAllocations.state, quantity: stockAllocations.quantity })
      .from(stockAllocations)
      .where(
        and(eq(stockAllocations.providerId, app.demo.providerId), eq(stockAllocations.documentId, orderId)),
      );
    const out: Record<string, number> = {};
    for (const a of rows) out[a.state] = (out[a.state] ?? 0) + a.quantity;
    return out;
  });

test.beforeAll(openApp);

describe("exception management", () => {
  test("lists exceptions filtered by reason, with paging", async ({ exceptionAt, list }) => {
    const a = await exceptionAt("EX-1", "picked", "short_pick: A-01-01 empty");
    const b = await exceptionAt("EX-2", "reviewed", "weight_out_of_tolerance");
    const short = await list({ reason: "short_pick" });
    expect(short.data.list.map((o) => o.order_id)).toEqual([a.id]);
    expect(short.data.list[0]).toMatchObject({ exception_from: "picked" });
    const weight = await list({ reason: "weight_out_of_tolerance" });
    expect(weight.data.list.map((o) => o.order_id)).toEqual([b.id]);
    const page = await list({ page_size: "1", cur_page: "2" });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((o) => o.order_id)).toEqual([a.id]);
    expect((await list({ reason: "nonsense" })).code).toBe(4001);
  });

  test("resolve sends the order back to where it came from", async ({
    app,
    exceptionAt,
    handle,
    statusOf,
  }) => {
    const o = await exceptionAt("EX-3", "in_wave", "address_problem");
    const res = await handle("resolve", [o.id]);
    expect(res.code).toBe(200);
    expect(await statusOf(o.id)).toBe("in_wave");
    expect(await stockOf(app, o.variantId)).toMatchObject({ picking: 2 });
    // Not an exception any more: resolving again is refused.
    expect((await handle("resolve", [o.id])).code).toBe(4009);
  });

  test("cancel cuts the order off and cancels it, releasing its stock", async ({
    app,
    exceptionAt,
    handle,
    statusOf,
  }) => {
    const o = await exceptionAt("EX-4", "in_wave", "carrier_failure");
    const res = await handle("cancel", [o.id]);
    expect(res.code).toBe(200);
    expect(await statusOf(o.id)).toBe("cancelled");
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 4, draft: 0, unpicked: 0, picking: 0 });
  });

  test("cancel refuses orders that are not in exception", async ({ orderAt, handle, statusOf }) => {
    const o = await orderAt({ sku: "EX-5", quantity: 1, state: "picked" });
    expect((await handle("cancel", [o.id])).code).toBe(4009);
    expect(await statusOf(o.id)).toBe("picked");
  });

  test("re-queue: a short-picked order is confirmed again, its lines allocated as unpicked, and can be waved again", async ({
    app,
    shelfTasks,
    stockLogOf,
    occupationOf,
    operator,
    handle,
    statusOf,
    wavedOrder,
  }) => {
    const {
      s,
      warehouseId,
      o,
      single,
      wave: first,
    } = await wavedOrder("EXQ-SHORT", { pick: 3, quantity: 10 });
    const [line] = (await waveDetail(app, operator, first.wave_id)).lines;
    if (!line) throw new Error("no pick line");
    // 1 of 2 found: short_pick exception, the missing unit's occupation released, 1 unit in the tote.
    const picked = await confirmPicking(app, operator, first.wave_id, [
      { location_id: line.location_id, variant_id: line.variant_id, picked: 1 },
    ]);
    expect(picked.code).toBe(200);
    expect(await statusOf(o.id)).toBe("exception");
    expect(await stockOf(app, s.variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 0, picking: 1 });
    const before = (await stockLogOf(o.id)).length;
    // Its wave is picked: resolving would put it back into a wave that no longer picks for it.
    const resolved = await handle("resolve", [o.id]);
    expect(resolved.code).toBe(4009);
    expect(resolved.message).toBe(
      `Order ${o.code} has left its wave (its picking was confirmed): re-queue it to pick it again in a new wave, or cancel it`,
    );
    expect(await statusOf(o.id)).toBe("exception");

    const res = await handle("requeue", [o.id], "stock found in B-02");
    expect(res.code).toBe(200);
    const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ status: "confirmed", exceptionFrom: null, exceptionReason: "" });
    // Unpicked occupation equal to its lines; nothing held as picking any more.
    expect(await occupationOf(o.id)).toEqual({ unpicked: 2 });
    expect(await stockOf(app, s.variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 2, picking: 0 });
    // The stock log: the unit in the tote goes back to the shelf, then the order is allocated again.
    expect((await stockLogOf(o.id)).slice(before)).toEqual([
      { reason: "return_to_shelf", unpicked: 0, picking: -1 },
      { reason: "allocate", unpicked: 2, picking: 0 },
    ]);
    const tasks = await shelfTasks(o.id);
    expect(tasks.map((x) => [x.status, x.lines])).toEqual([
      ["pending", [{ variantId: s.variant.id, locationId: line.location_id, quantity: 1 }]],
    ]);
    const [log] = await app.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, o.id), eq(orderLogs.action, "requeue_exception")));
    expect(log).toMatchObject({
      fromStatus: "exception",
      toStatus: "confirmed",
      reason: "stock found in B-02",
    });
    expect(log?.detail).toMatchObject({
      exception_from: "in_wave",
      exception_reason: "short_pick",
      shelf_return: true,
    });

    // Ready to be waved again; the first wave keeps it as history.
    const again = await generateWaves(app, operator, warehouseId, single, [o.id]);
    expect(again.code).toBe(200);
    expect(await statusOf(o.id)).toBe("in_wave");
    expect(await stockOf(app, s.variant.id)).toMatchObject({ unpicked: 0, picking: 2 });
    expect((await waveDetail(app, operator, first.wave_id)).orders.map((x) => x.result)).toEqual(["short"]);
  });

  test("re-queue out of an open wave: the old wave no longer picks for it", async ({
    app,
    shelfTasks,
    operator,
    handle,
    markException,
    statusOf,
    wavedOrder,
  }) => {
    const { warehouseId, o, single, wave: old } = await wavedOrder("EXQ-OPEN", { pick: 4, quantity: 5 });
    await markException(o.id, "address_problem");
    expect((await handle("requeue", [o.id])).code).toBe(200);
    // Goods were still on the shelf: plain release, no return-to-shelf task.
    expect(await shelfTasks(o.id)).toEqual([]);
    const fresh = (await generateWaves(app, operator, warehouseId, single, [o.id])).data
      .waves[0] as TWaveSummary;
    expect((await waveDetail(app, operator, old.wave_id)).lines).toEqual([]);
    expect((await waveDetail(app, operator, old.wave_id)).orders.map((x) => x.result)).toEqual(["skipped"]);
    expect((await confirmPicking(app, operator, old.wave_id, [])).code).toBe(200);
    expect(await statusOf(o.id)).toBe("in_wave");
    const [line] = (await waveDetail(app, operator, fresh.wave_id)).lines;
    expect(line?.required).toBe(2);
  });

  test("re-queue without enough stock is refused with a clear 4009 and writes nothing", async ({
    app,
    provider,
    shipper,
    shelfTasks,
    stockLogOf,
    occupationOf,
    orderAt,
    markException,
    handle,
  }) => {
    const o = await orderAt({ sku: "EXQ-NONE", quantity: 3, onHand: 3, state: "in_wave" });
    await markException(o.id, "short_pick", [{ variantId: o.variantId, quantity: 2 }]);
    // Another order takes the 2 units the short pick freed.
    const other = await createOrder(
      app,
      shipper,
      orderBody(o.warehouseId, [{ sku: "EXQ-NONE", quantity: 2 }]),
    );
    await act(app, shipper, "submit", [other.data.order_id]);
    expect((await act(app, provider, "confirm", [other.data.order_id])).code).toBe(200);
    const stock = await stockOf(app, o.variantId);
    const logs = (await stockLogOf(o.id)).length;
    const [orderBefore] = await app.ctx.db.select().from(orders).where(eq(orders.id, o.id));

    const res = await handle("requeue", [o.id]);
    expect(res.code).toBe(4009);
    expect(res.message).toBe(
      `Order ${o.code} cannot be re-queued: insufficient stock for SKU EXQ-NONE (3 requested, 1 available)`,
    );
    expect(res.data.errors).toEqual([{ order_id: o.code, key: o.id, message: res.message }]);
    const [orderAfter] = await app.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(orderAfter).toEqual(orderBefore);
    expect(await stockOf(app, o.variantId)).toEqual(stock);
    expect(await occupationOf(o.id)).toEqual({ picking: 1 });
    expect((await stockLogOf(o.id)).length).toBe(logs);
    expect(await shelfTasks(o.id)).toEqual([]);
    const [requeued] = await app.ctx.db
      .select({ n: count() })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, o.id), eq(orderLogs.action, "requeue_exception")));
    expect(requeued?.n).toBe(0);

    const zh = await handle("requeue", [o.id], "", { "accept-language": "zh-CN" });
    expect(zh.message).toBe(`订单 ${o.code} 不能重新排队：SKU EXQ-NONE 库存不足（需要 3，可用 1）`);
  });

  test("re-queue refuses orders that are not in exception; a bulk answer reports each by its code", async ({
    exceptionAt,
    orderAt,
    handle,
    statusOf,
  }) => {
    const ok = await exceptionAt("EXQ-BULK-1", "in_wave", "carrier_failure");
    const notEx = await orderAt({ sku: "EXQ-BULK-2", quantity: 1, state: "picked" });
    const res = await handle("requeue", [ok.id, notEx.id]);
    expect(res.code).toBe(3000);
    expect(res.data.done).toEqual([ok.id]);
    expect(res.data.errors).toEqual([
      {
        order_id: notEx.code,
        key: notEx.id,
        message: `Order ${notEx.code} cannot be re-queued: it is picked`,
      },
    ]);
    expect(await statusOf(ok.id)).toBe("confirmed");
    expect(await statusOf(notEx.id)).toBe("picked");
  });

  test("a bagged parcel that lost its bag resumes at weighed when resolved, and never ships outside a bag", async ({
    app,
    exceptionAt,
    handle,
    createNotice,
    printWaybills,
    statusOf,
  }) => {
    const handOver = (o: { id: string; warehouseId: string; channelId: string }) =>
      createNotice({ warehouse_id: o.warehouseId, channel_id: o.channelId, order_ids: [o.id] });
    const o = await exceptionAt("EXQ-BAG", "bagged", "carrier_failure");
    await printWaybills({ order_ids: [o.id] });
    await app.ctx.db.delete(packingBagItems).where(eq(packingBagItems.orderId, o.id));
    expect((await handle("resolve", [o.id])).code).toBe(200);
    expect(await statusOf(o.id)).toBe("weighed");
    const refused = await handOver(o);
    expect(refused.code).toBe(4009);
    expect(refused.message).toBe(`Order ${o.code} is weighed: only bagged orders can be handed over`);

    // Bagged in no bag (written behind the floor's back): the hand-over refuses it all the same.
    const loose = await exceptionAt("EXQ-LOOSE", "bagged", "carrier_failure");
    expect((await handle("resolve", [loose.id])).code).toBe(200);
    await printWaybills({ order_ids: [loose.id] });
    await app.ctx.db.delete(packingBagItems).where(eq(packingBagItems.orderId, loose.id));
    const outside = await handOver(loose);
    expect(outside.code).toBe(4009);
    expect(outside.message).toBe(
      `Order ${loose.code} is in no bag: put it into its channel's bag before it is handed over`,
    );
    expect(await statusOf(loose.id)).toBe("bagged");
  });

  test("cancel takes a bagged order off its open shipping notice and returns its goods to the shelf", async ({
    app,
    shelfTasks,
    orderAt,
    createNotice,
    handle,
    noticeCount,
    markException,
    printWaybills,
    statusOf,
  }) => {
    const o = await orderAt({ sku: "EXQ-NOTICE", quantity: 2, state: "bagged" });
    await printWaybills({ order_ids: [o.id] });
    const notice = await createNotice({
      warehouse_id: o.warehouseId,
      channel_id: o.channelId,
      order_ids: [o.id],
    });
    expect(notice.code).toBe(1000);
    await markException(o.id, "carrier_failure");
    expect((await handle("cancel", [o.id])).code).toBe(200);
    expect(await statusOf(o.id)).toBe("cancelled");
    const members = await app.ctx.db
      .select()
      .from(shippingNoticeOrders)
      .where(eq(shippingNoticeOrders.orderId, o.id));
    expect(members).toEqual([]);
    expect(await noticeCount(notice.data.notice_id)).toBe(0);
    expect((await shelfTasks(o.id)).map((x) => x.lines)).toEqual([
      [{ variantId: o.variantId, locationId: expect.any(String), quantity: 2 }],
    ]);
  });

  test("is for staff only", async ({ app, shipper }) => {
    const res = await app.call({ url: "/api/exception/query-exceptions", token: shipper.token });
    expect(res.code).toBe(4003);
  });
});
