import { orderStatuses, type TOrderAction } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { stockedSku, stockOf } from "../../../test/support/orders.test-helpers.ts";
import { confirmedOrder as confirmOrder } from "../../../test/support/waves.test-helpers.ts";
import type { AppError } from "../../kernel/errors.ts";
import { renderText } from "../../kernel/i18n.ts";
import { stockLogs } from "../inventory/index.ts";
import { allowedActions, orderLifecycle, type TOrderActor, transitionOrder } from "./orders.lifecycle.ts";
import { orderShelfReturns, orders } from "./orders.tables.ts";

/**
 * The outbound floor's half of the lifecycle (waves, picking, review, bagging, weighing, shipping,
 * exceptions), driven through transitionOrder() as the floor's services will call it.
 */

let staff: TOrderActor;

const test = appTest
  .extend(
    "confirmedOrder",
    { scope: "file" },
    ({ app, who }) =>
      async (sku: string, onHand: number, quantity: number) => {
        const { variant, warehouseId } = await stockedSku(app, sku, onHand);
        const order = await confirmOrder(app, who, warehouseId, [{ sku, quantity }]);
        return { ...order, variantId: variant.id };
      },
  )
  .extend(
    "run",
    { scope: "file" },
    ({ app }) =>
      (orderId: string, action: TOrderAction, extra: { reason?: string; trackingNumber?: string } = {}) =>
        app.ctx.db.transaction((tx) => transitionOrder(tx, staff, { orderId, action, ...extra })),
  );

test.beforeAll(async ({ app }) => {
  staff = {
    providerId: app.demo.providerId,
    userId: app.demo.operatorUserId,
    userName: "demo_operator",
    kind: "staff",
    customerId: null,
  };
});

