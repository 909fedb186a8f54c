import { AimOutlined, PlusOutlined, SettingOutlined } from "@ant-design/icons";
import { countPlanKinds, countPlanStatuses, type TCountPlan } from "@wms/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { warehouseSelectFilter } from "../../components/warehouse-options.ts";
import { useSession } from "../../session/use-session.ts";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { CountFloorRequestModal } from "./count-floor-request-modal.tsx";
import { CountPlanCancelModal } from "./count-plan-cancel-modal.tsx";
import { CountPlanFormModal } from "./count-plan-form-modal.tsx";
import { CountPlanTasksDrawer } from "./count-plan-tasks-drawer.tsx";
import { countPlansColumns, type TPlanAct } from "./count-plans-columns.tsx";
import { CountSettingsModal } from "./count-settings-modal.tsx";
import { countsApi, countsKey } from "./counts-api.ts";

/**
 * The count plans, newest first: searched by code or note, filtered by warehouse, status and kind, sorted
 * and paged on the server. "New count plan" plans one, "Ask for a count" raises a floor count of some
 * locations; the provider alone sets the count rules. A row
 * opens its tasks, goes to the floor's count of it, or cancels it.
 */
export function CountPlansList() {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [editingRules, setEditingRules] = useState(false);
  const [asking, setAsking] = useState(false);
  const [tasksOf, setTasksOf] = useState<TCountPlan | null>(null);
  const [cancelling, setCancelling] = useState<TCountPlan | null>(null);
  const isProvider = useSession()?.role === "provider";
  const warehouses = useWarehouseOptions();
  const f = (key: string) => t(`counts.fields.${key}`);
  const onAct = (act: TPlanAct, plan: TCountPlan) => {
    if (act === "tasks") setTasksOf(plan);
    else if (act === "cancel") setCancelling(plan);
    // The Count tab, with this plan chosen and nothing of this list's state.
    else setSearch(new URLSearchParams({ tab: "count", plan: plan.id }));
  };
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setCreating(true)}
      data-testid="count-plan-create"
    >
      {t("counts.plans.create")}
    </Button>
  );
  return (
    <>
      <DataTable<TCountPlan>
        testId="count-plans"
        title={t("counts.plans.title")}
        queryKey={[...countsKey, "plans"]}
        fetchPage={(p) => countsApi.plans(p)}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("counts.plans.search") }}
        filters={[
          warehouseSelectFilter(f("warehouse"), warehouses, 200),
          valuesFilter({ name: "status", label: f("status") }, countPlanStatuses, (s) =>
            t(`counts.planStatuses.${s}`),
          ),
          valuesFilter({ name: "kind", label: f("kind") }, countPlanKinds, (k) => t(`counts.kinds.${k}`)),
        ]}
        actions={() => (
          <>
            {isProvider && (
              <Button icon={<SettingOutlined />} onClick={() => setEditingRules(true)}>
                {t("counts.settings.open")}
              </Button>
            )}
            <Button icon={<AimOutlined />} onClick={() => setAsking(true)} data-testid="count-floor-request">
              {t("counts.floorRequest.open")}
            </Button>
            {create}
          </>
        )}
        emptyText={t("counts.plans.empty")}
        columns={countPlansColumns(t, onAct)}
      />
      <CountPlanFormModal open={creating} onClose={() => setCreating(false)} />
      <CountFloorRequestModal open={asking} onClose={() => setAsking(false)} />
      <CountPlanTasksDrawer plan={tasksOf} onClose={() => setTasksOf(null)} />
      <CountPlanCancelModal plan={cancelling} onClose={() => setCancelling(null)} />
      {isProvider && <CountSettingsModal open={editingRules} onClose={() => setEditingRules(false)} />}
    </>
  );
}
