import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { returnSources, returnStatuses, type TReturnSummary } from "@wms/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { useCustomerFilter } from "../billing/billing-filters.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { ReturnCreateModal } from "./return-create-modal.tsx";
import { ReturnDetailDrawer } from "./return-detail-drawer.tsx";
import { returnsApi, returnsKey } from "./returns-api.ts";
import { returnsColumns } from "./returns-columns.tsx";
import { useReturnDrawer } from "./use-return-drawer.tsx";

/**
 * The RMAs of one side: provider staff see every customer's (`staff`: a customer filter and column), a
 * drop shipper its own with the provider in scope (`providerUuid`). Searched by code, tracking number,
 * order code or consignee, filtered by status, source and warehouse, sorted and paged on the server; newest
 * first. A row (or its code) opens the drawer; its buttons come from its `actions`; "New return" on both
 * sides. The drawer opens by itself for `?return=<id>` (the mails link there).
 */
export function ReturnsList(props: { staff: boolean; providerUuid?: string }) {
  const { t } = useTranslation();
  const { staff, providerUuid } = props;
  const [search] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const drawer = useReturnDrawer({ providerUuid, initial: search.get("return") });
  const customerFilter = useCustomerFilter(t("returns.fields.customer"), staff);
  const warehouses = useQuery({
    queryKey: ["storage", "definitions", providerUuid ? "ds" : "p", providerUuid],
    queryFn: () => storageApi.definitions(providerUuid),
  });
  const f = (key: string) => t(`returns.fields.${key}`);
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setCreating(true)}
      data-testid="return-create"
    >
      {t("returns.create")}
    </Button>
  );
  return (
    <>
      <DataTable<TReturnSummary>
        testId="returns-list"
        title={t("returns.listTitle")}
        queryKey={[...returnsKey, "list", providerUuid ?? "tenant"]}
        fetchPage={(p) => returnsApi.list({ ...p, provider_uuid: providerUuid })}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("returns.search") }}
        filters={[
          valuesFilter({ name: "status", label: f("status") }, returnStatuses, (s) =>
            t(`returns.statuses.${s}`),
          ),
          valuesFilter({ name: "source", label: f("source") }, returnSources, (s) =>
            t(`returns.sources.${s}`),
          ),
          warehouseFilter(f("warehouse"), warehouses.data, 200),
          ...customerFilter,
        ]}
        actions={() => create}
        emptyText={t(staff ? "returns.empty.staff" : "returns.empty.shipper")}
        onRow={(r) => ({ onClick: () => drawer.open(r), style: { cursor: "pointer" } })}
        columns={returnsColumns(t, { staff, open: drawer.open, onAct: drawer.onAct })}
      />
      <ReturnCreateModal
        open={creating}
        staff={staff}
        providerUuid={providerUuid}
        onClose={() => setCreating(false)}
      />
      <ReturnDetailDrawer {...drawer.drawerProps} staff={staff} providerUuid={providerUuid} />
      {drawer.modals}
    </>
  );
}
