/**
 * Tenant-isolation probes of inventory (spread into the matrix of tenant-isolation.test.ts). The rival
 * tenant gets 7 units of RIVAL-STORAGE-SKU in its warehouse (through the ledger); no role of the demo
 * tenant may see, export, adjust, move or log them, by id, barcode or provider_uuid.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { changeOnHand, stockBalances } from "../src/modules/inventory/index.ts";
import { ownTenant, type TSignedIn, type TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import { refused, refusedRoutes, rivalSku, rivalVariantId } from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalStock = { variantId: "", balanceId: "" };

/** Call after seedRivalWarehousing (it needs the rival warehouse, location and variant). */
export async function seedRivalStock(t: TTestApp, foreign: TForeignTenant) {
  const providerId = foreign.providerId;
  rivalStock.variantId = await rivalVariantId(t, providerId);
  const result = await t.ctx.db.transaction((tx) =>
    changeOnHand(
      tx,
      { providerId, userId: randomUUID() },
      {
        warehouseId: rival.warehouseId,
        locationId: rival.locationId,
        variantId: rivalStock.variantId,
        customerId: foreign.customerId,
        delta: 7,
        reason: "adjustment_increase",
        document: { type: "adjustment", id: randomUUID(), code: "RIVAL-ADJ" },
      },
    ),
  );
  rivalStock.balanceId = result.balanceId;
}

const isStaff = (me: TSignedIn) => me.role !== "dropShipper";

async function rivalUnchanged(t: TTestApp) {
  const [row] = await t.ctx.db.select().from(stockBalances).where(eq(stockBalances.id, rivalStock.balanceId));
  expect(row).toMatchObject({ onHand: 7, draftOccupied: 0 });
}

/** A read in the caller's own tenant never shows the rival SKU; naming the rival provider is refused. */
function readProbe(
  url: string,
  query: () => Record<string, string>,
  rows: (data: unknown) => unknown[],
): TEntry {
  return {
    probe: async (t, me, f) => {
      const own = await t.call({ url, token: me.token, query: { ...ownTenant(t, me), ...query() } });
      expect(own.code).toBe(200);
      expect(JSON.stringify(rows(own.data))).not.toContain(rivalSku);
      expect(JSON.stringify(rows(own.data))).not.toContain(rivalStock.balanceId);
      const named = await t.call({
        url,
        token: me.token,
        query: { ...query(), provider_uuid: f.providerId },
      });
      expect(refused).toContain(named.code);
    },
  };
}
const list = (data: unknown) => (data as { list: unknown[] }).list;

export const inventoryMatrix: Record<string, TEntry> = {
  "GET /api/inventory/query-inventory": readProbe(
    "/api/inventory/query-inventory",
    () => ({ keyword: rivalSku }),
    list,
  ),
  "GET /api/inventory/query-inventory-detail": readProbe(
    "/api/inventory/query-inventory-detail",
    () => ({ variant_id: rivalStock.variantId }),
    list,
  ),
  "GET /api/inventory/query-stock-log": readProbe(
    "/api/inventory/query-stock-log",
    () => ({ barcode: rivalSku }),
    list,
  ),
  "GET /api/alarms/current": readProbe("/api/alarms/current", () => ({}), list),
  "GET /api/inventory/lookup-variant": {
    probe: async (t, me) => {
      const res = await t.call<{ list: unknown[] }>({
        url: "/api/inventory/lookup-variant",
        token: me.token,
        query: { code: rivalSku },
      });
      if (isStaff(me)) expect(res.data.list).toEqual([]);
      else expect(res.code).toBe(4003);
    },
  },
  ...refusedRoutes({
    "POST /api/inventory/export-inventory": (f) => ({ provider_uuid: f.providerId }),
  }),
  "POST /api/inventory/adjust-stock": {
    probe: async (t, me) => {
      const res = await t.call({
        url: "/api/inventory/adjust-stock",
        token: me.token,
        body: {
          warehouse_id: rival.warehouseId,
          reason: "found",
          lines: [
            {
              variant_id: rivalStock.variantId,
              barcode: rivalSku,
              location_id: rival.locationId,
              direction: "decrease",
              quantity: 1,
            },
          ],
        },
      });
      // Staff: the rival warehouse is not theirs (field error); drop shippers may not adjust at all.
      expect(isStaff(me) ? [4001, ...refused] : [4003]).toContain(res.code);
      await rivalUnchanged(t);
    },
  },
  "POST /api/inventory/move-stock": {
    probe: async (t, me) => {
      const res = await t.call({
        url: "/api/inventory/move-stock",
        token: me.token,
        body: { balance_id: rivalStock.balanceId, to_location_id: rival.locationId, quantity: 1 },
      });
      expect(refused).toContain(res.code);
      await rivalUnchanged(t);
    },
  },
  "POST /api/inventory/release-stock": {
    probe: async (t, me) => {
      const res = await t.call({
        url: "/api/inventory/release-stock",
        token: me.token,
        body: {
          balance_id: rivalStock.balanceId,
          to_location_id: rival.locationId,
          quantity: 1,
          note: "probe",
        },
      });
      expect(refused).toContain(res.code);
      await rivalUnchanged(t);
    },
  },
};
