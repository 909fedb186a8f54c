import { useQuery } from "@tanstack/react-query";
import { feeGroups, type TRevenue } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../components/format.ts";
import { EmptyNote } from "../../components/plain-parts.tsx";
import { billingApi, chargesKey } from "../billing/billing-api.ts";
import { FiguresCard, FiguresTable } from "./figures-card.tsx";

/** The months the card shows, the current UTC month included. */
const revenueMonths = 6;

const isZero = (amount: string) => Number(amount) === 0;

/** The fee groups with an amount in some month of the range, in the groups' usual order. */
function groupsIn(months: TRevenue["months"]) {
  return feeGroups.filter((group) =>
    months.some((m) => m.by_group.some((g) => g.group === group && !isZero(g.amount))),
  );
}

function RevenueBody({ data }: { data: TRevenue }) {
  const { t } = useTranslation();
  if (data.months.every((m) => isZero(m.total)))
    return <EmptyNote text={t("home.revenue.empty", { months: revenueMonths })} testId="revenue-empty" />;
  const groups = groupsIn(data.months);
  const money = (amount: string | undefined) =>
    amount === undefined ? "—" : formatMoney(amount, data.currency);
  return (
    <div className="wms-figures__body">
      <FiguresTable
        label={t("home.revenue.byMonth", { months: revenueMonths })}
        columns={[
          t("home.revenue.month"),
          t("home.revenue.total"),
          ...groups.map((g) => t(`billing.groups.${g}`)),
        ]}
        testId="revenue-months"
      >
        {data.months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{m.month}</th>
            <td>
              <strong>{money(m.total)}</strong>
            </td>
            {groups.map((group) => (
              <td key={group}>{money(m.by_group.find((g) => g.group === group)?.amount)}</td>
            ))}
          </tr>
        ))}
      </FiguresTable>
      <div className="wms-revenue__customers">
        <h3 id="home-revenue-customers">{t("home.revenue.topCustomers")}</h3>
        {data.customers.length === 0 ? (
          <p className="wms-secondary" data-testid="revenue-no-customers">
            {t("home.revenue.noCustomers")}
          </p>
        ) : (
          <ol aria-labelledby="home-revenue-customers" data-testid="revenue-customers">
            {data.customers.map((c) => (
              <li key={c.customer_id}>
                <div>
                  {c.customer_name}
                  <span className="wms-secondary">{c.owner_code}</span>
                </div>
                <strong>{money(c.amount)}</strong>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/**
 * The provider's revenue (GET billing/query-revenue): its charges of the last months by fee group, and the
 * current month's largest customers; it opens the charges. Providers only: operators are refused the call,
 * so the home renders the card for the provider's role alone.
 */
export function RevenueCard() {
  const { t } = useTranslation();
  const query = { months: revenueMonths };
  const revenue = useQuery({
    // Under the charges: pricing, waiving or crediting work refreshes it with them.
    queryKey: [...chargesKey, "revenue", query],
    queryFn: () => billingApi.revenue(query),
  });
  return (
    <FiguresCard
      name="revenue"
      icon="wallet"
      query={revenue}
      tools={
        <Link to="/p/billing?tab=charges" className="wms-figures__link">
          {t("home.revenue.billing")}
        </Link>
      }
    >
      {(data) => <RevenueBody data={data} />}
    </FiguresCard>
  );
}
