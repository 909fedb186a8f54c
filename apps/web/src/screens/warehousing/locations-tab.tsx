import { AppstoreAddOutlined, PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { locationTypes, type TLocation } from "@wms/contracts";
import { Button, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { BulkLocationsModal } from "./bulk-locations-modal.tsx";
import { DeleteAction } from "./delete-action.tsx";
import { LocationFormModal } from "./location-form-modal.tsx";
import { StatusTag } from "./status-tag.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { usePartitionOptions, useStatusOptions, useWarehouseOptions } from "./warehousing-options.ts";

/** Storage locations, in walk order by default (the order pick lists follow). */
export function LocationsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useListParams();
  const warehouseId = typeof params.warehouse_id === "string" ? params.warehouse_id : undefined;
  const partitionId = typeof params.partition_id === "string" ? params.partition_id : undefined;
  const warehouses = useWarehouseOptions();
  const partitions = usePartitionOptions(warehouseId);
  const statusOptions = useStatusOptions();
  const [editing, setEditing] = useState<TLocation | "new" | null>(null);
  const [bulk, setBulk] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehousingKey });
  const typeOptions = locationTypes.map((value) => ({
    value,
    label: t(`warehousing.locationTypes.${value}`),
  }));
  return (
    <>
      <DataTable<TLocation>
        testId="locations-table"
        queryKey={[...warehousingKey, "locations"]}
        fetchPage={warehousingApi.locations}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("warehousing.locations.search") }}
        filters={[
          {
            kind: "select",
            name: "warehouse_id",
            label: t("warehousing.fields.warehouse"),
            options: warehouses,
            width: 220,
          },
          {
            kind: "select",
            name: "partition_id",
            label: t("warehousing.fields.partition"),
            options: partitions,
            width: 180,
          },
          { kind: "select", name: "type", label: t("warehousing.fields.type"), options: typeOptions },
          { kind: "select", name: "status", label: t("warehousing.fields.status"), options: statusOptions },
        ]}
        emptyText={t("warehousing.locations.empty")}
        actions={() => (
          <Space wrap>
            <Button
              icon={<PlusOutlined />}
              disabled={warehouses.length === 0}
              onClick={() => setEditing("new")}
            >
              {t("warehousing.locations.create")}
            </Button>
            <Button
              type="primary"
              icon={<AppstoreAddOutlined />}
              disabled={warehouses.length === 0}
              onClick={() => setBulk(true)}
            >
              {t("warehousing.bulk.open")}
            </Button>
          </Space>
        )}
        columns={[
          { key: "warehouse_code", title: t("warehousing.fields.warehouse"), dataIndex: "warehouse_code" },
          {
            key: "partition_code",
            title: t("warehousing.fields.partition"),
            render: (_v, l) => l.partition_code ?? "—",
          },
          { key: "shelf_code", title: t("warehousing.fields.shelf"), render: (_v, l) => l.shelf_code ?? "—" },
          { key: "code", title: t("warehousing.fields.code"), dataIndex: "code", sorter: true },
          {
            key: "type",
            title: t("warehousing.fields.type"),
            sorter: true,
            render: (_v, l) => <Tag>{t(`warehousing.locationTypes.${l.type}`)}</Tag>,
          },
          {
            key: "walk_sequence",
            title: t("warehousing.fields.walkSequence"),
            dataIndex: "walk_sequence",
            sorter: true,
            align: "right",
          },
          {
            key: "status",
            title: t("warehousing.fields.status"),
            render: (_v, l) => <StatusTag status={l.status} />,
          },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, l) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(l)}>
                  {t("common.edit")}
                </Button>
                <DeleteAction
                  name={l.code}
                  remove={() => warehousingApi.deleteLocation(l.id)}
                  onDeleted={refresh}
                />
              </Space>
            ),
          },
        ]}
      />
      <LocationFormModal
        open={editing !== null}
        location={editing === "new" ? null : editing}
        defaults={{ warehouse_id: warehouseId, partition_id: partitionId }}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <BulkLocationsModal
        open={bulk}
        defaults={{ warehouse_id: warehouseId, partition_id: partitionId }}
        onClose={() => setBulk(false)}
        onCreated={refresh}
      />
    </>
  );
}
