/**
 * Tenant-isolation probes of value-added work (spread into the matrix of tenant-isolation.test.ts). The
 * rival tenant has a work order in its warehouse on its SKU; no role of the demo tenant may list, complete or
 * cancel it, nor ask for work on the rival's customer, warehouse or SKU.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { vasOrders } from "../src/modules/vas/vas.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  callAs,
  insertId,
  refused,
  rivalByIdProbe,
  rivalSku,
  rivalVariantId,
} from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalOrder = { id: "", code: "VA209901010001" };

/** Call after seedRivalWarehousing (it needs the rival warehouse and variant). */
export async function seedRivalVas(t: TTestApp, foreign: TForeignTenant) {
  rivalOrder.id = await insertId(t, vasOrders, {
    providerId: foreign.providerId,
    customerId: foreign.customerId,
    warehouseId: rival.warehouseId,
    code: rivalOrder.code,
    variantId: await rivalVariantId(t, foreign.providerId),
    kind: "labelling",
    quantity: 10,
    requestedBy: "rival_shipper",
  });
}

async function rivalUnchanged(t: TTestApp, f: TForeignTenant) {
  const rows = await t.ctx.db.select().from(vasOrders).where(eq(vasOrders.providerId, f.providerId));
  expect(rows.map((r) => [r.id, r.status, r.doneQuantity])).toEqual([[rivalOrder.id, "requested", null]]);
}

export const vasMatrix: Record<string, TEntry> = {
  "GET /api/vas/query-vas-orders": {
    probe: async (t, me, f) => {
      const queries: Record<string, string>[] = [
        {},
        { keyword: rivalOrder.code },
        { customer_id: f.customerId },
      ];
      for (const query of queries) {
        const res = await t.call<{ list: { id: string }[] }>({
          url: "/api/vas/query-vas-orders",
          token: me.token,
          query: { ...ownTenant(t, me), ...query },
        });
        expect(res.code).toBe(200);
        expect(res.data.list.map((r) => r.id)).not.toContain(rivalOrder.id);
      }
      const named = await callAs(t, me, "GET", "/api/vas/query-vas-orders", { provider_uuid: f.providerId });
      if (me.role === "dropShipper") expect(refused).toContain(named.code);
    },
  },
  "POST /api/vas/create-vas-order": {
    probe: async (t, me, f) => {
      const body = { warehouse_id: rival.warehouseId, kind: "labelling", sku: rivalSku, quantity: 1 };
      for (const attempt of [
        { ...body, provider_uuid: f.providerId },
        { ...body, ...ownTenant(t, me), customer_id: f.customerId },
        { ...body, ...ownTenant(t, me), customer_id: t.demo.customerId },
      ]) {
        const res = await callAs(t, me, "POST", "/api/vas/create-vas-order", attempt);
        expect([4001, ...refused]).toContain(res.code);
      }
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/vas/complete-vas-order": rivalByIdProbe(
    "POST",
    "/api/vas/complete-vas-order",
    () => ({ vas_order_id: rivalOrder.id, done_quantity: 10 }),
    rivalUnchanged,
  ),
  "POST /api/vas/cancel-vas-order": rivalByIdProbe(
    "POST",
    "/api/vas/cancel-vas-order",
    () => ({ vas_order_id: rivalOrder.id, reason: "HACKED" }),
    rivalUnchanged,
  ),
};
