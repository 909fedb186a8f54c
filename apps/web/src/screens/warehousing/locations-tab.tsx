import { AppstoreAddOutlined } from "@ant-design/icons";
import { locationTypes, type TLocation } from "@wms/contracts";
import { Button, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { BulkLocationsModal } from "./bulk-locations-modal.tsx";
import { LocationFormModal } from "./location-form-modal.tsx";
import { usePlaceFilters } from "./place-filters.ts";
import { useSettingsCrud } from "./settings-crud.tsx";
import { codeColumn, settingsTable, statusColumn } from "./settings-table.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { usePartitionOptions, useStatusFilter } from "./warehousing-options.ts";

/** Storage locations, in walk order by default (the order pick lists follow). */
export function LocationsTab() {
  const { t } = useTranslation();
  const { warehouseId, partitionId, warehouses, warehouseFilter, partitionFilter } = usePlaceFilters();
  const partitions = usePartitionOptions(warehouseId);
  const statusFilter = useStatusFilter();
  const crud = useSettingsCrud<TLocation>("warehousing.locations.create");
  const [bulk, setBulk] = useState(false);
  const typeOptions = locationTypes.map((value) => ({
    value,
    label: t(`warehousing.locationTypes.${value}`),
  }));
  return (
    <>
      <DataTable<TLocation>
        {...settingsTable(t, "locations")}
        filters={[
          warehouseFilter,
          partitionFilter(partitions, 180),
          { kind: "select", name: "type", label: t("warehousing.fields.type"), options: typeOptions },
          statusFilter,
        ]}
        actions={() => (
          <Space wrap>
            {crud.createButton({ disabled: warehouses.length === 0, primary: false })}
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
          textColumn("warehouse_code", t("warehousing.fields.warehouse")),
          {
            key: "partition_code",
            title: t("warehousing.fields.partition"),
            render: (_v, l) => l.partition_code ?? "—",
          },
          { key: "shelf_code", title: t("warehousing.fields.shelf"), render: (_v, l) => l.shelf_code ?? "—" },
          codeColumn(t),
          {
            key: "type",
            title: t("warehousing.fields.type"),
            sorter: true,
            render: (_v, l) => <Tag>{t(`warehousing.locationTypes.${l.type}`)}</Tag>,
          },
          numberColumn("walk_sequence", t("warehousing.fields.walkSequence"), { sorter: true }),
          statusColumn(t),
          crud.actionsColumn({ name: (l) => l.code, remove: (l) => warehousingApi.deleteLocation(l.id) }),
        ]}
      />
      <LocationFormModal
        {...crud.modal}
        location={crud.current}
        defaults={{ warehouse_id: warehouseId, partition_id: partitionId }}
      />
      <BulkLocationsModal
        open={bulk}
        defaults={{ warehouse_id: warehouseId, partition_id: partitionId }}
        onClose={() => setBulk(false)}
        onCreated={crud.refresh}
      />
    </>
  );
}
