import { z } from "zod";
import { optionalFilter, sortBy } from "./list-fields.ts";
import { ZTimes } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";
import { locationTypes } from "./warehouses.ts";
import { ZId, ZPaging } from "./warehousing-fields.ts";

/**
 * 3PL billing (docs/billing.md): the provider's rate cards. A card (the provider's default, or one of a
 * customer's own) is a list of versions, each effective from a day (UTC) until the next one starts; a
 * version is a list of rates, each one fee kind at one amount. What a kind charges for and in what unit is
 * fixed here, so the server, the screens and the statements read one table.
 */

/** The groups of fees, in the order a card lists them. */
export const feeGroups = [
  "receiving",
  "storage",
  "outbound",
  "packaging",
  "shipping",
  "sourcing",
  "vas",
  "returns",
  "minimum",
] as const;
export type TFeeGroup = (typeof feeGroups)[number];

/**
 * A fee kind: its group, whether its amount is money per `per` or a percent, and the qualifiers its rates
 * may carry (storage by location type, storage by stock age: the tier starts at `age_from_days`).
 */
export type TFeeKindInfo = {
  group: TFeeGroup;
  measure: "money" | "percent";
  /** What one amount is charged for (the unit shown beside it; a message key `billing.per.<per>`). */
  per:
    | "receipt"
    | "return"
    | "unit"
    | "carton"
    | "locationDay"
    | "cubicMetreDay"
    | "order"
    | "line"
    | "parcel"
    | "request"
    | "month"
    | "cost"
    | "quoteValue";
  byLocationType?: true;
  aged?: true;
  /**
   * A percent kind's quantity is an amount of money (a cost or a quote's value): `costPlus` charges it with
   * the percent on top (cost x (1 + % / 100)), `share` charges the percent of it (value x % / 100).
   */
  basis?: "costPlus" | "share";
  /**
   * A fee the card may leave out, beside another of its group that prices the same work (the shipping cost's
   * fixed markup, the quote's percent beside the request fee): with no rate for it, the work is neither
   * charged nor listed as unpriced.
   */
  optional?: true;
};

export const feeKindInfo = {
  receiving_receipt: { group: "receiving", measure: "money", per: "receipt" },
  receiving_unit: { group: "receiving", measure: "money", per: "unit" },
  receiving_carton: { group: "receiving", measure: "money", per: "carton" },
  storage_location_day: {
    group: "storage",
    measure: "money",
    per: "locationDay",
    byLocationType: true,
    aged: true,
  },
  storage_cubic_metre_day: { group: "storage", measure: "money", per: "cubicMetreDay", aged: true },
  outbound_order: { group: "outbound", measure: "money", per: "order" },
  outbound_extra_unit: { group: "outbound", measure: "money", per: "unit" },
  outbound_extra_line: { group: "outbound", measure: "money", per: "line" },
  packaging_markup: { group: "packaging", measure: "percent", per: "cost", basis: "costPlus" },
  shipping_markup_percent: { group: "shipping", measure: "percent", per: "cost", basis: "costPlus" },
  shipping_markup_fixed: { group: "shipping", measure: "money", per: "parcel", optional: true },
  sourcing_request: { group: "sourcing", measure: "money", per: "request" },
  sourcing_quote_percent: {
    group: "sourcing",
    measure: "percent",
    per: "quoteValue",
    basis: "share",
    optional: true,
  },
  vas_labelling: { group: "vas", measure: "money", per: "unit" },
  vas_kitting: { group: "vas", measure: "money", per: "unit" },
  return_processing: { group: "returns", measure: "money", per: "return" },
  return_unit_inspected: { group: "returns", measure: "money", per: "unit" },
  return_relabel: { group: "returns", measure: "money", per: "unit" },
  monthly_minimum: { group: "minimum", measure: "money", per: "month" },
} as const satisfies Record<string, TFeeKindInfo>;

export type TFeeKind = keyof typeof feeKindInfo;
export const feeKinds = Object.keys(feeKindInfo) as [TFeeKind, ...TFeeKind[]];

/** Where a version stands today: it priced days gone by only, it prices today, or it starts later. */
export const rateVersionStates = ["past", "current", "upcoming"] as const;
export type TRateVersionState = (typeof rateVersionStates)[number];

/** The longest a stock-age tier may start after the lot came in (ten years). */
export const maxAgeFromDays = 3650;

/**
 * The formats of a rate's amount: money per unit with up to 4 decimals (storage per cubic metre-day is a
 * fraction of a cent), or a percent up to 1000 with 2 decimals. The forms check the same before sending.
 */
