import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../components/format.ts";
import { PlainIcon } from "../../components/plain-icons.tsx";
import { billingApi, chargesKey } from "../billing/billing-api.ts";
import { utcMonthStart } from "../billing/billing-texts.ts";

/**
 * What the chosen provider has charged the drop shipper this month so far (charges are dated by UTC day,
 * credit notes less), beside today's counters; it opens the charges with that provider.
 */
export function MonthFeesCounter({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const filters = { provider_uuid: providerUuid, day_from: utcMonthStart() };
  const summary = useQuery({
    queryKey: [...chargesKey, "summary", filters],
    queryFn: () => billingApi.chargesSummary(filters),
  });
  const data = summary.data;
  return (
    <Link
      to={`/ds/billing?tab=charges&provider_uuid=${providerUuid}`}
      className="wms-card wms-counter"
      data-testid="counter-fees_this_month"
    >
      <span className="wms-secondary">{t("home.dashboard.feesThisMonth")}</span>
      <span className="wms-counter__value" aria-busy={summary.isPending}>
        <PlainIcon name="wallet" />
        {data ? (
          <span data-testid="counter-value">{formatMoney(data.total, data.currency)}</span>
        ) : (
          <span>{summary.isError ? "—" : "…"}</span>
        )}
      </span>
    </Link>
  );
}
