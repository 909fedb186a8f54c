import type { TCountPlan, TCountTask, TCountTaskDetail } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { rowsOf } from "../../src/kernel/db/sql-helpers.ts";
import { stockLogs } from "../../src/modules/inventory/index.ts";
import { productVariants } from "../../src/modules/products/products.tables.ts";
import { warehouseLocations } from "../../src/modules/warehouses/warehouses.tables.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";
import { stockFixture } from "./inventory.test-helpers.ts";

/**
 * Counting support: fresh pick locations of SZ01 (`<prefix>-01` …, walked in code order after every demo
 * bin), a plan of a code range, and a location counted by scan as the floor screen does.
 */
export async function countLocations(t: TTestApp, prefix: string, n: number) {
  const f = await stockFixture(t);
  const rows = await t.ctx.db
    .insert(warehouseLocations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        providerId: f.providerId,
        warehouseId: f.warehouseId,
        code: `${prefix}-${String(i + 1).padStart(2, "0")}`,
        type: "pick" as const,
        walkSequence: 900_000 + i * 10,
      })),
    )
    .returning();
  return { f, locations: rows };
}

type TCall = <T>(
  url: string,
  body?: Record<string, unknown>,
) => Promise<{ code: number; message: string; data: T }>;

/** POST and GET through the API as one user. */
export function countsApi(t: TTestApp, who: TSignedIn) {
  const post: TCall = (url, body) =>
    t.call({ url: `/api/counts/${url}`, token: who.token, body: body ?? {} });
  const get: TCall = (url, query) =>
    t.call({
      method: "GET",
      url: `/api/counts/${url}`,
      token: who.token,
      query: query as Record<string, string>,
    });
  return {
    post,
    get,
    async plan(body: Record<string, unknown>) {
      const res = await post<TCountPlan>("create-count-plan", body);
      expect(res.code, res.message).toBe(1000);
      return res.data;
    },
    /** Scans the location, then submits the lines; answers the submission. */
    async count(
      planId: string,
      location: string,
      lines: { code: string; quantity: number; batch?: string }[],
    ) {
      const scanned = await post<TCountTask>("scan-count-location", {
        plan_id: planId,
        location_code: location,
      });
      if (scanned.code !== 200) return scanned;
      return post<TCountTask>("submit-count", { task_id: scanned.data.id, lines });
    },
    detail: async (taskId: string) =>
      (await get<TCountTaskDetail>("query-count-task", { task_id: taskId })).data,
  };
}

/** Gives a variant a price (the value of its variances). */
export const priceSku = (t: TTestApp, variantId: string, price: string) =>
  t.ctx.db.update(productVariants).set({ price }).where(eq(productVariants.id, variantId));

/** A plan's stock-log rows (its document), oldest first. */
export const stockLogsOfPlan = (t: TTestApp, planId: string) =>
  t.ctx.db
    .select({
      reason: stockLogs.reason,
      delta: stockLogs.deltaOnHand,
      location: warehouseLocations.code,
      note: stockLogs.note,
      code: stockLogs.documentCode,
    })
    .from(stockLogs)
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockLogs.locationId))
    .where(and(eq(stockLogs.documentType, "count"), eq(stockLogs.documentId, planId)))
    .orderBy(stockLogs.id);

/** On hand and occupied of a variant at one location. */
export async function stockAt(t: TTestApp, variantId: string, locationId: string) {
  const [row] = rowsOf<{ on_hand: number; occupied: number }>(
    await t.ctx.db.execute(sql`
      select coalesce(sum(on_hand), 0)::int as on_hand,
             coalesce(sum(draft_occupied + unpicked_occupied + picking_occupied), 0)::int as occupied
        from stock_balances where variant_id = ${variantId} and location_id = ${locationId}`),
  );
  return row;
}
