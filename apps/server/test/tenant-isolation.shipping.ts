/**
 * Tenant-isolation probes of shipping (spread into the matrix of tenant-isolation.test.ts). The rival
 * tenant gets a weighed order on an open shipping notice and an order in exception; no role of the demo
 * tenant may print, number, hand over, list or handle them.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { logisticsChannels } from "../src/modules/logistics/index.ts";
import { orderShelfReturns, orders } from "../src/modules/orders/index.ts";
import {
  shippingNoticeOrders,
  shippingNotices,
  shippingWaybills,
} from "../src/modules/shipping/shipping.tables.ts";
import type { TSignedIn, TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import { insertId, listedCodes, refused, refusedRoutes } from "./tenant-isolation.shared.ts";
import { rival, rivalDocumentOwner } from "./tenant-isolation.warehouses.ts";

const rivalShip = { channelId: "", weighedId: "", exceptionId: "", noticeId: "", shelfReturnId: "" };
const codes = { weighed: "SO2099020200001", exception: "SO2099020200002", notice: "DN209902020001" };

/** Call after seedRivalWarehousing (it needs the rival warehouse). */
export async function seedRivalShipping(t: TTestApp, foreign: TForeignTenant) {
  const db = t.ctx.db;
  const providerId = foreign.providerId;
  rivalShip.channelId = await insertId(t, logisticsChannels, {
    providerId,
    name: "Rival ship",
    code: "RIVAL-SHIP",
    warehouseId: rival.warehouseId,
    carrierKind: "self_issued",
  });
  const base = {
    ...rivalDocumentOwner(foreign),
    channelId: rivalShip.channelId,
    consignee: "Rival Consignee",
    country: "US",
    address: "Rival Street 2",
  };
  const [w] = await db
    .insert(orders)
    .values({ ...base, code: codes.weighed, status: "weighed", trackingNumber: "RIVALSHIP1" })
    .returning({ id: orders.id });
  const [e] = await db
    .insert(orders)
    .values({
      ...base,
      code: codes.exception,
      status: "exception",
      exceptionFrom: "picked",
      exceptionReason: "short_pick",
    })
    .returning({ id: orders.id });
  rivalShip.weighedId = w?.id ?? "";
  rivalShip.exceptionId = e?.id ?? "";
  rivalShip.noticeId = await insertId(t, shippingNotices, {
    providerId,
    code: codes.notice,
    warehouseId: rival.warehouseId,
    channelId: rivalShip.channelId,
    orderCount: 1,
    createdBy: foreign.customerId,
    createdByName: "rival",
  });
  await db
    .insert(shippingNoticeOrders)
    .values({ providerId, noticeId: rivalShip.noticeId, orderId: rivalShip.weighedId });
  rivalShip.shelfReturnId = await insertId(t, orderShelfReturns, {
    providerId,
    orderId: rivalShip.exceptionId,
    warehouseId: rival.warehouseId,
    lines: [],
    createdBy: foreign.customerId,
  });
}

async function rivalUnchanged(t: TTestApp) {
  const rows = await t.ctx.db
    .select({ code: orders.code, status: orders.status, tracking: orders.trackingNumber })
    .from(orders)
    .where(and(eq(orders.channelId, rivalShip.channelId)))
    .orderBy(orders.code);
  expect(rows).toEqual([
    { code: codes.weighed, status: "weighed", tracking: "RIVALSHIP1" },
    { code: codes.exception, status: "exception", tracking: "" },
  ]);
  const [notice] = await t.ctx.db
    .select()
    .from(shippingNotices)
    .where(eq(shippingNotices.id, rivalShip.noticeId));
  expect(notice?.status).toBe("open");
  expect(
    await t.ctx.db.select().from(shippingWaybills).where(eq(shippingWaybills.channelId, rivalShip.channelId)),
  ).toEqual([]);
  const [task] = await t.ctx.db
    .select({ status: orderShelfReturns.status, doneBy: orderShelfReturns.doneBy })
    .from(orderShelfReturns)
    .where(eq(orderShelfReturns.id, rivalShip.shelfReturnId));
  expect(task).toEqual({ status: "pending", doneBy: null });
}

const post = (t: TTestApp, me: TSignedIn, url: string, body: Record<string, unknown>) =>
  t.call({ url, token: me.token, body });

