import type { TApproveCountAnswer, TCountPlan, TCountSettings, TCountTask } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import {
  countLocations,
  countsApi,
  priceSku,
  stockAt,
  stockLogsOfPlan,
} from "../../../test/support/counts.test-helpers.ts";
import { addStock, newVariant } from "../../../test/support/inventory.test-helpers.ts";
import {
  confirmedOrder,
  confirmPicking,
  fullPick,
  generateWaves,
  strategy,
  waveDetail,
} from "../../../test/support/waves.test-helpers.ts";
import { replayStockLog } from "../inventory/inventory.replay.ts";
import { orders } from "../orders/index.ts";

/**
 * Cycle counts (docs/counts.md): a plan of a location range makes tasks in walk order; operators count
 * blind by scan; a pick confirmed after the scan is no variance; a variance is recounted by another
 * operator, then approved through the ledger; a count that finds less than orders hold puts them in
 * exception instead of leaving available negative.
 */
const test = appTest;
test.beforeAll(openApp);

describe("a count of a location range", () => {
  test("planned in walks, counted blind, recounted, approved through the ledger", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    const { f, locations } = await countLocations(app, "CCA", 3);
    const [l1, l2, l3] = locations as [(typeof locations)[0], (typeof locations)[0], (typeof locations)[0]];
    const still = await newVariant(app, "CC-STILL");
    const picked = await newVariant(app, "CC-PICKED");
    const lost = await newVariant(app, "CC-LOST");
    await addStock(app, f, still.id, l1.id, 5);
    await addStock(app, f, picked.id, l2.id, 10);
    await addStock(app, f, lost.id, l3.id, 8);
    await priceSku(app, lost.id, "80.00");
    const staff = countsApi(app, provider);
    const floor = countsApi(app, operator);

    const refused = await staff.post<{ fields: Record<string, string> }>("create-count-plan", {
      warehouse_id: f.warehouseId,
      kind: "locations",
      from_location: "CCA-01",
    });
    expect(refused.code).toBe(4001);
    expect(Object.keys(refused.data.fields)).toEqual(["to_location"]);

    const plan = await staff.plan({
      warehouse_id: f.warehouseId,
      kind: "locations",
      from_location: "cca-01",
      to_location: "CCA-03",
      walk_size: 2,
    });
    expect(plan).toMatchObject({
      code: expect.stringMatching(/^CC\d{8}\d{4}$/),
      kind: "locations",
      status: "open",
      scope: "Locations CCA-01 to CCA-03",
      walks: 2,
      progress: expect.objectContaining({ total: 3, open: 3 }),
    });
    // Another plan over the same locations finds nothing left to count.
    const twice = await staff.post("create-count-plan", {
      warehouse_id: f.warehouseId,
      kind: "locations",
      from_location: "CCA-01",
      to_location: "CCA-03",
    });
    expect(twice.code).toBe(4001);

    const walk = await floor.get<TPage<TCountTask>>("query-count-tasks", {
      plan_id: plan.id,
      to_count: "true",
    });
    expect(walk.data.list.map((t) => [t.location_code, t.walk, t.seq])).toEqual([
      ["CCA-01", 1, 1],
      ["CCA-02", 1, 2],
      ["CCA-03", 2, 3],
    ]);

    // CCA-01 as the ledger says: accurate, and the scan's answer never shows an expected figure.
    const first = await floor.count(plan.id, "CCA-01", [{ code: "BCCC-STILL", quantity: 5 }]);
    expect(first.code, first.message).toBe(200);
    expect(first.data).toMatchObject({ status: "accurate", variance_units: 0 });

    // CCA-02: scanned, then a wave picks 3 of its 10 and confirms; the operator counted the 10 before.
    const scanned = await floor.post<TCountTask>("scan-count-location", {
      plan_id: plan.id,
      location_code: "CCA-02",
    });
    expect(scanned.data).toMatchObject({ status: "counting", round: 1, variance_units: null });
    expect((await floor.detail(scanned.data.id)).lines).toEqual([]);
    const order = await confirmedOrder(app, { shipper, provider }, f.warehouseId, [
      { sku: "CC-PICKED", quantity: 3 },
    ]);
    const waves = await generateWaves(app, provider, f.warehouseId, await strategy(app, "single-item", 10), [
      order.id,
    ]);
    const wave = waves.data.waves[0]?.wave_id as string;
    expect(
      (await confirmPicking(app, provider, wave, fullPick(await waveDetail(app, provider, wave)))).code,
    ).toBe(200);
    const during = await floor.post<TCountTask>("submit-count", {
      task_id: scanned.data.id,
      lines: [{ code: "CC-PICKED", quantity: 10 }],
    });
    expect(during.data.status).toBe("accurate");
    // Scanned again later (a new plan), the 3 in a tote are no longer expected on the shelf.

    // CCA-03: 8 expected, 5 found: off by 3 on a first count, so another operator counts it again.
    const short = await floor.count(plan.id, "CCA-03", [{ code: "CC-LOST", quantity: 5 }]);
    expect(short.data).toMatchObject({ status: "recount", variance_units: null });
    const sameOperator = await floor.post("scan-count-location", {
      plan_id: plan.id,
      location_code: "CCA-03",
    });
    expect(sameOperator.code).toBe(4009);
    expect(sameOperator.message).toBe("Location CCA-03 must be counted again by another operator");
    // Meanwhile a customer's order holds 7 of the 8.
    const holder = await confirmedOrder(app, { shipper, provider }, f.warehouseId, [
      { sku: "CC-LOST", quantity: 7 },
    ]);
    const recount = await staff.count(plan.id, "CCA-03", [{ code: "CC-LOST", quantity: 6 }]);
    expect(recount.data).toMatchObject({
      status: "review",
      round: 2,
      variance_units: 2,
      variance_value: "160.00",
    });
    expect(recount.data.needs_provider).toBe(true);
    const detail = await staff.detail(recount.data.id);
    expect(detail.lines).toEqual([
      expect.objectContaining({
        sku: "CC-LOST",
        expected: 8,
        counted: 6,
        variance: -2,
        value: "-160.00",
        in_wave: 0,
      }),
    ]);

    // 160.00 is above the approval limit (100.00 by default): the operator may not approve it.
    const byOperator = await floor.post("approve-count", {
      task_ids: [recount.data.id],
      reason: "Cycle count",
    });
    expect(byOperator.code).toBe(4003);
    expect(byOperator.message).toBe(
      "Location CCA-03 is off by 160.00, more than the approval limit of 100.00: the provider approves it",
    );
    const noReason = await staff.post("approve-count", { task_ids: [recount.data.id], reason: " " });
    expect(noReason.code).toBe(4001);
    const approved = await staff.post<TApproveCountAnswer>("approve-count", {
      task_ids: [recount.data.id],
      reason: "Cycle count CCA",
    });
    expect(approved.code, approved.message).toBe(200);
    // 6 left, the order held 7: it becomes an exception and lets go, so available never goes negative.
    expect(approved.data).toEqual({
      approved: 1,
      lines: 1,
      exceptions: [{ order_id: holder.id, code: holder.code }],
    });
    expect(await stockAt(app, lost.id, l3.id)).toEqual({ on_hand: 6, occupied: 0 });
    const [held] = await app.ctx.db.select().from(orders).where(eq(orders.id, holder.id));
    expect(held).toMatchObject({ status: "exception", exceptionReason: `count_short: ${plan.code}` });
    // Its hold was released: resolving it back to confirmed would leave it holding nothing; a re-queue must.
    const resolved = await app.call({
      url: "/api/exception/handle-exception",
      token: provider.token,
      body: { order_ids: [holder.id], action: "resolve" },
    });
    expect(resolved.code).toBe(4009);
    expect(resolved.message).toBe(
      `Order ${holder.code} lost its stock to a count that found less: re-queue it to take stock again, or cancel it`,
    );
    expect(await stockLogsOfPlan(app, plan.id)).toEqual([
      { reason: "count_loss", delta: -2, location: "CCA-03", note: "Cycle count CCA", code: plan.code },
    ]);
    expect(await stockAt(app, picked.id, l2.id)).toEqual({ on_hand: 10, occupied: 3 });

    const done = await staff.get<TPage<TCountPlan>>("query-count-plans", { keyword: plan.code });
    expect(done.data.list[0]).toMatchObject({
      status: "closed",
      progress: expect.objectContaining({ total: 3, accurate: 2, adjusted: 1 }),
    });
    expect((await replayStockLog(app.ctx.db, app.demo.providerId)).mismatches).toEqual([]);
  });

  test("a SKU found where the ledger had none is a gain; an empty location is a loss; rules are the provider's", async ({
    app,
    provider,
    operator,
  }) => {
    const { f, locations } = await countLocations(app, "CCB", 2);
    const [l1, l2] = locations as [(typeof locations)[0], (typeof locations)[0]];
    const found = await newVariant(app, "CC-FOUND");
    const gone = await newVariant(app, "CC-GONE");
    await addStock(app, f, gone.id, l2.id, 4);
    const staff = countsApi(app, provider);
    const floor = countsApi(app, operator);
    expect(
      (await floor.post("save-count-settings", { recount_threshold: 5, approval_limit: "50" })).code,
    ).toBe(4003);
    const saved = await staff.post<TCountSettings>("save-count-settings", {
      recount_threshold: 5,
      approval_limit: "50",
    });
    expect(saved.data).toEqual({ recount_threshold: 5, approval_limit: "50.00" });

    const plan = await staff.plan({
      warehouse_id: f.warehouseId,
      kind: "locations",
      from_location: "CCB-01",
      to_location: "CCB-02",
    });
    const unknown = await floor.count(plan.id, "CCB-01", [{ code: "NO-SUCH-SKU", quantity: 1 }]);
    expect(unknown.code).toBe(4001);
    expect(unknown.message).toBe("NO-SUCH-SKU is not a SKU or barcode in this warehouse");
    const gain = await floor.count(plan.id, "CCB-01", [{ code: "CC-FOUND", quantity: 2 }]);
    expect(gain.data).toMatchObject({ status: "review" });
    const empty = await floor.count(plan.id, "CCB-02", []);
    expect(empty.data).toMatchObject({ status: "review", variance_units: 4 });

    const sent = await staff.post("send-back-count", {
      task_ids: [empty.data.id],
      note: "Check the top shelf",
    });
    expect(sent.code, sent.message).toBe(200);
    const again = await staff.count(plan.id, "CCB-02", [{ code: "CC-GONE", quantity: 1 }]);
    expect(again.data).toMatchObject({ status: "review", round: 2, variance_units: 3 });

    const all = await floor.post<TApproveCountAnswer>("approve-count", {
      plan_id: plan.id,
      reason: "Zone B count",
    });
    expect(all.code, all.message).toBe(200);
    expect(all.data).toMatchObject({ approved: 2, lines: 2, exceptions: [] });
    expect(await stockAt(app, found.id, l1.id)).toEqual({ on_hand: 2, occupied: 0 });
    expect(await stockAt(app, gone.id, l2.id)).toEqual({ on_hand: 1, occupied: 0 });
    expect((await stockLogsOfPlan(app, plan.id)).map((r) => [r.reason, r.delta, r.location])).toEqual(
      expect.arrayContaining([
        ["count_gain", 2, "CCB-01"],
        ["count_loss", -3, "CCB-02"],
      ]),
    );
    await staff.post("save-count-settings", { recount_threshold: 0, approval_limit: "100" });
    expect((await replayStockLog(app.ctx.db, app.demo.providerId)).mismatches).toEqual([]);
  });

  test("the floor raises counts: a short pick, a location someone found empty", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    const { f, locations } = await countLocations(app, "CCS", 2);
    const bin = locations[0] as (typeof locations)[0];
    const sku = await newVariant(app, "CC-SHORT");
    await addStock(app, f, sku.id, bin.id, 5);
    const order = await confirmedOrder(app, { shipper, provider }, f.warehouseId, [
      { sku: "CC-SHORT", quantity: 5 },
    ]);
    const waves = await generateWaves(app, provider, f.warehouseId, await strategy(app, "single-item", 10), [
      order.id,
    ]);
    const wave = waves.data.waves[0] as { wave_id: string; code: string };
    const lines = fullPick(await waveDetail(app, provider, wave.wave_id)).map((l) => ({ ...l, picked: 3 }));
    expect((await confirmPicking(app, operator, wave.wave_id, lines)).code).toBe(200);
    const staff = countsApi(app, provider);
    const floorPlans = await staff.get<TPage<TCountPlan>>("query-count-plans", { kind: "floor" });
    const raised = floorPlans.data.list.find((p) => p.scope.includes(wave.code));
    expect(raised).toMatchObject({
      scope: `Raised by the floor: short pick ${wave.code}`,
      progress: { total: 1, open: 1 },
    });
    const tasks = await staff.get<TPage<TCountTask>>("query-count-tasks", { plan_id: raised?.id ?? "" });
    expect(tasks.data.list.map((t) => t.location_code)).toEqual(["CCS-01"]);

    const asked = {
      warehouse_id: f.warehouseId,
      location_codes: ["ccs-02"],
      reason: "found_empty",
      note: "Bin empty at putaway",
    };
    const floorAsk = countsApi(app, operator);
    const made = await floorAsk.post<TCountPlan>("raise-floor-count", asked);
    expect(made.code, made.message).toBe(1000);
    expect(made.data).toMatchObject({
      kind: "floor",
      scope: "Raised by the floor: location found empty Bin empty at putaway",
    });
    const again = await floorAsk.post("raise-floor-count", asked);
    expect(again).toMatchObject({ code: 4009, message: "CCS-02: already in a count that is not finished" });
    const unknown = await floorAsk.post("raise-floor-count", { ...asked, location_codes: ["NOPE-99"] });
    expect(unknown).toMatchObject({ code: 4001, message: "NOPE-99 is not a location of this warehouse" });
  });
});
