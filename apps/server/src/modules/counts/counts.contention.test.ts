import type { TCountTask } from "@wms/contracts";
import { inArray, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { countLocations, countsApi, stockAt } from "../../../test/support/counts.test-helpers.ts";
import { addStock, newVariant } from "../../../test/support/inventory.test-helpers.ts";
import { act, createOrder, orderBody } from "../../../test/support/orders.test-helpers.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { replayStockLog } from "../inventory/inventory.replay.ts";
import { orders } from "../orders/index.ts";

/**
 * A count posted while orders allocate from the same rows (docs/counts.md "Concurrency"): every call ends in
 * success or a clear 4009, never 5001; available never goes negative (what the count found missing beyond
 * what was free puts the newest holders in exception); the stock log replays exactly. Two approvals of one
 * task post it once. On PGlite the calls serialise; on the Postgres server they really race.
 */
const test = appTest;
test.beforeAll(openApp);
test.afterAll(async ({ app }) => {
  expect((await replayStockLog(app.ctx.db, app.demo.providerId)).mismatches).toEqual([]);
});

describe("counts under contention", () => {
  test("an approval racing the confirms of the same SKU: 200 or 4009 each, never negative, replay exact", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    const { f, locations } = await countLocations(app, "CCR", 1);
    const bin = locations[0] as (typeof locations)[0];
    const sku = await newVariant(app, "CC-RACE");
    await addStock(app, f, sku.id, bin.id, 30);
    const floor = countsApi(app, operator);
    const staff = countsApi(app, provider);
    const plan = await staff.plan({
      warehouse_id: f.warehouseId,
      kind: "locations",
      from_location: "CCR-01",
      to_location: "CCR-01",
    });
    expect((await floor.count(plan.id, "CCR-01", [{ code: "CC-RACE", quantity: 24 }])).data.status).toBe(
      "recount",
    );
    const counted = await staff.count(plan.id, "CCR-01", [{ code: "CC-RACE", quantity: 24 }]);
    expect(counted.data).toMatchObject({ status: "review", variance_units: 6 });
    const taskId = (counted.data as TCountTask).id;

    const ids: string[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await createOrder(
        app,
        shipper,
        orderBody(f.warehouseId, [{ sku: "CC-RACE", quantity: 2 }]),
      );
      ids.push((res.data as { order_id: string }).order_id);
    }
    expect((await act(app, shipper, "submit", ids)).code).toBe(200);
    // 14 orders hold 28 of the 30 before the race; 2 more race the approval for the last 2.
    expect((await act(app, provider, "confirm", ids.slice(0, 14))).code).toBe(200);
    const approvals = [0, 1].map(() => staff.post("approve-count", { task_ids: [taskId], reason: "Race" }));
    const confirms = ids.slice(14).map((id, i) => act(app, i % 2 ? provider : operator, "confirm", [id]));
    const answers = await Promise.all([...approvals, ...confirms]);
    expect(answers.map((a) => a.code).filter((c) => c !== 200 && c !== 4009)).toEqual([]);
    const approved = (await Promise.all(approvals)).filter((a) => a.code === 200);
    expect(approved).toHaveLength(1);

    // The count's 6 are gone; what orders hold never passes what is on hand.
    const after = await stockAt(app, sku.id, bin.id);
    expect(after?.on_hand).toBe(24);
    expect(after?.occupied).toBeLessThanOrEqual(24);
    const states = await app.ctx.db
      .select({ status: orders.status, reason: orders.exceptionReason })
      .from(orders)
      .where(inArray(orders.id, ids));
    const holding = states.filter((s) => s.status === "confirmed").length;
    expect(holding * 2).toBe(after?.occupied);
    // Orders that had confirmed beyond the 24 found are exceptions of this count, not negative stock.
    const short = states.filter((x) => x.status === "exception");
    expect(short.length).toBeGreaterThanOrEqual(2);
    for (const s of short) expect(s.reason).toBe(`count_short: ${plan.code}`);
    const result = await app.ctx.db.execute(sql`select count(*)::int as n from stock_balances
        where on_hand - draft_occupied - unpicked_occupied - picking_occupied < 0`);
    const [negative] = rowsOf<{ n: number }>(result);
    expect(negative?.n).toBe(0);
  });
});
