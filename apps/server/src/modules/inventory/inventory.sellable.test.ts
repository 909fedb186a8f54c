import type {
  TAlarm,
  TInventoryDetailRow,
  TInventoryRow,
  TReceiptDetail,
  TStockLogRow,
} from "@wms/contracts";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TPage, TSignedIn, TTestApp } from "../../../test/harness.ts";
import { addStock, newVariant, stockFixture } from "../../../test/support/inventory.test-helpers.ts";
import { act, createOrder, orderBody } from "../../../test/support/orders.test-helpers.ts";
import { call as receiptCall, suggestedItems } from "../../../test/support/receipts.test-helpers.ts";
import { sellableAvailable } from "./inventory.bins.ts";
import { replayStockLog } from "./inventory.replay.ts";
import { stockBalances, stockLogs } from "./inventory.tables.ts";

/**
 * Stock states (issue 40): unqualified receipts land in a defect bin and are never available: not in the
 * lists of either role, not in low stock, not to shops, not to an order's submit; they become sellable
 * only by "release to sellable", a logged ledger move with a reason.
 */

let f: Awaited<ReturnType<typeof stockFixture>>;
const test = appTest;

test.beforeAll(async ({ app }) => {
  f = await stockFixture(app);
});
test.afterAll(async ({ app }) => {
  const replay = await replayStockLog(app.ctx.db, f.providerId);
  expect(replay.mismatches).toEqual([]);
});

const zh = { "accept-language": "zh-CN" };

/** A receipt of `sku` by the shipper, received by the provider with `bad` of the units unqualified, put away. */
async function receiveWithDefects(
  t: TTestApp,
  shipper: TSignedIn,
  provider: TSignedIn,
  sku: string,
  good: number,
  bad: number,
) {
  const created = await receiptCall(t, shipper, "create-receipt", {
    provider_uuid: t.demo.providerId,
    warehouse_id: f.warehouseId,
    expected_arrival: "2026-12-01",
    reference: `PO-${sku}`,
    lines: [{ sku, number: good + bad }],
    boxes: [{ weight: "3" }],
  });
  expect(created.code).toBe(1000);
  const id = created.data.receipt_id;
  const ref = { provider_uuid: t.demo.providerId, receipt_id: id };
  expect((await receiptCall(t, shipper, "submit-receipt", ref)).code).toBe(200);
  expect((await receiptCall(t, provider, "start-receiving", { receipt_id: id })).code).toBe(200);
  const inspected = await receiptCall(t, provider, "inspect-receipt", {
    receipt_id: id,
    lines: [{ line_id: created.data.lines[0]?.line_id, qualified_quantity: good, unqualified_quantity: bad }],
  });
  expect(inspected.code).toBe(200);
  const items = await suggestedItems(t, provider, id);
  const put = await receiptCall<TReceiptDetail>(t, provider, "putaway-receipt", { receipt_id: id, items });
  expect(put.code).toBe(200);
}

async function inventoryOf(t: TTestApp, who: TSignedIn, keyword: string) {
  const tenant: Record<string, string> =
    who.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
  const res = await t.call<TPage<TInventoryRow>>({
    url: "/api/inventory/query-inventory",
    token: who.token,
    query: { keyword, ...tenant },
  });
  expect(res.code).toBe(200);
  return res.data.list;
}

async function detailOf(t: TTestApp, who: TSignedIn, variantId: string) {
  const tenant: Record<string, string> =
    who.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
  const res = await t.call<{ list: TInventoryDetailRow[] }>({
    url: "/api/inventory/query-inventory-detail",
    token: who.token,
    query: { variant_id: variantId, ...tenant },
  });
  expect(res.code).toBe(200);
  return res.data.list;
}

const defectBin = () => f.defect[0] as { id: string; code: string };

