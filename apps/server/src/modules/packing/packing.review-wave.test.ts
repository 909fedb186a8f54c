import type { TReviewStart, TReviewWaveScan } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { pickedWave } from "../../../test/support/packing.test-helpers.ts";
import { orderLogs, orders } from "../orders/orders.tables.ts";
import { packingReviewScans } from "./packing.tables.ts";

type TOrderRef = { id: string; code: string };

/** An order line of `quantity` (one by default) of `sku`. */
const line = (sku: string, quantity = 1) => ({ sku, quantity });

const test = appTest
  .extend(
    "post",
    { scope: "file" },
    ({ app, operator }) =>
      <T>(url: string, body: Record<string, unknown>) =>
        app.call<T>({ url: `/api${url}`, token: operator.token, body }),
  )
  .extend(
    "start",
    { scope: "file" },
    ({ post }) =>
      (code: string) =>
        post<TReviewStart>("/review/start-review", { code }),
  )
  .extend(
    "scanWave",
    { scope: "file" },
    ({ post }) =>
      (waveId: string, code: string) =>
        post<TReviewWaveScan>("/review/scan-wave-item", { wave_id: waveId, code }),
  )
  .extend(
    "wave",
    { scope: "file" },
    ({ app, who, scanWave }) =>
      /** A picked wave (`pickedWave`) with `scan`, an item scan on it. */
      async (orders: ReturnType<typeof line>[][], options?: { confirmPicking?: boolean }) => {
        const w = await pickedWave(app, who, orders, options);
        return { ...w, scan: (code: string) => scanWave(w.waveId, code) };
      },
  )
  .extend("statusOf", { scope: "file" }, ({ app }) => async (id: string) => {
    const [o] = await app.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    return o?.status;
  })
  .extend("scansOf", { scope: "file" }, ({ app }) => async (ids: string[]) => {
    const rows = await app.ctx.db
      .select({ orderId: packingReviewScans.orderId, outcome: packingReviewScans.outcome })
      .from(packingReviewScans)
      .where(inArray(packingReviewScans.orderId, ids));
    return rows.map((r) => `${ids.indexOf(r.orderId)}:${r.outcome}`).sort();
  })
  .extend("reviewLogs", { scope: "file" }, ({ app }) => async (id: string) => {
    const rows = await app.ctx.db
      .select({ action: orderLogs.action })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, id), eq(orderLogs.action, "review")));
    return rows.length;
  });

test.beforeAll(openApp);

