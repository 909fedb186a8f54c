import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { billingCharges } from "../../src/modules/billing/billing.tables.ts";
import { packingWeighings } from "../../src/modules/packing/index.ts";
import type { TTestApp } from "../harness.ts";
import { shippingTest } from "./shipping.test-helpers.ts";

/** The charges of one document (an order, a receipt, a request) as stored, by kind. */
export const chargesOf = (t: TTestApp, sourceId: string) =>
  t.ctx.db
    .select({
      kind: billingCharges.kind,
      quantity: billingCharges.quantity,
      rate: billingCharges.rate,
      amount: billingCharges.amount,
    })
    .from(billingCharges)
    .where(eq(billingCharges.sourceId, sourceId))
    .orderBy(billingCharges.kind);

/**
 * `shippingTest` with `handedOver(sku, quantity, weighedKg)`: a fresh order of the SKU on the demo channel
 * SELF, bagged, weighed at `weighedKg` (none: the declared weight stands), its waybill printed and handed
 * over by the operator, so the hand-over records its parcel's costs as on the floor.
 */
export const billingTest = shippingTest.extend(
  "handedOver",
  { scope: "file" },
  ({ app, orderAt, printWaybills, operator }) =>
    async (sku: string, quantity: number, weighedKg: string | null) => {
      const order = await orderAt({ sku, quantity, state: "bagged", channel: "SELF" });
      if (weighedKg)
        await app.ctx.db.insert(packingWeighings).values({
          providerId: app.demo.providerId,
          orderId: order.id,
          expectedKg: weighedKg,
          actualKg: weighedKg,
          withinTolerance: true,
          actorUserId: app.demo.operatorUserId,
        });
      expect((await printWaybills({ order_ids: [order.id] })).statusCode).toBe(200);
      const res = await app.call({
        url: "/api/delivery_list/hand-over-orders",
        token: operator.token,
        body: { order_ids: [order.id] },
      });
      expect(res.code, res.message).toBe(200);
      return order;
    },
);

/**
 * Dates a stock row's lot back to `at`, as if it came in then: its log rows (the ledger's history, written
 * once: the no-update trigger is lifted for this test-only rewrite) and its inbound time.
 */
export async function backdateLot(t: TTestApp, balanceId: string, at: Date) {
  await t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table stock_logs disable trigger stock_logs_no_update_delete`);
    await tx.execute(sql`update stock_logs set created_at = ${at} where balance_id = ${balanceId}`);
    await tx.execute(sql`alter table stock_logs enable trigger stock_logs_no_update_delete`);
    await tx.execute(sql`update stock_balances set inbound_at = ${at} where id = ${balanceId}`);
  });
}
