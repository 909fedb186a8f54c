import type { TRate } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { rateCards } from "./billing.tables.ts";
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