export const rateFormats = {
  money: /^\d{1,10}(\.\d{1,4})?$/,
  percent: /^(\d{1,3}(\.\d{1,2})?|1000(\.0{1,2})?)$/,
} as const;

const ZAmount = z
  .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
  .transform((v) => String(v).trim());

export const ZRate = z.object({
  kind: z.enum(feeKinds),
  /** Money per unit (up to 4 decimals) or a percent (0 to 1000, 2 decimals), as the kind says. */
  amount: z.string(),
  /** storage_location_day only: the location type it prices (null: every type without a rate of its own). */
  location_type: z.enum(locationTypes).nullable(),
  /** Storage kinds only: the tier starts when the stock is this many days old (0 for the rest). */
  age_from_days: z.number().int(),
});
export type TRate = z.infer<typeof ZRate>;

/** A rate as typed: its amount in its kind's format, qualifiers only where its kind has them. */
const ZRateInput = z
  .object({
    kind: z.enum(feeKinds, { message: "billing.kindUnknown" }),
    amount: ZAmount,
    location_type: optionalFilter(z.enum(locationTypes)).transform((v) => v ?? null),
    age_from_days: z.coerce
      .number({ message: "billing.ageFormat" })
      .int("billing.ageFormat")
      .min(0, "billing.ageFormat")
      .max(maxAgeFromDays, "billing.ageFormat")
      .default(0),
  })
  .superRefine((rate, ctx) => {
    const info: TFeeKindInfo = feeKindInfo[rate.kind];
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const format = rateFormats[info.measure];
    if (!format.test(rate.amount))
      issue("amount", info.measure === "percent" ? "billing.percentFormat" : "billing.moneyRateFormat");
    if (rate.location_type && !info.byLocationType) issue("location_type", "billing.noLocationType");
    if (rate.age_from_days > 0 && !info.aged) issue("age_from_days", "billing.noAgeTier");
  });

/** The key that makes a rate unique within its version: its kind, location type and tier. */
export const rateKey = (r: Pick<TRate, "kind" | "location_type" | "age_from_days">) =>
  `${r.kind}|${r.location_type ?? ""}|${r.age_from_days}`;

/** A version's rates: each valid, no two alike (checked once every rate reads right). */
export const ZRateList = z
  .array(ZRateInput)
  .min(1, "billing.ratesRequired")
  .max(100, "billing.tooManyRates")
  .superRefine((rates, ctx) => {
    const seen = new Set<string>();
    rates.forEach((rate, i) => {
      const key = rateKey(rate);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "kind"], message: "billing.rateTwice" });
      seen.add(key);
    });
  });

/** A day as YYYY-MM-DD (UTC, as every document date of the platform). */
export const ZDay = z
  .string()
  .trim()
  .max(textCaps.short, "field.tooLong")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "billing.dayFormat")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "billing.dayFormat",
  );

const ZNote = z.string().trim().max(500, "billing.noteLength").default("");

export const ZRateVersion = z.object({
  id: z.string(),
  effective_from: z.string(),
  /** The day before the next version starts, or null while none follows. */
  effective_to: z.string().nullable(),
  state: z.enum(rateVersionStates),
  /** A version that started before today priced days gone by: it is never changed again. */
  editable: z.boolean(),
  note: z.string(),
  created_by: z.string(),
  rates: z.array(ZRate),
  ...ZTimes,
});
export type TRateVersion = z.infer<typeof ZRateVersion>;

const ZCardOwner = {
  id: z.string(),
  /** null: the provider's default card, for every customer without one of its own. */
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  owner_code: z.string().nullable(),
};

export const ZRateCard = z.object({
  ...ZCardOwner,
  currency: z.string(),
  versions: z.array(ZRateVersion),
  ...ZTimes,
});
export type TRateCard = z.infer<typeof ZRateCard>;

export const ZRateCardSummary = z.object({
  ...ZCardOwner,
  current_from: z.string().nullable(),
  upcoming_from: z.string().nullable(),
  version_count: z.number().int(),
  ...ZTimes,
});
export type TRateCardSummary = z.infer<typeof ZRateCardSummary>;

export const rateCardSorts = ["customer", "updated_at"] as const;
export const ZRateCardListQuery = z.object({
  ...ZPaging,
  /** default: the default card only; customer: customers' own cards only. */
  card_type: optionalFilter(z.enum(["default", "customer"])),
  sort: sortBy(rateCardSorts, "customer"),
});
export type TRateCardListQuery = z.infer<typeof ZRateCardListQuery>;

const ZVersionFields = {
  effective_from: ZDay,
  rates: ZRateList,
  note: ZNote,
};

