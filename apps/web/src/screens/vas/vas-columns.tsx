import type { TVasAction, TVasOrder } from "@wms/contracts";
import { Button, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import {
  actionsColumn,
  CellText,
  longTextColumn,
  numberColumn,
  twoLineColumn,
} from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { VasStatusTag } from "./vas-status.tsx";

/** The row's buttons, from what the server says the caller may do with it now (`actions`). */
function RowActions(props: {
  order: TVasOrder;
  t: TFunction;
  onAction: (a: TVasAction, o: TVasOrder) => void;
}) {
  const { order, t } = props;
  if (order.actions.length === 0) return null;
  return (
    <Space size={0}>
      {order.actions.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={action === "cancel"}
          data-testid={`vas-${action}-${order.id}`}
          onClick={() => props.onAction(action, order)}
        >
          {t(`vas.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}

/** What was asked (the instructions) and, under it, what the staff noted when done or cancelled. */
function InstructionsCell({ order }: { order: TVasOrder }) {
  return (
    <>
      <CellText text={order.instructions} />
      {order.note && (
        <Typography.Text type="secondary">
          <CellText text={order.note} />
        </Typography.Text>
      )}
    </>
  );
}

/** Who asked for the work and, under it once done, who did it. */
function PeopleCell({ order, t }: { order: TVasOrder; t: TFunction }) {
  return (
    <>
      <CellText text={order.requested_by} />
      {order.done_by && (
        <Typography.Text type="secondary">
          <CellText text={t("vas.doneBy", { by: order.done_by })} />
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The work orders' columns: the customer for staff only; code and created time sort on the server; the
 * row's buttons from its `actions`.
 */
export function vasColumns(
  t: TFunction,
  options: { staff: boolean; onAction: (action: TVasAction, order: TVasOrder) => void },
): ColumnsType<TVasOrder> {
  const c = (key: string) => t(`vas.fields.${key}`);
  return [
    {
      key: "code",
      dataIndex: "code",
      title: c("code"),
      sorter: true,
      className: oneLineCell,
      // The code, and under it the warehouse that does the work.
      render: (_v, r) => (
        <>
          <div>{r.code}</div>
          <Typography.Text type="secondary">{r.warehouse_code}</Typography.Text>
        </>
      ),
    },
    ...(options.staff
      ? [
          twoLineColumn<TVasOrder>(
            "customer",
            c("customer"),
            (r) => r.customer_name,
            (r) => r.owner_code,
          ),
        ]
      : []),
    twoLineColumn<TVasOrder>(
      "work",
      c("kind"),
      (r) => t(`vas.kinds.${r.kind}`),
      (r) => r.sku,
    ),
    numberColumn<TVasOrder>("quantity", c("units"), {
      className: oneLineCell,
      render: (_v, r) => t("vas.unitsDone", { done: r.done_quantity ?? "—", asked: r.quantity }),
    }),
    {
      key: "status",
      title: c("status"),
      className: oneLineCell,
      render: (_v, r) => <VasStatusTag status={r.status} />,
    },
    longTextColumn<TVasOrder>("instructions", c("instructions"), (r) => r.instructions, {
      render: (_v, r) => <InstructionsCell order={r} />,
    }),
    longTextColumn<TVasOrder>("requested_by", c("requestedBy"), (r) => r.requested_by, {
      render: (_v, r) => <PeopleCell order={r} t={t} />,
    }),
    {
      // Created, and under it when it was done or cancelled.
      ...timeColumn<"created_at", TVasOrder>("created_at", c("createdAt")),
      render: (_v, r) => (
        <>
          <div>{formatTime(r.created_at)}</div>
          {r.closed_at !== null && (
            <Typography.Text type="secondary">
              {t("vas.closedAt", { at: formatTime(r.closed_at) })}
            </Typography.Text>
          )}
        </>
      ),
    },
    actionsColumn<TVasOrder>(t("common.actions"), (r) => (
      <RowActions order={r} t={t} onAction={options.onAction} />
    )),
  ];
}
