import type { TFeeKind, TRate, TRateCardSummary, TRateVersion } from "@wms/contracts";
import type { TFunction } from "i18next";
import { kindInfo } from "./rate-rules.ts";

/** A card's name: "Default card", or its customer with the owner code. */
export function cardName(
  t: TFunction,
  card: Pick<TRateCardSummary, "customer_id" | "customer_name" | "owner_code">,
) {
  if (!card.customer_id) return t("billing.defaultCard");
  return card.owner_code
    ? t("billing.customerCard", { name: card.customer_name ?? "", code: card.owner_code })
    : (card.customer_name ?? "");
}

/** The unit beside an amount: "USD per order", "% over the cost". */
export function unitText(t: TFunction, kind: TFeeKind, currency: string) {
  const info = kindInfo(kind);
  const per = t(`billing.per.${info.per}`);
  return info.measure === "percent"
    ? t("billing.amount.percentUnit", { per })
    : t("billing.amount.moneyUnit", { currency, per });
}

/** A rate's amount with its unit: "1.20 USD per order", "15 % over the cost". */
export function amountText(t: TFunction, rate: Pick<TRate, "kind" | "amount">, currency: string) {
  const info = kindInfo(rate.kind);
  const per = t(`billing.per.${info.per}`);
  return info.measure === "percent"
    ? t("billing.amount.percent", { amount: rate.amount, per })
    : t("billing.amount.money", { amount: rate.amount, currency, per });
}

/** The days a version prices: "from 2026-12-07 to 2026-12-31", or open-ended while none follows. */
export function versionDays(t: TFunction, version: Pick<TRateVersion, "effective_from" | "effective_to">) {
  return version.effective_to
    ? t("billing.version.days", { from: version.effective_from, to: version.effective_to })
    : t("billing.version.daysOpen", { from: version.effective_from });
}

/** Today and later days as the server counts them: UTC dates, YYYY-MM-DD. */
export function utcDay(offsetDays = 0, now = new Date()) {
  const day = new Date(now.getTime() + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The first day of the month as the server counts it (UTC), YYYY-MM-DD: where "this month's" charges start. */
export function utcMonthStart(now = new Date()) {
  return `${utcDay(0, now).slice(0, 7)}-01`;
}
