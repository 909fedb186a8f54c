import type { TReturnDetail } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { stockLogs } from "../../src/modules/inventory/index.ts";
import { warehouseLocations } from "../../src/modules/warehouses/index.ts";
import { webhookDeliveries } from "../../src/modules/webhooks/webhooks.tables.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";
import { billingTest } from "./billing.test-helpers.ts";
import { multipartFile, tinyPng } from "./products.test-helpers.ts";

/**
 * `billingTest` (orders handed over on the floor: `handedOver`) with what the returns tests share:
 * `shippedOrder(sku, quantity)` a fresh SKU's order shipped to a buyer, `photo()` an uploaded photo's URL.
 */
export const returnsTest = billingTest
  .extend(
    "shippedOrder",
    { scope: "file" },
    ({ handedOver }) =>
      (sku: string, quantity: number) =>
        handedOver(sku, quantity, null),
  )
  .extend(
    "photo",
    { scope: "file" },
    ({ app, operator }) =>
      () =>
        uploadPhoto(app, operator),
  );

export async function uploadPhoto(t: TTestApp, who: TSignedIn) {
  const file = multipartFile("dent.png", tinyPng, "image/png");
  const res = await t.call<{ url: string }>({
    url: "/api/returns/upload-photo",
    token: who.token,
    headers: file.headers,
    body: file.body,
  });
  expect(res.code, res.message).toBe(200);
  return res.data.url;
}

/** The stock-log rows an RMA wrote (its document), oldest first. */
export const stockLogsOfReturn = (t: TTestApp, returnId: string) =>
  t.ctx.db
    .select({
      reason: stockLogs.reason,
      delta: stockLogs.deltaOnHand,
      location: warehouseLocations.code,
      documentCode: stockLogs.documentCode,
    })
    .from(stockLogs)
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockLogs.locationId))
    .where(and(eq(stockLogs.documentType, "rma"), eq(stockLogs.documentId, returnId)))
    .orderBy(stockLogs.createdAt, stockLogs.id);

/** The webhook bodies queued for the demo customer of one event type, oldest first. */
export async function webhookBodies(t: TTestApp, type: string) {
  const rows = await t.ctx.db
    .select({ body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventType, type))
    .orderBy(webhookDeliveries.createdAt);
  return rows.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
}

/** Units of a line of an RMA detail by SKU. */
export const lineOf = (r: TReturnDetail, sku: string) => {
  const line = r.lines.find((l) => l.sku === sku);
  if (!line) throw new Error(`no line ${sku} on ${r.code}`);
  return line;
};
