import type { TWavePreview, TWaveSummary } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { demoChannelId, stockOf } from "../../../test/support/orders.test-helpers.ts";
import {
  confirmedOrder,
  confirmPicking,
  demoStrategy,
  fullPick,
  generateWaves,
  skuAt,
  strategy,
  type TPickLine,
  waveDetail,
} from "../../../test/support/waves.test-helpers.ts";
import { orderLogs, orders } from "../orders/orders.tables.ts";
import { waves } from "./waves.tables.ts";

let warehouseId: string;

const test = appTest
  .extend(
    "order",
    { scope: "file" },
    ({ app, who }) =>
      (lines: { sku: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
        confirmedOrder(app, who, warehouseId, lines, extra),
  )
  .extend(
    "generate",
    { scope: "file" },
    ({ app, operator }) =>
      (strategyId: string, orderIds: string[], who = operator) =>
        generateWaves(app, who, warehouseId, strategyId, orderIds),
  )
  .extend(
    "detail",
    { scope: "file" },
    ({ app, operator }) =>
      (waveId: string) =>
        waveDetail(app, operator, waveId),
  )
  .extend(
    "confirm",
    { scope: "file" },
    ({ app, operator }) =>
      (waveId: string, lines: TPickLine[]) =>
        confirmPicking(app, operator, waveId, lines),
  )
  .extend(
    "pickingWave",
    { scope: "file" },
    ({ app, generate, detail }) =>
      /** The wave of `orderIds` by a fresh `kind` strategy of up to 10 orders a wave, and its detail. */
      async (kind: "single-item" | "multi-item", orderIds: string[]) => {
        const res = await generate(await strategy(app, kind, 10), orderIds);
        const wave = res.data.waves[0] as TWaveSummary;
        return { wave, d: await detail(wave.wave_id) };
      },
  )
  .extend(
    "statusOf",
    { scope: "file" },
    ({ app }) =>
      async (id: string) =>
        (
          await app.ctx.db
            .select({ s: orders.status, r: orders.exceptionReason })
            .from(orders)
            .where(eq(orders.id, id))
        )[0],
  );

test.beforeAll(openApp);

describe("generating waves", () => {
  test("single-item takes one-SKU orders only and moves their stock to picking occupied", async ({
    app,
    operator,
    order,
    generate,
    detail,
    statusOf,
    apiAs,
  }) => {
    const a = await skuAt(app, "WV-S-A", [{ pick: 0, quantity: 10 }]);
    warehouseId = a.fixture.warehouseId;
    await skuAt(app, "WV-S-B", [{ pick: 1, quantity: 10 }]);
    const one = await order([{ sku: "WV-S-A", quantity: 2 }]);
    const two = await order([
      { sku: "WV-S-A", quantity: 1 },
      { sku: "WV-S-B", quantity: 1 },
    ]);
    const three = await order([{ sku: "WV-S-B", quantity: 3 }]);
    const single = await demoStrategy(app, "Single-item orders");
    const body = { warehouse_id: warehouseId, strategy_id: single, order_ids: [one.id, two.id, three.id] };
    const preview = await apiAs(operator).post<TWavePreview>("wave/preview-waves", body);
    expect(preview.data).toMatchObject({ order_count: 2, wave_count: 1, skipped_count: 1 });

    const res = await generate(single, [one.id, two.id, three.id]);
    expect(res.code).toBe(200);
    expect(res.data.skipped_count).toBe(1);
    expect(res.data.waves).toHaveLength(1);
    const wave = res.data.waves[0] as TWaveSummary;
    expect(wave.code).toMatch(/^WV\d{8}-\d{3}$/);
    expect(wave).toMatchObject({ status: "picking", order_count: 2, line_count: 2, unit_count: 5 });
    const d = await detail(wave.wave_id);
    expect(d.orders.map((o) => o.code)).toEqual([one.code, three.code]);
    expect((await statusOf(one.id))?.s).toBe("in_wave");
    expect((await statusOf(two.id))?.s).toBe("confirmed");
    // A: 2 of one in picking, 1 of two still unpicked; B: 3 of three in picking, 1 of two unpicked.
    expect(await stockOf(app, a.variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 1, picking: 2 });
  });

  test("same-channel groups by channel and cuts at max orders per wave", async ({
    app,
    order,
    generate,
    detail,
  }) => {
    const s = await skuAt(app, "WV-CH", [{ pick: 2, quantity: 50 }]);
    const post = await demoChannelId(app, "POST-STD");
    const self = await demoChannelId(app, "SELF");
    const p1 = await order([{ sku: "WV-CH", quantity: 1 }], { channel_id: post });
    const s1 = await order([{ sku: "WV-CH", quantity: 1 }], { channel_id: self });
    const p2 = await order([{ sku: "WV-CH", quantity: 1 }], { channel_id: post });
    const p3 = await order([{ sku: "WV-CH", quantity: 1 }], { channel_id: post });
    const byChannel = await strategy(app, "same-channel", 2);
    const res = await generate(byChannel, [p1.id, s1.id, p2.id, p3.id]);
    expect(res.code).toBe(200);
    const groups = await Promise.all(
      res.data.waves.map(async (w) => (await detail(w.wave_id)).orders.map((o) => o.code).sort()),
    );
    expect(groups.sort()).toEqual([[p1.code, p2.code].sort(), [p3.code], [s1.code]].sort());
    expect(new Set(res.data.waves.map((w) => w.code)).size).toBe(3);
    expect(await stockOf(app, s.variant.id)).toEqual({ onHand: 50, draft: 0, unpicked: 0, picking: 4 });
  });

  test("refuses orders that are not confirmed (4009) and writes nothing", async ({
    app,
    shipper,
    order,
    generate,
    statusOf,
    api,
  }) => {
    await skuAt(app, "WV-REF", [{ pick: 0, quantity: 5 }]);
    const ok = await order([{ sku: "WV-REF", quantity: 1 }]);
    const submitted = await api.post<{ order_id: string }>("order/create-order", {
      customer_id: app.demo.customerId,
      warehouse_id: warehouseId,
      consignee: "X",
      country: "US",
      address: "Y 1",
      lines: [{ sku: "WV-REF", quantity: 1 }],
    });
    const before = (await app.ctx.db.select({ id: waves.id }).from(waves)).length;
    const res = await generate(await strategy(app, "single-item", 10), [ok.id, submitted.data.order_id]);
    expect(res.code).toBe(4009);
    expect((await app.ctx.db.select({ id: waves.id }).from(waves)).length).toBe(before);
    expect((await statusOf(ok.id))?.s).toBe("confirmed");
    // A drop shipper never reaches waves.
    const shipperRes = await generate(await strategy(app, "single-item", 10), [ok.id], shipper);
    expect(shipperRes.code).toBe(4003);
  });
});

describe("pick list and picking", () => {
  test("lists lines in walk order, one per SKU and location, and prints them", async ({
    app,
    operator,
    order,
    confirm,
    statusOf,
    pickingWave,
  }) => {
    const far = await skuAt(app, "WV-FAR", [{ pick: 5, quantity: 20 }]);
    const near = await skuAt(app, "WV-NEAR", [{ pick: 0, quantity: 20 }]);
    const o1 = await order([
      { sku: "WV-FAR", quantity: 2 },
      { sku: "WV-NEAR", quantity: 1 },
    ]);
    const o2 = await order([
      { sku: "WV-FAR", quantity: 3 },
      { sku: "WV-NEAR", quantity: 4 },
    ]);
    const { wave, d } = await pickingWave("multi-item", [o1.id, o2.id]);
    expect(d.lines.map((l) => [l.sku, l.required])).toEqual([
      ["WV-NEAR", 5],
      ["WV-FAR", 5],
    ]);
    expect(d.lines[0]?.walk_sequence).toBeLessThan(d.lines[1]?.walk_sequence ?? 0);
    expect(d.lines[0]?.location_code).toBe(near.fixture.pick[0]?.code);
    expect(d.lines[1]?.location_code).toBe(far.fixture.pick[5]?.code);

    const pdf = await app.app.inject({
      method: "GET",
      url: `/api/wave/print-pick-list?wave_id=${wave.wave_id}`,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Full pick: every order picked, the wave finished with the picked quantities stored.
    const done = await confirm(wave.wave_id, fullPick(d));
    expect(done.code).toBe(200);
    expect(done.data.status).toBe("picked");
    expect(done.data.lines.map((l) => l.picked)).toEqual([5, 5]);
    expect(done.data.orders.map((o) => o.result)).toEqual(["picked", "picked"]);
    expect((await statusOf(o1.id))?.s).toBe("picked");
    expect((await statusOf(o2.id))?.s).toBe("picked");
    expect(await stockOf(app, far.variant.id)).toEqual({ onHand: 20, draft: 0, unpicked: 0, picking: 5 });

    // A finished wave cannot be confirmed again.
    const again = await confirm(wave.wave_id, fullPick(d));
    expect(again.code).toBe(4009);
  });

  test("a short pick turns the order left short into a short_pick exception and releases what is missing", async ({
    app,
    order,
    confirm,
    statusOf,
    pickingWave,
  }) => {
    const s = await skuAt(app, "WV-SHORT", [{ pick: 3, quantity: 10 }]);
    const first = await order([{ sku: "WV-SHORT", quantity: 2 }]);
    const second = await order([{ sku: "WV-SHORT", quantity: 2 }]);
    const { wave, d } = await pickingWave("single-item", [first.id, second.id]);
    expect(d.lines).toHaveLength(1);
    expect(await stockOf(app, s.variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 0, picking: 4 });

    const line = fullPick(d)[0] as TPickLine;
    const tooMany = await confirm(wave.wave_id, [{ ...line, picked: 5 }]);
    expect(tooMany.code).toBe(4001);
    const missing = await confirm(wave.wave_id, []);
    expect(missing.code).toBe(4001);

    const done = await confirm(wave.wave_id, [{ ...line, picked: 3 }]);
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ status: "short_picked", exception_count: 1 });
    expect(done.data.orders.map((o) => [o.code, o.result, o.status])).toEqual([
      [first.code, "picked", "picked"],
      [second.code, "short", "exception"],
    ]);
    expect(await statusOf(second.id)).toEqual({ s: "exception", r: "short_pick" });
    // 1 unit was not found: its occupation is released; 3 stay picking occupied (2 + 1).
    expect(await stockOf(app, s.variant.id)).toEqual({ onHand: 10, draft: 0, unpicked: 0, picking: 3 });
    const [log] = await app.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, second.id), eq(orderLogs.action, "mark_exception")));
    expect(log?.reason).toBe("short_pick");
    expect(log?.detail).toEqual({ released: [{ variantId: s.variant.id, quantity: 1 }] });
  });
});