export const ZCreateRateCardRequest = z.object({
  /** null or absent: the default card. */
  customer_id: optionalFilter(ZId).transform((v) => v ?? null),
  ...ZVersionFields,
});
export type TCreateRateCardRequest = z.infer<typeof ZCreateRateCardRequest>;

export const ZAddRateVersionRequest = z.object({ card_id: ZId, ...ZVersionFields });
export type TAddRateVersionRequest = z.infer<typeof ZAddRateVersionRequest>;

export const ZUpdateRateVersionRequest = z.object({ version_id: ZId, ...ZVersionFields });
export type TUpdateRateVersionRequest = z.infer<typeof ZUpdateRateVersionRequest>;

export const ZRateCardIdRequest = z.object({ card_id: ZId });
export const ZRateVersionIdRequest = z.object({ version_id: ZId });

export const ZBillingSettings = z.object({ currency: z.string() });
export type TBillingSettings = z.infer<typeof ZBillingSettings>;

export const ZUpdateBillingSettingsRequest = z.object({
  currency: z
    .string()
    .trim()
    .max(textCaps.short, "field.tooLong")
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "billing.currencyFormat"),
});

/** What a drop shipper is charged by one provider: the card in effect for it, today and from later days. */
export const ZMyRateCard = z.object({
  currency: z.string(),
  /** customer: its own card; default: the provider's default; null: the provider has set no card yet. */
  card_type: z.enum(["customer", "default"]).nullable(),
  versions: z.array(ZRateVersion),
});
export type TMyRateCard = z.infer<typeof ZMyRateCard>;

export const ZMyRateCardQuery = z.object({ provider_uuid: z.string().uuid("field.invalid") });

// ------------------------------------------------------------------ charges

/**
 * What a charge comes from: a receipt completed, an order handed over, a sourcing quote confirmed, a night
 * of storage (one warehouse's stock of a customer as of a day's end), a month's minimum topped up.
 */
export const chargeSources = ["receipt", "order", "sourcing", "vas", "return", "storage", "minimum"] as const;
export type TChargeSource = (typeof chargeSources)[number];

/** Work with no rate for its kind waits here until the provider prices or waives it; never charged 0. */
export const unpricedStatuses = ["open", "priced", "waived"] as const;

const ZChargeParty = {
  customer_id: z.string(),
  customer_name: z.string(),
  owner_code: z.string(),
  warehouse_id: z.string().nullable(),
  warehouse_code: z.string().nullable(),
  kind: z.enum(feeKinds),
  source_kind: z.enum(chargeSources),
  source_id: z.string(),
  /** The document's code (SO…, RK…). */
  source_code: z.string(),
  /** When the work was done (seconds). */
  event_at: z.number().int(),
  /** The UTC day the work was done on: the day whose rates price it. */
  billing_day: z.string(),
  /** How many of the kind's unit: orders, units beyond the first, cartons, locations, cubic metres… */
  quantity: z.string(),
  /** Storage per location-day: the type of the locations counted. */
  location_type: z.enum(locationTypes).nullable(),
  /** Storage: the stock-age tier priced (its first day: 0, 31, 91…); null when no tier applied or none priced it. */
  age_from_days: z.number().int().nullable(),
};

export const ZCharge = z.object({
  id: z.string(),
  ...ZChargeParty,
  rate: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** The card version whose rate priced it; null when the provider priced unpriced work by hand. */
  rate_version_id: z.string().nullable(),
  /** A credit note: the charge it reverses (its amount the opposite), and why. */
  credit_of: z.string().nullable(),
  /** The credit note that reversed this charge, if any. */
  credited_by: z.string().nullable(),
  /** The latest dispute of the charge, if any: its id and where it stands. */
  dispute: z.object({ id: z.string(), status: z.enum(["open", "accepted", "rejected"]) }).nullable(),
  note: z.string(),
  created_at: z.number().int(),
});
export type TCharge = z.infer<typeof ZCharge>;

/** A credit note reverses one charge whole, with the reason the merchant and the audit log read. */
export const ZCreditChargeRequest = z.object({
  charge_id: ZId,
  reason: z.string().trim().min(1, "field.required").max(300, "field.tooLong"),
});

const ZDayFilter = optionalFilter(ZDay);

export const chargeSorts = ["billing_day", "amount", "source_code"] as const;
/** The filters of the charges list and of its totals. */
const chargeFilters = {
  /** A drop shipper names the provider; its own charges only. */
  provider_uuid: optionalFilter(z.string().uuid("field.invalid")),
  customer_id: optionalFilter(ZId),
  warehouse_id: optionalFilter(ZId),
  kind: optionalFilter(z.enum(feeKinds)),
  group: optionalFilter(z.enum(feeGroups)),
  day_from: ZDayFilter,
  day_to: ZDayFilter,
  /** A document code (SO…, RK…, SR…). */
  keyword: ZPaging.keyword,
};

