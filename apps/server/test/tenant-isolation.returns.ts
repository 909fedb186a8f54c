/**
 * Tenant-isolation probes of returns (spread into the matrix of tenant-isolation.test.ts). The rival tenant
 * has a received RMA of its SKU in its warehouse and an unidentified parcel waiting there; no role of the demo
 * tenant may list, read, print, act on or inspect them, raise an RMA from the rival's order, SKU or
 * warehouse, find the rival's RMA by a scan, or give the rival's parcel to a customer.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { returnLines, returns, unidentifiedReturns } from "../src/modules/returns/returns.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import { multipartFile, tinyPng } from "./support/products.test-helpers.ts";
import { rivalOrder } from "./tenant-isolation.orders.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  callAs,
  insertId,
  refused,
  rivalByIdProbe,
  rivalSku,
  rivalVariantId,
  staffListProbe,
} from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalReturn = { id: "", code: "RM209901010001", tracking: "RIVAL-RETURN-TRACK" };
const rivalParcel = { id: "", code: "UR209901010001" };

/** Call after seedRivalWarehousing (it needs the rival warehouse and variant). */
export async function seedRivalReturns(t: TTestApp, foreign: TForeignTenant) {
  rivalReturn.id = await insertId(t, returns, {
    providerId: foreign.providerId,
    customerId: foreign.customerId,
    warehouseId: rival.warehouseId,
    code: rivalReturn.code,
    source: "merchant",
    status: "received",
    consignee: "Rival Buyer",
    trackingNumber: rivalReturn.tracking,
    requestedBy: "rival_shipper",
    receivedAt: new Date(),
  });
  await t.ctx.db.insert(returnLines).values({
    providerId: foreign.providerId,
    returnId: rivalReturn.id,
    position: 0,
    variantId: await rivalVariantId(t, foreign.providerId),
    quantity: 2,
    reason: "damaged",
  });
  rivalParcel.id = await insertId(t, unidentifiedReturns, {
    providerId: foreign.providerId,
    code: rivalParcel.code,
    warehouseId: rival.warehouseId,
    trackingNumber: "RIVAL-PARCEL",
    receivedByName: "rival_operator",
  });
}

async function rivalUnchanged(t: TTestApp, f: TForeignTenant) {
  const rmas = await t.ctx.db.select().from(returns).where(eq(returns.providerId, f.providerId));
  expect(rmas.map((r) => [r.id, r.status, r.trackingNumber])).toEqual([
    [rivalReturn.id, "received", rivalReturn.tracking],
  ]);
  const parcels = await t.ctx.db
    .select()
    .from(unidentifiedReturns)
    .where(eq(unidentifiedReturns.providerId, f.providerId));
  expect(parcels.map((p) => [p.id, p.status, p.returnId])).toEqual([[rivalParcel.id, "waiting", null]]);
}

const byId = (method: "GET" | "POST", path: string, body: Record<string, unknown> = {}) =>
  rivalByIdProbe(
    method,
    `/api/returns/${path}`,
    () => ({ return_id: rivalReturn.id, ...body }),
    rivalUnchanged,
  );

