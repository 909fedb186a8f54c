import { replenishmentStatuses, type TReplenishment } from "@wms/contracts";
import { Flex, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { warehouseSelectFilter } from "../../components/warehouse-options.ts";
import { useNameOf } from "../home/dashboard-lists.tsx";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { replenishmentApi, replenishmentKey } from "./replenishment-api.ts";
import { ReplenishmentCancelModal } from "./replenishment-cancel-modal.tsx";
import { ReplenishmentScanDrawer } from "./replenishment-scan-drawer.tsx";
import { replenishmentTasksColumns, type TTaskAct } from "./replenishment-tasks-columns.tsx";

/** The status choices over the list (`all`: every status); open unless the URL names another. */
const statusChoices = [...replenishmentStatuses, "all"] as const;
type TStatusChoice = (typeof statusChoices)[number];

const textParam = (value: string | number | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The replenishment tasks, open ones first: by status (open unless another is chosen), warehouse and a
 * code (the task's, the SKU's or a location's), paged on the server. An open task is done by scan in the
 * panel ("Do it") or cancelled with a reason.
 */
export function ReplenishmentTasksList() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const warehouses = useWarehouseOptions();
  const nameOf = useNameOf();
  const [doing, setDoing] = useState<TReplenishment | null>(null);
  const [cancelling, setCancelling] = useState<TReplenishment | null>(null);
  const status: TStatusChoice = statusChoices.find((s) => s === params.status) ?? "open";
  const onAct = (act: TTaskAct, task: TReplenishment) => (act === "do" ? setDoing : setCancelling)(task);
  const f = (key: string) => t(`replenishment.tasks.${key}`);
  return (
    <Flex vertical gap={12}>
      <div>
        <Segmented<TStatusChoice>
          aria-label={t("replenishment.fields.status")}
          value={status}
          onChange={(next) => update({ status: next === "open" ? undefined : next })}
          options={statusChoices.map((s) => ({ value: s, label: t(`replenishment.statusChoices.${s}`) }))}
          data-testid="replenishment-status-choice"
        />
      </div>
      <DataTable<TReplenishment>
        testId="replenishment-tasks"
        title={f("title")}
        queryKey={[...replenishmentKey, "tasks", status]}
        fetchPage={(p) =>
          replenishmentApi.list({
            warehouse_id: textParam(p.warehouse_id),
            keyword: textParam(p.keyword),
            status: status === "all" ? undefined : status,
            cur_page: p.cur_page,
            page_size: p.page_size,
          })
        }
        rowKey="id"
        search={{ name: "keyword", placeholder: f("search") }}
        filters={[warehouseSelectFilter(t("replenishment.fields.warehouse"), warehouses, 200)]}
        narrowedBy={["status"]}
        emptyText={f(status === "open" ? "emptyOpen" : "empty")}
        columns={replenishmentTasksColumns(t, nameOf, onAct)}
      />
      <ReplenishmentScanDrawer task={doing} onClose={() => setDoing(null)} />
      <ReplenishmentCancelModal task={cancelling} onClose={() => setCancelling(null)} />
    </Flex>
  );
}