describe("stock states: sellable, defective, not for sale", () => {
  test("unqualified receipt units are never available: lists of both roles, detail, low stock, shops", async ({
    app,
    provider,
    shipper,
  }) => {
    const v = await newVariant(app, "SELL-REC", 99);
    await receiveWithDefects(app, shipper, provider, v.sku, 98, 2);

    for (const who of [provider, shipper]) {
      const [row] = await inventoryOf(app, who, v.sku);
      expect(row).toMatchObject({
        total: 100,
        available: 98,
        defective: 2,
        defective_locations: defectBin().code,
        unsellable: 0,
        // 98 sellable is below the warning quantity of 99, though 100 are on hand.
        low_stock: true,
      });
      const detail = await detailOf(app, who, v.id);
      const defective = detail.find((d) => d.location_type === "defect");
      expect(defective).toMatchObject({ total: 2, available: 0, sellable: false });
      expect(detail.filter((d) => d.sellable).reduce((n, d) => n + d.available, 0)).toBe(98);
    }
    // Low stock only: the list's filter and the alarms (the dashboard's low stock reads them) agree.
    const res = await app.call<TPage<TInventoryRow>>({
      url: "/api/inventory/query-inventory",
      token: provider.token,
      query: { keyword: v.sku, low_stock: "true" },
    });
    expect(res.data.list.map((r) => r.sku)).toEqual([v.sku]);
    const alarms = await app.call<{ list: TAlarm[]; total: number; truncated: boolean }>({
      url: "/api/alarms/current",
      token: provider.token,
    });
    const low = alarms.data.list.find((a) => a.kind === "low_stock" && a.sku === v.sku);
    expect(low).toMatchObject({ quantity: 98, warning_quantity: 99 });
    // What a shop is told it can sell.
    const sellable = await sellableAvailable(app.ctx.db, { ...f, warehouseId: null }, [v.id]);
    expect(sellable.get(v.id)).toBe(98);
  });

  test("a drop shipper's submit is refused beyond sellable stock, naming SKU, requested and sellable", async ({
    app,
    provider,
    shipper,
  }) => {
    const v = await newVariant(app, "SELL-ORD");
    await receiveWithDefects(app, shipper, provider, v.sku, 98, 2);
    const created = await createOrder(
      app,
      shipper,
      orderBody(f.warehouseId, [{ sku: v.sku, quantity: 100 }]),
    );
    expect(created.code).toBe(1000);
    const refused = await act(app, shipper, "submit", [created.data.order_id]);
    expect(refused.code).toBe(4009);
    expect(refused.message).toBe(`Not enough sellable stock for SKU ${v.sku}: 100 requested, 98 sellable`);
    expect(refused.data).toMatchObject({ errors: [expect.objectContaining({ key: created.data.order_id })] });
    const zhRefused = await app.call({
      method: "PUT",
      url: "/api/order/batch-modify-report-provider",
      token: shipper.token,
      headers: zh,
      body: { provider_uuid: app.demo.providerId, action: "submit", order_ids: [created.data.order_id] },
    });
    expect(zhRefused.message).toBe(`SKU ${v.sku} 可售库存不足：需要 100，可售 98`);

    // 98 is sellable: submitted, and the provider's confirm allocates it.
    const fits = await createOrder(app, shipper, orderBody(f.warehouseId, [{ sku: v.sku, quantity: 98 }]));
    expect((await act(app, shipper, "submit", [fits.data.order_id])).code).toBe(200);
    expect((await act(app, provider, "confirm", [fits.data.order_id])).code).toBe(200);
    // Nothing is left to sell: the next order of 1 is refused at submit, with 0 sellable.
    const more = await createOrder(app, shipper, orderBody(f.warehouseId, [{ sku: v.sku, quantity: 1 }]));
    const none = await act(app, shipper, "submit", [more.data.order_id]);
    expect(none.message).toBe(`Not enough sellable stock for SKU ${v.sku}: 1 requested, 0 sellable`);
  });

  test("defective stock goes back to sale only by a release with a reason, logged in the stock log", async ({
    app,
    provider,
    shipper,
  }) => {
    const v = await newVariant(app, "SELL-REL");
    await addStock(app, f, v.id, defectBin().id, 5);
    const [balance] = await app.ctx.db
      .select({ id: stockBalances.id })
      .from(stockBalances)
      .where(and(eq(stockBalances.variantId, v.id), eq(stockBalances.locationId, defectBin().id)));
    const target = f.storage[0]?.id as string;
    const body = { balance_id: balance?.id, to_location_id: target, quantity: 3 };

    // A plain move into a sellable bin is refused; a release needs its reason and a sellable target.
    const moved = await app.call({ url: "/api/inventory/move-stock", token: provider.token, body });
    expect(moved.code).toBe(4009);
    expect(moved.message).toContain("Release to sellable");
    const noReason = await app.call({ url: "/api/inventory/release-stock", token: provider.token, body });
    expect(noReason.code).toBe(4001);
    const toReceiving = await app.call({
      url: "/api/inventory/release-stock",
      token: provider.token,
      body: { ...body, to_location_id: f.receiving[0]?.id, note: "inspected again" },
    });
    expect(toReceiving.code).toBe(4001);
    const byShipper = await app.call({
      url: "/api/inventory/release-stock",
      token: shipper.token,
      body: { ...body, note: "mine" },
    });
    expect(byShipper.code).toBe(4003);
    expect((await inventoryOf(app, provider, v.sku))[0]).toMatchObject({ available: 0, defective: 5 });

    const released = await app.call<{ code: string }>({
      url: "/api/inventory/release-stock",
      token: provider.token,
      body: { ...body, note: "Re-inspected: packaging only" },
    });
    expect(released.code).toBe(1000);
    expect((await inventoryOf(app, provider, v.sku))[0]).toMatchObject({
      total: 5,
      available: 3,
      defective: 2,
    });
    const logs = await app.ctx.db
      .select({ reason: stockLogs.reason, delta: stockLogs.deltaOnHand, note: stockLogs.note })
      .from(stockLogs)
      .where(eq(stockLogs.documentCode, released.data.code))
      .orderBy(asc(stockLogs.id));
    expect(logs).toEqual([
      { reason: "release_to_sellable_out", delta: -3, note: "Re-inspected: packaging only" },
      { reason: "release_to_sellable_in", delta: 3, note: "Re-inspected: packaging only" },
    ]);
    // Released stock is sellable: releasing it again is refused.
    const [moved2] = await app.ctx.db
      .select({ id: stockBalances.id })
      .from(stockBalances)
      .where(and(eq(stockBalances.variantId, v.id), eq(stockBalances.locationId, target)));
    const again = await app.call({
      url: "/api/inventory/release-stock",
      token: provider.token,
      headers: zh,
      body: {
        balance_id: moved2?.id,
        to_location_id: f.storage[1]?.id ?? f.pick[0]?.id,
        quantity: 1,
        note: "x",
      },
    });
    expect(again.code).toBe(4009);
    expect(again.message).toBe("该库存已是可售库存");
  });

  test("the stock log lists the latest changes of every SKU before a barcode is given", async ({
    app,
    provider,
    shipper,
  }) => {
    const v = await newVariant(app, "SELL-LOG");
    await addStock(app, f, v.id, f.pick[0]?.id as string, 4);
    for (const who of [provider, shipper]) {
      const tenant: Record<string, string> =
        who.role === "dropShipper" ? { provider_uuid: app.demo.providerId } : {};
      const res = await app.call<TPage<TStockLogRow>>({
        url: "/api/inventory/query-stock-log",
        token: who.token,
        query: { page_size: "5", cur_page: "1", ...tenant },
      });
      expect(res.code).toBe(200);
      expect(res.data.list[0]).toMatchObject({ sku: v.sku, delta: 4 });
      expect(res.data.total).toBeGreaterThan(1);
    }
  });
});
