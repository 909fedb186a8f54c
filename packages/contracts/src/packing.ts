import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZOptionalId } from "./list-fields.ts";
import { ZUuid } from "./shared-fields.ts";

/**
 * Packing floor (docs/packing.md): review (picked -> reviewed), batch weighing (reviewed -> weighed, or
 * exception "weight_out_of_tolerance" after a second refused weighing), bagging per channel of labelled
 * parcels (weighed, with their waybill -> bagged).
 */

const ZScan = z.string("field.required").trim().min(1, "field.required").max(100, "field.invalid");

/** An order found by its code or tracking number (what the scanner reads off the package). */
export const ZPackingScanRequest = z.object({ provider_uuid: ZOptionalId, code: ZScan });
export type TPackingScanRequest = z.infer<typeof ZPackingScanRequest>;

export const ZReviewLine = z.object({
  variant_id: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  scanned: z.number().int(),
});
export type TReviewLine = z.infer<typeof ZReviewLine>;

export const ZReviewState = z.object({
  order_id: z.string(),
  code: z.string(),
  status: z.string(),
  tracking_number: z.string(),
  notes: z.string(),
  lines: z.array(ZReviewLine),
  /** Refused scans recorded for this order so far. */
  errors: z.number().int(),
  complete: z.boolean(),
});
export type TReviewState = z.infer<typeof ZReviewState>;

export const ZReviewScanItemRequest = z.object({
  provider_uuid: ZOptionalId,
  order_id: ZUuid,
  code: ZScan,
});
export type TReviewScanItemRequest = z.infer<typeof ZReviewScanItemRequest>;
export const ZReviewOrderRequest = z.object({ provider_uuid: ZOptionalId, order_id: ZUuid });
export type TReviewOrderRequest = z.infer<typeof ZReviewOrderRequest>;

/**
 * A wave opened at the review bench: its picked orders are reviewed by scanning items only (each scan
 * goes to the wave's oldest picked order that still needs the item).
 */
export const ZReviewWaveState = z.object({
  mode: z.literal("wave"),
  wave_id: z.string(),
  code: z.string(),
  /** The wave's own status (picked or short_picked once picking is confirmed). */
  status: z.string(),
  order_count: z.number().int(),
  /** Orders of the wave still picked, i.e. waiting for review. */
  to_review: z.number().int(),
  /** Pieces still to scan over those orders. */
  units_to_scan: z.number().int(),
});
export type TReviewWaveState = z.infer<typeof ZReviewWaveState>;

/** start-review: the scanned code named an order (its review state) or a wave (the wave's state). */
export const ZReviewStart = z.discriminatedUnion("mode", [
  ZReviewState.extend({ mode: z.literal("order") }),
  ZReviewWaveState,
]);
export type TReviewStart = z.infer<typeof ZReviewStart>;

export const ZReviewWaveScanRequest = z.object({
  provider_uuid: ZOptionalId,
  wave_id: ZUuid,
  code: ZScan,
});
export type TReviewWaveScanRequest = z.infer<typeof ZReviewWaveScanRequest>;

/**
 * An item scanned on an open wave: the order it was counted for (status "reviewed" when that scan
 * completed it, else still "picked": the bench goes on with that order) and the wave after the scan.
 */
export const ZReviewWaveScan = z.object({ wave: ZReviewWaveState, order: ZReviewState });
export type TReviewWaveScan = z.infer<typeof ZReviewWaveScan>;

/** How the review bench took one scan: counted, or refused (no line of the order, more than ordered). */
export const reviewScanOutcomes = ["accepted", "wrong_item", "over_quantity"] as const;

export const bagStatuses = ["open", "closed"] as const;

export const ZPutIntoBagRequest = z.object({
  provider_uuid: ZOptionalId,
  code: ZScan,
  /** A named open bag of the order's channel; without it, the channel's open bag (opened on demand). */
  bag_number: optionalFilter(z.string().trim().max(40, "field.invalid")),
});
export type TPutIntoBagRequest = z.infer<typeof ZPutIntoBagRequest>;

export const ZBag = z.object({
  bag_id: z.string(),
  bag_number: z.string(),
  channel_id: z.string(),
  channel_name: z.string(),
  status: z.enum(bagStatuses),
  packages: z.number().int(),
  order_codes: z.array(z.string()),
  created_at: z.number().int(),
  closed_at: z.number().int().nullable(),
});
export type TBag = z.infer<typeof ZBag>;

export const ZPutIntoBagResponse = z.object({ order_code: z.string(), bag: ZBag });
export type TPutIntoBagResponse = z.infer<typeof ZPutIntoBagResponse>;

export const ZCloseBagRequest = z.object({ provider_uuid: ZOptionalId, bag_id: ZUuid });
export type TCloseBagRequest = z.infer<typeof ZCloseBagRequest>;

