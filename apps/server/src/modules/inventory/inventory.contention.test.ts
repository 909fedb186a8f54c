import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TSignedIn } from "../../../test/harness.ts";
import { addStock, newVariant, stockFixture } from "../../../test/support/inventory.test-helpers.ts";
import { act, createOrder, orderBody, stockOf } from "../../../test/support/orders.test-helpers.ts";
import { contentionStats } from "../../kernel/db/retry.ts";
import { replayStockLog } from "./inventory.replay.ts";

/**
 * Every ledger writer locks balance rows in one order (ascending id), so a two-SKU order confirm racing
 * two-line adjustments and moves written in either line order never deadlocks: no 5001, no retry needed.
 * On PGlite the calls serialise; on the Postgres server they really race.
 */

let f: Awaited<ReturnType<typeof stockFixture>>;

const test = appTest
  .extend("stocked", { scope: "file" }, ({ app }) => async (sku: string, quantity: number, binIndex = 0) => {
    const variant = await newVariant(app, sku);
    await addStock(app, f, variant.id, bin(binIndex), quantity);
    return variant;
  })
  .extend(
    "adjust",
    { scope: "file" },
    ({ app }) =>
      (who: TSignedIn, lines: ReturnType<typeof adjustLine>[]) =>
        app.call({
          url: "/api/inventory/adjust-stock",
          token: who.token,
          body: { warehouse_id: f.warehouseId, reason: "stocktake", lines },
        }),
  )
  .extend(
    "submittedOrders",
    { scope: "file" },
    ({ app, shipper }) =>
      /** `count` submitted orders of one unit of each SKU. */
      async (count: number, skus: string[]) => {
        const lines = skus.map((sku) => ({ sku, quantity: 1 }));
        const ids: string[] = [];
        for (let i = 0; i < count; i++) {
          const res = await createOrder(app, shipper, orderBody(f.warehouseId, lines));
          ids.push((res.data as { order_id: string }).order_id);
        }
        expect((await act(app, shipper, "submit", ids)).code).toBe(200);
        return ids;
      },
  )
  .extend(
    "staffBy",
    { scope: "file" },
    ({ provider, operator }) =>
      (i: number) =>
        i % 2 ? provider : operator,
  )
  .extend(
    "confirmEach",
    { scope: "file" },
    ({ app, staffBy }) =>
      (orders: string[]) =>
        orders.map((id, i) => act(app, staffBy(i), "confirm", [id])),
  )
  .extend(
    "crossAdjustments",
    { scope: "file" },
    ({ adjust }) =>
      /** `count` two-line adjustments, up one unit of `up` and down one of `down`, the lines in either order. */
      (count: number, who: (i: number) => TSignedIn, up: TVariant, down: TVariant) =>
        Array.from({ length: count }, (_, i) =>
          adjust(who(i), inEitherOrder(i, adjustLine(up, "increase"), adjustLine(down, "decrease"))),
        ),
  );

test.beforeAll(async ({ app }) => {
  f = await stockFixture(app);
});
test.afterAll(async ({ app }) => {
  expect((await replayStockLog(app.ctx.db, f.providerId)).mismatches).toEqual([]);
});

const bin = (i: number) => f.pick[i]?.id as string;

type TVariant = Awaited<ReturnType<typeof newVariant>>;
const adjustLine = (v: TVariant, direction: "increase" | "decrease", locationId = bin(0)) => ({
  variant_id: v.id,
  barcode: v.barcode,
  location_id: locationId,
  direction,
  quantity: 1,
});

/** Two lines in one order on odd calls and in the other on even ones. */
const inEitherOrder = <T>(i: number, first: T, second: T) => (i % 2 ? [first, second] : [second, first]);

/** Runs a race and checks that it needed no deadlock retry. */
async function withoutRetries<T>(race: () => Promise<T>): Promise<T> {
  const retriesBefore = contentionStats.retries;
  const result = await race();
  expect(contentionStats.retries - retriesBefore).toBe(0);
  return result;
}

