import type { TPickFace, TReplenishment, TWaveDetail } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { countLocations, type countsApi } from "../../../test/support/counts.test-helpers.ts";
import { addStock, newVariant } from "../../../test/support/inventory.test-helpers.ts";
import {
  confirmedOrder,
  generateWaves,
  strategy,
  waveDetail,
} from "../../../test/support/waves.test-helpers.ts";
import { stockLogs } from "../inventory/index.ts";
import { replayStockLog } from "../inventory/inventory.replay.ts";

/**
 * Replenishment (docs/replenishment.md): a SKU's pick face with a minimum and a maximum; a face below its
 * minimum gets one task from the storage lot that expires first, done by scan through the ledger; a wave that
 * takes a face below its minimum has it replenished ahead; a wave never sends a picker to an empty face.
 */
const test = appTest;
test.beforeAll(openApp);
test.afterAll(async ({ app }) => {
  expect((await replayStockLog(app.ctx.db, app.demo.providerId)).mismatches).toEqual([]);
});

const replenishmentApi = (t: Parameters<typeof countsApi>[0], who: Parameters<typeof countsApi>[1]) => {
  const post = <T>(url: string, body: Record<string, unknown>) =>
    t.call<T>({ url: `/api/replenishment/${url}`, token: who.token, body });
  const get = <T>(url: string, query: Record<string, string>) =>
    t.call<T>({ method: "GET", url: `/api/replenishment/${url}`, token: who.token, query });
  return { post, get };
};

