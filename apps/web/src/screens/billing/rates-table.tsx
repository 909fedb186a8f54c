import { feeKinds, locationTypes, rateKey, type TRate } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { amountText } from "./billing-texts.ts";
import { aged, byLocationType } from "./rate-rules.ts";

/** A card's order: by kind (the contracts' list), then location type, then age tier. */
const order = (r: TRate) => [
  feeKinds.indexOf(r.kind),
  r.location_type ? locationTypes.indexOf(r.location_type) + 1 : 0,
  r.age_from_days,
];
function compare(a: TRate, b: TRate) {
  const [x, y] = [order(a), order(b)];
  return x.reduce((found, value, i) => found || value - (y[i] ?? 0), 0);
}

/** A version's rates, read-only: the provider's card drawer and the drop shipper's fees show the same. */
export function RatesTable(props: { rates: readonly TRate[]; currency: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ItemsTable<TRate>
      rowKey={rateKey}
      dataSource={[...props.rates].sort(compare)}
      data-testid={props.testId}
      columns={[
        { key: "kind", title: t("billing.editor.kind"), render: (_v, r) => t(`billing.kinds.${r.kind}`) },
        {
          key: "location_type",
          title: t("billing.editor.locationType"),
          render: (_v, r) =>
            !byLocationType(r.kind)
              ? "—"
              : r.location_type
                ? t(`warehousing.locationTypes.${r.location_type}`)
                : t("billing.allTypes"),
        },
        {
          key: "age",
          title: t("billing.editor.stockAge"),
          className: oneLineCell,
          render: (_v, r) => (aged(r.kind) ? t("billing.ageFrom", { count: r.age_from_days }) : "—"),
        },
        {
          key: "amount",
          title: t("billing.editor.amount"),
          align: "right",
          className: oneLineCell,
          render: (_v, r) => amountText(t, r, props.currency),
        },
      ]}
    />
  );
}
