import {
  feeGroups,
  feeKindInfo,
  feeKinds,
  maxAgeFromDays,
  rateFormats,
  rateKey,
  type TFeeKind,
  type TFeeKindInfo,
  type TLocationType,
  type TRate,
} from "@wms/contracts";

/**
 * The rules of a version's rates as the server checks them (contracts/billing.ts, ZRateList), asked before
 * sending so the form points at the row: each amount in its kind's format, a location type only for storage
 * per location-day, an age tier only for storage, no two rates alike, at least one and at most 100.
 */

/** The location type select's value for "All types" (a rate with `location_type: null`). */
export const allTypes = "all";

/** A row of the rates editor as the form holds it. */
export type TRateRow = {
  kind?: TFeeKind;
  location_type?: TLocationType | typeof allTypes;
  age_from_days?: number | null;
  amount?: string;
};

export const maxRates = 100;

/** What a fee kind charges for (contracts' feeKindInfo), with the qualifiers only some kinds have. */
export const kindInfo = (kind: TFeeKind): TFeeKindInfo => feeKindInfo[kind];
export const byLocationType = (kind: TFeeKind | undefined) => Boolean(kind && kindInfo(kind).byLocationType);
export const aged = (kind: TFeeKind | undefined) => Boolean(kind && kindInfo(kind).aged);

/** The kinds of each group, in the order a card lists them (the editor's grouped options). */
export const kindsByGroup = feeGroups.map((group) => ({
  group,
  kinds: feeKinds.filter((kind) => feeKindInfo[kind].group === group),
}));

/** The problem of an amount for `kind` (a key under `billing.rules`), or null when it is well formed. */
export function amountProblem(kind: TFeeKind | undefined, amount: string | undefined): string | null {
  const text = (amount ?? "").trim();
  if (!text) return "amountRequired";
  if (!kind) return null;
  const measure = kindInfo(kind).measure;
  if (rateFormats[measure].test(text)) return null;
  return measure === "percent" ? "percentFormat" : "moneyFormat";
}

/** A row as the server takes it: "All types" is null, no age tier for a kind without one. */
export function toRate(row: TRateRow): TRate {
  const kind = row.kind as TFeeKind;
  const type = row.location_type;
  return {
    kind,
    amount: (row.amount ?? "").trim(),
    location_type: type && type !== allTypes ? type : null,
    age_from_days: row.age_from_days ?? 0,
  };
}

/** A rate as the editor's row (a version's rates prefill it). */
export const toRow = (rate: TRate): TRateRow => ({
  kind: rate.kind,
  amount: rate.amount,
  location_type: rate.location_type ?? allTypes,
  age_from_days: rate.age_from_days,
});

export type TRateProblem = { index: number; field: keyof TRateRow; rule: string };

/** Every problem of the rows, each at its row's field (empty: the server would take them). */
export function rateProblems(rows: readonly TRateRow[]): TRateProblem[] {
  const problems: TRateProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = (field: keyof TRateRow, rule: string) => {
      problems.push({ index, field, rule });
    };
    if (!row.kind) {
      at("kind", "kindRequired");
      return;
    }
    const amount = amountProblem(row.kind, row.amount);
    if (amount) at("amount", amount);
    const rate = toRate(row);
    if (rate.location_type && !byLocationType(row.kind)) at("location_type", "noLocationType");
    const age = rate.age_from_days;
    if (!Number.isInteger(age) || age < 0 || age > maxAgeFromDays) at("age_from_days", "ageFormat");
    else if (age > 0 && !aged(row.kind)) at("age_from_days", "noAgeTier");
    const key = rateKey(rate);
    if (seen.has(key)) at("kind", "rateTwice");
    seen.add(key);
  });
  return problems;
}
