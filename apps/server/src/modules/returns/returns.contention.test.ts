import type { TReturnDetail } from "@wms/contracts";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { returnsTest, stockLogsOfReturn } from "../../../test/support/returns.test-helpers.ts";
import { contentionStats } from "../../kernel/db/retry.ts";
import { replayStockLog } from "../inventory/inventory.replay.ts";

/**
 * Two benches on one RMA (docs/returns.md "Concurrency"): the RMA is locked for each inspection, so a unit is
 * restocked once whatever the race; the rest end in a clear 4009, never 5001. On PGlite and Postgres.
 */
const test = returnsTest;
test.beforeAll(openApp);
test.afterAll(async ({ app }) => {
  expect((await replayStockLog(app.ctx.db, app.demo.providerId)).mismatches).toEqual([]);
});

describe("returns under contention", () => {
  test("eight inspections racing for three units restock exactly three", async ({
    app,
    apiAs,
    shipper,
    operator,
    provider,
    shippedOrder,
  }) => {
    const order = await shippedOrder("RC-MUG", 3);
    const rma = (
      await apiAs(shipper).post<TReturnDetail>("returns/create-return", {
        order_id: order.id,
        lines: [{ sku: "RC-MUG", quantity: 3, reason: "damaged" }],
      })
    ).data;
    await apiAs(operator).post("returns/receive-return", { return_id: rma.id });
    const retriesBefore = contentionStats.retries;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        apiAs(i % 2 ? operator : provider).post("returns/inspect-return", {
          return_id: rma.id,
          sku: "RC-MUG",
          disposition: "restock",
        }),
      ),
    );
    const codes = answers.map((a) => a.code).sort();
    expect(codes).toEqual([200, 200, 200, 4009, 4009, 4009, 4009, 4009]);
    expect((await stockLogsOfReturn(app, rma.id)).map((l) => [l.reason, l.delta])).toEqual([
      ["return_restock", 1],
      ["return_restock", 1],
      ["return_restock", 1],
    ]);
    expect(contentionStats.retries - retriesBefore).toBe(0);
  });

  test("six RMAs raised at once from one order never take more units than it shipped", async ({
    apiAs,
    shipper,
    shippedOrder,
  }) => {
    const order = await shippedOrder("RC-BOWL", 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        apiAs(shipper).post("returns/create-return", {
          order_id: order.id,
          lines: [{ sku: "RC-BOWL", quantity: 1, reason: "no_longer_needed" }],
        }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([1000, 1000, 4001, 4001, 4001, 4001]);
  });
});
