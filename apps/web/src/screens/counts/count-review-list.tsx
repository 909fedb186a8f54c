import { CheckOutlined, RedoOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { TCountTask } from "@wms/contracts";
import { Button } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { warehouseSelectFilter } from "../../components/warehouse-options.ts";
import { useSession } from "../../session/use-session.ts";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { CountApproveModal, type TApproveTarget } from "./count-approve-modal.tsx";
import { countReviewColumns } from "./count-review-columns.tsx";
import { CountSendBackModal } from "./count-send-back-modal.tsx";
import { CountTaskLines } from "./count-task-lines.tsx";
import { countsApi, countsKey } from "./counts-api.ts";

/**
 * The counted locations waiting for review, filtered by plan and warehouse (and a location's code), paged.
 * A row expands into its lines (expected against counted). Selected rows are approved (with a reason) or
 * sent back for a recount; with a plan chosen, the whole plan can be approved. An operator cannot select
 * a location whose variance is the provider's to approve.
 */
export function CountReviewList() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const isProvider = useSession()?.role === "provider";
  const [approving, setApproving] = useState<TApproveTarget | null>(null);
  const [sendingBack, setSendingBack] = useState<string[] | null>(null);
  const clearSelection = useRef<() => void>(() => {});
  const warehouses = useWarehouseOptions();
  const plans = useQuery({ queryKey: [...countsKey, "open-plans"], queryFn: countsApi.openPlans });
  const planId = typeof params.plan_id === "string" ? params.plan_id : undefined;
  const plan = plans.data?.list.find((p) => p.id === planId);
  const f = (key: string) => t(`counts.fields.${key}`);
  const planOptions = (plans.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.scope}` }));
  return (
    <>
      <DataTable<TCountTask>
        testId="count-review"
        title={t("counts.review.title")}
        queryKey={[...countsKey, "review"]}
        fetchPage={(p) => countsApi.tasks({ ...p, status: "review" })}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("counts.review.search") }}
        filters={[
          { kind: "select", name: "plan_id", label: f("plan"), options: planOptions, width: 240 },
          warehouseSelectFilter(f("warehouse"), warehouses, 200),
        ]}
        selectable
        canSelect={(task) => isProvider || !task.needs_provider}
        actions={(selected, clear) => {
          clearSelection.current = clear;
          const ids = selected.map((task) => task.id);
          return (
            <>
              {plan && (
                <Button onClick={() => setApproving({ plan_id: plan.id, code: plan.code })}>
                  {t("counts.review.approvePlan", { code: plan.code })}
                </Button>
              )}
              <Button icon={<RedoOutlined />} disabled={ids.length === 0} onClick={() => setSendingBack(ids)}>
                {t("counts.review.sendBack")}
              </Button>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={ids.length === 0}
                onClick={() => setApproving({ task_ids: ids })}
                data-testid="count-approve"
              >
                {t("counts.review.approve")}
              </Button>
            </>
          );
        }}
        emptyText={t("counts.review.empty")}
        expandable={{ expandedRowRender: (task) => <CountTaskLines taskId={task.id} /> }}
        columns={countReviewColumns(t)}
      />
      <CountApproveModal
        target={approving}
        onClose={() => setApproving(null)}
        onDone={() => clearSelection.current()}
      />
      <CountSendBackModal
        taskIds={sendingBack}
        onClose={() => setSendingBack(null)}
        onDone={() => clearSelection.current()}
      />
    </>
  );
}
