import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { newVariant, stockFixture, testDocument } from "../../../test/support/inventory.test-helpers.ts";
import { AppError } from "../../kernel/errors.ts";
import {
  allocate,
  changeOnHand,
  consumePicked,
  releaseOccupation,
  transitionOccupation,
} from "./inventory.ledger.ts";
import { replayStockLog } from "./inventory.replay.ts";
import { stockAllocations, stockBalances, stockLogs } from "./inventory.tables.ts";

let f: Awaited<ReturnType<typeof stockFixture>>;
const test = appTest
  .extend(
    "putaway",
    { scope: "file" },
    ({ app }) =>
      (variantId: string, locationId: string, delta: number, lot = {}) =>
        app.ctx.db.transaction((tx) =>
          changeOnHand(tx, f.actor, {
            warehouseId: f.warehouseId,
            locationId,
            variantId,
            customerId: f.customerId,
            lot,
            delta,
            reason: delta > 0 ? "receipt_putaway" : "adjustment_decrease",
            document: testDocument("receipt"),
          }),
        ),
  )
  .extend(
    "allocateIn",
    { scope: "file" },
    ({ app }) =>
      /** Occupies the lines in `state` for a document of the demo customer in the fixture's warehouse. */
      (
        state: "draft" | "unpicked",
        lines: { variantId: string; quantity: number }[],
        document = testDocument("order"),
      ) =>
        app.ctx.db.transaction((tx) =>
          allocate(tx, f.actor, {
            warehouseId: f.warehouseId,
            customerId: f.customerId,
            state,
            lines,
            document,
          }),
        ),
  )
  .extend(
    "balancesOf",
    { scope: "file" },
    ({ app }) =>
      (variantId: string) =>
        app.ctx.db
          .select()
          .from(stockBalances)
          .where(and(eq(stockBalances.providerId, f.providerId), eq(stockBalances.variantId, variantId))),
  );

test.beforeAll(async ({ app }) => {
  f = await stockFixture(app);
});
test.afterAll(async ({ app }) => {
  // The log must reproduce every balance after everything this file did.
  const replay = await replayStockLog(app.ctx.db, f.providerId);
  expect(replay.mismatches).toEqual([]);
  expect(replay.brokenChain).toBe(0);
});

/** Exactly `winners` of the racing calls succeeded; every other one failed on short stock (4009). */
function expectWinnersAndShortLosers(results: PromiseSettledResult<unknown>[], winners: number) {
  expect(results.filter((r) => r.status === "fulfilled").length).toBe(winners);
  const codes = results
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => (r.reason as AppError).code);
  expect(codes).toEqual(Array(results.length - winners).fill(4009));
}

/** The fixture warehouse's first two pick bins, its first storage bin and its first receiving dock. */
function bins() {
  const [a, b] = f.pick;
  const s = f.storage[0];
  const r = f.receiving[0];
  if (!a || !b || !s || !r) throw new Error("fixture locations");
  return { a, b, s, r };
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected a failure");
};

