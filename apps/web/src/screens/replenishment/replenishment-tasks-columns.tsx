import type { TReplenishment } from "@wms/contracts";
import { Button, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import {
  actionsColumn,
  numberColumn,
  textColumn,
  twoLineColumn,
} from "../../components/data-table/columns.tsx";
import { formatTime } from "../../components/format.ts";
import { ReplenishmentStatusTag } from "./replenishment-status.tsx";

/** What a task's row buttons do: its scan panel, its cancellation. */
export type TTaskAct = "do" | "cancel";

/** A time over who did it (created, or done or cancelled). */
function TimeAndBy({ at, by }: { at: number | null; by: string }) {
  return (
    <>
      <div>{formatTime(at)}</div>
      {by && <Typography.Text type="secondary">{by}</Typography.Text>}
    </>
  );
}

/**
 * The tasks' columns: code, the SKU over its name (`nameOf`), batch, from → to, the units to move and
 * moved, why it was made (below minimum, or for a wave), status, created, done (or cancelled) over by
 * whom, and for an open task the buttons "Do it" and "Cancel…".
 */
export function replenishmentTasksColumns(
  t: TFunction,
  nameOf: (task: TReplenishment) => string,
  onAct: (act: TTaskAct, task: TReplenishment) => void,
): ColumnsType<TReplenishment> {
  const c = (key: string) => t(`replenishment.fields.${key}`);
  return [
    textColumn<TReplenishment>("code", c("code"), { className: oneLineCell }),
    twoLineColumn<TReplenishment>("sku", c("sku"), (task) => task.sku, nameOf),
    textColumn<TReplenishment>("batch", c("batch"), { render: (v: string) => v || "—" }),
    {
      key: "route",
      title: c("route"),
      className: oneLineCell,
      render: (_v, task) => `${task.from_location_code} → ${task.to_location_code}`,
    },
    numberColumn<TReplenishment>("quantity", c("quantity")),
    numberColumn<TReplenishment>("moved", c("moved"), {
      render: (v: number, task) => (task.status === "done" ? v : "—"),
    }),
    {
      key: "reason",
      title: c("reason"),
      className: oneLineCell,
      render: (_v, task) =>
        task.reason === "wave"
          ? t("replenishment.reasons.wave", { wave: task.wave_code })
          : t("replenishment.reasons.below_min"),
    },
    {
      key: "status",
      title: c("status"),
      className: oneLineCell,
      render: (_v, task) => <ReplenishmentStatusTag status={task.status} />,
    },
    {
      key: "created_at",
      title: c("created"),
      className: oneLineCell,
      render: (_v, task) => <TimeAndBy at={task.created_at} by="" />,
    },
    {
      key: "done_at",
      title: c("done"),
      className: oneLineCell,
      render: (_v, task) => (task.done_at ? <TimeAndBy at={task.done_at} by={task.done_by} /> : "—"),
    },
    actionsColumn<TReplenishment>(t("common.actions"), (task) =>
      task.status === "open" ? (
        <Space size={4}>
          <Button
            size="small"
            type="primary"
            onClick={() => onAct("do", task)}
            data-testid="replenishment-do"
          >
            {t("replenishment.tasks.doIt")}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => onAct("cancel", task)}
            data-testid="replenishment-cancel"
          >
            {t("replenishment.tasks.cancel")}
          </Button>
        </Space>
      ) : null,
    ),
  ];
}
