import {
  orderStatuses,
  type TOrderAction,
  type TOrderStatus,
  type TOutboundOverview,
  type TWarehouse,
} from "@wms/contracts";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { expectFieldErrors } from "../../../test/expect-answer.ts";
import { pickedWave } from "../../../test/support/packing.test-helpers.ts";
import { shippingTest, staffActor } from "../../../test/support/shipping.test-helpers.ts";
import { confirmPicking, fullPick, waveDetail } from "../../../test/support/waves.test-helpers.ts";
import { transitionOrder } from "./orders.lifecycle.ts";
import { orderLogs } from "./orders.tables.ts";

/**
 * A warehouse's outbound flow: review, bagging and weighing each required or not. An order that comes to
 * wait for a step its warehouse does not require passes it at once, logged `not_required`; saving a flow
 * passes the orders already waiting there; picking, the waybill and the hand-over are never skipped.
 */
type TFlow = Partial<Pick<TWarehouse, "review_required" | "bagging_required" | "weighing_required">>;
const everyStep = { review_required: true, bagging_required: true, weighing_required: true };

const test = shippingTest
  .extend("saveFlow", { scope: "file" }, ({ app, provider }) => async (warehouseId: string, flow: TFlow) => {
    const res = await app.call<TWarehouse>({
      method: "PUT",
      url: "/api/warehouse/update-warehouse",
      token: provider.token,
      body: { warehouse_id: warehouseId, ...flow },
    });
    expect(res.code, res.message).toBe(200);
    return res.data;
  })
  .extend(
    "logOf",
    { scope: "file" },
    // The steps one transaction writes share its time: they come in the lifecycle's order of states.
    ({ app }) =>
      async (orderId: string) =>
        (
          await app.ctx.db
            .select({
              at: orderLogs.createdAt,
              action: orderLogs.action,
              to: orderLogs.toStatus,
              reason: orderLogs.reason,
            })
            .from(orderLogs)
            .where(eq(orderLogs.orderId, orderId))
            .orderBy(asc(orderLogs.createdAt))
        )
          .sort(
            (a, b) =>
              a.at.getTime() - b.at.getTime() ||
              orderStatuses.indexOf(a.to as TOrderStatus) - orderStatuses.indexOf(b.to as TOrderStatus),
          )
          .map((l) => `${l.action} -> ${l.to}${l.reason === "not_required" ? " (not required)" : ""}`),
  );

test("a warehouse that requires none of the three: a pick takes the order straight to bagged, and it ships", async ({
  app,
  operator,
  orderAt,
  saveFlow,
  logOf,
  printWaybills,
  statusOf,
}) => {
  const o = await orderAt({ sku: "FL-NONE", quantity: 1, state: "in_wave" });
  const saved = await saveFlow(o.warehouseId, {
    review_required: false,
    bagging_required: false,
    weighing_required: false,
  });
  expect(saved).toMatchObject({ review_required: false, bagging_required: false, weighing_required: false });
  try {
    const picked = await app.ctx.db.transaction((tx) =>
      transitionOrder(tx, staffActor(app), { orderId: o.id, action: "pick" }),
    );
    expect(picked.status).toBe("bagged");
    expect((await logOf(o.id)).slice(-4)).toEqual([
      "pick -> picked",
      "review -> reviewed (not required)",
      "weigh -> weighed (not required)",
      "bag -> bagged (not required)",
    ]);
    // The waybill and the hand-over are still the desk's to do.
    expect((await printWaybills({ order_ids: [o.id] })).statusCode).toBe(200);
    const handed = await app.call({
      url: "/api/delivery_list/hand-over-orders",
      token: operator.token,
      body: { order_ids: [o.id] },
    });
    expect(handed.code, handed.message).toBe(200);
    expect(await statusOf(o.id)).toBe("shipped");
  } finally {
    await saveFlow(o.warehouseId, everyStep);
  }
});

test("a wave picked in a warehouse without review: its orders pass the review together, weighing is still asked", async ({
  app,
  provider,
  shipper,
  saveFlow,
  logOf,
  statusOf,
}) => {
  const wave = await pickedWave(
    app,
    { shipper, provider },
    [[{ sku: "FL-WAVE-1", quantity: 1 }], [{ sku: "FL-WAVE-2", quantity: 2 }]],
    { confirmPicking: false },
  );
  await saveFlow(wave.warehouseId, { review_required: false });
  try {
    const picked = await confirmPicking(
      app,
      provider,
      wave.waveId,
      fullPick(await waveDetail(app, provider, wave.waveId)),
    );
    expect(picked.code, picked.message).toBe(200);
    for (const order of wave.orders) {
      expect(await statusOf(order.id)).toBe("reviewed");
      expect((await logOf(order.id)).slice(-2)).toEqual([
        "pick -> picked",
        "review -> reviewed (not required)",
      ]);
    }
  } finally {
    await saveFlow(wave.warehouseId, everyStep);
  }
});

