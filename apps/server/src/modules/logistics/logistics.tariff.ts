import { type SQL, sql } from "drizzle-orm";

/**
 * The carrier's cost of a parcel by its channel's tariff (logistics_channels.tariff_*, docs/billing.md), as
 * SQL over a channel row aliased `channel` and a weight in kilograms: the first price up to the first
 * weight, then the step price for each started step beyond it; null when the channel has no tariff. The
 * hand-over (the parcel's recorded cost) and the price before the work both read it.
 */
export function tariffCost(channel: SQL, weightKg: SQL): SQL {
  return sql`(case when ${channel}.tariff_first_price is not null then
    ${channel}.tariff_first_price
      + ceil(greatest(${weightKg} - ${channel}.tariff_first_kg, 0) / ${channel}.tariff_step_kg)
        * ${channel}.tariff_step_price
  end)`;
}
