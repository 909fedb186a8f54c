import type { TArea, TDashboardOverview } from "@wms/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlainIcon } from "../../components/plain-icons.tsx";

type TCounter = { key: keyof TDashboardOverview["counters"]; icon: ReactNode; to: string };

/**
 * Today's work: orders to confirm, orders in exception, receipts to receive; each opens its list. `extra`: a
 * fourth card in the row (a drop shipper's fees this month).
 */
export function DashboardCounters({
  area,
  providerUuid,
  counters,
  extra,
}: {
  area: TArea;
  providerUuid: string | undefined;
  counters: TDashboardOverview["counters"] | undefined;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const scope = providerUuid ? `&provider_uuid=${providerUuid}` : "";
  const receipts = area === "p" ? "/p/warehousing-definition?tab=receipts" : "/ds/warehousing?tab=receipts";
  const items: TCounter[] = [
    {
      key: "awaiting_confirmation",
      icon: <PlainIcon name="fileSearch" />,
      to: `/${area}/order?status=submitted${scope}`,
    },
    {
      key: "in_exception",
      icon: <PlainIcon name="exception" />,
      to: `/${area}/order?status=exception${scope}`,
    },
    {
      key: "receipts_awaiting_receiving",
      icon: <PlainIcon name="inbox" />,
      to: `${receipts}&status=submitted${scope}`,
    },
  ];
  return (
    <div className={extra ? "wms-counters wms-counters--four" : "wms-counters"}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className="wms-card wms-counter"
          data-testid={`counter-${item.key}`}
        >
          <span className="wms-secondary">{t(`home.dashboard.counters.${item.key}`)}</span>
          <span className="wms-counter__value" aria-busy={!counters}>
            {item.icon}
            {counters ? <span data-testid="counter-value">{counters[item.key]}</span> : <span>…</span>}
          </span>
        </Link>
      ))}
      {extra}
    </div>
  );
}
