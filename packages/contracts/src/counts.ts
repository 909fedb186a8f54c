import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId, ZQueryFlag } from "./list-fields.ts";
import { returnFigureWindows } from "./returns.ts";
import { ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Cycle counts (docs/counts.md). A count plan (code `CC` + YYYYMMDD + 4 digits) picks the locations of one
 * warehouse to count and makes one count task per location, grouped into walks in walk order. Operators
 * count blind by scan: the location (which snapshots the ledger), then each SKU or lot and its quantity;
 * the expected quantity is never shown to them. A variance above the recount threshold is counted again by
 * another operator; what remains goes to review, where staff approve it (posted through the ledger as a
 * count adjustment) or send it back. The floor keeps working meanwhile: changes after the location's scan
 * are carried, never taken as a variance.
 */

/** How a plan chooses its locations. `floor`: raised by the floor itself (a short pick, an empty location). */
export const countPlanKinds = [
  "zone",
  "locations",
  "sku",
  "customer",
  "not_counted",
  "abc",
  "floor",
] as const;
export type TCountPlanKind = (typeof countPlanKinds)[number];
/** The kinds a person plans (the floor raises `floor` counts itself). */
export const plannedCountKinds = ["zone", "locations", "sku", "customer", "not_counted", "abc"] as const;

/**
 * ABC classes by movement (units shipped from the warehouse over the last `abcDays` days, from the stock
 * log): the SKUs making the first 80% of the units are A, the next 15% B, the rest (and SKUs not shipped) C.
 */
export const abcClasses = ["A", "B", "C"] as const;
export type TAbcClass = (typeof abcClasses)[number];
export const abcRule = { days: 90, a: 0.8, b: 0.95 } as const;

export const countPlanStatuses = ["open", "closed", "cancelled"] as const;
export type TCountPlanStatus = (typeof countPlanStatuses)[number];

/**
 * A location's count: `open` (not scanned yet), `counting` (scanned, its quantities being scanned),
 * `recount` (a variance passed the threshold: another operator counts it again), `review` (a variance waits
 * for approval), then `accurate` (no variance), `adjusted` (approved and posted) or `cancelled`.
 */
export const countTaskStatuses = [
  "open",
  "counting",
  "recount",
  "review",
  "accurate",
  "adjusted",
  "cancelled",
] as const;
export type TCountTaskStatus = (typeof countTaskStatuses)[number];
/** States in which a task still waits for someone. */
export const unfinishedCountStates = ["open", "counting", "recount", "review"] as const;

export const countTaskActions = ["scan", "submit", "approve", "send_back", "cancel"] as const;
export type TCountTaskAction = (typeof countTaskActions)[number];

export const countLimits = {
  /** Locations of one walk (a cart's round), by default and at most. */
  walkSize: 40,
  walkSizeMax: 500,
  /** Tasks one plan may make (a whole warehouse). */
  tasks: 200_000,
  /** Counted lines of one location, and units of one line. */
  lines: 200,
  unitsPerLine: 1_000_000,
  /** Tasks one approve / send-back call names. */
  batch: 500,
  skus: 100,
  /** Locations one floor request names. */
  floorLocations: 50,
  days: 3650,
} as const;

const ZText = (max: number) => z.string().trim().max(max, "field.tooLong").default("");
const ZCode = z.string().trim().max(textCaps.code, "field.tooLong");

/** counts/create-count-plan: the warehouse, how to choose its locations, and the walks' size. */
export const ZCreateCountPlanRequest = z.object({
  warehouse_id: z.string({ message: "counts.warehouseRequired" }).uuid("counts.warehouseRequired"),
  kind: z.enum(plannedCountKinds, { message: "counts.kindRequired" }),
  /** kind zone. */
  zone_id: ZOptionalId,
  /** kind locations: codes from..to (inclusive, in code order). */
  from_location: optionalFilter(ZCode.toUpperCase()),
  to_location: optionalFilter(ZCode.toUpperCase()),
  /** kind sku: the SKUs (or barcodes) whose locations are counted; customer_id names their owner. */
  skus: z
    .array(z.string().trim().min(1).max(textCaps.code, "field.tooLong"))
    .max(countLimits.skus)
    .default([]),
  /** kind customer (and sku): the owner whose stock is counted. */
  customer_id: ZOptionalId,
  /** kind abc: the locations holding SKUs of this class. */
  abc_class: optionalFilter(z.enum(abcClasses, { message: "counts.classRequired" })),
  /** kind not_counted: locations not counted for this many days (or never). */
  days: optionalFilter(
    z.coerce
      .number("counts.daysFormat")
      .int("counts.daysFormat")
      .min(1, "counts.daysFormat")
      .max(countLimits.days, "counts.daysFormat"),
  ),
  walk_size: z.coerce
    .number("counts.walkSizeFormat")
    .int("counts.walkSizeFormat")
    .min(1, "counts.walkSizeFormat")
    .max(countLimits.walkSizeMax, "counts.walkSizeFormat")
    .default(countLimits.walkSize),
  note: ZText(300),
});
export type TCreateCountPlanRequest = z.infer<typeof ZCreateCountPlanRequest>;

/** Tasks of a plan by state. */
export const ZCountProgress = z.object({
  total: z.number().int(),
  open: z.number().int(),
  counting: z.number().int(),
  recount: z.number().int(),
  review: z.number().int(),
  accurate: z.number().int(),
  adjusted: z.number().int(),
  cancelled: z.number().int(),
});
export type TCountProgress = z.infer<typeof ZCountProgress>;

export const ZCountPlan = z.object({
  id: z.string(),
  code: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  kind: z.enum(countPlanKinds),
  status: z.enum(countPlanStatuses),
  /** What the plan counts, in words the screen shows (zone code, location range, SKUs, customer, days, or what the floor saw). */
  scope: z.string(),
  note: z.string(),
  walk_size: z.number().int(),
  walks: z.number().int(),
  progress: ZCountProgress,
  /** Locations left out because another open plan counts them. */
  skipped: z.number().int(),
  created_by: z.string(),
  created_at: z.number(),
  closed_at: z.number().nullable(),
});
export type TCountPlan = z.infer<typeof ZCountPlan>;

export const countPlanSorts = ["created_at", "code"] as const;
export const ZCountPlanQuery = z.object({
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(countPlanStatuses)),
  kind: optionalFilter(z.enum(countPlanKinds)),
  /** The plan's code or its note. */
  keyword: ZKeyword,
  sort: sortBy(countPlanSorts, "created_at"),
  order: orderBy("desc"),
  ...ZPageQuery.shape,
});
export type TCountPlanQuery = z.infer<typeof ZCountPlanQuery>;

