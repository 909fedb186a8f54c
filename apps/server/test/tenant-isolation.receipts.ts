/**
 * Tenant-isolation probes of warehouse receipts (spread into the matrix of tenant-isolation.test.ts).
 * The rival tenant gets a receipt (in receiving, with a line and a box) in its warehouse; no role of the
 * demo tenant may read, change, receive, put away or print it, by id, code or provider_uuid.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { receiptBoxes, receiptLines, receipts } from "../src/modules/receipts/receipts.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import { insertId, refused, rivalByIdProbe, rivalVariantId } from "./tenant-isolation.shared.ts";
import { rival, rivalDocumentOwner } from "./tenant-isolation.warehouses.ts";

const rivalReceipt = { id: "", code: "RK209901010001", lineId: "" };

/** Call after seedRivalWarehousing (it needs the rival warehouse and variant). */
export async function seedRivalReceipt(t: TTestApp, foreign: TForeignTenant) {
  const db = t.ctx.db;
  const providerId = foreign.providerId;
  const variantId = await rivalVariantId(t, providerId);
  rivalReceipt.id = await insertId(t, receipts, {
    ...rivalDocumentOwner(foreign),
    code: rivalReceipt.code,
    status: "receiving",
    reference: "RIVAL-REF",
  });
  rivalReceipt.lineId = await insertId(t, receiptLines, {
    providerId,
    receiptId: rivalReceipt.id,
    position: 1,
    variantId,
    expectedQuantity: 3,
  });
  await db
    .insert(receiptBoxes)
    .values({ providerId, receiptId: rivalReceipt.id, boxNo: 1, code: `${rivalReceipt.code}-01` });
}

async function rivalUnchanged(t: TTestApp) {
  const [r] = await t.ctx.db
    .select({ status: receipts.status, reference: receipts.reference })
    .from(receipts)
    .where(eq(receipts.id, rivalReceipt.id));
  expect(r).toEqual({ status: "receiving", reference: "RIVAL-REF" });
  const [line] = await t.ctx.db
    .select({ received: receiptLines.receivedQuantity, qualified: receiptLines.qualifiedQuantity })
    .from(receiptLines)
    .where(eq(receiptLines.id, rivalReceipt.lineId));
  expect(line).toEqual({ received: 0, qualified: 0 });
}

/** The rival receipt by id, in the caller's own tenant and naming the rival provider: always refused. */
function byIdProbe(
  path: string,
  method: "GET" | "POST",
  extra: () => Record<string, unknown> = () => ({}),
): TEntry {
  const payload = () => ({ receipt_id: rivalReceipt.id, ...extra() });
  return rivalByIdProbe(method, `/api/receipt/${path}`, payload, rivalUnchanged);
}

export const receiptsMatrix: Record<string, TEntry> = {
  "POST /api/receipt/create-receipt": {
    probe: async (t, me, f) => {
      const body = {
        warehouse_id: rival.warehouseId,
        lines: [{ sku: "RIVAL-STORAGE-SKU", number: 1 }],
        boxes: [{}],
      };
      const attempts = [
        { ...body, provider_uuid: f.providerId },
        { ...body, ...ownTenant(t, me), customer_id: f.customerId },
        { ...body, ...ownTenant(t, me), customer_id: t.demo.customerId },
      ];
      for (const attempt of attempts) {
        const res = await t.call({ url: "/api/receipt/create-receipt", token: me.token, body: attempt });
        expect([4001, ...refused]).toContain(res.code);
      }
      const inRival = await t.ctx.db
        .select({ id: receipts.id })
        .from(receipts)
        .where(eq(receipts.warehouseId, rival.warehouseId));
      expect(inRival).toHaveLength(1);
    },
  },
  "POST /api/receipt/update-receipt": byIdProbe("update-receipt", "POST", () => ({
    warehouse_id: rival.warehouseId,
    reference: "HACKED",
    lines: [{ sku: "RIVAL-STORAGE-SKU", number: 1 }],
    boxes: [{}],
  })),
  "GET /api/receipt/query-receipt": {
    probe: async (t, me, f) => {
      const queries: Record<string, string>[] = [
        { page_size: "200" },
        { keyword: rivalReceipt.code },
        { keyword: "RIVAL-STORAGE" },
      ];
      for (const query of queries) {
        const res = await t.call<{ list: { receipt_id: string }[] }>({
          url: "/api/receipt/query-receipt",
          token: me.token,
          query: { ...ownTenant(t, me), ...query },
        });
        expect(res.code).toBe(200);
        expect(res.data.list.map((r) => r.receipt_id)).not.toContain(rivalReceipt.id);
      }
      const other = await t.call({
        url: "/api/receipt/query-receipt",
        token: me.token,
        query: { provider_uuid: f.providerId },
      });
      expect(refused).toContain(other.code);
      const customer = await t.call<{ total: number }>({
        url: "/api/receipt/query-receipt",
        token: me.token,
        query: { ...ownTenant(t, me), customer_id: f.customerId },
      });
      if (customer.code === 200) expect(customer.data.total).toBe(0);
    },
  },
  "GET /api/receipt/query-receipt-detail": byIdProbe("query-receipt-detail", "GET"),
  "POST /api/receipt/submit-receipt": byIdProbe("submit-receipt", "POST"),
  "POST /api/receipt/cancel-receipt": byIdProbe("cancel-receipt", "POST"),
  "POST /api/receipt/start-receiving": byIdProbe("start-receiving", "POST"),
  "POST /api/receipt/scan-receipt": byIdProbe("scan-receipt", "POST", () => ({ code: "RIVAL-STORAGE-SKU" })),
  "POST /api/receipt/inspect-receipt": byIdProbe("inspect-receipt", "POST", () => ({
    lines: [{ line_id: rivalReceipt.lineId, qualified_quantity: 3, unqualified_quantity: 0 }],
  })),
  "GET /api/receipt/suggest-putaway": byIdProbe("suggest-putaway", "GET"),
  "POST /api/receipt/putaway-receipt": byIdProbe("putaway-receipt", "POST", () => ({
    items: [{ line_id: rivalReceipt.lineId, kind: "qualified", location_id: rival.locationId, quantity: 3 }],
  })),
  "POST /api/receipt/complete-receipt": byIdProbe("complete-receipt", "POST"),
  "GET /api/receipt/print-box-labels": byIdProbe("print-box-labels", "GET"),
};