test("without bagging only: the weighing bags the order by itself, and the waybill is still asked", async ({
  app,
  orderAt,
  saveFlow,
  logOf,
  printWaybills,
  operator,
  statusOf,
}) => {
  const o = await orderAt({ sku: "FL-NOBAG", quantity: 1, state: "picked" });
  await saveFlow(o.warehouseId, { bagging_required: false });
  try {
    const move = (action: TOrderAction) =>
      app.ctx.db.transaction((tx) => transitionOrder(tx, staffActor(app), { orderId: o.id, action }));
    expect((await move("review")).status).toBe("reviewed");
    expect((await move("weigh")).status).toBe("bagged");
    expect((await logOf(o.id)).slice(-2)).toEqual(["weigh -> weighed", "bag -> bagged (not required)"]);
    // Bagging cannot be done twice; the hand-over needs the waybill, and a parcel in no bag ships here.
    await expect(move("bag")).rejects.toMatchObject({ messageKey: "order.refused" });
    const hand = () =>
      app.call({
        url: "/api/delivery_list/hand-over-orders",
        token: operator.token,
        body: { order_ids: [o.id] },
      });
    expect((await hand()).code).toBe(4009);
    expect((await printWaybills({ order_ids: [o.id] })).statusCode).toBe(200);
    expect((await hand()).code).toBe(200);
    expect(await statusOf(o.id)).toBe("shipped");
  } finally {
    await saveFlow(o.warehouseId, everyStep);
  }
});

test("saving a flow passes the orders already waiting for a step it no longer requires, in flow order", async ({
  orderAt,
  saveFlow,
  logOf,
  statusOf,
}) => {
  const waitingReview = await orderAt({ sku: "FL-WAIT-R", quantity: 1, state: "picked" });
  const waitingWeigh = await orderAt({ sku: "FL-WAIT-W", quantity: 1, state: "reviewed" });
  const waitingBag = await orderAt({ sku: "FL-WAIT-B", quantity: 1, state: "weighed" });
  const notYetPicked = await orderAt({ sku: "FL-WAIT-P", quantity: 1, state: "in_wave" });
  try {
    await saveFlow(waitingReview.warehouseId, { review_required: false, weighing_required: false });
    // Review and weighing passed; bagging is still required, so all three wait to be bagged.
    expect(await statusOf(waitingReview.id)).toBe("weighed");
    expect(await statusOf(waitingWeigh.id)).toBe("weighed");
    expect(await statusOf(waitingBag.id)).toBe("weighed");
    expect(await statusOf(notYetPicked.id)).toBe("in_wave");
    expect((await logOf(waitingReview.id)).slice(-2)).toEqual([
      "review -> reviewed (not required)",
      "weigh -> weighed (not required)",
    ]);
    // Requiring the steps again changes nothing for orders already past them.
    await saveFlow(waitingReview.warehouseId, everyStep);
    expect(await statusOf(waitingWeigh.id)).toBe("weighed");
    expect((await logOf(waitingWeigh.id)).at(-1)).toBe("weigh -> weighed (not required)");
  } finally {
    await saveFlow(waitingReview.warehouseId, everyStep);
  }
});

test("an exception resolved back to reviewed in a warehouse that no longer weighs goes on to weighed", async ({
  orderAt,
  saveFlow,
  markException,
  handle,
  statusOf,
}) => {
  const o = await orderAt({ sku: "FL-EXC", quantity: 1, state: "reviewed" });
  await markException(o.id, "weight_out_of_tolerance: expected 0.100 kg, actual 0.500 kg");
  try {
    await saveFlow(o.warehouseId, { weighing_required: false });
    expect(await statusOf(o.id)).toBe("exception");
    const resolved = await handle("resolve", [o.id], "repacked");
    expect(resolved.data.done).toEqual([o.id]);
    expect(await statusOf(o.id)).toBe("weighed");
  } finally {
    await saveFlow(o.warehouseId, everyStep);
  }
});

test("the flow is the warehouse's: it is answered with it and on the outbound overview, and must be yes or no", async ({
  app,
  provider,
  operator,
  orderAt,
}) => {
  const { warehouseId } = await orderAt({ sku: "FL-SHOW", quantity: 1, state: "confirmed" });
  const overview = await app.call<TOutboundOverview>({
    url: "/api/order/outbound-overview",
    token: operator.token,
  });
  expect(overview.data.flows).toContainEqual({ warehouse_id: warehouseId, ...everyStep });
  const bad = await app.call({
    method: "PUT",
    url: "/api/warehouse/update-warehouse",
    token: provider.token,
    body: { warehouse_id: warehouseId, weighing_required: "maybe" },
  });
  expectFieldErrors(bad, { weighing_required: "Invalid value" });
  // Operators see the flow but do not change it.
  const byOperator = await app.call({
    method: "PUT",
    url: "/api/warehouse/update-warehouse",
    token: operator.token,
    body: { warehouse_id: warehouseId, weighing_required: false },
  });
  expect(byOperator.code).toBe(4003);
});
