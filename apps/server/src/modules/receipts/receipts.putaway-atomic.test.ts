import type { TPutawaySuggestion } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { auditLog } from "../audit/index.ts";
import { receiptPutaways } from "./receipts.tables.ts";
import {
  balancesOf,
  call,
  demoWarehouse,
  inspectedReceipt,
  logsOfDocument,
} from "./receipts.test-helpers.ts";

/** The ledger fails on its third write of a putaway, as a crash or a constraint would midway. */
/** Disarmed (the demo seed books stock through the ledger too) until the test arms it. */
const failOnCall = vi.hoisted(() => ({ n: 0, at: Number.POSITIVE_INFINITY }));
// Each balance-row write of the ledger goes through applyDeltas: the third one of the putaway fails.
vi.mock("../inventory/inventory.balance.ts", async (original) => {
  const real = await original<typeof import("../inventory/inventory.balance.ts")>();
  return {
    ...real,
    applyDeltas: async (...args: Parameters<typeof real.applyDeltas>) => {
      failOnCall.n += 1;
      if (failOnCall.n === failOnCall.at) throw new Error("disk on fire");
      return real.applyDeltas(...args);
    },
  };
});

let t: TTestApp;
let provider: TSignedIn;
let shipper: TSignedIn;

beforeAll(async () => {
  t = await createTestApp();
  provider = await t.signIn("demo_provider", "provider");
  shipper = await t.signIn("demo_shipper", "dropShipper");
});
afterAll(() => t.close());

it("writes nothing when a putaway fails midway, and succeeds when retried", async () => {
  const wh = await demoWarehouse(t);
  const inspected = await inspectedReceipt(t, shipper, provider, wh.warehouseId);
  const id = inspected.receipt_id;
  const suggest = await call<{ suggestions: TPutawaySuggestion[] }>(
    t,
    provider,
    "suggest-putaway",
    undefined,
    {
      receipt_id: id,
    },
  );
  const items = suggest.data.suggestions.map((s) => ({
    line_id: s.line_id,
    kind: s.kind,
    location_id: s.location_id,
    quantity: s.quantity,
  }));
  expect(items).toHaveLength(3);
  const balancesBefore = await balancesOf(t, wh.warehouseId);
  const auditBefore = await t.ctx.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.targetId, id));

  failOnCall.n = 0;
  failOnCall.at = 3;
  const failed = await call(t, provider, "putaway-receipt", { receipt_id: id, items });
  expect(failed.code).toBe(5001);
  expect(failOnCall.n).toBe(3);
  expect(await balancesOf(t, wh.warehouseId)).toEqual(balancesBefore);
  expect(await logsOfDocument(t, id)).toEqual([]);
  expect(await t.ctx.db.select().from(receiptPutaways).where(eq(receiptPutaways.receiptId, id))).toEqual([]);
  const audit = await t.ctx.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetId, id));
  expect(audit).toHaveLength(auditBefore.length);
  const detail = await call(t, provider, "query-receipt-detail", undefined, { receipt_id: id });
  expect(detail.data.status).toBe("inspected");
  expect(detail.data.putaways).toEqual([]);

  failOnCall.at = Number.POSITIVE_INFINITY;
  const retried = await call(t, provider, "putaway-receipt", { receipt_id: id, items });
  expect(retried.data.status).toBe("put_away");
  expect((await logsOfDocument(t, id)).map((l) => l.delta)).toEqual([9, 2, 4]);
});
