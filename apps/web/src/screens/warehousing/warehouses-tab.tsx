import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TWarehouse } from "@wms/contracts";
import { Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { DeleteAction } from "./delete-action.tsx";
import { StatusTag } from "./status-tag.tsx";
import { WarehouseFormModal } from "./warehouse-form-modal.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { useStatusOptions } from "./warehousing-options.ts";

export function WarehousesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const [editing, setEditing] = useState<TWarehouse | "new" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehousingKey });
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
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {t("warehousing.warehouses.create")}
          </Button>
        )}
        columns={[
          { key: "code", title: t("warehousing.fields.code"), dataIndex: "code", sorter: true },
          { key: "name", title: t("warehousing.fields.name"), dataIndex: "name", sorter: true },
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
          {
            key: "status",
            title: t("warehousing.fields.status"),
            render: (_v, w) => <StatusTag status={w.status} />,
          },
          {
            key: "created_at",
            title: t("warehousing.fields.created"),
            sorter: true,
            render: (_v, w) => formatTime(w.created_at),
          },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, w) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(w)}>
                  {t("common.edit")}
                </Button>
                <DeleteAction
                  name={w.code}
                  remove={() => warehousingApi.deleteWarehouse(w.id)}
                  onDeleted={refresh}
                />
              </Space>
            ),
          },
        ]}
      />
      <WarehouseFormModal
        open={editing !== null}
        warehouse={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}
