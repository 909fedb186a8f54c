import type { TCountTask } from "@wms/contracts";
import { Tag } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { moneyColumn } from "../../components/data-table/money-column.ts";

/**
 * The review's columns: the plan, the location, the round, who counted it, the units off and their value
 * (absolute sums over its lines), and a tag when its value passes the approval limit (the provider's).
 */
export function countReviewColumns(t: TFunction): ColumnsType<TCountTask> {
  const c = (key: string) => t(`counts.fields.${key}`);
  return [
    textColumn<TCountTask>("plan_code", c("plan"), { className: oneLineCell }),
    textColumn<TCountTask>("location_code", c("location"), { className: oneLineCell }),
    numberColumn<TCountTask>("round", c("round")),
    textColumn<TCountTask>("counted_by", c("countedBy")),
    numberColumn<TCountTask>("variance_units", c("varianceUnits"), {
      render: (v: number | null) => v ?? "—",
    }),
    moneyColumn<TCountTask>("variance_value", c("varianceValue"), (task) => task.variance_value),
    {
      key: "needs_provider",
      title: c("approval"),
      className: oneLineCell,
      render: (_v, task) =>
        task.needs_provider ? <Tag color="purple">{t("counts.review.providerApproves")}</Tag> : null,
    },
  ];
}
