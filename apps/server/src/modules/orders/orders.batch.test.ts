import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TTestApp } from "../../../test/harness.ts";
import {
  act,
  createOrder,
  orderBody,
  stockedSku,
  stockOf,
} from "../../../test/support/orders.test-helpers.ts";
import { stockLogs } from "../inventory/index.ts";
import { replayStockLog } from "../inventory/inventory.replay.ts";
import { reserveDraft, type TOrderActor } from "./orders.lifecycle.ts";
import { orderLogs, orders } from "./orders.tables.ts";

/**
 * A bulk confirm moves the page together in one transaction with set-based statements (orders.batch.ts):
 * each order is still all-or-nothing and the ledger still writes one stock-log row per change.
 */

describe("confirming many orders together", () => {
  appTest(
    "takes the orders in the order given, each all or nothing; a reservation moves, nothing is taken twice",
    async ({ app, provider, shipper }) => {
      const { variant, warehouseId } = await stockedSku(app, "BATCH-A", 5);
      const other = await stockedSku(app, "BATCH-B", 4);
      const order = async (lines: { sku: string; quantity: number }[]) =>
        (await createOrder(app, shipper, orderBody(warehouseId, lines))).data;
      const first = await order([{ sku: "BATCH-A", quantity: 2 }]);
      const second = await order([
        { sku: "BATCH-A", quantity: 2 },
        { sku: "BATCH-B", quantity: 1 },
      ]);
      // Asks for 2 of the 1 the first two leave: refused whole, its BATCH-B line takes nothing either.
      const third = await order([
        { sku: "BATCH-B", quantity: 1 },
        { sku: "BATCH-A", quantity: 2 },
      ]);
      const reserved = await order([{ sku: "BATCH-B", quantity: 2 }]);
      const ids = [first, second, third, reserved].map((o) => o.order_id);
      await act(app, shipper, "submit", ids);
      // A shop order reserves its stock as a draft: confirming moves that reservation, allocates nothing more.
      const staff: TOrderActor = {
        providerId: app.demo.providerId,
        userId: app.demo.operatorUserId,
        userName: "demo_operator",
        kind: "staff",
        customerId: null,
      };
      const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, reserved.order_id));
      await app.ctx.db.transaction((tx) =>
        reserveDraft(tx, staff, row as typeof orders.$inferSelect, [
          { variantId: other.variant.id, quantity: 2 },
        ]),
      );
      const logsBefore = await logCount(app, ids);

      const res = await act(app, provider, "confirm", ids);

      expect(res.code).toBe(3000);
      expect(res.data.done).toEqual([first.order_id, second.order_id, reserved.order_id]);
      expect(res.data.errors).toEqual([
        {
          order_id: third.code,
          key: third.order_id,
          message: "Insufficient stock for SKU BATCH-A: 2 requested, 1 available",
        },
      ]);
      expect(await stockOf(app, variant.id)).toEqual({ onHand: 5, draft: 0, unpicked: 4, picking: 0 });
      expect(await stockOf(app, other.variant.id)).toEqual({ onHand: 4, draft: 0, unpicked: 3, picking: 0 });
      const statuses = await app.ctx.db
        .select({ id: orders.id, status: orders.status, confirmedAt: orders.confirmedAt })
        .from(orders)
        .where(sql`${orders.id} = any(${`{${ids.join(",")}}`}::uuid[])`);
      const statusOf = new Map(statuses.map((s) => [s.id, s]));
      expect(statusOf.get(third.order_id)).toMatchObject({ status: "submitted", confirmedAt: null });
      for (const o of [first, second, reserved]) {
        expect(statusOf.get(o.order_id)?.status).toBe("confirmed");
        expect(statusOf.get(o.order_id)?.confirmedAt).toBeInstanceOf(Date);
      }
      // One confirm entry per moved order in its log, none for the refused one.
      const confirms = await app.ctx.db
        .select({ orderId: orderLogs.orderId, from: orderLogs.fromStatus, to: orderLogs.toStatus })
        .from(orderLogs)
        .where(
          and(
            eq(orderLogs.action, "confirm"),
            sql`${orderLogs.orderId} = any(${`{${ids.join(",")}}`}::uuid[])`,
          ),
        );
      expect(confirms.map((c) => c.orderId).sort()).toEqual(
        [first.order_id, second.order_id, reserved.order_id].sort(),
      );
      expect(confirms.every((c) => c.from === "submitted" && c.to === "confirmed")).toBe(true);
      expect((await logCount(app, ids)) - logsBefore).toBe(3);
      // The ledger: one stock-log row per change, in the order asked, and the balances replay from them.
      const changes = await app.ctx.db
        .select({
          document: stockLogs.documentCode,
          reason: stockLogs.reason,
          unpicked: stockLogs.deltaUnpicked,
        })
        .from(stockLogs)
        .where(sql`${stockLogs.documentId} = any(${`{${ids.join(",")}}`}::uuid[])`)
        .orderBy(asc(stockLogs.id));
      const allocations = changes.filter((c) => c.reason === "allocate" && c.unpicked > 0);
      // The first order's row comes first (orders in the order given); the second's two rows follow.
      expect(allocations[0]).toEqual({ document: first.code, reason: "allocate", unpicked: 2 });
      expect(allocations.slice(1)).toHaveLength(2);
      expect(allocations.slice(1)).toEqual(
        expect.arrayContaining([
          { document: second.code, reason: "allocate", unpicked: 2 },
          { document: second.code, reason: "allocate", unpicked: 1 },
        ]),
      );
      expect(changes.filter((c) => c.reason === "transition")).toEqual([
        { document: reserved.code, reason: "transition", unpicked: 2 },
      ]);
      const replay = await replayStockLog(app.ctx.db, app.demo.providerId);
      expect(replay.mismatches).toEqual([]);
      expect(replay.brokenChain).toBe(0);
    },
  );
});

async function logCount(app: TTestApp, ids: string[]) {
  const [row] = await app.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLogs)
    .where(sql`${orderLogs.orderId} = any(${`{${ids.join(",")}}`}::uuid[])`);
  return row?.n ?? 0;
}
