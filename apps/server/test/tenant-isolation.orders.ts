/**
 * Tenant-isolation probes of warehouse orders (spread into the matrix of tenant-isolation.test.ts).
 * The rival tenant gets a submitted order in its warehouse; no role of the demo tenant may read, change,
 * act on, annotate or import into it, by id or by naming the rival provider or customer.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderLines, orderNotes, orders } from "../src/modules/orders/orders.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import { multipartFile, xlsxOf } from "./support/products.test-helpers.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  expectRivalProviderRefused,
  insertId,
  listedCodes,
  refused,
  rivalByIdProbe,
  rivalVariantId,
} from "./tenant-isolation.shared.ts";
import { rival, rivalDocumentOwner } from "./tenant-isolation.warehouses.ts";

export const rivalOrder = { id: "", code: "SO2099010100001" };

/** Call after seedRivalWarehousing (it needs the rival warehouse and variant). */
export async function seedRivalOrder(t: TTestApp, foreign: TForeignTenant) {
  const db = t.ctx.db;
  const providerId = foreign.providerId;
  const variantId = await rivalVariantId(t, providerId);
  rivalOrder.id = await insertId(t, orders, {
    ...rivalDocumentOwner(foreign),
    code: rivalOrder.code,
    status: "submitted",
    consignee: "Rival Consignee",
    country: "US",
    address: "Rival Street 1",
    trackingNumber: "RIVAL-TRACK",
  });
  await db
    .insert(orderLines)
    .values({ providerId, orderId: rivalOrder.id, position: 1, variantId, quantity: 1 });
}

async function rivalUnchanged(t: TTestApp) {
  const [o] = await t.ctx.db
    .select({ status: orders.status, consignee: orders.consignee, tracking: orders.trackingNumber })
    .from(orders)
    .where(eq(orders.id, rivalOrder.id));
  expect(o).toEqual({ status: "submitted", consignee: "Rival Consignee", tracking: "RIVAL-TRACK" });
  const notes = await t.ctx.db.select().from(orderNotes).where(eq(orderNotes.orderId, rivalOrder.id));
  expect(notes).toEqual([]);
}

/** The rival order by id, in the caller's own tenant and naming the rival provider: always refused. */
function byIdProbe(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  extra: () => Record<string, unknown> = () => ({}),
): TEntry {
  return rivalByIdProbe(method, url, () => ({ order_id: rivalOrder.id, ...extra() }), rivalUnchanged);
}

/** Orders the rival provider holds (other matrix files seed more of them, so probes compare before/after). */
async function rivalOrderCount(t: TTestApp, providerId: string) {
  const rows = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.providerId, providerId));
  return rows.length;
}

const address = { consignee: "Hijack", country: "US", address: "Nowhere 1" };

/** A confirmed rival order in the rival warehouse, for the outbound overview to leave out (made once). */
let rivalConfirmed: Promise<string> | null = null;