export const ZCountPlanIdRequest = z.object({ plan_id: ZUuid });
export type TCountPlanIdRequest = z.infer<typeof ZCountPlanIdRequest>;

/** A counted SKU or lot of a location. Expected figures are staff review's only (null on the floor). */
export const ZCountLine = z.object({
  id: z.string(),
  variant_id: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  owner_code: z.string(),
  batch: z.string(),
  counted: z.number().int().nullable(),
  /** On the shelf by the ledger when the location was scanned (on hand less units already picked into totes). */
  expected: z.number().int().nullable(),
  variance: z.number().int().nullable(),
  /** variance x the SKU's price. */
  value: z.string().nullable(),
  /** Units of a wave being picked here when the location was scanned (they may have been in a tote already). */
  in_wave: z.number().int().nullable(),
});
export type TCountLine = z.infer<typeof ZCountLine>;

export const ZCountTask = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_code: z.string(),
  warehouse_id: z.string(),
  location_id: z.string(),
  location_code: z.string(),
  walk: z.number().int(),
  seq: z.number().int(),
  status: z.enum(countTaskStatuses),
  /** 1 for the first count, 2 for a recount, … */
  round: z.number().int(),
  counted_by: z.string(),
  counted_at: z.number().nullable(),
  /** Review only: units off and their value over the lines (absolute sums). */
  variance_units: z.number().int().nullable(),
  variance_value: z.string().nullable(),
  /** Whether approving it is the provider's (its value passes the approval limit). */
  needs_provider: z.boolean(),
  reviewed_by: z.string(),
  note: z.string(),
});
export type TCountTask = z.infer<typeof ZCountTask>;

export const ZCountTaskDetail = ZCountTask.extend({ lines: z.array(ZCountLine) });
export type TCountTaskDetail = z.infer<typeof ZCountTaskDetail>;

export const ZCountTaskQuery = z.object({
  plan_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(countTaskStatuses)),
  /** The floor's list: tasks still to count (open or recount). */
  to_count: ZQueryFlag,
  walk: optionalFilter(z.coerce.number().int().min(1).max(countLimits.tasks)),
  /** A location's code. */
  keyword: ZKeyword,
  ...ZPageQuery.shape,
});
export type TCountTaskQuery = z.infer<typeof ZCountTaskQuery>;

export const ZCountTaskIdRequest = z.object({ task_id: ZUuid });
export type TCountTaskIdRequest = z.infer<typeof ZCountTaskIdRequest>;

/** counts/scan-count-location: the scan of a location of the plan starts (or resumes) its count. */
export const ZScanCountLocationRequest = z.object({
  plan_id: ZUuid,
  location_code: z.string().trim().min(1, "counts.locationRequired").max(textCaps.code, "field.tooLong"),
});
export type TScanCountLocationRequest = z.infer<typeof ZScanCountLocationRequest>;

export const ZCountedLineInput = z.object({
  /** The SKU or barcode scanned. */
  code: z.string().trim().min(1, "counts.skuRequired").max(textCaps.code, "field.tooLong"),
  batch: ZText(textCaps.code),
  quantity: z.coerce
    .number("counts.quantityFormat")
    .int("counts.quantityFormat")
    .min(0, "counts.quantityFormat")
    .max(countLimits.unitsPerLine, "counts.quantityFormat"),
});
/** counts/submit-count: what was found at the scanned location (nothing: the location is empty). */
export const ZSubmitCountRequest = z.object({
  task_id: ZUuid,
  lines: z.array(ZCountedLineInput).max(countLimits.lines, "counts.tooManyLines"),
});
export type TSubmitCountRequest = z.infer<typeof ZSubmitCountRequest>;

