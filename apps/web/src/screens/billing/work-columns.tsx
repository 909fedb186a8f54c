import type { TCharge } from "@wms/contracts";
import type { ColumnType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { longTextColumn, textColumn, twoLineColumn } from "../../components/data-table/columns.tsx";

type TWork = Pick<
  TCharge,
  "billing_day" | "customer_name" | "owner_code" | "kind" | "source_kind" | "source_code"
>;

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
    longTextColumn<T>("kind", t("billing.editor.kind"), (r) => t(`billing.kinds.${r.kind}`)),
    twoLineColumn<T>(
      "source_code",
      t("billing.work.document"),
      (r) => r.source_code,
      (r) => t(`billing.sources.${r.source_kind}`),
      { sorter: true },
    ),
  ];
}