export const ZChargeListQuery = z.object({
  ...ZPaging,
  ...chargeFilters,
  order: optionalFilter(z.enum(["asc", "desc"])).transform((v) => v ?? "desc"),
  sort: sortBy(chargeSorts, "billing_day"),
});
export type TChargeListQuery = z.infer<typeof ZChargeListQuery>;

export const ZChargeSummaryQuery = z.object(chargeFilters);
export type TChargeSummaryQuery = z.infer<typeof ZChargeSummaryQuery>;

/** The totals of the charges a filter selects: what the list's pages add up to, by fee kind. */
export const ZChargeSummary = z.object({
  currency: z.string(),
  count: z.number().int(),
  /** Charges less credit notes. */
  total: z.string(),
  by_kind: z.array(z.object({ kind: z.enum(feeKinds), count: z.number().int(), amount: z.string() })),
});
export type TChargeSummary = z.infer<typeof ZChargeSummary>;

export const ZUnpricedWork = z.object({
  id: z.string(),
  ...ZChargeParty,
  status: z.enum(unpricedStatuses),
  /** Who priced or waived it, when, and why it was waived. */
  resolved_by: z.string().nullable(),
  resolved_at: z.number().int().nullable(),
  waive_reason: z.string(),
  charge_id: z.string().nullable(),
});
export type TUnpricedWork = z.infer<typeof ZUnpricedWork>;

export const ZUnpricedListQuery = z.object({
  ...ZPaging,
  status: optionalFilter(z.enum(unpricedStatuses)),
  customer_id: optionalFilter(ZId),
  kind: optionalFilter(z.enum(feeKinds)),
  sort: sortBy(["billing_day", "source_code"], "billing_day"),
});
export type TUnpricedListQuery = z.infer<typeof ZUnpricedListQuery>;

const ZUnpricedIds = z.array(ZId).min(1, "billing.chooseWork").max(200, "billing.tooManyWork");

export const ZPriceUnpricedRequest = z.object({
  ids: ZUnpricedIds,
  /** Money per unit of the work's kind, or a percent for a percent kind (the server checks it against the kind). */
  rate: ZAmount.refine((v) => rateFormats.money.test(v), "billing.moneyRateFormat"),
});
export const ZWaiveUnpricedRequest = z.object({
  ids: ZUnpricedIds,
  reason: z.string().trim().min(1, "field.required").max(300, "field.tooLong"),
});
export const ZResolvedUnpriced = z.object({ resolved: z.number().int() });

// ------------------------------------------------------------------ the price before the work

/** The work a fee estimate prices: an order (its outbound fees) or a receipt (its receiving fees). */
export const feeEstimateWork = ["order", "receipt"] as const;
export type TFeeEstimateWork = (typeof feeEstimateWork)[number];

const ZCount = (max: number) =>
  z.coerce.number("field.invalid").int("field.invalid").min(0, "field.invalid").max(max, "field.invalid");

/**
 * What a piece of work would cost under the card in effect today, before it is done: the forms ask as the
 * lines change. A drop shipper names the provider; provider staff may name the customer (none: the default
 * card). The same fee kinds and quantities the charging round uses.
 */
export const ZFeeEstimateQuery = z.object({
  provider_uuid: optionalFilter(z.string().uuid("field.invalid")),
  customer_id: optionalFilter(ZId),
  work: z.enum(feeEstimateWork),
  lines: ZCount(10_000),
  units: ZCount(100_000_000),
  /** Receipts: the cartons announced. */
  cartons: ZCount(100_000).default(0),
  /** Orders: the logistics channel, for its packaging material and its carrier's tariff. */
  channel_id: optionalFilter(ZId),
  /** Orders: the parcel's declared weight in kilograms, for the tariff (the scale's weight decides). */
  weight: optionalFilter(
    z
      .string()
      .trim()
      .max(textCaps.short, "field.tooLong")
      .regex(/^\d{1,6}(\.\d{1,3})?$/, "billing.weightFormat"),
  ),
});
export type TFeeEstimateQuery = z.infer<typeof ZFeeEstimateQuery>;

export const ZFeeEstimateItem = z.object({
  kind: z.enum(feeKinds),
  quantity: z.string(),
  rate: z.string(),
  amount: z.string(),
  /** Shipping: reckoned at the declared weight; the scale's weight at the hand-over decides the charge. */
  approximate: z.boolean(),
});