export const returnsMatrix: Record<string, TEntry> = {
  "GET /api/returns/query-returns": {
    probe: async (t, me, f) => {
      const queries: Record<string, string>[] = [
        {},
        { keyword: rivalReturn.code },
        { customer_id: f.customerId },
      ];
      for (const query of queries) {
        const res = await t.call<{ list: { id: string }[] }>({
          url: "/api/returns/query-returns",
          token: me.token,
          query: { ...ownTenant(t, me), ...query },
        });
        expect(res.code).toBe(200);
        expect(res.data.list.map((r) => r.id)).not.toContain(rivalReturn.id);
      }
      const named = await callAs(t, me, "GET", "/api/returns/query-returns", { provider_uuid: f.providerId });
      if (me.role === "dropShipper") expect(refused).toContain(named.code);
    },
  },
  "GET /api/returns/query-return-figures": {
    probe: async (t, me, f) => {
      const own = await t.call<{ by_customer: { customer_id: string }[]; inspection: { waiting: number } }>({
        url: "/api/returns/query-return-figures",
        token: me.token,
        query: ownTenant(t, me),
      });
      expect(own.code).toBe(200);
      expect(own.data.by_customer.map((c) => c.customer_id)).not.toContain(f.customerId);
      // The rival's received RMA waits in its own tenant only.
      expect(own.data.inspection.waiting).toBe(0);
      const named = await callAs(t, me, "GET", "/api/returns/query-return-figures", {
        provider_uuid: f.providerId,
      });
      if (me.role === "dropShipper") expect(refused).toContain(named.code);
    },
  },
  "GET /api/returns/query-return-detail": byId("GET", "query-return-detail"),
  "GET /api/returns/print-return-slip": byId("GET", "print-return-slip"),
  "GET /api/returns/query-returnable-lines": rivalByIdProbe(
    "GET",
    "/api/returns/query-returnable-lines",
    () => ({ order_id: rivalOrder.id }),
  ),
  "POST /api/returns/create-return": {
    probe: async (t, me, f) => {
      const lines = [{ sku: rivalSku, quantity: 1, reason: "other" }];
      for (const attempt of [
        { warehouse_id: rival.warehouseId, lines, provider_uuid: f.providerId },
        { warehouse_id: rival.warehouseId, lines, ...ownTenant(t, me), customer_id: f.customerId },
        { order_id: rivalOrder.id, lines, ...ownTenant(t, me), customer_id: t.demo.customerId },
        { warehouse_id: rival.warehouseId, lines, ...ownTenant(t, me), customer_id: t.demo.customerId },
      ]) {
        const res = await callAs(t, me, "POST", "/api/returns/create-return", attempt);
        expect([4001, ...refused]).toContain(res.code);
      }
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/returns/ship-return": byId("POST", "ship-return", { tracking_number: "HACKED" }),
  "POST /api/returns/cancel-return": byId("POST", "cancel-return", { reason: "HACKED" }),
  "POST /api/returns/close-return": byId("POST", "close-return"),
  "POST /api/returns/receive-return": byId("POST", "receive-return", { tracking_number: "HACKED" }),
  "POST /api/returns/finish-inspection": byId("POST", "finish-inspection"),
  "POST /api/returns/inspect-return": byId("POST", "inspect-return", {
    sku: rivalSku,
    disposition: "dispose",
    note: "HACKED",
  }),
  "GET /api/returns/find-returns": {
    probe: async (t, me) => {
      for (const scan of [rivalReturn.code, rivalReturn.tracking, "Rival Buyer"]) {
        const res = await t.call<{ list: { id: string }[] }>({
          url: "/api/returns/find-returns",
          token: me.token,
          query: { scan },
        });
        if (me.role === "dropShipper") {
          expect(res.code).toBe(4003);
          continue;
        }
        expect(res.code).toBe(200);
        expect(res.data.list).toEqual([]);
      }
    },
  },
  "GET /api/returns/query-unidentified": staffListProbe(
    "/api/returns/query-unidentified",
    () => rivalParcel.id,
    (): Record<string, string>[] => [{}, { keyword: "RIVAL-PARCEL" }, { warehouse_id: rival.warehouseId }],
  ),
  "POST /api/returns/record-unidentified": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "POST", "/api/returns/record-unidentified", {
        warehouse_id: rival.warehouseId,
        tracking_number: "HACKED",
      });
      expect(refused).toContain(res.code);
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/returns/assign-unidentified": {
    probe: async (t, me, f) => {
      for (const attempt of [
        { parcel_id: rivalParcel.id, customer_id: f.customerId },
        { parcel_id: rivalParcel.id, customer_id: t.demo.customerId },
      ]) {
        const res = await callAs(t, me, "POST", "/api/returns/assign-unidentified", attempt);
        expect(refused).toContain(res.code);
      }
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/returns/upload-photo": {
    probe: async (t, me) => {
      const file = multipartFile("a.png", tinyPng, "image/png");
      const res = await t.call({
        url: "/api/returns/upload-photo",
        token: me.token,
        query: {},
        headers: file.headers,
        body: file.body,
      });
      // Staff store a photo for their own tenant; a drop shipper may not upload at all.
      expect(res.code).toBe(me.role === "dropShipper" ? 4003 : 200);
    },
  },
  "GET /api/files/returns/:name": {
    exempt: "public by random unguessable name, like a CDN (product images)",
  },
};
