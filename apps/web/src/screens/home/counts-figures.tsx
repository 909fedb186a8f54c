import type { TCountFigures } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney, formatPercent } from "../../components/format.ts";
import { FiguresTable } from "./figures-card.tsx";

type TMonth = TCountFigures["by_month"][number];
type TValue = Omit<TMonth, "month">;

/** The months the card's table shows, the current UTC month included (the server's six). */
export const countMonths = 6;

const zeroValue: TValue = {
  units_gained: 0,
  units_lost: 0,
  value_gained: "0.00",
  value_lost: "0.00",
  net_value: "0.00",
};

/** YYYY-MM of the UTC month `back` months before the current one. */
function utcMonth(back: number, now = new Date()) {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return at.toISOString().slice(0, 7);
}

/**
 * The last six UTC months, oldest first, each with its adjustments (a month without any counts zero): the
 * server answers only the months that had some.
 */
export function sixMonths(rows: readonly TMonth[], now = new Date()): TMonth[] {
  return Array.from({ length: countMonths }, (_v, i) => {
    const month = utcMonth(countMonths - 1 - i, now);
    return rows.find((row) => row.month === month) ?? { month, ...zeroValue };
  });
}

/** The accuracy of the window: "97.5 %", with how many locations counted were accurate, or "—" and why. */
export function CountAccuracy({ accuracy, days }: { accuracy: TCountFigures["accuracy"]; days: number }) {
  const { t } = useTranslation();
  return (
    <div className="wms-counts__accuracy" data-testid="counts-accuracy">
      <span className="wms-secondary">{t("home.counts.accuracy")}</span>
      {accuracy.percent === null ? (
        <>
          <strong>—</strong>
          <span className="wms-secondary">{t("home.counts.noneCounted", { days })}</span>
        </>
      ) : (
        <>
          <strong>{formatPercent(accuracy.percent / 100)}</strong>
          <span className="wms-secondary">
            {t("home.counts.accuracyOf", { accurate: accuracy.accurate, count: accuracy.counted, days })}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * The locations: never counted of all enabled ones, and those waiting now for a review or a recount, with
 * the way to the review.
 */
export function CountLocations({ data }: { data: TCountFigures }) {
  const { t } = useTranslation();
  const rows = [
    {
      key: "never",
      label: t("home.counts.neverCounted"),
      value: t("home.counts.neverOf", { never: data.never_counted, count: data.locations }),
    },
    {
      key: "review",
      label: t("home.counts.waitingReview"),
      value: t("home.counts.waitingCount", { count: data.waiting_review }),
    },
    {
      key: "recount",
      label: t("home.counts.waitingRecount"),
      value: t("home.counts.waitingCount", { count: data.waiting_recount }),
    },
  ];
  const waiting = data.waiting_review + data.waiting_recount > 0;
  return (
    <div>
      <h3 id="home-counts-locations">{t("home.counts.locations")}</h3>
      <ul className="wms-counts__list" aria-labelledby="home-counts-locations" data-testid="counts-locations">
        {rows.map((row) => (
          <li key={row.key} data-testid={`counts-${row.key}`}>
            <span className="wms-secondary">{row.label}</span>
            <strong>{row.value}</strong>
          </li>
        ))}
      </ul>
      {waiting && (
        <p className="wms-counts__more">
          <Link to="/p/counts?tab=review" className="wms-figures__link" data-testid="counts-review-link">
            {t("home.counts.review")}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The value of this month's count adjustments: the net, then what was found more and less (units, value). */
export function MonthAdjustments({ month }: { month: TMonth }) {
  const { t } = useTranslation();
  const rows = [
    { key: "net", label: t("home.counts.net"), value: formatMoney(month.net_value) },
    {
      key: "gained",
      label: t("home.counts.gained"),
      value: t("home.counts.unitsValue", {
        count: month.units_gained,
        value: formatMoney(month.value_gained),
      }),
    },
    {
      key: "lost",
      label: t("home.counts.lost"),
      value: t("home.counts.unitsValue", { count: month.units_lost, value: formatMoney(month.value_lost) }),
    },
  ];
  return (
    <div>
      <h3 id="home-counts-month">{t("home.counts.thisMonth")}</h3>
      <ul className="wms-counts__list" aria-labelledby="home-counts-month" data-testid="counts-month">
        {rows.map((row) => (
          <li key={row.key}>
            <span className="wms-secondary">{row.label}</span>
            <strong>{row.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The adjustments of the last six months, oldest first: found more, found less and the net value, the net
 * drawn as a bar beside it too (a loss in the error colour, a gain in the success colour; the figure says it
 * in words, the bar is decoration).
 */
export function MonthsTable({ months }: { months: readonly TMonth[] }) {
  const { t } = useTranslation();
  const largest = Math.max(...months.map((m) => Math.abs(Number(m.net_value))), 0);
  return (
    <FiguresTable
      label={t("home.counts.byMonth", { months: countMonths })}
      columns={[t("home.counts.month"), t("home.counts.gained"), t("home.counts.lost"), t("home.counts.net")]}
      testId="counts-by-month"
    >
      {months.map((m) => {
        const net = Number(m.net_value);
        const width = largest > 0 ? Math.max(4, Math.round((Math.abs(net) / largest) * 100)) : 0;
        return (
          <tr key={m.month}>
            <th scope="row">{m.month}</th>
            <td>{formatMoney(m.value_gained)}</td>
            <td>{formatMoney(m.value_lost)}</td>
            <td>
              <span className="wms-counts__net">
                <span className="wms-counts__track" aria-hidden="true">
                  {net !== 0 && (
                    <span
                      className="wms-counts__bar"
                      data-sign={net < 0 ? "loss" : "gain"}
                      style={{ width: `${width}%` }}
                    />
                  )}
                </span>
                <strong>{formatMoney(m.net_value)}</strong>
              </span>
            </td>
          </tr>
        );
      })}
    </FiguresTable>
  );
}

/** An amount kept on one line where the text around it wraps (its currency and number never apart). */
const unbroken = (money: string) => money.replace(" ", "\u00a0");

/** The customers whose stock the counts of the window adjusted, the largest net loss first. */
export function CustomerLosses({ rows }: { rows: TCountFigures["by_customer"] }) {
  const { t } = useTranslation();
  return (
    <div className="wms-revenue__customers wms-counts__customers">
      <h3 id="home-counts-customers">{t("home.counts.byCustomer")}</h3>
      {rows.length === 0 ? (
        <p className="wms-secondary" data-testid="counts-no-customers">
          {t("home.counts.noCustomers")}
        </p>
      ) : (
        <ol aria-labelledby="home-counts-customers" data-testid="counts-customers">
          {rows.map((c) => (
            <li key={c.customer_id}>
              <div>
                {c.owner_code}
                <span className="wms-secondary">
                  {t("home.counts.gainedLost", {
                    gained: unbroken(formatMoney(c.value_gained)),
                    lost: unbroken(formatMoney(c.value_lost)),
                  })}
                </span>
              </div>
              <strong>{formatMoney(c.net_value)}</strong>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
