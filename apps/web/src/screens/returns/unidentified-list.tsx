import type { TUnidentifiedReturn } from "@wms/contracts";
import { unidentifiedStatuses } from "@wms/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { returnsApi, returnsKey } from "./returns-api.ts";
import { UnidentifiedAssignModal } from "./unidentified-assign-modal.tsx";
import { unidentifiedColumns } from "./unidentified-columns.tsx";
import { useStaffWarehouses } from "./unidentified-form.tsx";

/**
 * The parcels that matched no RMA (staff): searched by code, tracking number or markings, filtered by status
 * and warehouse, sorted and paged on the server, newest first; "Assign…" gives a waiting one to a customer.
 */
export function UnidentifiedList() {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState<TUnidentifiedReturn | null>(null);
  const warehouses = useStaffWarehouses();
  const f = (key: string) => t(`returns.unidentified.fields.${key}`);
  return (
    <>
      <DataTable<TUnidentifiedReturn>
        testId="unidentified-list"
        title={t("returns.unidentified.listTitle")}
        queryKey={[...returnsKey, "unidentified"]}
        fetchPage={(p) => returnsApi.unidentified(p)}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("returns.unidentified.search") }}
        filters={[
          valuesFilter({ name: "status", label: f("status") }, unidentifiedStatuses, (s) =>
            t(`returns.unidentified.statuses.${s}`),
          ),
          warehouseFilter(t("returns.fields.warehouse"), warehouses.data, 200),
        ]}
        emptyText={t("returns.unidentified.empty")}
        columns={unidentifiedColumns(t, setAssigning)}
      />
      <UnidentifiedAssignModal parcel={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