export const bagSorts = ["created_at", "bag_number", "status"] as const;
export const ZBagQuery = ZPageQuery.extend({
  sort: sortBy(bagSorts, "created_at"),
  order: orderBy("desc"),
  provider_uuid: ZOptionalId,
  channel_id: ZOptionalId,
  status: optionalFilter(z.enum(bagStatuses)),
  /** Bag number contains. */
  keyword: optionalFilter(z.string().trim().max(40, "field.tooLong")),
  /** Unix seconds, creation time range. */
  created_from: optionalFilter(z.coerce.number().int().min(0)),
  created_to: optionalFilter(z.coerce.number().int().min(0)),
});
export type TBagQuery = z.infer<typeof ZBagQuery>;

export const ZPrintBagsQuery = z.object({
  provider_uuid: ZOptionalId,
  bag_numbers: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().trim().min(1).max(40, "field.tooLong"))
      .min(1, "field.required")
      .max(100, "field.invalid"),
  ),
});
export type TPrintBagsQuery = z.infer<typeof ZPrintBagsQuery>;

/**
 * What a weighing did (docs/packing.md "Batch weighing"): `weighed` (within tolerance), `weigh_again` (the
 * first weight out of tolerance: a typo is asked to be weighed again), `exception` (out of tolerance twice
 * in a row), `weight_recorded` (a SKU without a weight got this one, after the bench confirmed it) and
 * `weight_unknown` (a SKU has no weight: nothing is judged, the bench is asked to record it).
 */
export const weighingOutcomes = [
  "weighed",
  "weigh_again",
  "exception",
  "weight_recorded",
  "weight_unknown",
] as const;
export type TWeighingOutcome = (typeof weighingOutcomes)[number];

/** Kilograms with at most 3 decimals, as a scale pastes them. */
export const ZWeighRequest = z.object({
  provider_uuid: ZOptionalId,
  code: ZScan,
  weight: z.coerce
    .number("packing.weightFormat")
    .gt(0, "packing.weightFormat")
    .max(1000, "packing.weightFormat")
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, "packing.weightFormat"),
  /** Confirmed at the bench: record this weight as the weight of the parcel's one SKU without a weight. */
  record_weight: z.boolean("field.invalid").optional(),
});
export type TWeighRequest = z.infer<typeof ZWeighRequest>;

/** A line whose SKU has no weight yet (0): the parcel's expected weight cannot be known. */
export const ZWeightlessLine = z.object({
  variant_id: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
});

/** weighing/expected-weight: what the bench shows before the weight is entered. */
export const ZExpectedWeightQuery = z.object({ provider_uuid: ZOptionalId, code: ZScan });
export type TExpectedWeightQuery = z.infer<typeof ZExpectedWeightQuery>;
export const ZExpectedWeight = z.object({
  order_id: z.string(),
  code: z.string(),
  status: z.string(),
  expected_kg: z.string(),
  /** The deviation allowed either side of the expected weight (the provider's tolerance). */
  allowed_kg: z.string(),
  weightless: z.array(ZWeightlessLine),
  /** The last weighing was out of tolerance once: one more refused weight sends the parcel to exceptions. */
  second_try: z.boolean(),
});
export type TExpectedWeight = z.infer<typeof ZExpectedWeight>;

export const ZWeighResult = z.object({
  order_id: z.string(),
  code: z.string(),
  expected_kg: z.string(),
  actual_kg: z.string(),
  allowed_kg: z.string(),
  within_tolerance: z.boolean(),
  outcome: z.enum(weighingOutcomes),
  weightless: z.array(ZWeightlessLine),
  status: z.string(),
});
export type TWeighResult = z.infer<typeof ZWeighResult>;

export const ZWeighingSettings = z.object({
  tolerance_percent: z.coerce.number("field.invalid").min(0, "field.invalid").max(100, "field.invalid"),
  tolerance_grams: z.coerce.number("field.invalid").int("field.invalid").min(0, "field.invalid").max(100_000),
});
export type TWeighingSettings = z.infer<typeof ZWeighingSettings>;
export const defaultWeighingTolerance: TWeighingSettings = { tolerance_percent: 10, tolerance_grams: 50 };

/**
 * dropshipping/specific-element: one package on the floor, found by its order code or tracking number,
 * with what the benches did to it (review progress, bag, weighings, waybill).
 */
export const ZPackageDetail = z.object({
  order_id: z.string(),
  code: z.string(),
  status: z.string(),
  consignee: z.string(),
  country: z.string(),
  channel_name: z.string(),
  tracking_number: z.string(),
  review: z.object({ scanned: z.number().int(), total: z.number().int(), refused: z.number().int() }),
  bag: z.object({ bag_number: z.string(), status: z.enum(bagStatuses) }).nullable(),
  weighings: z.array(
    z.object({
      expected_kg: z.string(),
      actual_kg: z.string(),
      within_tolerance: z.boolean(),
      weighed_at: z.number().int(),
    }),
  ),
  waybill: z.object({ box_number: z.string(), print_count: z.number().int() }).nullable(),
  updated_at: z.number().int(),
});
export type TPackageDetail = z.infer<typeof ZPackageDetail>;
