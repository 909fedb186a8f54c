import type { TPutawaySuggestion, TReceiptDetail } from "@wms/contracts";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { stockBalances, stockLogs } from "../../src/modules/inventory/inventory.tables.ts";
import { warehouseLocations, warehouses } from "../../src/modules/warehouses/warehouses.tables.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";

/** Shared by the receipt tests: the demo warehouse and a receipt walked up to a given state. */

export async function demoWarehouse(t: TTestApp) {
  const [w] = await t.ctx.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.providerId, t.demo.providerId), eq(warehouses.code, "SZ01")));
  if (!w) throw new Error("demo warehouse SZ01 missing");
  const locations = await t.ctx.db
    .select({ id: warehouseLocations.id, code: warehouseLocations.code, type: warehouseLocations.type })
    .from(warehouseLocations)
    .where(eq(warehouseLocations.warehouseId, w.id))
    .orderBy(asc(warehouseLocations.walkSequence));
  const byCode = (code: string) => {
    const l = locations.find((x) => x.code === code);
    if (!l) throw new Error(`location ${code} missing`);
    return l.id;
  };
  return { warehouseId: w.id, locations, byCode };
}

export function receiptBody(t: TTestApp, warehouseId: string) {
  return {
    provider_uuid: t.demo.providerId,
    warehouse_id: warehouseId,
    expected_arrival: "2026-12-01",
    reference: "PO-7788",
    lines: [
      { sku: "EB-100-BLK", number: 10 },
      { sku: "6901234500048", number: 5 },
    ],
    boxes: [{ weight: "3.5" }, { weight: "2" }],
  };
}

export async function call<T = TReceiptDetail>(
  t: TTestApp,
  me: TSignedIn,
  url: string,
  body?: Record<string, unknown>,
  query?: Record<string, string>,
) {
  return t.call<T>({ url: `/api/receipt/${url}`, token: me.token, body, query });
}

/** The putaway suggestions for the receipt, as `me` asks for them. */
export function suggestPutaway(t: TTestApp, me: TSignedIn, receiptId: string) {
  return call<{ suggestions: TPutawaySuggestion[] }>(t, me, "suggest-putaway", undefined, {
    receipt_id: receiptId,
  });
}

/** The putaway items that put every suggestion away as suggested. */
export const putawayItemsOf = (suggestions: TPutawaySuggestion[]) =>
  suggestions.map((s) => ({
    line_id: s.line_id,
    kind: s.kind,
    location_id: s.location_id,
    quantity: s.quantity,
  }));

/** The items that put the receipt away as `me` is told to: every suggestion, as suggested. */
export async function suggestedItems(t: TTestApp, me: TSignedIn, receiptId: string) {
  return putawayItemsOf((await suggestPutaway(t, me, receiptId)).data.suggestions);
}

/** A receipt (`receiptBody`) created and submitted by the shipper: the receipt as created. */
export async function submittedReceipt(t: TTestApp, shipper: TSignedIn, warehouseId: string) {
  const created = await call(t, shipper, "create-receipt", receiptBody(t, warehouseId));
  expect(created.code).toBe(1000);
  const p = { provider_uuid: t.demo.providerId, receipt_id: created.data.receipt_id };
  expect((await call(t, shipper, "submit-receipt", p)).code).toBe(200);
  return created.data;
}

/** A receipt created and submitted by the shipper, then received and inspected by the provider. */
export async function inspectedReceipt(
  t: TTestApp,
  shipper: TSignedIn,
  provider: TSignedIn,
  warehouseId: string,
) {
  const created = await submittedReceipt(t, shipper, warehouseId);
  const id = created.receipt_id;
  expect((await call(t, provider, "start-receiving", { receipt_id: id })).code).toBe(200);
  const [a, b] = created.lines;
  const inspected = await call(t, provider, "inspect-receipt", {
    receipt_id: id,
    lines: [
      { line_id: a?.line_id, qualified_quantity: 9, unqualified_quantity: 2 },
      { line_id: b?.line_id, qualified_quantity: 4, unqualified_quantity: 0 },
    ],
  });
  expect(inspected.code).toBe(200);
  return inspected.data;
}

export function balancesOf(t: TTestApp, warehouseId: string) {
  return t.ctx.db
    .select({
      locationId: stockBalances.locationId,
      variantId: stockBalances.variantId,
      onHand: stockBalances.onHand,
    })
    .from(stockBalances)
    .where(eq(stockBalances.warehouseId, warehouseId));
}

export function logsOfDocument(t: TTestApp, documentId: string) {
  return t.ctx.db
    .select({
      reason: stockLogs.reason,
      delta: stockLogs.deltaOnHand,
      locationId: stockLogs.locationId,
      variantId: stockLogs.variantId,
      code: stockLogs.documentCode,
    })
    .from(stockLogs)
    .where(eq(stockLogs.documentId, documentId))
    .orderBy(asc(stockLogs.id));
}