export const ordersMatrix: Record<string, TEntry> = {
  "GET /api/order/outbound-overview": {
    probe: async (t, me, f) => {
      rivalConfirmed ??= insertId(t, orders, {
        ...rivalDocumentOwner(f),
        code: "SO2099010100002",
        status: "confirmed",
        consignee: "Rival Consignee",
        country: "US",
        address: "Rival Street 1",
      });
      await rivalConfirmed;
      const res = await t.call<{ steps: { step: string; count: number }[] }>({
        url: "/api/order/outbound-overview",
        token: me.token,
        query: { warehouse_id: rival.warehouseId },
      });
      if (me.role === "dropShipper") return expect(refused).toContain(res.code);
      // Naming the rival warehouse counts nothing: the count is always of the caller's own orders.
      expect(res.code).toBe(200);
      expect(res.data.steps.every((s) => s.count === 0)).toBe(true);
    },
  },
  "GET /api/order/query-order": {
    probe: async (t, me, f) => {
      const own = await listedCodes(t, me, "/api/order/query-order", {
        ...ownTenant(t, me),
        keyword: "Rival",
      });
      expect(own.code).toBe(200);
      expect(own.codes).not.toContain(rivalOrder.code);
      await expectRivalProviderRefused(t, me, f, "/api/order/query-order");
    },
  },
  "GET /api/order/query-specific-elements": byIdProbe("GET", "/api/order/query-specific-elements"),
  "GET /api/audit_log/audit-log-retrieve": byIdProbe("GET", "/api/audit_log/audit-log-retrieve"),
  "PUT /api/order/update-order": byIdProbe("PUT", "/api/order/update-order", () => ({
    ...address,
    warehouse_id: rival.warehouseId,
    lines: [{ sku: "RIVAL-STORAGE-SKU", quantity: 1 }],
  })),
  "POST /api/order/copy-order": byIdProbe("POST", "/api/order/copy-order"),
  "POST /api/order/split-order": byIdProbe("POST", "/api/order/split-order", () => ({
    lines: [{ sku: "RIVAL-STORAGE-SKU", quantity: 1 }],
  })),
  "PUT /api/order/change-order": byIdProbe("PUT", "/api/order/change-order", () => address),
  "POST /api/order/add-note": byIdProbe("POST", "/api/order/add-note", () => ({ text: "hello" })),
  "DELETE /api/shipping_status/delete-shipping-status": byIdProbe(
    "DELETE",
    "/api/shipping_status/delete-shipping-status",
  ),
  "PUT /api/order/batch-modify-report-provider": {
    probe: async (t, me, f) => {
      for (const action of ["submit", "confirm", "cut_off", "cancel", "return_to_draft"]) {
        const res = await t.call<{ done?: string[] }>({
          method: "PUT",
          url: "/api/order/batch-modify-report-provider",
          token: me.token,
          body: { ...ownTenant(t, me), action, order_ids: [rivalOrder.id] },
        });
        // Own tenant: the order is simply not found (the bulk answer lists it as an error).
        expect([4003, 4004]).toContain(res.code);
        expect(res.data?.done ?? []).toEqual([]);
      }
      const named = await t.call({
        method: "PUT",
        url: "/api/order/batch-modify-report-provider",
        token: me.token,
        body: { provider_uuid: f.providerId, action: "confirm", order_ids: [rivalOrder.id] },
      });
      expect(refused).toContain(named.code);
      await rivalUnchanged(t);
    },
  },
  "POST /api/order/create-order": {
    probe: async (t, me, f) => {
      const before = await rivalOrderCount(t, f.providerId);
      const body = {
        ...address,
        warehouse_id: rival.warehouseId,
        lines: [{ sku: "RIVAL-STORAGE-SKU", quantity: 1 }],
      };
      const named = await t.call({
        url: "/api/order/create-order",
        token: me.token,
        body: { ...body, provider_uuid: f.providerId, customer_id: f.customerId },
      });
      expect(refused).toContain(named.code);
      // In the own tenant the rival warehouse, customer and SKU do not exist.
      const own = await t.call({
        url: "/api/order/create-order",
        token: me.token,
        body: { ...body, ...ownTenant(t, me), customer_id: f.customerId },
      });
      expect([4001, 4004]).toContain(own.code);
      expect(await rivalOrderCount(t, f.providerId)).toBe(before);
    },
  },
  "POST /api/order/import-order": {
    probe: async (t, me, f) => {
      const before = await rivalOrderCount(t, f.providerId);
      const bytes = await xlsxOf(
        ["Warehouse code", "Consignee", "Country code", "Address", "SKU", "Quantity"],
        [["RIVAL", "X", "US", "Y", "RIVAL-STORAGE-SKU", 1]],
      );
      const queries: Record<string, string>[] = [
        { provider_uuid: f.providerId },
        { customer_id: f.customerId },
      ];
      for (const query of queries) {
        const file = multipartFile("orders.xlsx", bytes);
        const res = await t.app.inject({
          method: "POST",
          url: "/api/order/import-order",
          query:
            me.role === "dropShipper" && !("provider_uuid" in query)
              ? { ...query, provider_uuid: f.providerId }
              : query,
          headers: { authorization: `Bearer ${me.token}`, "x-csrftoken": me.csrf, ...file.headers },
          payload: file.body,
        });
        expect(refused).toContain(res.json().code);
      }
      expect(await rivalOrderCount(t, f.providerId)).toBe(before);
    },
  },
};
