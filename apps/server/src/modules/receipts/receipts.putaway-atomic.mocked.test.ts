import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import {
  balancesOf,
  call,
  demoWarehouse,
  inspectedReceipt,
  logsOfDocument,
  suggestedItems,
} from "../../../test/support/receipts.test-helpers.ts";
import { auditLog } from "../audit/index.ts";
import { receiptPutaways } from "./receipts.tables.ts";

/**
 * The putaway fails midway, as a crash or a constraint would: its ledger statement has written every
 * balance row and stock-log row of the putaway, and then the process fails before the putaway rows.
 * Disarmed (the demo seed books stock through the ledger too) until the test arms it.
 */
const failOnCall = vi.hoisted(() => ({ n: 0, at: Number.POSITIVE_INFINITY }));
// The ledger applies a putaway's changes through applyPlannedChanges (on rows it has locked).
vi.mock("../inventory/inventory.apply.ts", async (original) => {
  const real = await original<typeof import("../inventory/inventory.apply.ts")>();
  return {
    ...real,
    applyPlannedChanges: async (...args: Parameters<typeof real.applyPlannedChanges>) => {
      await real.applyPlannedChanges(...args);
      failOnCall.n += 1;
      if (failOnCall.n === failOnCall.at) throw new Error("disk on fire");
    },
  };
});

appTest.beforeAll(openApp);

appTest(
  "writes nothing when a putaway fails midway, and succeeds when retried",
  async ({ app, provider, shipper }) => {
    const wh = await demoWarehouse(app);
    const inspected = await inspectedReceipt(app, shipper, provider, wh.warehouseId);
    const id = inspected.receipt_id;
    const items = await suggestedItems(app, provider, id);
    expect(items).toHaveLength(3);
    const balancesBefore = await balancesOf(app, wh.warehouseId);
    const auditOfReceipt = () =>
      app.ctx.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetId, id));
    const auditBefore = await auditOfReceipt();

    failOnCall.n = 0;
    failOnCall.at = 1;
    const failed = await call(app, provider, "putaway-receipt", { receipt_id: id, items });
    expect(failed.code).toBe(5001);
    expect(failOnCall.n).toBe(1);
    expect(await balancesOf(app, wh.warehouseId)).toEqual(balancesBefore);
    expect(await logsOfDocument(app, id)).toEqual([]);
    expect(await app.ctx.db.select().from(receiptPutaways).where(eq(receiptPutaways.receiptId, id))).toEqual(
      [],
    );
    expect(await auditOfReceipt()).toHaveLength(auditBefore.length);
    const detail = await call(app, provider, "query-receipt-detail", undefined, { receipt_id: id });
    expect(detail.data.status).toBe("inspected");
    expect(detail.data.putaways).toEqual([]);

    failOnCall.at = Number.POSITIVE_INFINITY;
    const retried = await call(app, provider, "putaway-receipt", { receipt_id: id, items });
    expect(retried.data.status).toBe("put_away");
    expect((await logsOfDocument(app, id)).map((l) => l.delta)).toEqual([9, 2, 4]);
  },
);