/** A staff list of the first 200 rows: drop shippers are refused; staff get 200, never with the rival's `code`. */
function staffListWithout(url: string, code: string): TEntry {
  return {
    probe: async (t, me) => {
      const res = await listedCodes(t, me, url);
      if (me.role === "dropShipper") return expect(refused).toContain(res.code);
      expect(res.code).toBe(200);
      expect(res.codes).not.toContain(code);
    },
  };
}

export const shippingMatrix: Record<string, TEntry> = {
  ...refusedRoutes(
    {
      "POST /api/waybill/print-waybills": () => ({ order_ids: [rivalShip.weighedId] }),
    },
    rivalUnchanged,
  ),
  "POST /api/waybill/one-piece": {
    probe: async (t, me) => {
      const res = await post(t, me, "/api/waybill/one-piece", { barcode: "RIVAL-STORAGE-SKU" });
      expect([4003, 4009]).toContain(res.code);
      await rivalUnchanged(t);
    },
  },
  "POST /api/waybill/set-tracking-numbers": {
    probe: async (t, me) => {
      const res = await post(t, me, "/api/waybill/set-tracking-numbers", {
        entries: [{ order_code: codes.weighed, tracking_number: "HIJACK1234" }],
      });
      expect([4003, 4009]).toContain(res.code);
      await rivalUnchanged(t);
    },
  },
  "GET /api/delivery_list/query-delivery-list": staffListWithout(
    "/api/delivery_list/query-delivery-list",
    codes.notice,
  ),
  ...refusedRoutes({
    "GET /api/delivery_list/query-delivery-specific-element": () => ({ notice_id: rivalShip.noticeId }),
  }),
  "POST /api/delivery_list/create-delivery": {
    probe: async (t, me) => {
      const named = await post(t, me, "/api/delivery_list/create-delivery", {
        warehouse_id: rival.warehouseId,
        channel_id: rivalShip.channelId,
        order_ids: [rivalShip.weighedId],
      });
      expect(refused).toContain(named.code);
      const all = await post(t, me, "/api/delivery_list/create-delivery", {
        warehouse_id: rival.warehouseId,
        channel_id: rivalShip.channelId,
      });
      expect([4003, 4009]).toContain(all.code);
      await rivalUnchanged(t);
    },
  },
  ...refusedRoutes(
    {
      "POST /api/delivery_list/confirm-delivery": () => ({ notice_id: rivalShip.noticeId }),
    },
    rivalUnchanged,
  ),
  ...refusedRoutes(
    {
      "POST /api/delivery_list/hand-over-orders": () => ({ order_ids: [rivalShip.weighedId] }),
    },
    rivalUnchanged,
  ),
  "GET /api/exception/query-exceptions": staffListWithout("/api/exception/query-exceptions", codes.exception),
  "POST /api/exception/handle-exception": {
    probe: async (t, me) => {
      for (const action of ["resolve", "requeue", "cancel"]) {
        const res = await post(t, me, "/api/exception/handle-exception", {
          action,
          order_ids: [rivalShip.exceptionId],
        });
        expect(refused, JSON.stringify(res)).toContain(res.code);
      }
      await rivalUnchanged(t);
    },
  },
  ...refusedRoutes(
    {
      "POST /api/exception/report-exception": () => ({
        reason: "address_problem",
        order_ids: [rivalShip.weighedId],
      }),
    },
    rivalUnchanged,
  ),
  "GET /api/exception/query-shelf-returns": {
    probe: async (t, me) => {
      const res = await t.call<{ list: { task_id: string; order_code: string }[] }>({
        url: "/api/exception/query-shelf-returns",
        token: me.token,
        query: { page_size: "200" },
      });
      if (me.role === "dropShipper") return expect(refused).toContain(res.code);
      expect(res.code).toBe(200);
      expect(res.data.list.map((x) => x.task_id)).not.toContain(rivalShip.shelfReturnId);
      expect(res.data.list.map((x) => x.order_code)).not.toContain(codes.exception);
      const named = await t.call<{ list: unknown[] }>({
        url: "/api/exception/query-shelf-returns",
        token: me.token,
        query: { warehouse_id: rival.warehouseId, keyword: codes.exception },
      });
      expect(named.data.list).toEqual([]);
    },
  },
  ...refusedRoutes(
    {
      "POST /api/exception/finish-shelf-return": () => ({ task_id: rivalShip.shelfReturnId }),
    },
    rivalUnchanged,
  ),
};
