import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { transitionOrder } from "../orders/orders.lifecycle.ts";
import { orders } from "../orders/orders.tables.ts";
import { stockOf } from "../orders/orders.test-helpers.ts";
import { orderAt, staffActor } from "./shipping.test-helpers.ts";

let t: TTestApp;
let shipper: TSignedIn;
let provider: TSignedIn;
let operator: TSignedIn;
const who = () => ({ shipper, provider });

beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.signIn("demo_shipper", "dropShipper");
  provider = await t.signIn("demo_provider", "provider");
  operator = await t.signIn("demo_operator", "operator");
});
afterAll(() => t.close());

async function exceptionAt(sku: string, state: "in_wave" | "picked" | "weighed", reason: string) {
  const o = await orderAt(t, who(), { sku, quantity: 2, onHand: 4, state });
  await t.ctx.db.transaction((tx) =>
    transitionOrder(tx, staffActor(t), { orderId: o.id, action: "mark_exception", lang: "en_us", reason }),
  );
  return o;
}

type TList = {
  list: { order_id: string; exception_reason: string; exception_from: string }[];
  total: number;
};
const list = (query: Record<string, string>) =>
  t.call<TList>({ url: "/api/exception/query-exceptions", token: operator.token, query });
const handle = (action: string, ids: string[]) =>
  t.call<{ done: string[]; errors: unknown[] }>({
    url: "/api/exception/handle-exception",
    token: operator.token,
    body: { action, order_ids: ids },
  });
const statusOf = async (id: string) =>
  (await t.ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;

describe("exception management", () => {
  it("lists exceptions filtered by reason, with paging", async () => {
    const a = await exceptionAt("EX-1", "picked", "short_pick: A-01-01 empty");
    const b = await exceptionAt("EX-2", "weighed", "weight_out_of_tolerance");
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

  it("resolve sends the order back to where it came from", async () => {
    const o = await exceptionAt("EX-3", "in_wave", "address_problem");
    const res = await handle("resolve", [o.id]);
    expect(res.code).toBe(200);
    expect(await statusOf(o.id)).toBe("in_wave");
    expect(await stockOf(t, o.variantId)).toMatchObject({ picking: 2 });
    // Not an exception any more: resolving again is refused.
    expect((await handle("resolve", [o.id])).code).toBe(4009);
  });

  it("cancel cuts the order off and cancels it, releasing its stock", async () => {
    const o = await exceptionAt("EX-4", "in_wave", "carrier_failure");
    const res = await handle("cancel", [o.id]);
    expect(res.code).toBe(200);
    expect(await statusOf(o.id)).toBe("cancelled");
    expect(await stockOf(t, o.variantId)).toEqual({ onHand: 4, draft: 0, unpicked: 0, picking: 0 });
  });

  it("cancel refuses orders that are not in exception", async () => {
    const o = await orderAt(t, who(), { sku: "EX-5", quantity: 1, state: "picked" });
    expect((await handle("cancel", [o.id])).code).toBe(4009);
    expect(await statusOf(o.id)).toBe("picked");
  });

  it("is for staff only", async () => {
    const res = await t.call({ url: "/api/exception/query-exceptions", token: shipper.token });
    expect(res.code).toBe(4003);
  });
});
