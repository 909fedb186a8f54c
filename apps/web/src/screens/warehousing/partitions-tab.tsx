import type { TPartition } from "@wms/contracts";
import { Form, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { requiredRule } from "./code-rules.ts";
import { usePlaceFilters } from "./place-filters.ts";
import { useSettingsCrud } from "./settings-crud.tsx";
import { CodeField, NameField, RemarkField, StatusField } from "./settings-fields.tsx";
import { codeColumn, createdColumn, nameColumn, settingsTable, statusColumn } from "./settings-table.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { useStatusFilter } from "./warehousing-options.ts";

type TValues = Pick<TPartition, "warehouse_id" | "code" | "name" | "status" | "remark">;

/** Partitions (zones) of a warehouse, with how many shelves and locations each holds. */
export function PartitionsTab() {
  const { t } = useTranslation();
  const { warehouseId: filterWarehouse, warehouses, warehouseFilter } = usePlaceFilters();
  const statusFilter = useStatusFilter();
  const crud = useSettingsCrud<TPartition>("warehousing.partitions.create");
  const { current } = crud;
  const initial = useMemo<Partial<TValues>>(
    () => current ?? { warehouse_id: filterWarehouse ?? warehouses[0]?.value, status: "enabled" },
    [current, filterWarehouse, warehouses],
  );
  return (
    <>
      <DataTable<TPartition>
        {...settingsTable(t, "partitions")}
        filters={[warehouseFilter, statusFilter]}
        actions={() => crud.createButton({ disabled: warehouses.length === 0 })}
        columns={[
          textColumn("warehouse_code", t("warehousing.fields.warehouse")),
          codeColumn(t),
          nameColumn(t),
          numberColumn("shelf_count", t("warehousing.fields.shelfCount")),
          numberColumn("location_count", t("warehousing.fields.locationCount")),
          statusColumn(t),
          createdColumn(t),
          crud.actionsColumn({ name: (p) => p.code, remove: (p) => warehousingApi.deletePartition(p.id) }),
        ]}
      />
      <EntityFormModal<TValues>
        {...crud.modal}
        title={t(current ? "warehousing.partitions.edit" : "warehousing.partitions.create")}
        initial={initial}
        testId="partition-form"
        submit={({ warehouse_id, ...v }) =>
          current
            ? warehousingApi.updatePartition({ partition_id: current.id, ...v })
            : warehousingApi.createPartition({ warehouse_id, ...v })
        }
      >
        <Form.Item name="warehouse_id" label={t("warehousing.fields.warehouse")} rules={[requiredRule(t)]}>
          <Select options={warehouses} disabled={Boolean(current)} />
        </Form.Item>
        <CodeField />
        <NameField />
        <StatusField />
        <RemarkField />
      </EntityFormModal>
    </>
  );
}