const ZTaskIds = z.array(ZUuid).min(1, "counts.selectTasks").max(countLimits.batch, "counts.tooManyTasks");
/** counts/approve-count: the tasks to post (or every task in review of a plan), with the reason written to the stock log. */
export const ZApproveCountRequest = z.object({
  task_ids: ZTaskIds.optional(),
  plan_id: ZOptionalId,
  reason: z.string().trim().min(1, "counts.reasonRequired").max(300, "field.tooLong"),
});
export type TApproveCountRequest = z.infer<typeof ZApproveCountRequest>;
export const ZApproveCountAnswer = z.object({
  approved: z.number().int(),
  /** Stock-log rows written. */
  lines: z.number().int(),
  /** Orders that held more than the count found, now exceptions (reason count_short). */
  exceptions: z.array(z.object({ order_id: z.string(), code: z.string() })),
});
export type TApproveCountAnswer = z.infer<typeof ZApproveCountAnswer>;

export const ZSendBackCountRequest = z.object({ task_ids: ZTaskIds, note: ZText(300) });
export type TSendBackCountRequest = z.infer<typeof ZSendBackCountRequest>;

/** The provider's count rules. */
export const ZCountSettings = z.object({
  /** A first count off by more units than this is counted again by another operator (0: any variance). */
  recount_threshold: z.coerce
    .number("counts.thresholdFormat")
    .int("counts.thresholdFormat")
    .min(0, "counts.thresholdFormat")
    .max(1_000_000, "counts.thresholdFormat"),
  /** A task whose variance is worth more than this is approved by the provider only. */
  approval_limit: z
    .string()
    .trim()
    .max(16, "field.tooLong")
    .regex(/^\d{1,10}(\.\d{1,2})?$/, "counts.limitFormat"),
});
export type TCountSettings = z.infer<typeof ZCountSettings>;

export const ZCountFiguresQuery = z.object({
  warehouse_id: ZOptionalId,
  /** Accuracy and customers over the last 30, 90 or 365 days (the returns card's windows). */
  days: z.coerce
    .number()
    .int("returns.windowFormat")
    .refine((d) => (returnFigureWindows as readonly number[]).includes(d), "returns.windowFormat")
    .default(90),
});
export type TCountFiguresQuery = z.infer<typeof ZCountFiguresQuery>;

/** Value of count adjustments (units x the SKU's price now): found more, found less, and the net. */
const ZAdjustmentValue = z.object({
  units_gained: z.number().int(),
  units_lost: z.number().int(),
  value_gained: z.string(),
  value_lost: z.string(),
  net_value: z.string(),
});

/** The provider dashboard's counts card (counts/query-count-figures). */
export const ZCountFigures = z.object({
  days: z.number().int(),
  /** Locations whose count ended in the window, those without variance, and their share (0-100, one decimal; null with none). */
  accuracy: z.object({
    counted: z.number().int(),
    accurate: z.number().int(),
    percent: z.number().nullable(),
  }),
  /** Enabled locations never counted, of all enabled locations. */
  never_counted: z.number().int(),
  locations: z.number().int(),
  /** Locations waiting for a recount or a review now. */
  waiting_review: z.number().int(),
  waiting_recount: z.number().int(),
  /** The last six months, oldest first (YYYY-MM). */
  by_month: z.array(ZAdjustmentValue.extend({ month: z.string() })),
  /** Within the window, the customers whose stock was adjusted, largest net loss first. */
  by_customer: z.array(ZAdjustmentValue.extend({ customer_id: z.string(), owner_code: z.string() })),
});
export type TCountFigures = z.infer<typeof ZCountFigures>;

/** Why the floor asks for a count: a short pick, a location found empty, a surprise at putaway, or else. */
export const floorCountReasons = ["short_pick", "found_empty", "putaway_surprise", "other"] as const;
export type TFloorCountReason = (typeof floorCountReasons)[number];

/** counts/raise-floor-count: the locations someone on the floor wants counted, and why. */
export const ZRaiseFloorCountRequest = z.object({
  warehouse_id: z.string({ message: "counts.warehouseRequired" }).uuid("counts.warehouseRequired"),
  location_codes: z
    .array(z.string().trim().min(1, "counts.locationRequired").max(textCaps.code, "field.tooLong"))
    .min(1, "counts.locationRequired")
    .max(countLimits.floorLocations, "counts.tooManyLocations"),
  reason: z.enum(floorCountReasons, { message: "counts.floorReasonRequired" }),
  note: ZText(300),
});
export type TRaiseFloorCountRequest = z.infer<typeof ZRaiseFloorCountRequest>;