export const ZFeeEstimate = z.object({
  currency: z.string(),
  /** The fees the work would be charged, each quantity x rate rounded to cents as the charge will be. */
  items: z.array(ZFeeEstimateItem),
  /** Fee kinds the work yields that the card has no rate for: the provider prices them after the work. */
  unpriced: z.array(z.enum(feeKinds)),
  total: z.string(),
  /** False when the provider has no card in effect today: nothing can be said before the work. */
  priced: z.boolean(),
});
export type TFeeEstimate = z.infer<typeof ZFeeEstimate>;

// ------------------------------------------------------------------ disputes

/** A merchant's dispute of a charge: open until the provider accepts it (a credit note) or rejects it (a note). */
export const disputeStatuses = ["open", "accepted", "rejected"] as const;
export type TDisputeStatus = (typeof disputeStatuses)[number];

export const ZDisputeChargeRequest = z.object({
  /** The provider whose charge it is (the merchant's side). */
  provider_uuid: z.string().uuid("field.invalid"),
  charge_id: ZId,
  reason: z.string().trim().min(1, "billing.disputeReasonRequired").max(500, "field.tooLong"),
});

export const ZDisputeDecisionRequest = z.object({
  dispute_id: ZId,
  /** Why: required to reject (the merchant reads it); optional to accept (it becomes the credit note's reason). */
  note: z.string().trim().max(500, "field.tooLong").default(""),
});

export const ZDispute = z.object({
  id: z.string(),
  status: z.enum(disputeStatuses),
  reason: z.string(),
  raised_by: z.string(),
  raised_at: z.number().int(),
  resolved_by: z.string().nullable(),
  resolved_at: z.number().int().nullable(),
  /** The provider's note: why it was rejected, or the credit note's reason. */
  resolution_note: z.string(),
  /** The credit note that settled an accepted dispute. */
  credit_note_id: z.string().nullable(),
  customer_id: z.string(),
  customer_name: z.string(),
  owner_code: z.string(),
  /** The charge disputed, as the charges list shows it. */
  charge_id: z.string(),
  kind: z.enum(feeKinds),
  source_code: z.string(),
  billing_day: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export type TDispute = z.infer<typeof ZDispute>;

export const ZDisputeListQuery = z.object({
  ...ZPaging,
  /** A drop shipper names the provider; its own disputes only. */
  provider_uuid: optionalFilter(z.string().uuid("field.invalid")),
  status: optionalFilter(z.enum(disputeStatuses)),
  customer_id: optionalFilter(ZId),
  order: optionalFilter(z.enum(["asc", "desc"])).transform((v) => v ?? "desc"),
  sort: sortBy(["raised_at"], "raised_at"),
});
export type TDisputeListQuery = z.infer<typeof ZDisputeListQuery>;

// ------------------------------------------------------------------ statements

/**
 * A customer's monthly statement (PDF or xlsx, in the reader's language): its charges of the month by fee
 * kind, with the same totals the charges screen shows for that month, and every charge behind them. A drop
 * shipper names the provider; provider staff name the customer.
 */
export const ZStatementQuery = z.object({
  provider_uuid: optionalFilter(z.string().uuid("field.invalid")),
  customer_id: optionalFilter(ZId),
  month: z
    .string()
    .trim()
    .max(textCaps.short, "field.tooLong")
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "billing.monthFormat"),
});
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

// ------------------------------------------------------------------ revenue

/** The provider's revenue: what its charges came to, by month and fee group, and its largest customers. */
export const ZRevenueQuery = z.object({
  /** How many months back from the current UTC month (included): 1 to 12. */
  months: z.coerce
    .number("field.invalid")
    .int("field.invalid")
    .min(1, "field.invalid")
    .max(12, "field.invalid")
    .default(6),
});
export type TRevenueQuery = z.infer<typeof ZRevenueQuery>;

export const ZRevenue = z.object({
  currency: z.string(),
  /** Oldest first, every month of the range (a month without charges has total "0.00" and no groups). */
  months: z.array(
    z.object({
      month: z.string(),
      total: z.string(),
      by_group: z.array(z.object({ group: z.enum(feeGroups), amount: z.string() })),
    }),
  ),
  /** The current month's ten largest customers by their charges, credit notes less. */
  customers: z.array(
    z.object({
      customer_id: z.string(),
      customer_name: z.string(),
      owner_code: z.string(),
      amount: z.string(),
    }),
  ),
});
export type TRevenue = z.infer<typeof ZRevenue>;
