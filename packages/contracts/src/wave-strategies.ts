import { z } from "zod";
import { optionalFilter, sortBy, ZOptionalId } from "./list-fields.ts";
import { updatable } from "./shared-fields.ts";
import { wholeNumber, ZId, ZName, ZPaging, ZRemark, ZTimes } from "./warehousing-fields.ts";

/**
 * Wave strategies of a provider (warehousing settings screen): how confirmed orders are grouped into
 * waves (waves.ts), optionally bound to one warehouse.
 */

export const waveKinds = ["single-item", "multi-item", "same-channel", "same-zone"] as const;

export const ZWaveStrategy = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(waveKinds),
  /** null: every warehouse of the provider. */
  warehouse_id: z.string().nullable(),
  max_orders_per_wave: z.number().int(),
  max_lines_per_wave: z.number().int(),
  enabled: z.boolean(),
  remark: z.string(),
  ...ZTimes,
});
export type TWaveStrategy = z.infer<typeof ZWaveStrategy>;

const ZMaxOrders = wholeNumber(1, 1000, "warehouse.waveMaxOrders");
const ZMaxLines = wholeNumber(1, 10_000, "warehouse.waveMaxLines");

export const ZCreateWaveStrategyRequest = z
  .object({
    name: ZName,
    kind: z.enum(waveKinds, "warehouse.waveKind"),
    warehouse_id: ZId.nullable().default(null),
    max_orders_per_wave: ZMaxOrders,
    max_lines_per_wave: ZMaxLines,
    enabled: z.boolean().default(true),
    remark: ZRemark.default(""),
  })
  .refine((v) => v.max_lines_per_wave >= v.max_orders_per_wave, {
    message: "warehouse.waveLinesBelowOrders",
    path: ["max_lines_per_wave"],
  });
export type TCreateWaveStrategyRequest = z.infer<typeof ZCreateWaveStrategyRequest>;

export const ZUpdateWaveStrategyRequest = z.object({
  wave_strategy_id: ZId,
  ...updatable(ZCreateWaveStrategyRequest.shape),
});
export type TUpdateWaveStrategyRequest = z.infer<typeof ZUpdateWaveStrategyRequest>;

const ZBoolFilter = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v === true || v === "true" || v === "1"),
  z.boolean().optional(),
);

export const ZWaveStrategyListQuery = z.object({
  ...ZPaging,
  kind: optionalFilter(z.enum(waveKinds)),
  enabled: ZBoolFilter,
  warehouse_id: ZOptionalId,
  sort: sortBy(["name", "kind", "created_at"], "name"),
});
export type TWaveStrategyListQuery = z.infer<typeof ZWaveStrategyListQuery>;

/** customer-settings/query-specific-wave-strategies: the strategies usable now (enabled unless asked otherwise). */
export const ZSpecificWaveStrategiesQuery = z.object({
  warehouse_id: ZOptionalId,
  kind: optionalFilter(z.enum(waveKinds)),
  enabled: ZBoolFilter,
});
export type TSpecificWaveStrategiesQuery = z.infer<typeof ZSpecificWaveStrategiesQuery>;

export const ZWaveStrategyIdBody = z.object({ wave_strategy_id: ZId });
