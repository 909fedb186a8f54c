import type { TCharge } from "@wms/contracts";
import { Typography } from "antd";
import type { ColumnType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { CellText, longTextColumn, textColumn, twoLineColumn } from "../../components/data-table/columns.tsx";

type TWork = Pick<
  TCharge,
  | "billing_day"
  | "customer_name"
  | "owner_code"
  | "kind"
  | "source_kind"
  | "source_code"
  | "location_type"
  | "age_from_days"
>;

/** What narrows a storage fee: the type of the locations counted and the stock-age tier ("Pick · 31+ days old"). */
export function kindQualifier(t: TFunction, r: Pick<TWork, "location_type" | "age_from_days">): string {
  return [
    r.location_type ? t(`warehousing.locationTypes.${r.location_type}`) : null,
    r.age_from_days === null
      ? null
      : r.age_from_days === 0
        ? t("billing.stockAgeFirst")
        : t("billing.stockAgeFrom", { count: r.age_from_days }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The columns a charge and an unpriced item share: the day, the customer (provider only), the fee and the
 * work (its document's code over what the document is). Day and document are server-sortable.
 */
export function workColumns<T extends TWork>(t: TFunction, options: { customer: boolean }): ColumnType<T>[] {
  return [
    textColumn<T>("billing_day", t("billing.work.day"), { sorter: true, className: oneLineCell }),
    ...(options.customer
      ? [
          twoLineColumn<T>(
            "customer",
            t("billing.work.customer"),
            (r) => r.customer_name,
            (r) => r.owner_code,
          ),
        ]
      : []),
    longTextColumn<T>("kind", t("billing.editor.kind"), (r) => t(`billing.kinds.${r.kind}`), {
      render: (_v, r) => {
        const qualifier = kindQualifier(t, r);
        return (
          <>
            <CellText text={t(`billing.kinds.${r.kind}`)} />
            {qualifier && (
              <Typography.Text type="secondary">
                <CellText text={qualifier} />
              </Typography.Text>
            )}
          </>
        );
      },
    }),
    twoLineColumn<T>(
      "source_code",
      t("billing.work.document"),
      (r) => r.source_code,
      (r) => t(`billing.sources.${r.source_kind}`),
      { sorter: true },
    ),
  ];
}
