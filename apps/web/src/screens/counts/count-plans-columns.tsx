import { ScanOutlined, StopOutlined, UnorderedListOutlined } from "@ant-design/icons";
import type { TCountPlan, TCountProgress } from "@wms/contracts";
import { Space, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import {
  actionsColumn,
  codeLinkColumn,
  longTextColumn,
  numberColumn,
  textColumn,
} from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { IconAction } from "../../components/icon-action.tsx";
import { CountPlanStatusTag } from "./count-status.tsx";

/** What a plan's row buttons do: its tasks (drawer), the floor's count of it, its cancellation. */
export type TPlanAct = "tasks" | "count" | "cancel";

/** Locations counted (waiting for review, or finished) of all the plan's. */
const countedOf = (p: TCountProgress) => p.review + p.accurate + p.adjusted;

/** "12 / 40 counted", then what still waits for someone (review, recount) as small tags. */
function PlanProgress({ progress, t }: { progress: TCountProgress; t: TFunction }) {
  return (
    <Space size={4} wrap>
      <span>{t("counts.plans.progress", { counted: countedOf(progress), total: progress.total })}</span>
      {progress.review > 0 && (
        <Tag color="gold">{t("counts.plans.inReview", { count: progress.review })}</Tag>
      )}
      {progress.recount > 0 && (
        <Tag color="orange">{t("counts.plans.inRecount", { count: progress.recount })}</Tag>
      )}
    </Space>
  );
}

/**
 * The plans' columns: the code (opens its tasks, sortable), warehouse, kind, what it counts (the server's
 * words), progress, walks, status, created (sortable) over its author, and the row's buttons: tasks, and
 * for an open plan count and cancel.
 */
export function countPlansColumns(
  t: TFunction,
  onAct: (act: TPlanAct, plan: TCountPlan) => void,
): ColumnsType<TCountPlan> {
  const c = (key: string) => t(`counts.fields.${key}`);
  return [
    codeLinkColumn<TCountPlan>(c("code"), (plan) => onAct("tasks", plan)),
    textColumn<TCountPlan>("warehouse_code", c("warehouse"), { className: oneLineCell }),
    {
      key: "kind",
      title: c("kind"),
      className: oneLineCell,
      render: (_v, plan) => t(`counts.kinds.${plan.kind}`),
    },
    longTextColumn<TCountPlan>("scope", c("scope"), (plan) => plan.scope),
    {
      key: "progress",
      title: c("progress"),
      render: (_v, plan) => <PlanProgress progress={plan.progress} t={t} />,
    },
    numberColumn<TCountPlan>("walks", c("walks")),
    {
      key: "status",
      title: c("status"),
      className: oneLineCell,
      render: (_v, plan) => <CountPlanStatusTag status={plan.status} />,
    },
    {
      ...timeColumn<"created_at", TCountPlan>("created_at", c("created")),
      render: (_v, plan) => (
        <>
          <div>{formatTime(plan.created_at)}</div>
          <Typography.Text type="secondary">{plan.created_by}</Typography.Text>
        </>
      ),
    },
    actionsColumn<TCountPlan>(t("common.actions"), (plan) => (
      <Space size={4}>
        <IconAction
          title={t("counts.plans.tasksOf", { code: plan.code })}
          icon={<UnorderedListOutlined />}
          onClick={() => onAct("tasks", plan)}
        />
        {plan.status === "open" && (
          <>
            <IconAction
              title={t("counts.plans.countOf", { code: plan.code })}
              icon={<ScanOutlined />}
              onClick={() => onAct("count", plan)}
            />
            <IconAction
              title={t("counts.plans.cancelOf", { code: plan.code })}
              icon={<StopOutlined />}
              danger
              onClick={() => onAct("cancel", plan)}
            />
          </>
        )}
      </Space>
    )),
  ];
}
