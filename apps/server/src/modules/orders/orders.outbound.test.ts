import type { TOutboundOverview, TOutboundStep } from "@wms/contracts";
import { expect } from "vitest";
import { shippingTest } from "../../../test/support/shipping.test-helpers.ts";

/**
 * The outbound overview: how many orders wait at each floor step, for the tenant or one warehouse. A
 * weighed parcel with its waybill printed is labelled and waits for its bag; one without still needs its
 * waybill; a bagged parcel is ready to hand over.
 */
const test = shippingTest.extend("overview", { scope: "file" }, ({ app, operator }) => async (query = {}) => {
  const res = await app.call<TOutboundOverview>({
    url: "/api/order/outbound-overview",
    token: operator.token,
    query,
  });
  expect(res.code).toBe(200);
  return Object.fromEntries(res.data.steps.map((s) => [s.step, s.count])) as Record<TOutboundStep, number>;
});

test("each order counts at the step it waits for: a weighed parcel with its waybill as labelled, a bagged one as ready", async ({
  app,
  operator,
  orderAt,
  overview,
  printWaybills,
  markException,
}) => {
  const before = await overview();
  expect(Object.keys(before)).toEqual([
    "confirmed",
    "in_wave",
    "picked",
    "reviewed",
    "weighed",
    "labelled",
    "ready",
    "exception",
  ]);
  await orderAt({ sku: "OV-CONF", quantity: 1, state: "confirmed" });
  await orderAt({ sku: "OV-WAVE", quantity: 1, state: "in_wave" });
  await orderAt({ sku: "OV-BAG", quantity: 1, state: "bagged" });
  const unlabelled = await orderAt({ sku: "OV-WEIGH", quantity: 1, state: "weighed", channel: "SELF" });
  const labelled = await orderAt({ sku: "OV-READY", quantity: 1, state: "weighed", channel: "SELF" });
  expect((await printWaybills({ order_ids: [labelled.id] })).statusCode).toBe(200);
  const broken = await orderAt({ sku: "OV-EXC", quantity: 1, state: "picked" });
  await markException(broken.id, "address_problem");

  const after = await overview();
  const grew = Object.fromEntries(
    Object.entries(after).map(([step, n]) => [step, n - (before[step as TOutboundStep] ?? 0)]),
  );
  expect(grew).toEqual({
    confirmed: 1,
    in_wave: 1,
    picked: 0,
    reviewed: 0,
    weighed: 1,
    labelled: 1,
    ready: 1,
    exception: 1,
  });
  // The order list lists each of the two weighed steps apart.
  const weighed = async (labelled: string) =>
    (
      await app.call<{ list: { code: string }[] }>({
        url: "/api/order/query-order",
        token: operator.token,
        query: { status: "weighed", labelled, page_size: "200" },
      })
    ).data.list.map((o) => o.code);
  expect(await weighed("yes")).toContain(labelled.code);
  expect(await weighed("yes")).not.toContain(unlabelled.code);
  expect(await weighed("no")).toContain(unlabelled.code);
  expect(await weighed("no")).not.toContain(labelled.code);
});

test("one warehouse's overview counts only its orders", async ({ app, orderAt, overview }) => {
  const o = await orderAt({ sku: "OV-WH", quantity: 1, state: "confirmed" });
  const own = await overview({ warehouse_id: o.warehouseId });
  expect(own.confirmed).toBeGreaterThanOrEqual(1);
  const elsewhere = await overview({ warehouse_id: app.demo.customerId });
  expect(Object.values(elsewhere).every((n) => n === 0)).toBe(true);
});
