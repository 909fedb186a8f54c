import type { TReturnSummary } from "@wms/contracts";
import { Button, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { actionsColumn, numberColumn, twoLineColumn } from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { ReturnActionButtons, type TReturnAct } from "./return-action-buttons.tsx";
import { ReturnStatusTag } from "./returns-status.tsx";

/** Narrower than a long text's usual width: the list has nine columns to fit at 1440 px. */
const textWidth = 170;

/**
 * The RMAs' columns, compact so the list fits a 1440 px window: the code (a link opening the drawer) over
 * its warehouse; the customer for staff only; the order over its consignee; the tracking number over the
 * source; units inspected / named; the status; created, and received over inspected (each sortable); the
 * row's buttons, as icons, from its `actions`.
 */
export function returnsColumns(
  t: TFunction,
  options: {
    staff: boolean;
    open: (rma: TReturnSummary) => void;
    onAct: (act: TReturnAct, rma: TReturnSummary) => void;
  },
): ColumnsType<TReturnSummary> {
  const c = (key: string) => t(`returns.fields.${key}`);
  return [
    {
      key: "code",
      title: c("code"),
      sorter: true,
      className: oneLineCell,
      render: (_v, r) => (
        <>
          <Button
            type="link"
            size="small"
            className="wms-cell-link"
            onClick={(event) => {
              event.stopPropagation();
              options.open(r);
            }}
          >
            {r.code}
          </Button>
          <div>
            <Typography.Text type="secondary">{r.warehouse_code}</Typography.Text>
          </div>
        </>
      ),
    },
    ...(options.staff
      ? [
          twoLineColumn<TReturnSummary>(
            "customer",
            c("customer"),
            (r) => r.customer_name,
            (r) => r.owner_code,
            { width: textWidth },
          ),
        ]
      : []),
    twoLineColumn<TReturnSummary>(
      "order",
      c("order"),
      (r) => r.order_code ?? t("returns.noOrder"),
      (r) => r.consignee,
      { width: textWidth },
    ),
    twoLineColumn<TReturnSummary>(
      "tracking",
      c("tracking"),
      (r) => r.tracking_number,
      (r) => t(`returns.sources.${r.source}`),
      { width: textWidth },
    ),
    numberColumn<TReturnSummary>("inspected_count", c("units"), {
      className: oneLineCell,
      render: (_v, r) => t("returns.unitsInspected", { inspected: r.inspected_count, units: r.unit_count }),
    }),
    {
      key: "status",
      title: c("status"),
      className: oneLineCell,
      render: (_v, r) => <ReturnStatusTag status={r.status} />,
    },
    timeColumn<"created_at", TReturnSummary>("created_at", c("createdAt")),
    {
      // Received, and under it when the inspection was finished.
      ...timeColumn<"received_at", TReturnSummary>("received_at", c("receivedAt")),
      render: (_v, r) => (
        <>
          <div>{formatTime(r.received_at)}</div>
          {r.inspected_at !== null && (
            <Typography.Text type="secondary">{formatTime(r.inspected_at)}</Typography.Text>
          )}
        </>
      ),
    },
    actionsColumn<TReturnSummary>(t("common.actions"), (r) => (
      <ReturnActionButtons rma={r} onAct={options.onAct} compact />
    )),
  ];
}
