import { type TChannelTariff, tariffPatterns } from "@wms/contracts";
import type { TFunction } from "i18next";

/**
 * A channel's carrier tariff as the form holds it and as the server takes it (contracts/logistics.ts,
 * ZChannelTariffInput): all four fields or none, weights in kilograms with up to 3 decimals, prices with up
 * to 2, the step more than 0 kg. Checked before sending so each field says what is wrong with it.
 */

export const tariffFields = ["first_kg", "first_price", "step_kg", "step_price"] as const;
export type TTariffField = (typeof tariffFields)[number];

/** The four fields as typed, each maybe still empty. */
export type TTariffValues = Partial<Record<TTariffField, string | null>>;

const typed = (values: TTariffValues | null | undefined, field: TTariffField) =>
  (values?.[field] ?? "").trim();
const isWeight = (field: TTariffField) => field.endsWith("_kg");

/** The problem of one field, a key under `logistics.tariff` (null: the server would take it). */
export function tariffProblem(values: TTariffValues | null | undefined, field: TTariffField): string | null {
  const value = typed(values, field);
  if (!value) return tariffFields.some((f) => typed(values, f)) ? "allOrNone" : null;
  if (!(isWeight(field) ? tariffPatterns.kg : tariffPatterns.price).test(value))
    return isWeight(field) ? "weightFormat" : "priceFormat";
  if (field === "step_kg" && Number(value) <= 0) return "stepPositive";
  return null;
}

/** The request's tariff: null when all four are empty (the channel has none), else the four texts trimmed. */
export function toTariff(values: TTariffValues | null | undefined): TChannelTariff | null {
  if (tariffFields.every((f) => !typed(values, f))) return null;
  return {
    first_kg: typed(values, "first_kg"),
    first_price: typed(values, "first_price"),
    step_kg: typed(values, "step_kg"),
    step_price: typed(values, "step_price"),
  };
}

/** A tariff in a table cell: "6.10 up to 0.5 kg, +1.20 per 0.5 kg", or "—" for none. */
export const tariffText = (t: TFunction, tariff: TChannelTariff | null) =>
  tariff ? t("logistics.tariff.summary", { ...tariff }) : "—";
