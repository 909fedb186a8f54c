import type { TRate, TRateCard, TRateVersion, TRateVersionState } from "@wms/contracts";
import { seconds } from "../../../kernel/present.ts";
import type { TCardRow, TVersionRow } from "./rates.repository.ts";

/** A rate as stored (numeric(14,4)) with at least 2 decimals and no trailing zero past them: 1.2000 → 1.20, 0.0125 stays. */
export function presentAmount(amount: string): string {
  const [whole, decimals = ""] = amount.split(".");
  return `${whole}.${decimals.replace(/0+$/, "").padEnd(2, "0")}`;
}

export function presentRate(r: {
  kind: TRate["kind"];
  amount: string;
  locationType: TRate["location_type"];
  ageFromDays: number;
}): TRate {
  return {
    kind: r.kind,
    amount: presentAmount(r.amount),
    location_type: r.locationType,
    age_from_days: r.ageFromDays,
  };
}

/** The day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A card's versions (oldest first) with where each stands on `today`: the last one started is current,
 * those before it past, those after it upcoming; each runs to the day before the next starts.
 */
export function presentVersions(
  versions: TVersionRow[],
  ratesOf: (versionId: string) => TRate[],
  today: string,
): TRateVersion[] {
  const started = versions.filter((v) => v.effectiveFrom <= today).length;
  return versions.map((v, i) => {
    const state: TRateVersionState = i < started - 1 ? "past" : i === started - 1 ? "current" : "upcoming";
    const next = versions[i + 1];
    return {
      id: v.id,
      effective_from: v.effectiveFrom,
      effective_to: next ? dayBefore(next.effectiveFrom) : null,
      state,
      editable: v.effectiveFrom >= today,
      note: v.note,
      created_by: v.createdBy,
      rates: ratesOf(v.id),
      created_at: seconds(v.createdAt),
      updated_at: seconds(v.updatedAt),
    };
  });
}

export function presentCard(card: TCardRow, currency: string, versions: TRateVersion[]): TRateCard {
  return {
    id: card.id,
    customer_id: card.customerId,
    customer_name: card.customerName,
    owner_code: card.ownerCode,
    currency,
    versions,
    created_at: seconds(card.createdAt),
    updated_at: seconds(card.updatedAt),
  };
}
