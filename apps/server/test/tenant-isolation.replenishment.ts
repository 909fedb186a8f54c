/**
 * Tenant-isolation probes of replenishment (spread into the matrix of tenant-isolation.test.ts). The rival has
 * a pick face of its SKU at its location with an open task; no role of the demo tenant may list, change or
 * delete the face, list, do or cancel the task, make the rival's tasks, or set a face on the rival's
 * warehouse, location or SKU.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { pickFaces, replenishments } from "../src/modules/replenishment/replenishment.tables.ts";
import type { TTestApp } from "./harness.ts";
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

const rivalFace = { id: "", taskId: "", code: "RP209901010001" };

/** Call after seedRivalWarehousing (it needs the rival warehouse, location and variant). */
export async function seedRivalReplenishment(t: TTestApp, foreign: TForeignTenant) {
  const variantId = await rivalVariantId(t, foreign.providerId);
  rivalFace.id = await insertId(t, pickFaces, {
    providerId: foreign.providerId,
    warehouseId: rival.warehouseId,
    locationId: rival.locationId,
    variantId,
    customerId: foreign.customerId,
    minQuantity: 5,
    maxQuantity: 20,
  });
  rivalFace.taskId = await insertId(t, replenishments, {
    providerId: foreign.providerId,
    code: rivalFace.code,
    warehouseId: rival.warehouseId,
    faceId: rivalFace.id,
    variantId,
    customerId: foreign.customerId,
    fromLocationId: rival.locationId,
    toLocationId: rival.locationId,
    quantity: 5,
    reason: "below_min",
  });
}

async function rivalUnchanged(t: TTestApp, f: TForeignTenant) {
  const faces = await t.ctx.db.select().from(pickFaces).where(eq(pickFaces.providerId, f.providerId));
  expect(faces.map((x) => [x.id, x.minQuantity, x.maxQuantity])).toEqual([[rivalFace.id, 5, 20]]);
  const tasks = await t.ctx.db
    .select()
    .from(replenishments)
    .where(eq(replenishments.providerId, f.providerId));
  expect(tasks.map((x) => [x.id, x.status, x.moved])).toEqual([[rivalFace.taskId, "open", 0]]);
}

const allRefused = (
  method: "GET" | "POST" | "DELETE",
  path: string,
  attempts: () => Record<string, unknown>[],
): TEntry => ({
  probe: async (t, me, f) => {
    for (const attempt of attempts()) {
      const res = await callAs(t, me, method, `/api/replenishment/${path}`, attempt);
      expect([4001, ...refused]).toContain(res.code);
    }
    await rivalUnchanged(t, f);
  },
});

export const replenishmentMatrix: Record<string, TEntry> = {
  "GET /api/replenishment/query-pick-faces": staffListProbe(
    "/api/replenishment/query-pick-faces",
    () => rivalFace.id,
    (): Record<string, string>[] => [{}, { warehouse_id: rival.warehouseId }, { keyword: rivalSku }],
  ),
  "POST /api/replenishment/save-pick-face": allRefused("POST", "save-pick-face", () => [
    {
      id: rivalFace.id,
      warehouse_id: rival.warehouseId,
      location_code: "RZ-01-01",
      sku: rivalSku,
      min_quantity: 0,
      max_quantity: 1,
    },
    {
      warehouse_id: rival.warehouseId,
      location_code: "RZ-01-01",
      sku: rivalSku,
      min_quantity: 0,
      max_quantity: 1,
    },
  ]),
  "DELETE /api/replenishment/delete-pick-face": rivalByIdProbe(
    "DELETE",
    "/api/replenishment/delete-pick-face",
    () => ({ id: rivalFace.id }),
    rivalUnchanged,
  ),
  "GET /api/replenishment/query-replenishments": staffListProbe(
    "/api/replenishment/query-replenishments",
    () => rivalFace.taskId,
    (): Record<string, string>[] => [{}, { keyword: rivalFace.code }, { warehouse_id: rival.warehouseId }],
  ),
  "POST /api/replenishment/replenish-now": allRefused("POST", "replenish-now", () => [
    { warehouse_id: rival.warehouseId },
  ]),
  "POST /api/replenishment/confirm-replenishment": allRefused("POST", "confirm-replenishment", () => [
    {
      task_id: rivalFace.taskId,
      from_location_code: "RZ-01-01",
      code: rivalSku,
      to_location_code: "RZ-01-01",
      quantity: 1,
    },
  ]),
  "POST /api/replenishment/cancel-replenishment": allRefused("POST", "cancel-replenishment", () => [
    { task_id: rivalFace.taskId, note: "HACKED" },
  ]),
};
