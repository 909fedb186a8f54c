import { eq } from "drizzle-orm";
import { billingCharges } from "../../src/modules/billing/billing.tables.ts";
import type { TTestApp } from "../harness.ts";

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