describe("pick faces that refill themselves", () => {
  test("a face below its minimum is refilled from the storage lot that expires first, by scan", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    const { f } = await countLocations(app, "RPA", 2);
    const [early, late] = f.storage as [(typeof f.storage)[0], (typeof f.storage)[0]];
    const sku = await newVariant(app, "RP-TEE");
    await addStock(app, f, sku.id, late.id, 50, { batch: "L2", expiryDate: "2031-01-01" });
    await addStock(app, f, sku.id, early.id, 12, { batch: "L1", expiryDate: "2030-01-01" });
    const staff = replenishmentApi(app, provider);
    const floor = replenishmentApi(app, operator);
    const face = { warehouse_id: f.warehouseId, location_code: "rpa-01", sku: "BCRP-TEE" };

    const badLimits = await staff.post<{ fields: Record<string, string> }>("save-pick-face", {
      ...face,
      min_quantity: 5,
      max_quantity: 5,
    });
    expect(badLimits.code).toBe(4001);
    expect(Object.keys(badLimits.data.fields)).toEqual(["max_quantity"]);
    const notPick = await staff.post("save-pick-face", {
      ...face,
      location_code: late.code,
      min_quantity: 5,
      max_quantity: 20,
    });
    expect(notPick).toMatchObject({
      code: 4001,
      message: `${late.code} is not an enabled pick location of this warehouse`,
    });
    const saved = await staff.post<TPickFace>("save-pick-face", {
      ...face,
      min_quantity: 5,
      max_quantity: 20,
    });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toMatchObject({
      location_code: "RPA-01",
      sku: "RP-TEE",
      free: 0,
      in_storage: 62,
      below_min: true,
    });
    expect((await staff.post("save-pick-face", { ...face, min_quantity: 1, max_quantity: 2 })).code).toBe(
      4009,
    );

    const made = await floor.post<{ created: number }>("replenish-now", { warehouse_id: f.warehouseId });
    expect(made.data.created).toBe(1);
    expect(
      (await floor.post<{ created: number }>("replenish-now", { warehouse_id: f.warehouseId })).data.created,
    ).toBe(0);
    const open = await floor.get<TPage<TReplenishment>>("query-replenishments", {
      keyword: "RP-TEE",
      status: "open",
    });
    const task = open.data.list[0] as TReplenishment;
    // The lot that expires first, at most what it has (12 of the 20 the face takes).
    expect(task).toMatchObject({
      reason: "below_min",
      from_location_code: early.code,
      to_location_code: "RPA-01",
      batch: "L1",
      quantity: 12,
    });

    const scans = {
      task_id: task.id,
      from_location_code: early.code,
      code: "RP-TEE",
      to_location_code: "RPA-01",
      quantity: 12,
    };
    const wrongBin = await floor.post("confirm-replenishment", { ...scans, from_location_code: late.code });
    expect(wrongBin).toMatchObject({ code: 4001, message: `Wrong bin: take the units from ${early.code}` });
    const tooMany = await floor.post("confirm-replenishment", { ...scans, quantity: 13 });
    expect(tooMany).toMatchObject({ code: 4001, message: "At most 12 units for this task" });
    const done = await floor.post<TReplenishment>("confirm-replenishment", scans);
    expect(done.code, done.message).toBe(200);
    expect(done.data).toMatchObject({ status: "done", moved: 12, done_by: "demo_operator" });
    expect((await floor.post("confirm-replenishment", scans)).code).toBe(4009);
    const logs = await app.ctx.db
      .select({ reason: stockLogs.reason, delta: stockLogs.deltaOnHand, code: stockLogs.documentCode })
      .from(stockLogs)
      .where(and(eq(stockLogs.documentType, "replenishment"), eq(stockLogs.documentId, task.id)));
    expect(logs).toEqual([
      { reason: "replenish_out", delta: -12, code: task.code },
      { reason: "replenish_in", delta: 12, code: task.code },
    ]);

    // A wave that takes the face to 4 (below 5) has it replenished ahead, from the remaining lot.
    const order = await confirmedOrder(app, { shipper, provider }, f.warehouseId, [
      { sku: "RP-TEE", quantity: 8 },
    ]);
    const waves = await generateWaves(app, provider, f.warehouseId, await strategy(app, "single-item", 10), [
      order.id,
    ]);
    const wave = waves.data.waves[0] as { wave_id: string; code: string };
    const detail = (await waveDetail(app, provider, wave.wave_id)) as TWaveDetail;
    expect(detail.lines.map((l) => [l.location_code, l.required])).toEqual([["RPA-01", 8]]);
    const ahead = await floor.get<TPage<TReplenishment>>("query-replenishments", {
      keyword: "RP-TEE",
      status: "open",
    });
    expect(ahead.data.list).toEqual([
      expect.objectContaining({
        reason: "wave",
        wave_code: wave.code,
        from_location_code: late.code,
        quantity: 16,
      }),
    ]);
    const faces = await staff.get<TPage<TPickFace>>("query-pick-faces", { keyword: "RP-TEE" });
    expect(faces.data.list[0]).toMatchObject({
      free: 4,
      below_min: true,
      open_task_code: ahead.data.list[0]?.code,
    });
  });

  test("a wave never sends a picker to an empty face when stock is in storage", async ({
    app,
    provider,
    shipper,
  }) => {
    const { f } = await countLocations(app, "RPB", 1);
    const storage = f.storage[0] as (typeof f.storage)[0];
    const sku = await newVariant(app, "RP-MUG");
    await addStock(app, f, sku.id, storage.id, 10);
    const staff = replenishmentApi(app, provider);
    expect(
      (
        await staff.post("save-pick-face", {
          warehouse_id: f.warehouseId,
          location_code: "RPB-01",
          sku: "RP-MUG",
          min_quantity: 2,
          max_quantity: 6,
        })
      ).code,
    ).toBe(200);
    const order = await confirmedOrder(app, { shipper, provider }, f.warehouseId, [
      { sku: "RP-MUG", quantity: 3 },
    ]);
    const waves = await generateWaves(app, provider, f.warehouseId, await strategy(app, "single-item", 10), [
      order.id,
    ]);
    const wave = waves.data.waves[0] as { wave_id: string; code: string };
    const detail = (await waveDetail(app, provider, wave.wave_id)) as TWaveDetail;
    // The face holds nothing: the pick list sends the picker to the storage bin, and the face is refilled.
    expect(detail.lines.map((l) => [l.location_code, l.required])).toEqual([[storage.code, 3]]);
    const open = await staff.get<TPage<TReplenishment>>("query-replenishments", {
      keyword: "RP-MUG",
      status: "open",
    });
    expect(open.data.list).toEqual([
      expect.objectContaining({
        reason: "wave",
        to_location_code: "RPB-01",
        quantity: 6,
        from_location_code: storage.code,
      }),
    ]);
    const cancelled = await staff.post<TReplenishment>("cancel-replenishment", {
      task_id: open.data.list[0]?.id,
      note: "Face being moved",
    });
    expect(cancelled.data).toMatchObject({ status: "cancelled", note: "Face being moved" });
  });
});
