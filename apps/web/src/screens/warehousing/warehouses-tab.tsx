import type { TWarehouse } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { codeColumn, createdColumn, nameColumn, statusColumn, useSettingsCrud } from "./settings-crud.tsx";
import { WarehouseFormModal } from "./warehouse-form-modal.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { useStatusOptions } from "./warehousing-options.ts";

export function WarehousesTab() {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  const crud = useSettingsCrud<TWarehouse>("warehousing.warehouses.create");
  return (
    <>
      <DataTable<TWarehouse>
        testId="warehouses-table"
        queryKey={[...warehousingKey, "warehouses"]}
        fetchPage={warehousingApi.warehouses}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("warehousing.warehouses.search") }}
        filters={[
          { kind: "select", name: "status", label: t("warehousing.fields.status"), options: statusOptions },
        ]}
        emptyText={t("warehousing.warehouses.empty")}
        actions={() => crud.createButton()}
        columns={[
          codeColumn(t),
          nameColumn(t),
          {
            key: "country",
            title: t("warehousing.fields.location"),
            sorter: true,
            render: (_v, w) => [w.country, w.province, w.city].filter(Boolean).join(" / "),
          },
          { key: "address", title: t("warehousing.fields.address"), dataIndex: "address", ellipsis: true },
          {
            key: "contact",
            title: t("warehousing.fields.contact"),
            render: (_v, w) => [w.contact_name, w.contact_phone].filter(Boolean).join(" · ") || "—",
          },
          statusColumn(t),
          createdColumn(t),
          crud.actionsColumn({ name: (w) => w.code, remove: (w) => warehousingApi.deleteWarehouse(w.id) }),
        ]}
      />
      <WarehouseFormModal {...crud.modal} warehouse={crud.current} />
    </>
  );
}
