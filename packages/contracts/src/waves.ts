import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Waves (outbound floor, issue 6 item 3): confirmed orders grouped by a wave strategy, a pick list
 * sorted by walk sequence, and picking confirmation. Server: apps/server/src/modules/waves.
 */

const ZDay = optionalFilter(
  z
    .string()
    .max(textCaps.short, "field.tooLong")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "wave.dateFormat")
    // A real calendar day (2020-13-01 matches the pattern but is no date).
    .refine((v) => {
      const t = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
    }, "wave.dateFormat"),
);

export const waveStatuses = ["picking", "picked", "short_picked"] as const;
export type TWaveStatus = (typeof waveStatuses)[number];
export const ZWaveStatus = z.enum(waveStatuses);

/** The most confirmed orders one generate call looks at (each wave is its own transaction). */
export const maxOrdersPerGeneration = 2000;

/** Staff act in their own tenant; naming another provider is refused (4003). */
const tenant = { provider_uuid: ZOptionalId };

export const ZGenerateWavesRequest = z.object({
  ...tenant,
  warehouse_id: z.string().uuid("field.invalid"),
  strategy_id: z.string().uuid("field.invalid"),
  /** The confirmed orders to wave; without it every confirmed order of the warehouse. */
  order_ids: z.array(z.string().uuid("field.invalid")).max(maxOrdersPerGeneration).optional(),
});
export type TGenerateWavesRequest = z.infer<typeof ZGenerateWavesRequest>;

export const ZWavePreview = z.object({
  /** Orders the strategy takes and how many waves they make. */
  order_count: z.number().int(),
  wave_count: z.number().int(),
  /** Confirmed orders the strategy leaves out (e.g. multi-SKU orders for a single-item strategy). */
  skipped_count: z.number().int(),
  waves: z.array(z.object({ order_count: z.number().int(), line_count: z.number().int() })),
});
export type TWavePreview = z.infer<typeof ZWavePreview>;

export const waveSorts = ["created_at", "code", "order_count"] as const;

export const ZWaveQuery = z.object({
  ...tenant,
  ...ZPageQuery.shape,
  /** Wave code, partial. */
  keyword: ZKeyword,
  status: optionalFilter(ZWaveStatus),
  strategy_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  date_from: ZDay,
  date_to: ZDay,
  sort: z.enum(waveSorts).default("created_at"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TWaveQuery = z.infer<typeof ZWaveQuery>;

export const ZWaveSummary = z.object({
  wave_id: z.string(),
  code: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  strategy_id: z.string().nullable(),
  strategy_name: z.string(),
  strategy_kind: z.string(),
  status: ZWaveStatus,
  order_count: z.number().int(),
  line_count: z.number().int(),
  unit_count: z.number().int(),
  exception_count: z.number().int(),
  created_at: z.string(),
  picked_at: z.string().nullable(),
});
export type TWaveSummary = z.infer<typeof ZWaveSummary>;

export const ZWavePickLine = z.object({
  location_id: z.string(),
  location_code: z.string(),
  walk_sequence: z.number().int(),
  variant_id: z.string(),
  sku: z.string(),
  name: z.string(),
  /** Lots on this location, comma-separated ('' when none). */
  batches: z.string(),
  required: z.number().int(),
  /** null while the wave is open. */
  picked: z.number().int().nullable(),
});
export type TWavePickLine = z.infer<typeof ZWavePickLine>;

/** An order's result in a wave, set when picking is confirmed (skipped: it left the wave before). */
export const waveOrderResults = ["picked", "short", "skipped"] as const;
export const ZWaveOrder = z.object({
  order_id: z.string(),
  code: z.string(),
  status: z.string(),
  result: z.enum(waveOrderResults).nullable(),
  exception_reason: z.string(),
  line_count: z.number().int(),
  unit_count: z.number().int(),
});
export type TWaveOrder = z.infer<typeof ZWaveOrder>;

export const ZWaveDetail = ZWaveSummary.extend({
  orders: z.array(ZWaveOrder),
  lines: z.array(ZWavePickLine),
});
export type TWaveDetail = z.infer<typeof ZWaveDetail>;

export const ZWaveRef = z.object({ ...tenant, wave_id: z.string().uuid("field.invalid") });
export type TWaveRef = z.infer<typeof ZWaveRef>;

export const ZConfirmPickingRequest = z.object({
  ...tenant,
  wave_id: z.string().uuid("field.invalid"),
  /** Exactly one entry per open pick line (SKU at a location): nothing is assumed for a missing line. */
  lines: z
    .array(
      z.object({
        location_id: z.string().uuid("field.invalid"),
        variant_id: z.string().uuid("field.invalid"),
        picked: z.number().int("wave.pickedWhole").min(0, "wave.pickedWhole"),
      }),
    )
    .max(10000),
});
export type TConfirmPickingRequest = z.infer<typeof ZConfirmPickingRequest>;

/** What one generate call made: the new waves, and how many orders no wave could take. */
export const ZGenerateWavesResponse = z.object({
  waves: z.array(ZWaveSummary),
  skipped_count: z.number().int(),
});

/** The reason written on orders a short pick turns into exceptions. */
export const shortPickReason = "short_pick";