describe("the outbound floor", () => {
  test("wave -> picked -> reviewed -> weighed -> bagged -> shipped moves and finally consumes the stock", async ({
    app,
    provider,
    confirmedOrder,
    run,
  }) => {
    const o = await confirmedOrder("FLOOR-1", 6, 4);
    expect((await run(o.id, "start_wave")).status).toBe("in_wave");
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 6, draft: 0, unpicked: 0, picking: 4 });
    for (const [action, status] of [
      ["pick", "picked"],
      ["review", "reviewed"],
      ["weigh", "weighed"],
      ["bag", "bagged"],
    ] as const) {
      expect((await run(o.id, action)).status).toBe(status);
    }
    await expect(run(o.id, "ship")).rejects.toMatchObject({
      code: 4001,
      messageKey: "order.trackingRequired",
    });
    const shipped = await run(o.id, "ship", { trackingNumber: "LP00123456789CN" });
    expect(shipped).toMatchObject({ status: "shipped", trackingNumber: "LP00123456789CN" });
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 2, draft: 0, unpicked: 0, picking: 0 });
    const refusal = await run(o.id, "cut_off").catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 4009, messageKey: "order.refused" });
    expect(renderText((refusal as AppError).text, "en_us")).toBe(
      `Order ${o.code} cannot be cut off: it is shipped`,
    );
    const detail = await app.call<{ tracking_url: string | null }>({
      url: "/api/order/query-specific-elements",
      token: provider.token,
      query: { order_id: o.id },
    });
    expect(detail.data.tracking_url).toBeNull(); // no channel on this order
  });

  test("an exception needs a reason and resolves back to the state it came from", async ({
    app,
    confirmedOrder,
    run,
  }) => {
    const o = await confirmedOrder("FLOOR-2", 3, 1);
    await run(o.id, "start_wave");
    await expect(run(o.id, "mark_exception")).rejects.toMatchObject({ code: 4001 });
    const ex = await run(o.id, "mark_exception", { reason: "label unreadable" });
    expect(ex).toMatchObject({
      status: "exception",
      exceptionFrom: "in_wave",
      exceptionReason: "label unreadable",
    });
    await expect(run(o.id, "pick")).rejects.toMatchObject({ code: 4009 });
    expect((await run(o.id, "resolve_exception")).status).toBe("in_wave");
    expect(await stockOf(app, o.variantId)).toMatchObject({ picking: 1 });
  });

  test("cut off after picking releases the stock and creates a return-to-shelf task", async ({
    app,
    confirmedOrder,
    run,
  }) => {
    const o = await confirmedOrder("FLOOR-3", 5, 2);
    await run(o.id, "start_wave");
    await run(o.id, "pick");
    const cut = await run(o.id, "cut_off", { reason: "address invalid" });
    expect(cut.status).toBe("cut_off");
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 0 });
    const tasks = await app.ctx.db
      .select()
      .from(orderShelfReturns)
      .where(and(eq(orderShelfReturns.providerId, app.demo.providerId), eq(orderShelfReturns.orderId, o.id)));
    expect(tasks.map((x) => [x.status, x.lines])).toEqual([
      ["pending", [{ variantId: o.variantId, locationId: expect.any(String), quantity: 2 }]],
    ]);
    const reasons = await app.ctx.db
      .select({ reason: stockLogs.reason })
      .from(stockLogs)
      .where(and(eq(stockLogs.providerId, app.demo.providerId), eq(stockLogs.documentId, o.id)));
    expect(reasons.map((r) => r.reason)).toContain("return_to_shelf");
  });

  test("cut off after a short pick returns only what was found to the shelf", async ({
    app,
    confirmedOrder,
    run,
  }) => {
    const o = await confirmedOrder("FLOOR-6", 5, 3);
    await run(o.id, "start_wave");
    // As confirm-picking does: 2 of 3 not found, their picking occupation released.
    await app.ctx.db.transaction((tx) =>
      transitionOrder(tx, staff, {
        orderId: o.id,
        action: "mark_exception",
        reason: "short_pick",
        release: [{ variantId: o.variantId, quantity: 2 }],
      }),
    );
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 1 });
    await run(o.id, "cut_off");
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 5, draft: 0, unpicked: 0, picking: 0 });
    const tasks = await app.ctx.db
      .select()
      .from(orderShelfReturns)
      .where(and(eq(orderShelfReturns.providerId, app.demo.providerId), eq(orderShelfReturns.orderId, o.id)));
    expect(tasks.map((x) => x.lines)).toEqual([
      [{ variantId: o.variantId, locationId: expect.any(String), quantity: 1 }],
    ]);
  });

  test("re-queue starts an exception over: confirmed, everything allocated again as unpicked", async ({
    app,
    confirmedOrder,
    run,
  }) => {
    const o = await confirmedOrder("FLOOR-7", 4, 2);
    await run(o.id, "mark_exception", { reason: "address_problem" });
    const back = await run(o.id, "requeue_exception", { reason: "address fixed" });
    expect(back).toMatchObject({ status: "confirmed", exceptionFrom: null, exceptionReason: "" });
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 4, draft: 0, unpicked: 2, picking: 0 });
    // Nothing had left the shelf: released as a plain release, no return-to-shelf task.
    const reasons = await app.ctx.db
      .select({ reason: stockLogs.reason })
      .from(stockLogs)
      .where(and(eq(stockLogs.providerId, app.demo.providerId), eq(stockLogs.documentId, o.id)))
      .orderBy(stockLogs.id);
    expect(reasons.map((r) => r.reason)).toEqual(["allocate", "release", "allocate"]);
    const tasks = await app.ctx.db
      .select()
      .from(orderShelfReturns)
      .where(and(eq(orderShelfReturns.providerId, app.demo.providerId), eq(orderShelfReturns.orderId, o.id)));
    expect(tasks).toEqual([]);
    expect((await run(o.id, "start_wave")).status).toBe("in_wave");
  });

  test("drop shippers can take only their own actions; the table lists who may do what", async ({
    app,
    confirmedOrder,
  }) => {
    const o = await confirmedOrder("FLOOR-4", 2, 1);
    const asShipper: TOrderActor = {
      ...staff,
      userId: app.demo.shipperUserId,
      kind: "shipper",
      customerId: app.demo.customerId,
    };
    await expect(
      app.ctx.db.transaction((tx) => transitionOrder(tx, asShipper, { orderId: o.id, action: "start_wave" })),
    ).rejects.toMatchObject({ code: 4003 });
    expect(allowedActions("draft", "shipper")).toEqual(["submit", "cancel"]);
    expect(allowedActions("confirmed", "staff")).toEqual([
      "return_to_draft",
      "cut_off",
      "start_wave",
      "mark_exception",
    ]);
    expect(allowedActions("exception", "staff")).toEqual([
      "cut_off",
      "resolve_exception",
      "requeue_exception",
    ]);
    expect(allowedActions("exception", "shipper")).toEqual([]);
    for (const rule of Object.values(orderLifecycle.transitions)) expect(rule.from.length).toBeGreaterThan(0);
  });

  test("refuses every action from every state its rule does not list, with 4009 naming the state", async ({
    app,
    confirmedOrder,
    run,
  }) => {
    const o = await confirmedOrder("FLOOR-5", 1, 1);
    let refusals = 0;
    for (const status of orderStatuses) {
      await app.ctx.db.update(orders).set({ status }).where(eq(orders.id, o.id));
      for (const [action, rule] of Object.entries(orderLifecycle.transitions) as [
        TOrderAction,
        (typeof orderLifecycle.transitions)[TOrderAction],
      ][]) {
        if (rule.from.includes(status)) continue;
        await expect(run(o.id, action, { reason: "r", trackingNumber: "T1" })).rejects.toMatchObject({
          code: 4009,
          data: { status },
        });
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(100);
    // Nothing moved: the confirmed stock is still exactly what confirm reserved.
    expect(await stockOf(app, o.variantId)).toEqual({ onHand: 1, draft: 0, unpicked: 1, picking: 0 });
  });
});
