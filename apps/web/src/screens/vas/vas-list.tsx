import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { type TVasAction, type TVasOrder, vasKinds, vasStatuses } from "@wms/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { useCustomerFilter } from "../billing/billing-filters.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { vasApi, vasKey } from "./vas-api.ts";
import { VasCancelModal } from "./vas-cancel-modal.tsx";
import { vasColumns } from "./vas-columns.tsx";
import { VasCompleteModal } from "./vas-complete-modal.tsx";
import { VasCreateModal } from "./vas-create-modal.tsx";

/**
 * The work orders of one side: provider staff see every customer's (`staff`, a customer filter and
 * column), a drop shipper its own with the provider in scope (`providerUuid`). Searched by code or SKU,
 * filtered by status, work and warehouse, sorted and paged on the server; newest first. The row's
 * buttons come from its `actions`; "New work order" on both sides.
 */
export function VasList(props: { staff: boolean; providerUuid?: string }) {
  const { t } = useTranslation();
  const { staff, providerUuid } = props;
  const [creating, setCreating] = useState(false);
  const [completing, setCompleting] = useState<TVasOrder | null>(null);
  const [cancelling, setCancelling] = useState<TVasOrder | null>(null);
  const customerFilter = useCustomerFilter(t("vas.fields.customer"), staff);
  const warehouses = useQuery({
    queryKey: ["storage", "definitions", providerUuid ? "ds" : "p", providerUuid],
    queryFn: () => storageApi.definitions(providerUuid),
  });
  const onAction = (action: TVasAction, order: TVasOrder) =>
    action === "complete" ? setCompleting(order) : setCancelling(order);
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="vas-create">
      {t("vas.create")}
    </Button>
  );
  return (
    <>
      <DataTable<TVasOrder>
        testId="vas-list"
        title={t("vas.listTitle")}
        queryKey={[...vasKey, "list", providerUuid ?? "tenant"]}
        fetchPage={(p) => vasApi.list({ ...p, provider_uuid: providerUuid })}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("vas.search") }}
        filters={[
          valuesFilter({ name: "status", label: t("vas.fields.status") }, vasStatuses, (s) =>
            t(`vas.statuses.${s}`),
          ),
          valuesFilter({ name: "kind", label: t("vas.fields.kind") }, vasKinds, (k) => t(`vas.kinds.${k}`)),
          warehouseFilter(t("vas.fields.warehouse"), warehouses.data, 200),
          ...customerFilter,
        ]}
        actions={() => create}
        emptyText={t(staff ? "vas.empty.staff" : "vas.empty.shipper")}
        columns={vasColumns(t, { staff, onAction })}
      />
      <VasCreateModal
        open={creating}
        staff={staff}
        providerUuid={providerUuid}
        onClose={() => setCreating(false)}
      />
      <VasCompleteModal order={completing} onClose={() => setCompleting(null)} />
      <VasCancelModal order={cancelling} providerUuid={providerUuid} onClose={() => setCancelling(null)} />
    </>
  );
}
