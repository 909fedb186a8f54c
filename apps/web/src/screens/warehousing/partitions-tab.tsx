import type { TPartition } from "@wms/contracts";
import { Form, Input, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { codeRules, requiredRule, upper } from "./code-rules.ts";
import { usePlaceFilters } from "./place-filters.ts";
import { codeColumn, createdColumn, nameColumn, statusColumn, useSettingsCrud } from "./settings-crud.tsx";
import { NameField, RemarkField, StatusField } from "./settings-fields.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { useStatusOptions } from "./warehousing-options.ts";

type TValues = Pick<TPartition, "warehouse_id" | "code" | "name" | "status" | "remark">;

/** Partitions (zones) of a warehouse, with how many shelves and locations each holds. */
export function PartitionsTab() {
  const { t } = useTranslation();
  const { warehouseId: filterWarehouse, warehouses, warehouseFilter } = usePlaceFilters();
  const statusOptions = useStatusOptions();
  const crud = useSettingsCrud<TPartition>("warehousing.partitions.create");
  const { current } = crud;
  const initial = useMemo<Partial<TValues>>(
    () => current ?? { warehouse_id: filterWarehouse ?? warehouses[0]?.value, status: "enabled" },
    [current, filterWarehouse, warehouses],
  );
  return (
    <>
      <DataTable<TPartition>
        testId="partitions-table"
        queryKey={[...warehousingKey, "partitions"]}
        fetchPage={warehousingApi.partitions}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("warehousing.partitions.search") }}
        filters={[
          warehouseFilter,
          { kind: "select", name: "status", label: t("warehousing.fields.status"), options: statusOptions },
        ]}
        emptyText={t("warehousing.partitions.empty")}
        actions={() => crud.createButton({ disabled: warehouses.length === 0 })}
        columns={[
          { key: "warehouse_code", title: t("warehousing.fields.warehouse"), dataIndex: "warehouse_code" },
          codeColumn(t),
          nameColumn(t),
          {
            key: "shelf_count",
            title: t("warehousing.fields.shelfCount"),
            dataIndex: "shelf_count",
            align: "right",
          },
          {
            key: "location_count",
            title: t("warehousing.fields.locationCount"),
            dataIndex: "location_count",
            align: "right",
          },
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
        <Form.Item name="code" label={t("warehousing.fields.code")} rules={codeRules(t)} normalize={upper}>
          <Input maxLength={32} />
        </Form.Item>
        <NameField />
        <StatusField />
        <RemarkField />
      </EntityFormModal>
    </>
  );
}