const expectAllSucceeded = (calls: { code: number }[]) =>
  expect(calls.map((c) => c.code).filter((code) => code !== 200 && code !== 1000)).toEqual([]);

describe("ledger writers under contention", () => {
  test("a 64-way race of two-SKU confirms and two-line adjustments in both orders: every call succeeds, no deadlock", async ({
    app,
    stocked,
    submittedOrders,
    staffBy,
    confirmEach,
    crossAdjustments,
  }) => {
    const a = await stocked("RACE-A", 100);
    const b = await stocked("RACE-B", 100);
    const orders = await submittedOrders(32, ["RACE-A", "RACE-B"]);
    const calls = await withoutRetries(() =>
      Promise.all([...confirmEach(orders), ...crossAdjustments(orders.length, staffBy, a, b)]),
    );
    expectAllSucceeded(calls);
    expect(await stockOf(app, a.id)).toEqual({ onHand: 132, draft: 0, unpicked: 32, picking: 0 });
    expect(await stockOf(app, b.id)).toEqual({ onHand: 68, draft: 0, unpicked: 32, picking: 0 });
  });

  test("the last 10 units: exactly 10 of 32 confirms win, the rest answer 4009, adjustments beside them all succeed", async ({
    app,
    provider,
    stocked,
    submittedOrders,
    confirmEach,
    crossAdjustments,
  }) => {
    const last = await stocked("LAST-A", 10);
    const b = await stocked("LAST-B", 100);
    const c = await stocked("LAST-C", 100);
    const orders = await submittedOrders(32, ["LAST-A", "LAST-B"]);
    const [confirms, adjustments] = await withoutRetries(() =>
      Promise.all([
        Promise.all(confirmEach(orders)),
        Promise.all(crossAdjustments(orders.length, () => provider, b, c)),
      ]),
    );
    expect(confirms.filter((r) => r.code === 200)).toHaveLength(10);
    const losers = confirms.filter((r) => r.code !== 200);
    expect(new Set(losers.map((r) => r.code))).toEqual(new Set([4009]));
    for (const r of losers) expect(r.message).toMatch(/LAST-A/);
    expect(adjustments.map((r) => r.code)).toEqual(adjustments.map(() => 1000));
    expect(await stockOf(app, last.id)).toEqual({ onHand: 10, draft: 0, unpicked: 10, picking: 0 });
    expect(await stockOf(app, b.id)).toEqual({ onHand: 132, draft: 0, unpicked: 10, picking: 0 });
  });

  test("moves between two bins in opposite directions and adjustments of both bins never deadlock", async ({
    app,
    provider,
    operator,
    adjust,
  }) => {
    const v = await newVariant(app, "MOVE-RACE");
    for (const i of [0, 1]) {
      await addStock(app, f, v.id, bin(i), 50);
    }
    const balances = await app.call<{ list: { balance_id: string; location_id: string }[] }>({
      url: "/api/inventory/query-inventory-detail",
      token: provider.token,
      query: { variant_id: v.id, warehouse_id: f.warehouseId },
    });
    const idAt = (i: number) =>
      balances.data.list.find((r) => r.location_id === bin(i))?.balance_id as string;
    const move = (from: number, to: number) =>
      app.call({
        url: "/api/inventory/move-stock",
        token: operator.token,
        body: { balance_id: idAt(from), to_location_id: bin(to), quantity: 1 },
      });
    const calls = await withoutRetries(() =>
      Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          i % 3 === 0
            ? move(0, 1)
            : i % 3 === 1
              ? move(1, 0)
              : adjust(provider, [adjustLine(v, "increase", bin(1)), adjustLine(v, "increase", bin(0))]),
        ),
      ),
    );
    expectAllSucceeded(calls);
    expect((await stockOf(app, v.id))?.onHand).toBe(100 + 2 * 8);
  });
});
