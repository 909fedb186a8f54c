/**
 * Tenant-isolation probes of the packing floor (review, bagging, weighing), spread into the matrix of
 * tenant-isolation.test.ts. The rival tenant gets a picked, a reviewed, a weighed and a bagged order (in
 * an open rival bag), and a picked wave holding the picked order; no role of the demo tenant may scan, bag,
 * weigh, list, close or print them, by code, tracking number, wave code or id, in its own tenant or
 * naming the rival provider.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { logisticsChannels } from "../src/modules/logistics/index.ts";
import { orderLines, orders } from "../src/modules/orders/index.ts";
import {
  packingBagItems,
  packingBags,
  packingReviewScans,
  packingSettings,
  packingWeighings,
} from "../src/modules/packing/packing.tables.ts";
import { waveOrders, waves } from "../src/modules/waves/index.ts";
import type { TSignedIn, TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import { insertId, refused, rivalVariantId } from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalFloor = {
  picked: { id: "", code: "SO2099010100101", tracking: "RIVAL-PK-1" },
  reviewed: { id: "", code: "SO2099010100102", tracking: "RIVAL-PK-2" },
  bagged: { id: "", code: "SO2099010100103", tracking: "RIVAL-PK-3" },
  weighed: { id: "", code: "SO2099010100104", tracking: "RIVAL-PK-4" },
  bagId: "",
  bagNumber: "BG209901010001",
  /** A picked wave (review by wave) holding the picked order. */
  wave: { id: "", code: "WV20990101-902" },
};
const floorStatuses = ["picked", "reviewed", "weighed", "bagged"] as const;
type TFloorStatus = (typeof floorStatuses)[number];

/** Call after seedRivalWarehousing and seedRivalLogistics (rival warehouse, variant and channel). */
export async function seedRivalPacking(t: TTestApp, foreign: TForeignTenant) {
  const db = t.ctx.db;
  const providerId = foreign.providerId;
  const variantId = await rivalVariantId(t, providerId);
  const [channel] = await db
    .select({ id: logisticsChannels.id })
    .from(logisticsChannels)
    .where(eq(logisticsChannels.providerId, providerId))
    .limit(1);
  for (const status of floorStatuses) {
    const o = rivalFloor[status];
    o.id = await insertId(t, orders, {
      providerId,
      customerId: foreign.customerId,
      warehouseId: rival.warehouseId,
      channelId: channel?.id,
      code: o.code,
      status,
      consignee: "Rival Consignee",
      country: "US",
      address: "Rival Street 1",
      trackingNumber: o.tracking,
      createdBy: foreign.customerId,
    });
    await db.insert(orderLines).values({ providerId, orderId: o.id, position: 1, variantId, quantity: 1 });
  }
  rivalFloor.bagId = await insertId(t, packingBags, {
    providerId,
    bagNumber: rivalFloor.bagNumber,
    channelId: channel?.id ?? "",
    createdBy: foreign.customerId,
  });
  await db
    .insert(packingBagItems)
    .values({ providerId, bagId: rivalFloor.bagId, orderId: rivalFloor.bagged.id });
  rivalFloor.wave.id = await insertId(t, waves, {
    providerId,
    code: rivalFloor.wave.code,
    warehouseId: rival.warehouseId,
    strategyName: "Rival review wave",
    strategyKind: "single-item",
    status: "picked",
    orderCount: 1,
    lineCount: 1,
    unitCount: 1,
    createdBy: foreign.customerId,
  });
  await db.insert(waveOrders).values({
    providerId,
    waveId: rivalFloor.wave.id,
    orderId: rivalFloor.picked.id,
    position: 1,
    result: "picked",
  });
}

const tenants = (me: TSignedIn, t: TTestApp, f: TForeignTenant): Record<string, string>[] => [
  me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {},
  { provider_uuid: f.providerId },
];

async function rivalUnchanged(t: TTestApp) {
  for (const status of floorStatuses) {
    const [o] = await t.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, rivalFloor[status].id));
    expect(o?.status).toBe(status);
  }
  const [bag] = await t.ctx.db
    .select({ status: packingBags.status })
    .from(packingBags)
    .where(eq(packingBags.id, rivalFloor.bagId));
  expect(bag?.status).toBe("open");
  const items = await t.ctx.db
    .select()
    .from(packingBagItems)
    .where(eq(packingBagItems.bagId, rivalFloor.bagId));
  expect(items).toHaveLength(1);
  const scans = await t.ctx.db
    .select()
    .from(packingReviewScans)
    .where(eq(packingReviewScans.orderId, rivalFloor.picked.id));
  expect(scans).toEqual([]);
  const weighings = await t.ctx.db
    .select()
    .from(packingWeighings)
    .where(eq(packingWeighings.orderId, rivalFloor.reviewed.id));
  expect(weighings).toEqual([]);
}

