/**
 * Tenant-isolation probes of cycle counts (spread into the matrix of tenant-isolation.test.ts). The rival
 * tenant has an open plan whose task at its location waits for review with a line of its SKU, and its own
 * count rules; no role of the demo tenant may list, read, scan, count, approve, send back or cancel them,
 * plan a count of the rival's warehouse, zone or customer, or read or change the rival's rules.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { countLines, countPlans, countSettings, countTasks } from "../src/modules/counts/counts.tables.ts";
import type { TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  callAs,
  insertId,
  refused,
  rivalByIdProbe,
  rivalVariantId,
  staffListProbe,
} from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalPlan = { id: "", code: "CC209901010001", taskId: "" };

/** Call after seedRivalWarehousing (it needs the rival warehouse, location and variant). */
export async function seedRivalCounts(t: TTestApp, foreign: TForeignTenant) {
  rivalPlan.id = await insertId(t, countPlans, {
    providerId: foreign.providerId,
    code: rivalPlan.code,
    warehouseId: rival.warehouseId,
    kind: "locations",
    criteria: { from: "RZ-01-01", to: "RZ-01-01" },
    walkSize: 40,
    walks: 1,
    createdBy: foreign.providerId,
    createdByName: "rival_provider",
  });
  rivalPlan.taskId = await insertId(t, countTasks, {
    providerId: foreign.providerId,
    planId: rivalPlan.id,
    warehouseId: rival.warehouseId,
    locationId: rival.locationId,
    walk: 1,
    seq: 1,
    status: "review",
    round: 1,
  });
  await t.ctx.db.insert(countLines).values({
    providerId: foreign.providerId,
    taskId: rivalPlan.taskId,
    round: 1,
    variantId: await rivalVariantId(t, foreign.providerId),
    customerId: foreign.customerId,
    expected: 5,
    counted: 2,
  });
  await t.ctx.db
    .insert(countSettings)
    .values({ providerId: foreign.providerId, recountThreshold: 77, approvalLimit: "7777" });
}

async function rivalUnchanged(t: TTestApp, f: TForeignTenant) {
  const plans = await t.ctx.db.select().from(countPlans).where(eq(countPlans.providerId, f.providerId));
  expect(plans.map((p) => [p.id, p.status])).toEqual([[rivalPlan.id, "open"]]);
  const tasks = await t.ctx.db.select().from(countTasks).where(eq(countTasks.providerId, f.providerId));
  expect(tasks.map((x) => [x.id, x.status, x.round])).toEqual([[rivalPlan.taskId, "review", 1]]);
  const lines = await t.ctx.db.select().from(countLines).where(eq(countLines.providerId, f.providerId));
  expect(lines.map((l) => [l.counted, l.posted])).toEqual([[2, null]]);
  const [rules] = await t.ctx.db
    .select()
    .from(countSettings)
    .where(eq(countSettings.providerId, f.providerId));
  expect([rules?.recountThreshold, rules?.approvalLimit]).toEqual([77, "7777.00"]);
}

const byTask = (method: "GET" | "POST", path: string, body: Record<string, unknown> = {}) =>
  rivalByIdProbe(
    method,
    `/api/counts/${path}`,
    () => ({ task_id: rivalPlan.taskId, ...body }),
    rivalUnchanged,
  );

/** Calls that must each be refused (4001 for a rival's id where the input is checked, or 4003/4004). */
const allRefused = (
  method: "GET" | "POST",
  path: string,
  attempts: () => Record<string, unknown>[],
): TEntry => ({
  probe: async (t, me, f) => {
    for (const attempt of attempts()) {
      const res = await callAs(t, me, method, `/api/counts/${path}`, attempt);
      expect([4001, ...refused]).toContain(res.code);
    }
    await rivalUnchanged(t, f);
  },
});