describe("wave list", () => {
  test("filters by status, strategy, code and date, and pages in SQL", async ({ api }) => {
    const list = (query: Record<string, string>) =>
      api.get<{ list: TWaveSummary[]; total: number }>(
        "delivery_list/query-wave-list-specific-element",
        query,
      );
    const all = await list({ page_size: "200" });
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThanOrEqual(6);
    const short = await list({ status: "short_picked" });
    expect(short.data.list.every((w) => w.status === "short_picked")).toBe(true);
    expect(short.data.total).toBe(1);
    const first = all.data.list[all.data.list.length - 1] as TWaveSummary;
    const byCode = await list({ keyword: first.code.slice(-6) });
    expect(byCode.data.list.map((w) => w.code)).toContain(first.code);
    const byStrategy = await list({ strategy_id: first.strategy_id ?? "" });
    expect(byStrategy.data.list.every((w) => w.strategy_id === first.strategy_id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ date_from: today, date_to: today })).data.total).toBe(all.data.total);
    expect((await list({ date_to: "2000-01-01" })).data.total).toBe(0);
    const page = await list({ page_size: "2", cur_page: "2", sort: "code", order: "asc" });
    expect(page.data.list.map((w) => w.code)).toEqual(
      [...all.data.list.map((w) => w.code)].sort().slice(2, 4),
    );
    expect((await list({ date_from: "2020-13-01" })).code).toBe(4001);
  });
});