/** A write naming rival rows (each body in each tenant) is always refused and changes nothing. */
function writeProbe(method: "POST" | "PUT", url: string, bodies: () => Record<string, unknown>[]): TEntry {
  return {
    probe: async (t, me, f) => {
      for (const tenant of tenants(me, t, f)) {
        for (const body of bodies()) {
          const res = await t.call({ method, url, token: me.token, body: { ...tenant, ...body } });
          expect(refused, `${url} ${JSON.stringify(body)}`).toContain(res.code);
        }
      }
      await rivalUnchanged(t);
    },
  };
}

const byCode = (status: TFloorStatus) => [
  { code: rivalFloor[status].code },
  { code: rivalFloor[status].tracking },
];

export const packingMatrix: Record<string, TEntry> = {
  "POST /api/review/start-review": writeProbe("POST", "/api/review/start-review", () => [
    ...byCode("picked"),
    { code: rivalFloor.wave.code },
  ]),
  "POST /api/review/scan-wave-item": writeProbe("POST", "/api/review/scan-wave-item", () => [
    { wave_id: rivalFloor.wave.id, code: "RIVAL-STORAGE-SKU" },
  ]),
  "POST /api/review/scan-item": writeProbe("POST", "/api/review/scan-item", () => [
    { order_id: rivalFloor.picked.id, code: "RIVAL-STORAGE-SKU" },
  ]),
  "POST /api/review/complete-review": writeProbe("POST", "/api/review/complete-review", () => [
    { order_id: rivalFloor.picked.id },
  ]),
  "PUT /api/dropshipping/put-into-bag": writeProbe("PUT", "/api/dropshipping/put-into-bag", () => [
    ...byCode("weighed"),
    { code: rivalFloor.weighed.code, bag_number: rivalFloor.bagNumber },
  ]),
  "PUT /api/dropshipping/close-bag": writeProbe("PUT", "/api/dropshipping/close-bag", () => [
    { bag_id: rivalFloor.bagId },
  ]),
  "POST /api/weighing/weigh-package": writeProbe("POST", "/api/weighing/weigh-package", () =>
    byCode("reviewed").flatMap((b) => [
      { ...b, weight: 1 },
      { ...b, weight: 1, record_weight: true },
    ]),
  ),
  "GET /api/weighing/expected-weight": {
    probe: async (t, me, f) => {
      // The rival's reviewed parcel by code or tracking number, in the own tenant and naming the rival.
      for (const tenant of tenants(me, t, f)) {
        for (const query of byCode("reviewed")) {
          const res = await t.call({
            url: "/api/weighing/expected-weight",
            token: me.token,
            query: { ...tenant, ...query },
          });
          expect(refused, JSON.stringify(query)).toContain(res.code);
        }
      }
    },
  },
  "GET /api/dropshipping/query-bagged-specific-element": {
    probe: async (t, me, f) => {
      const [own, named] = tenants(me, t, f);
      const res = await t.call<{ list: { bag_number: string }[] }>({
        url: "/api/dropshipping/query-bagged-specific-element",
        token: me.token,
        query: { ...own, keyword: "2099", page_size: "200" },
      });
      if (me.role === "dropShipper") expect(refused).toContain(res.code);
      else expect(res.data.list.map((b) => b.bag_number)).not.toContain(rivalFloor.bagNumber);
      const other = await t.call({
        url: "/api/dropshipping/query-bagged-specific-element",
        token: me.token,
        query: named,
      });
      expect(refused).toContain(other.code);
    },
  },
  "GET /api/dropshipping/specific-element": {
    probe: async (t, me, f) => {
      // By the rival's order code or tracking number, in the own tenant and naming the rival: refused.
      for (const tenant of tenants(me, t, f)) {
        for (const query of byCode("bagged")) {
          const res = await t.call({
            url: "/api/dropshipping/specific-element",
            token: me.token,
            query: { ...tenant, ...query },
          });
          expect(refused, JSON.stringify(query)).toContain(res.code);
        }
      }
    },
  },
  "GET /api/dropshipping/print-bagged-list": {
    probe: async (t, me, f) => {
      for (const tenant of tenants(me, t, f)) {
        const res = await t.call({
          url: "/api/dropshipping/print-bagged-list",
          token: me.token,
          query: { ...tenant, bag_numbers: rivalFloor.bagNumber },
        });
        expect(refused).toContain(res.code);
      }
    },
  },
  "GET /api/weighing/query-settings": {
    exempt: "reads the caller's own tenant only (no tenant or id parameter); drop shippers are refused",
  },
  "PUT /api/weighing/update-settings": {
    probe: async (t, me, f) => {
      const body = { tolerance_percent: 10, tolerance_grams: 50, provider_uuid: f.providerId };
      await t.call({ method: "PUT", url: "/api/weighing/update-settings", token: me.token, body });
      const rows = await t.ctx.db
        .select()
        .from(packingSettings)
        .where(eq(packingSettings.providerId, f.providerId));
      expect(rows).toEqual([]);
    },
  },
};