export const countsMatrix: Record<string, TEntry> = {
  "GET /api/counts/query-count-plans": staffListProbe(
    "/api/counts/query-count-plans",
    () => rivalPlan.id,
    (): Record<string, string>[] => [{}, { keyword: rivalPlan.code }, { warehouse_id: rival.warehouseId }],
  ),
  "POST /api/counts/create-count-plan": {
    probe: async (t, me, f) => {
      const own = (await callAs(t, me, "GET", "/api/warehouse/query-warehouses", {})) as {
        data?: { list?: { id: string }[] };
      };
      const ownWarehouse = own.data?.list?.[0]?.id ?? rival.warehouseId;
      for (const attempt of [
        { warehouse_id: rival.warehouseId, kind: "locations", from_location: "A", to_location: "Z" },
        { warehouse_id: ownWarehouse, kind: "zone", zone_id: rival.partitionId },
        { warehouse_id: ownWarehouse, kind: "customer", customer_id: f.customerId },
      ]) {
        const res = await callAs(t, me, "POST", "/api/counts/create-count-plan", attempt);
        expect([4001, ...refused]).toContain(res.code);
      }
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/counts/raise-floor-count": {
    probe: async (t, me, f) => {
      const own = (await callAs(t, me, "GET", "/api/warehouse/query-warehouses", {})) as {
        data?: { list?: { id: string }[] };
      };
      const ownWarehouse = own.data?.list?.[0]?.id ?? rival.warehouseId;
      for (const attempt of [
        { warehouse_id: rival.warehouseId, location_codes: ["RZ-01-01"], reason: "found_empty" },
        { warehouse_id: ownWarehouse, location_codes: ["RZ-01-01"], reason: "found_empty" },
      ]) {
        const res = await callAs(t, me, "POST", "/api/counts/raise-floor-count", attempt);
        expect([4001, ...refused]).toContain(res.code);
      }
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/counts/cancel-count-plan": rivalByIdProbe(
    "POST",
    "/api/counts/cancel-count-plan",
    () => ({ plan_id: rivalPlan.id }),
    rivalUnchanged,
  ),
  "GET /api/counts/query-count-tasks": staffListProbe(
    "/api/counts/query-count-tasks",
    () => rivalPlan.taskId,
    (): Record<string, string>[] => [
      {},
      { plan_id: rivalPlan.id },
      { warehouse_id: rival.warehouseId },
      { keyword: "RZ-01-01" },
    ],
  ),
  "GET /api/counts/query-count-task": byTask("GET", "query-count-task"),
  "POST /api/counts/scan-count-location": allRefused("POST", "scan-count-location", () => [
    { plan_id: rivalPlan.id, location_code: "RZ-01-01" },
  ]),
  "POST /api/counts/submit-count": byTask("POST", "submit-count", { lines: [] }),
  "POST /api/counts/approve-count": allRefused("POST", "approve-count", () => [
    { task_ids: [rivalPlan.taskId], reason: "HACKED" },
    { plan_id: rivalPlan.id, reason: "HACKED" },
  ]),
  "POST /api/counts/send-back-count": allRefused("POST", "send-back-count", () => [
    { task_ids: [rivalPlan.taskId], note: "HACKED" },
  ]),
  "GET /api/counts/query-count-figures": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "GET", "/api/counts/query-count-figures", {
        provider_uuid: f.providerId,
      });
      if (me.role === "dropShipper") {
        expect(res.code).toBe(4003);
        return;
      }
      expect(res.code).toBe(200);
      // The rival's task waiting for review is its own.
      expect((res.data as { waiting_review: number }).waiting_review).toBe(0);
    },
  },
  "GET /api/counts/query-count-settings": {
    probe: async (t, me) => {
      const res = await callAs(t, me, "GET", "/api/counts/query-count-settings", {});
      if (me.role === "dropShipper") {
        expect(res.code).toBe(4003);
        return;
      }
      expect(res.code).toBe(200);
      expect((res.data as { recount_threshold: number }).recount_threshold).not.toBe(77);
    },
  },
  "POST /api/counts/save-count-settings": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "POST", "/api/counts/save-count-settings", {
        recount_threshold: 0,
        approval_limit: "100",
        provider_uuid: f.providerId,
      });
      expect([200, ...refused]).toContain(res.code);
      if (me.role !== "provider") expect(res.code).toBe(4003);
      await rivalUnchanged(t, f);
    },
  },
};