describe("inventory ledger", () => {
  test("adds and removes on-hand with one log row each, never below occupied", async ({
    app,
    putaway,
    balancesOf,
  }) => {
    const v = await newVariant(app, "LEDGER-1");
    const loc = f.pick[0]?.id ?? "";
    const added = await putaway(v.id, loc, 5);
    expect(added).toMatchObject({ onHand: 5, available: 5 });
    await putaway(v.id, loc, 3);
    const doc = testDocument("order");
    await app.ctx.db.transaction((tx) =>
      allocate(tx, f.actor, {
        warehouseId: f.warehouseId,
        customerId: f.customerId,
        state: "draft",
        lines: [{ variantId: v.id, quantity: 6 }],
        document: doc,
      }),
    );
    const refused = await errorOf(putaway(v.id, loc, -3));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.code).toBe(4009);
    expect(refused.data).toMatchObject({ variant_id: v.id, requested: 3, available: 2 });
    await putaway(v.id, loc, -2);
    const [row] = await balancesOf(v.id);
    expect(row).toMatchObject({ onHand: 6, draftOccupied: 6 });
    const logs = await app.ctx.db
      .select()
      .from(stockLogs)
      .where(eq(stockLogs.variantId, v.id))
      .orderBy(stockLogs.id);
    expect(logs.map((l) => [l.reason, l.deltaOnHand, l.onHandBefore, l.onHandAfter, l.deltaDraft])).toEqual([
      ["receipt_putaway", 5, 0, 5, 0],
      ["receipt_putaway", 3, 5, 8, 0],
      ["allocate", 0, 8, 8, 6],
      ["adjustment_decrease", -2, 8, 6, 0],
    ]);
    expect(logs.every((l) => l.operatorUserId === f.actor.userId)).toBe(true);
  });

  test("refuses a location outside the warehouse", async ({ app, putaway }) => {
    const v = await newVariant(app, "LEDGER-2");
    const bad = await errorOf(putaway(v.id, "00000000-0000-4000-8000-000000000000", 1));
    expect(bad.code).toBe(4001);
  });

  test("allocates first-expiry-first-out, then first-in-first-out, only from pick and storage bins", async ({
    app,
    allocateIn,
    putaway,
    balancesOf,
  }) => {
    const v = await newVariant(app, "LEDGER-FEFO");
    const { a, b, s, r } = bins();
    await putaway(v.id, r.id, 100); // receiving dock: never allocated
    await putaway(v.id, a.id, 4, { batch: "L2", expiryDate: "2027-06-30" });
    await putaway(v.id, b.id, 4, { batch: "L1", expiryDate: "2027-01-31" });
    await putaway(v.id, s.id, 4); // no expiry: last
    const doc = testDocument("order");
    const result = await allocateIn(
      "unpicked",
      [
        { variantId: v.id, quantity: 6 },
        { variantId: v.id, quantity: 3 },
      ],
      doc,
    );
    const byLocation = Object.fromEntries(result.allocations.map((x) => [x.locationId, x.quantity]));
    expect(byLocation).toEqual({ [b.id]: 4, [a.id]: 4, [s.id]: 1 });

    const short = await errorOf(allocateIn("draft", [{ variantId: v.id, quantity: 4 }]));
    expect(short.code).toBe(4009);
    expect(short.data).toEqual({ variant_id: v.id, requested: 4, available: 3 });

    // unpicked -> picking for 5, release 1 of the picking, ship the rest of the picking.
    await app.ctx.db.transaction((tx) =>
      transitionOccupation(tx, f.actor, { document: doc, from: "unpicked", to: "picking", quantity: 5 }),
    );
    await app.ctx.db.transaction((tx) =>
      releaseOccupation(tx, f.actor, { document: doc, reason: "release", state: "picking", quantity: 1 }),
    );
    await app.ctx.db.transaction((tx) => consumePicked(tx, f.actor, { document: doc }));
    const rows = await balancesOf(v.id);
    const sum = (k: "onHand" | "unpickedOccupied" | "pickingOccupied") => rows.reduce((n, x) => n + x[k], 0);
    expect([sum("onHand"), sum("unpickedOccupied"), sum("pickingOccupied")]).toEqual([112 - 4, 4, 0]);
    const left = await app.ctx.db
      .select()
      .from(stockAllocations)
      .where(eq(stockAllocations.documentId, doc.id));
    expect(left.every((x) => x.state === "unpicked")).toBe(true);
    expect(left.reduce((n, x) => n + x.quantity, 0)).toBe(4);
    await app.ctx.db.transaction((tx) =>
      releaseOccupation(tx, f.actor, { document: doc, reason: "release" }),
    );
    expect((await balancesOf(v.id)).every((x) => x.unpickedOccupied === 0 && x.pickingOccupied === 0)).toBe(
      true,
    );
  });

  test("64 concurrent allocations racing for the last 10 units allocate exactly 10, without deadlock", async ({
    app,
    allocateIn,
    putaway,
    balancesOf,
  }) => {
    const v = await newVariant(app, "LEDGER-RACE");
    const { a, b, s } = bins();
    await putaway(v.id, a.id, 3);
    await putaway(v.id, b.id, 3, { batch: "B", expiryDate: "2027-03-01" });
    await putaway(v.id, s.id, 4);
    const results = await Promise.allSettled(
      Array.from({ length: 64 }, () => allocateIn("unpicked", [{ variantId: v.id, quantity: 1 }])),
    );
    // Every loser is a clean "insufficient stock", never a deadlock or a constraint violation.
    expectWinnersAndShortLosers(results, 10);
    const rows = await balancesOf(v.id);
    expect(rows.reduce((n, x) => n + x.unpickedOccupied, 0)).toBe(10);
    expect(rows.every((x) => x.onHand - x.draftOccupied - x.unpickedOccupied - x.pickingOccupied === 0)).toBe(
      true,
    );
  });

  test("multi-line documents naming SKUs in opposite orders never deadlock", async ({
    app,
    allocateIn,
    putaway,
  }) => {
    const x = await newVariant(app, "LEDGER-X");
    const y = await newVariant(app, "LEDGER-Y");
    const { a, b } = bins();
    for (const v of [x, y]) {
      await putaway(v.id, a.id, 10);
      await putaway(v.id, b.id, 10);
    }
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => {
        const lines = [
          { variantId: x.id, quantity: 2 },
          { variantId: y.id, quantity: 2 },
        ];
        if (i % 2) lines.reverse();
        return allocateIn("draft", lines);
      }),
    );
    expectWinnersAndShortLosers(results, 10);
  });

  test("the stock log is append-only", async ({ app }) => {
    await expect(
      app.ctx.db.delete(stockLogs).where(eq(stockLogs.providerId, f.providerId)),
    ).rejects.toThrow();
    await expect(
      app.ctx.db.update(stockLogs).set({ note: "x" }).where(eq(stockLogs.providerId, f.providerId)),
    ).rejects.toThrow();
  });

  test("the database refuses an oversold balance row even without the ledger", async ({ app }) => {
    const [row] = await app.ctx.db
      .select()
      .from(stockBalances)
      .where(eq(stockBalances.providerId, f.providerId))
      .limit(1);
    if (!row) throw new Error("no balance");
    await expect(
      app.ctx.db
        .update(stockBalances)
        .set({ draftOccupied: row.onHand + 1 })
        .where(eq(stockBalances.id, row.id)),
    ).rejects.toThrow();
  });
});
