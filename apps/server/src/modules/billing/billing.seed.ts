import type { TRate } from "@wms/contracts";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { sendSystemMail } from "../mail/index.ts";
import { billingCharges, billingDisputes, rateCards } from "./billing.tables.ts";
import * as repo from "./rates/rates.repository.ts";

/** The demo provider's prices: what a small 3PL charges, in US dollars (the default currency). */
const demoRates: TRate[] = [
  { kind: "receiving_receipt", amount: "5.00", location_type: null, age_from_days: 0 },
  { kind: "receiving_unit", amount: "0.15", location_type: null, age_from_days: 0 },
  { kind: "storage_location_day", amount: "0.30", location_type: null, age_from_days: 0 },
  { kind: "storage_location_day", amount: "0.45", location_type: null, age_from_days: 91 },
  { kind: "storage_location_day", amount: "0.60", location_type: null, age_from_days: 181 },
  { kind: "outbound_order", amount: "1.20", location_type: null, age_from_days: 0 },
  { kind: "outbound_extra_unit", amount: "0.30", location_type: null, age_from_days: 0 },
  { kind: "outbound_extra_line", amount: "0.20", location_type: null, age_from_days: 0 },
  { kind: "packaging_markup", amount: "15.00", location_type: null, age_from_days: 0 },
  { kind: "shipping_markup_percent", amount: "8.00", location_type: null, age_from_days: 0 },
  { kind: "sourcing_request", amount: "3.00", location_type: null, age_from_days: 0 },
  { kind: "vas_labelling", amount: "0.25", location_type: null, age_from_days: 0 },
  { kind: "return_processing", amount: "1.50", location_type: null, age_from_days: 0 },
  { kind: "return_unit_inspected", amount: "0.35", location_type: null, age_from_days: 0 },
  { kind: "return_relabel", amount: "0.25", location_type: null, age_from_days: 0 },
  { kind: "monthly_minimum", amount: "50.00", location_type: null, age_from_days: 0 },
];

/**
 * Demo billing for a first start (called from seed/demo.ts inside its transaction): the default card, in
 * effect since the first day of the month two months back, before the month of demo history begins, so all
 * of it is priced.
 */
export async function seedDemoBilling(tx: Db, providerId: string, now = new Date()): Promise<void> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
  const [card] = await tx
    .insert(rateCards)
    .values({ providerId, customerId: null })
    .returning({ id: rateCards.id });
  if (!card) throw new Error("no demo rate card inserted");
  const { id } = await repo.insertVersion(tx, {
    providerId,
    cardId: card.id,
    effectiveFrom: from,
    note: "Standard prices",
    createdBy: "demo_provider",
  });
  await repo.replaceRates(tx, providerId, id, demoRates);
}

/**
 * The demo month's dispute (after its charges): the merchant disputes the handling fee of its latest order
 * handed over, left open for the provider to answer on the first start; the provider's mailbox is told.
 */
export async function seedDemoDispute(db: Db, providerId: string, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(billingCharges)
      .where(
        and(
          eq(billingCharges.providerId, providerId),
          eq(billingCharges.customerId, customerId),
          eq(billingCharges.kind, "outbound_order"),
          isNull(billingCharges.creditOfId),
        ),
      )
      .orderBy(desc(billingCharges.eventAt))
      .limit(1);
    if (!charge) return;
    const reason = "This parcel was sent twice by mistake: please charge its handling once";
    await tx.insert(billingDisputes).values({
      providerId,
      customerId,
      chargeId: charge.id,
      reason,
      raisedBy: "demo_shipper",
    });
    await sendSystemMail(tx, {
      mailboxId: providerId,
      providerId,
      template: "chargeDisputed",
      params: {
        customer: "demo_shipper",
        document: charge.sourceCode,
        amount: `${charge.currency} ${charge.amount}`,
        day: charge.billingDay,
        reason,
      },
      link: "/p/billing?tab=disputes",
    });
  });
}
