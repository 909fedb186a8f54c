import type { TInventoryDetailRow, TInventoryRow, TStockLogRow } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { newVariant, stockFixture } from "../../../test/support/inventory.test-helpers.ts";
import { auditLog } from "../audit/index.ts";
import { replayStockLog } from "./inventory.replay.ts";
import { stockDocuments, stockLogs } from "./inventory.tables.ts";

let f: Awaited<ReturnType<typeof stockFixture>>;
const test = appTest
  .extend(
    "adjust",
    { scope: "file" },
    ({ app, provider }) =>
      (body: Record<string, unknown>, who = provider, headers?: Record<string, string>) => {
        return app.call<{ id: string; code: string }>({
          url: "/api/inventory/adjust-stock",
          token: who.token,
          body,
          headers,
        });
      },
  )
  .extend(
    "inventoryOf",
    { scope: "file" },
    ({ app, provider }) =>
      async (keyword: string, who = provider, query: Record<string, string> = {}) => {
        const res = await app.call<TPage<TInventoryRow>>({
          url: "/api/inventory/query-inventory",
          token: who.token,
          query: { keyword, ...query },
        });
        expect(res.code).toBe(200);
        return res.data;
      },
  );

test.beforeAll(async ({ app }) => {
  f = await stockFixture(app);
});
test.afterAll(async ({ app }) => {
  const replay = await replayStockLog(app.ctx.db, f.providerId);
  expect(replay.mismatches).toEqual([]);
});

const zh = { "accept-language": "zh-CN" };
const loc = (i: number) => f.pick[i]?.id ?? "";

const line = (v: { id: string; barcode: string }, quantity: number, extra: Record<string, unknown> = {}) => ({
  variant_id: v.id,
  barcode: v.barcode,
  location_id: loc(0),
  direction: "increase",
  quantity,
  ...extra,
});

