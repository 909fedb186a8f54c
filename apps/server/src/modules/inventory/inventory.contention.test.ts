import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { contentionStats } from "../../kernel/db/retry.ts";
import { act, createOrder, orderBody, stockOf } from "../orders/orders.test-helpers.ts";
import { changeOnHand } from "./inventory.ledger.ts";
import { replayStockLog } from "./inventory.replay.ts";
import { newVariant, stockFixture, testDocument } from "./inventory.test-helpers.ts";

/**
 * Every ledger writer locks balance rows in one order (ascending id), so a two-SKU order confirm racing
 * two-line adjustments and moves written in either line order never deadlocks: no 5001, no retry needed.
 * On PGlite the calls serialise; on the Postgres server they really race.
 */

let t: TTestApp;
let f: Awaited<ReturnType<typeof stockFixture>>;
let provider: TSignedIn;
let operator: TSignedIn;
let shipper: TSignedIn;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  provider = await t.signIn("demo_provider", "provider");
  operator = await t.signIn("demo_operator", "operator");
  shipper = await t.signIn("demo_shipper", "dropShipper");
});
afterAll(async () => {
  expect((await replayStockLog(t.ctx.db, f.providerId)).mismatches).toEqual([]);
  await t.close();
});

const bin = (i: number) => f.pick[i]?.id as string;

async function stocked(sku: string, quantity: number, binIndex = 0) {
  const variant = await newVariant(t, sku);
  await t.ctx.db.transaction((tx) =>
    changeOnHand(tx, f.actor, {
      warehouseId: f.warehouseId,
      locationId: bin(binIndex),
      variantId: variant.id,
      customerId: f.customerId,
      delta: quantity,
      reason: "adjustment_increase",
      document: testDocument("adjustment"),
    }),
  );
  return variant;
}

type TVariant = Awaited<ReturnType<typeof newVariant>>;
const adjustLine = (v: TVariant, direction: "increase" | "decrease", locationId = bin(0)) => ({
  variant_id: v.id,
  barcode: v.barcode,
  location_id: locationId,
  direction,
  quantity: 1,
});

const adjust = (who: TSignedIn, lines: ReturnType<typeof adjustLine>[]) =>
  t.call({
    url: "/api/inventory/adjust-stock",
    token: who.token,
    body: { warehouse_id: f.warehouseId, reason: "stocktake", lines },
  });

async function submittedOrders(count: number, lines: { sku: string; quantity: number }[]) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await createOrder(t, shipper, orderBody(f.warehouseId, lines));
    ids.push((res.data as { order_id: string }).order_id);
  }
  expect((await act(t, shipper, "submit", ids)).code).toBe(200);
  return ids;
}

describe("ledger writers under contention", () => {
  it("a 64-way race of two-SKU confirms and two-line adjustments in both orders: every call succeeds, no deadlock", async () => {
    const a = await stocked("RACE-A", 100);
    const b = await stocked("RACE-B", 100);
    const orders = await submittedOrders(32, [
      { sku: "RACE-A", quantity: 1 },
      { sku: "RACE-B", quantity: 1 },
    ]);
    const retriesBefore = contentionStats.retries;
    const calls = await Promise.all([
      ...orders.map((id, i) => act(t, i % 2 ? provider : operator, "confirm", [id])),
      ...orders.map((_, i) =>
        adjust(
          i % 2 ? provider : operator,
          i % 2
            ? [adjustLine(a, "increase"), adjustLine(b, "decrease")]
            : [adjustLine(b, "decrease"), adjustLine(a, "increase")],
        ),
      ),
    ]);
    expect(calls.map((c) => c.code).filter((code) => code !== 200 && code !== 1000)).toEqual([]);
    expect(contentionStats.retries - retriesBefore).toBe(0);
    expect(await stockOf(t, a.id)).toEqual({ onHand: 132, draft: 0, unpicked: 32, picking: 0 });
    expect(await stockOf(t, b.id)).toEqual({ onHand: 68, draft: 0, unpicked: 32, picking: 0 });
  });

  it("the last 10 units: exactly 10 of 32 confirms win, the rest answer 4009, adjustments beside them all succeed", async () => {
    const last = await stocked("LAST-A", 10);
    const b = await stocked("LAST-B", 100);
    const c = await stocked("LAST-C", 100);
    const orders = await submittedOrders(32, [
      { sku: "LAST-A", quantity: 1 },
      { sku: "LAST-B", quantity: 1 },
    ]);
    const retriesBefore = contentionStats.retries;
    const [confirms, adjustments] = await Promise.all([
      Promise.all(orders.map((id, i) => act(t, i % 2 ? provider : operator, "confirm", [id]))),
      Promise.all(
        orders.map((_, i) =>
          adjust(
            provider,
            i % 2
              ? [adjustLine(b, "increase"), adjustLine(c, "decrease")]
              : [adjustLine(c, "decrease"), adjustLine(b, "increase")],
          ),
        ),
      ),
    ]);
    expect(confirms.filter((r) => r.code === 200)).toHaveLength(10);
    const losers = confirms.filter((r) => r.code !== 200);
    expect(new Set(losers.map((r) => r.code))).toEqual(new Set([4009]));
    for (const r of losers) expect(r.message).toMatch(/LAST-A/);
    expect(adjustments.map((r) => r.code)).toEqual(adjustments.map(() => 1000));
    expect(contentionStats.retries - retriesBefore).toBe(0);
    expect(await stockOf(t, last.id)).toEqual({ onHand: 10, draft: 0, unpicked: 10, picking: 0 });
    expect(await stockOf(t, b.id)).toEqual({ onHand: 132, draft: 0, unpicked: 10, picking: 0 });
  });

  it("moves between two bins in opposite directions and adjustments of both bins never deadlock", async () => {
    const v = await newVariant(t, "MOVE-RACE");
    for (const i of [0, 1]) {
      await t.ctx.db.transaction((tx) =>
        changeOnHand(tx, f.actor, {
          warehouseId: f.warehouseId,
          locationId: bin(i),
          variantId: v.id,
          customerId: f.customerId,
          delta: 50,
          reason: "adjustment_increase",
          document: testDocument("adjustment"),
        }),
      );
    }
    const balances = await t.call<{ list: { balance_id: string; location_id: string }[] }>({
      url: "/api/inventory/query-inventory-detail",
      token: provider.token,
      query: { variant_id: v.id, warehouse_id: f.warehouseId },
    });
    const idAt = (i: number) =>
      balances.data.list.find((r) => r.location_id === bin(i))?.balance_id as string;
    const move = (from: number, to: number) =>
      t.call({
        url: "/api/inventory/move-stock",
        token: operator.token,
        body: { balance_id: idAt(from), to_location_id: bin(to), quantity: 1 },
      });
    const retriesBefore = contentionStats.retries;
    const calls = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? move(0, 1)
          : i % 3 === 1
            ? move(1, 0)
            : adjust(provider, [adjustLine(v, "increase", bin(1)), adjustLine(v, "increase", bin(0))]),
      ),
    );
    expect(calls.map((c) => c.code).filter((code) => code !== 200 && code !== 1000)).toEqual([]);
    expect(contentionStats.retries - retriesBefore).toBe(0);
    expect((await stockOf(t, v.id))?.onHand).toBe(100 + 2 * 8);
  });
});
