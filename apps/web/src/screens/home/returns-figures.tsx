import type { TReturnFigures } from "@wms/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatPercent } from "../../components/format.ts";
import { useNameOf } from "./dashboard-lists.tsx";
import { FiguresTable } from "./figures-card.tsx";

type TRate = TReturnFigures["total"];

/** The window's return rate in total: "4.2 % of 1,230 units shipped", or "—" and why when nothing shipped. */
export function ReturnRateTotal({ total, days }: { total: TRate; days: number }) {
  const { t } = useTranslation();
  return (
    <div className="wms-returns__total" data-testid="returns-rate">
      <span className="wms-secondary">{t("home.returns.rate")}</span>
      {total.rate === null ? (
        <>
          <strong>—</strong>
          <span className="wms-secondary">{t("home.returns.noShipped", { days })}</span>
        </>
      ) : (
        <strong>{t("home.returns.rateOf", { rate: formatPercent(total.rate), count: total.shipped })}</strong>
      )}
      <span className="wms-secondary">{t("home.returns.returned", { count: total.returned, days })}</span>
    </div>
  );
}

/**
 * One of the card's rankings under its heading (a table of the rows with their units shipped, returned and
 * rate, each row headed by `head`), or a note when no unit came back.
 */
function RateRanking<T extends TRate>(props: {
  name: "sku" | "customer";
  title: string;
  headTitle: string;
  rows: readonly T[];
  keyOf: (row: T) => string;
  head: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h3>{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="wms-secondary">{t("home.returns.noneReturned")}</p>
      ) : (
        <FiguresTable
          label={props.title}
          columns={[
            props.headTitle,
            t("home.returns.shipped"),
            t("home.returns.returnedUnits"),
            t("home.returns.rateColumn"),
          ]}
          testId={`returns-by-${props.name}`}
        >
          {props.rows.map((row) => (
            <tr key={props.keyOf(row)}>
              <th scope="row">{props.head(row)}</th>
              <td>{formatCount(row.shipped)}</td>
              <td>{formatCount(row.returned)}</td>
              <td>
                <strong>{formatPercent(row.rate)}</strong>
              </td>
            </tr>
          ))}
        </FiguresTable>
      )}
    </div>
  );
}

/** The SKUs with the highest return rate, named in the user's language. */
export function SkuRates({ rows }: { rows: TReturnFigures["by_sku"] }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  return (
    <RateRanking
      name="sku"
      title={t("home.returns.bySku")}
      headTitle={t("home.returns.skuName")}
      rows={rows}
      keyOf={(row) => row.variant_id}
      head={(row) => (
        <>
          {row.sku}
          <span className="wms-secondary wms-returns__name">{nameOf(row)}</span>
        </>
      )}
    />
  );
}

/** The customers with the highest return rate (staff only: a drop shipper's would be its own row). */
export function CustomerRates({ rows }: { rows: TReturnFigures["by_customer"] }) {
  const { t } = useTranslation();
  return (
    <RateRanking
      name="customer"
      title={t("home.returns.byCustomer")}
      headTitle={t("home.returns.customer")}
      rows={rows}
      keyOf={(row) => row.customer_id}
      head={(row) => row.customer_name}
    />
  );
}

/**
 * How long parcels wait from arrival to the end of their inspection: the mean and median days over those
 * received in the window and inspected, the parcels received and inspected, and those waiting now.
 */
export function InspectionFigures({ inspection }: { inspection: TReturnFigures["inspection"] }) {
  const { t } = useTranslation();
  const days = (value: number) => t("home.returns.days", { count: value });
  const { average_days: average, median_days: median, oldest_waiting_days: oldest } = inspection;
  const rows = [
    {
      key: "time",
      value:
        average === null || median === null
          ? t("home.returns.noneInspected")
          : t("home.returns.averageMedian", { average: days(average), median: days(median) }),
    },
    {
      key: "parcels",
      value: t("home.returns.receivedInspected", {
        received: formatCount(inspection.received),
        inspected: formatCount(inspection.inspected),
      }),
    },
    {
      key: "waiting",
      value:
        inspection.waiting === 0 || oldest === null
          ? t("home.returns.noneWaiting")
          : t("home.returns.waitingOldest", { waiting: formatCount(inspection.waiting), days: days(oldest) }),
    },
  ];
  return (
    <div>
      <h3 id="home-returns-inspection">{t("home.returns.inspection")}</h3>
      <ul
        className="wms-returns__inspection"
        aria-labelledby="home-returns-inspection"
        data-testid="returns-inspection"
      >
        {rows.map((row) => (
          <li key={row.key}>
            <span className="wms-secondary">{t(`home.returns.${row.key}`)}</span>
            <strong>{row.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