describe("stock adjustment", () => {
  test("adjusts in and out as a coded document seen in statistics, the stock log and the audit log", async ({
    app,
    provider,
    operator,
    adjust,
    inventoryOf,
  }) => {
    const v = await newVariant(app, "ADJ-1", 5);
    const up = await adjust({
      warehouse_id: f.warehouseId,
      reason: "stocktake",
      lines: [line(v, 7), line(v, 3, { location_id: loc(1), batch: "B1", expiry_date: "2030-01-31" })],
    });
    expect(up.code).toBe(1000);
    expect(up.data.code).toMatch(/^ADJ\d{8}-[A-Z0-9]{6}$/);
    const down = await adjust(
      {
        warehouse_id: f.warehouseId,
        reason: "damaged",
        lines: [line(v, 2, { direction: "decrease" })],
      },
      operator,
    );
    expect(down.code).toBe(1000);

    const { list } = await inventoryOf("ADJ-1");
    expect(list).toEqual([
      expect.objectContaining({
        sku: "ADJ-1",
        total: 8,
        available: 8,
        locations: 2,
        low_stock: false,
        owner_code: expect.any(String),
      }),
    ]);
    const detail = await app.call<{ list: TInventoryDetailRow[] }>({
      url: "/api/inventory/query-inventory-detail",
      token: provider.token,
      query: { variant_id: v.id },
    });
    expect(detail.data.list.map((r) => [r.location_id, r.batch, r.expiry_date, r.total])).toEqual(
      expect.arrayContaining([
        [loc(0), "", null, 5],
        [loc(1), "B1", "2030-01-31", 3],
      ]),
    );

    const log = await app.call<TPage<TStockLogRow>>({
      url: "/api/inventory/query-stock-log",
      token: provider.token,
      query: { barcode: v.barcode, order: "asc" },
    });
    expect(log.data.total).toBe(3);
    expect(
      log.data.list.map((r) => [r.reason, r.document_code, r.delta, r.on_hand_before, r.on_hand_after]),
    ).toEqual([
      ["adjustment_increase", up.data.code, 7, 0, 7],
      ["adjustment_increase", up.data.code, 3, 0, 3],
      ["adjustment_decrease", down.data.code, -2, 7, 5],
    ]);
    expect(log.data.list[2]?.operator).toBe("demo_operator");
    const byReason = await app.call<TPage<TStockLogRow>>({
      url: "/api/inventory/query-stock-log",
      token: provider.token,
      query: { barcode: v.sku, reason: "adjustment_decrease", document_code: down.data.code },
    });
    expect(byReason.data.total).toBe(1);

    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, up.data.id));
    expect(audits).toEqual([
      expect.objectContaining({ action: "inventory.adjust", actorName: "demo_provider" }),
    ]);

    // Below the warning quantity (5): highlighted and an alarm.
    await adjust({
      warehouse_id: f.warehouseId,
      reason: "lost",
      lines: [line(v, 4, { direction: "decrease" })],
    });
    const low = await inventoryOf("ADJ-1", provider, { low_stock: "true" });
    expect(low.list.map((r) => [r.sku, r.available, r.low_stock])).toEqual([["ADJ-1", 4, true]]);
    const alarms = await app.call<{ list: { kind: string; sku: string; quantity: number }[] }>({
      url: "/api/alarms/current",
      token: provider.token,
    });
    expect(alarms.data.list).toContainEqual(
      expect.objectContaining({ kind: "low_stock", sku: "ADJ-1", quantity: 4 }),
    );
  });

  test("writes nothing when a later line fails (all-or-nothing)", async ({ app, adjust, inventoryOf }) => {
    const v = await newVariant(app, "ADJ-ATOMIC");
    const before = (await app.ctx.db.select().from(stockDocuments)).length;
    const res = await adjust({
      warehouse_id: f.warehouseId,
      reason: "correction",
      lines: [line(v, 5), line(v, 9, { direction: "decrease", location_id: loc(1) })],
    });
    expect(res.code).toBe(4009);
    expect(res.data).toMatchObject({ variant_id: v.id, requested: 9, available: 0, line: 1 });
    expect((await inventoryOf("ADJ-ATOMIC")).list[0]).toMatchObject({ total: 0 });
    expect(await app.ctx.db.select().from(stockLogs).where(eq(stockLogs.variantId, v.id))).toEqual([]);
    expect((await app.ctx.db.select().from(stockDocuments)).length).toBe(before);
  });

  test("validates the spec's rules with localised field errors", async ({
    app,
    provider,
    shipper,
    adjust,
  }) => {
    const v = await newVariant(app, "ADJ-RULES");
    const missing = await adjust({ lines: [{ ...line(v, 0), barcode: "" }] }, provider, zh);
    expect(missing.code).toBe(4001);
    const fields = (missing.data as unknown as { fields: Record<string, string> }).fields;
    expect(fields.warehouse_id).toBe("请选择仓库");
    expect(fields.reason).toBe("原因为必填项");
    expect(fields["lines.0.quantity"]).toBe("数量必须大于 0");
    expect(fields["lines.0.barcode"]).toBe("商品条码为必填项");
    const wrongCode = await adjust({
      warehouse_id: f.warehouseId,
      reason: "found",
      lines: [{ ...line(v, 1), barcode: "NOPE" }],
    });
    expect(wrongCode.data).toEqual({
      fields: { "lines.0.barcode": "The barcode does not belong to the chosen SKU" },
    });
    const shipperTry = await adjust(
      { warehouse_id: f.warehouseId, reason: "found", lines: [line(v, 1)] },
      shipper,
    );
    expect(shipperTry.code).toBe(4003);
  });
});