describe("review by wave", () => {
  test("reviews a single-item wave by item scans only, oldest order first", async ({
    wave,
    start,
    statusOf,
    scansOf,
  }) => {
    const w = await wave([[line("RW-S1")], [line("RW-S1")], [line("RW-S2")]]);
    const [a, b, c] = w.orders as [TOrderRef, TOrderRef, TOrderRef];
    const opened = await start(w.code.toLowerCase());
    expect(opened.code).toBe(200);
    expect(opened.data).toEqual({
      mode: "wave",
      wave_id: w.waveId,
      code: w.code,
      status: "picked",
      order_count: 3,
      to_review: 3,
      units_to_scan: 3,
    });

    // SKU case-insensitive: the oldest order needing it is reviewed at once; the wave stays open.
    const first = await w.scan("rw-s1");
    expect(first.code).toBe(200);
    expect(first.data.order).toMatchObject({
      order_id: a.id,
      code: a.code,
      status: "reviewed",
      complete: true,
    });
    expect(first.data.wave).toMatchObject({ mode: "wave", to_review: 2, units_to_scan: 2 });
    expect(await statusOf(a.id)).toBe("reviewed");
    expect(await statusOf(b.id)).toBe("picked");
    // A barcode counts too.
    const second = await w.scan("BCRW-S2");
    expect(second.data.order).toMatchObject({ order_id: c.id, status: "reviewed" });
    const third = await w.scan("RW-S1");
    expect(third.data.order).toMatchObject({ order_id: b.id, status: "reviewed" });
    expect(third.data.wave).toMatchObject({ to_review: 0, units_to_scan: 0 });
    expect(await scansOf([a.id, b.id, c.id])).toEqual(["0:accepted", "1:accepted", "2:accepted"]);

    // Nothing left: one more piece is refused (tied to no order, so not recorded); reopening shows 0.
    const extra = await w.scan("RW-S1");
    expect(extra.code).toBe(4009);
    expect(extra.message).toContain("RW-S1");
    expect(extra.message).toContain(w.code);
    expect(await scansOf([a.id, b.id, c.id])).toHaveLength(3);
    const again = await start(w.code);
    expect(again.data).toMatchObject({ mode: "wave", to_review: 0 });
  });

  test("hands a multi-item order to order mode, then goes back to the wave", async ({
    wave,
    post,
    start,
    statusOf,
    reviewLogs,
  }) => {
    const w = await wave([[line("RW-M1"), line("RW-M2", 2)], [line("RW-M1")]]);
    const [multi, single] = w.orders as [TOrderRef, TOrderRef];
    const scan = await w.scan("RW-M1");
    expect(scan.code).toBe(200);
    // The oldest order needing RW-M1 is the multi-item one: not complete, so the bench goes on with it.
    expect(scan.data.order).toMatchObject({ order_id: multi.id, status: "picked", complete: false });
    expect(scan.data.order.lines.map((l) => [l.sku, l.scanned, l.quantity])).toEqual([
      ["RW-M1", 1, 1],
      ["RW-M2", 0, 2],
    ]);
    expect(scan.data.wave).toMatchObject({ to_review: 2, units_to_scan: 3 });

    // Order mode, as for a scanned order.
    for (const code of ["RW-M2", "BCRW-M2"]) {
      expect((await post("/review/scan-item", { order_id: multi.id, code })).code).toBe(200);
    }
    expect(await statusOf(multi.id)).toBe("reviewed");
    const back = await start(w.code);
    expect(back.data).toMatchObject({ mode: "wave", to_review: 1, units_to_scan: 1 });
    const last = await w.scan("RW-M1");
    expect(last.data.order).toMatchObject({ order_id: single.id, status: "reviewed" });
    expect(last.data.wave.to_review).toBe(0);
    expect(await reviewLogs(multi.id)).toBe(1);
  });

  test("refuses an item no order of the wave still needs, recording it when it names an order", async ({
    app,
    operator,
    wave,
    start,
    statusOf,
    scansOf,
  }) => {
    const w = await wave([[line("RW-W1"), line("RW-W2")]]);
    const [o] = w.orders as [TOrderRef];
    const unknown = await w.scan("RW-NOT-IN-WAVE");
    expect(unknown.code).toBe(4009);
    expect(unknown.message).toBe(
      `RW-NOT-IN-WAVE is not needed by any order of wave ${w.code} still to review`,
    );
    expect(await scansOf([o.id])).toEqual([]);

    expect((await w.scan("RW-W1")).data.order.status).toBe("picked");
    // RW-W1 is complete on the only order that has it: refused and recorded there as over_quantity.
    const over = await app.call({
      url: "/api/review/scan-wave-item",
      token: operator.token,
      body: { wave_id: w.waveId, code: "RW-W1" },
      headers: { "accept-language": "zh-CN" },
    });
    expect(over.code).toBe(4009);
    expect(over.message).toBe(`波次 ${w.code} 中没有待复核的订单需要 RW-W1`);
    expect(await scansOf([o.id])).toEqual(["0:accepted", "0:over_quantity"]);
    // The wave stays open and the order still counts the refusal.
    const state = await start(o.code);
    expect(state.data).toMatchObject({ mode: "order", errors: 1, complete: false });
    expect(await statusOf(o.id)).toBe("picked");
  });

  test("refuses a wave still being picked, an unknown code and a foreign wave id", async ({
    wave,
    start,
    scanWave,
  }) => {
    const w = await wave([[line("RW-P1")]], { confirmPicking: false });
    const res = await start(w.code);
    expect(res.code).toBe(4009);
    expect(res.message).toContain(w.code);
    expect((await w.scan("RW-P1")).code).toBe(4009);
    const unknown = await start("WV20000101-999");
    expect(unknown.code).toBe(4004);
    expect(unknown.message).toContain("WV20000101-999");
    expect((await scanWave("00000000-0000-4000-8000-000000000000", "RW-P1")).code).toBe(4004);
  });
});

/** The same piece scanned on three benches at once, when only two are needed: two win, one is refused. */
async function onThreeBenches<T extends { code: number }>(
  w: { scan: (code: string) => Promise<T> },
  code: string,
) {
  const results = await Promise.all([1, 2, 3].map(() => w.scan(code)));
  expect(results.map((r) => r.code).sort()).toEqual([200, 200, 4009]);
  return results;
}

describe("review by wave, two benches at once", () => {
  test("never counts a piece twice nor reviews an order twice", async ({
    wave,
    statusOf,
    scansOf,
    reviewLogs,
  }) => {
    const w = await wave([[line("RW-C1")], [line("RW-C1")]]);
    const ids = w.orders.map((o) => o.id);
    // Three pieces for two orders, scanned at once on the same wave.
    const results = await onThreeBenches(w, "RW-C1");
    const reviewed = results.filter((r) => r.code === 200).map((r) => r.data.order.order_id);
    expect(reviewed.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(await statusOf(id)).toBe("reviewed");
      expect(await reviewLogs(id)).toBe(1);
    }
    const scans = await scansOf(ids);
    expect(scans.filter((s) => s.endsWith(":accepted")).sort()).toEqual(["0:accepted", "1:accepted"]);
    // The third piece found no order to review: refused without a record (both orders left review).
    expect(scans).toHaveLength(2);
  });

  test("two benches on one order of two pieces count each piece once", async ({
    wave,
    statusOf,
    scansOf,
    reviewLogs,
  }) => {
    const w = await wave([[line("RW-C2", 2)]]);
    const [o] = w.orders as [TOrderRef];
    await onThreeBenches(w, "RW-C2");
    expect(await statusOf(o.id)).toBe("reviewed");
    expect(await reviewLogs(o.id)).toBe(1);
    expect((await scansOf([o.id])).filter((s) => s.endsWith(":accepted"))).toHaveLength(2);
  });
});