describe("location moves", () => {
  test("moves available stock between bins of one warehouse, keeping the lot", async ({
    app,
    provider,
    operator,
    adjust,
  }) => {
    const v = await newVariant(app, "MOVE-1");
    await adjust({ warehouse_id: f.warehouseId, reason: "found", lines: [line(v, 10, { batch: "M1" })] });
    const [balance] = (
      await app.call<{ list: TInventoryDetailRow[] }>({
        url: "/api/inventory/query-inventory-detail",
        token: provider.token,
        query: { variant_id: v.id },
      })
    ).data.list;
    const move = (body: Record<string, unknown>) =>
      app.call<{ code: string }>({ url: "/api/inventory/move-stock", token: operator.token, body });
    const res = await move({ balance_id: balance?.balance_id, to_location_id: loc(2), quantity: 4 });
    expect(res.code).toBe(1000);
    expect(res.data.code).toMatch(/^MOV/);
    expect((await move({ balance_id: balance?.balance_id, to_location_id: loc(2), quantity: 7 })).code).toBe(
      4009,
    );
    expect((await move({ balance_id: balance?.balance_id, to_location_id: loc(0), quantity: 1 })).code).toBe(
      4001,
    );
    const detail = await app.call<{ list: TInventoryDetailRow[] }>({
      url: "/api/inventory/query-inventory-detail",
      token: provider.token,
      query: { variant_id: v.id },
    });
    expect(detail.data.list.map((r) => [r.location_id, r.batch, r.total]).sort()).toEqual(
      [
        [loc(0), "M1", 6],
        [loc(2), "M1", 4],
      ].sort(),
    );
  });

  test("refuses deleting a location or a product that holds stock", async ({ app, provider, adjust }) => {
    const v = await newVariant(app, "HELD-1");
    await adjust({
      warehouse_id: f.warehouseId,
      reason: "found",
      lines: [line(v, 1, { location_id: loc(3) })],
    });
    const location = await app.call({
      url: "/api/warehouse/delete-location",
      method: "DELETE",
      token: provider.token,
      body: { location_id: loc(3) },
    });
    expect(location.code).toBe(4009);
    expect(location.message).toContain("stock on hand");
    const product = await app.call({
      url: "/api/product/delete-product",
      method: "DELETE",
      token: provider.token,
      body: { product_uuids: [v.productId] },
    });
    expect(product.code).toBe(4009);
    expect(product.message).toContain("HELD-1");
  });
});

describe("drop shipper view", () => {
  test("sees its own stock with provider_uuid, the same numbers as the provider, and no other tenant", async ({
    app,
    shipper,
    inventoryOf,
  }) => {
    const mine = await inventoryOf("EB-100-BLK", shipper, { provider_uuid: f.providerId });
    const theirs = await inventoryOf("EB-100-BLK");
    expect(mine.list).toEqual(theirs.list);
    expect(mine.list[0]).toMatchObject({ total: 160, available: 160 });
    const noProvider = await app.call({ url: "/api/inventory/query-inventory", token: shipper.token });
    expect(noProvider.code).toBe(4001);
    const log = await app.call<TPage<TStockLogRow>>({
      url: "/api/inventory/query-stock-log",
      token: shipper.token,
      query: { provider_uuid: f.providerId, barcode: "6901234500017" },
    });
    expect(log.data.list.map((r) => r.document_code)).toEqual(["ADJ-DEMO-0001", "ADJ-DEMO-0001"]);
    const alarms = await app.call<{ list: { kind: string; sku: string }[] }>({
      url: "/api/alarms/current",
      token: shipper.token,
      query: { provider_uuid: f.providerId },
    });
    expect(alarms.data.list).toContainEqual(
      expect.objectContaining({ kind: "near_expiry", sku: "TS-RED-M" }),
    );
    expect(alarms.data.list).toContainEqual(
      expect.objectContaining({ kind: "low_stock", sku: "EB-100-WHT" }),
    );
  });

  test("exports the statistics through a mission", async ({ app, shipper }) => {
    const res = await app.call<{ id: string }>({
      url: "/api/inventory/export-inventory",
      token: shipper.token,
      body: { provider_uuid: f.providerId, keyword: "EB-100" },
    });
    expect(res.code).toBe(2000);
    await expect
      .poll(
        async () =>
          (
            await app.call<{ status: string }>({
              url: "/api/mission/query-mission",
              token: shipper.token,
              query: { id: res.data.id },
            })
          ).data.status,
        { timeout: 20_000, interval: 100 },
      )
      .toBe("completed");
  });
});
