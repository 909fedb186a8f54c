import type { TShelf } from "@wms/contracts";
import { Form, Input, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { requiredRule } from "./code-rules.ts";
import { usePlaceFilters } from "./place-filters.ts";
import { useSettingsCrud } from "./settings-crud.tsx";
import { CodeField, RemarkField } from "./settings-fields.tsx";
import { codeColumn, createdColumn, settingsTable } from "./settings-table.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { usePartitionOptions } from "./warehousing-options.ts";

type TValues = { warehouse_id?: string; partition_id: string; code: string; name: string; remark: string };

/** Shelves of a partition. Bulk location creation also creates the shelves its pattern names. */
export function ShelvesTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const { warehouseId, partitionId, warehouses, warehouseFilter, partitionFilter } = usePlaceFilters();
  const filterPartitions = usePartitionOptions(warehouseId);
  const crud = useSettingsCrud<TShelf>("warehousing.shelves.create");
  const { current } = crud;
  const formWarehouse = Form.useWatch("warehouse_id", form);
  const formPartitions = usePartitionOptions(formWarehouse);
  const initial = useMemo<Partial<TValues>>(
    () =>
      current
        ? { ...current }
        : { warehouse_id: warehouseId ?? warehouses[0]?.value, partition_id: partitionId },
    [current, warehouseId, partitionId, warehouses],
  );
  return (
    <>
      <DataTable<TShelf>
        {...settingsTable(t, "shelves")}
        filters={[warehouseFilter, partitionFilter(filterPartitions, 200)]}
        actions={() => crud.createButton()}
        columns={[
          textColumn("partition_code", t("warehousing.fields.partition")),
          codeColumn(t),
          textColumn("name", t("warehousing.fields.name"), { render: (v: string) => v || "—" }),
          numberColumn("location_count", t("warehousing.fields.locationCount")),
          textColumn("remark", t("warehousing.fields.remark"), { ellipsis: true }),
          createdColumn(t),
          crud.actionsColumn({ name: (s) => s.code, remove: (s) => warehousingApi.deleteShelf(s.id) }),
        ]}
      />
      <EntityFormModal<TValues>
        {...crud.modal}
        form={form}
        title={t(current ? "warehousing.shelves.edit" : "warehousing.shelves.create")}
        initial={initial}
        testId="shelf-form"
        submit={({ warehouse_id: _w, partition_id, ...v }) =>
          current
            ? warehousingApi.updateShelf({ shelf_id: current.id, ...v })
            : warehousingApi.createShelf({ partition_id, ...v })
        }
      >
        <Form.Item name="warehouse_id" label={t("warehousing.fields.warehouse")} rules={[requiredRule(t)]}>
          <Select
            options={warehouses}
            disabled={Boolean(current)}
            onChange={() => form.setFieldValue("partition_id", undefined)}
          />
        </Form.Item>
        <Form.Item name="partition_id" label={t("warehousing.fields.partition")} rules={[requiredRule(t)]}>
          <Select
            options={formPartitions}
            disabled={Boolean(current)}
            notFoundContent={t("warehousing.partitions.empty")}
          />
        </Form.Item>
        <CodeField />
        <Form.Item name="name" label={t("warehousing.fields.name")}>
          <Input maxLength={100} />
        </Form.Item>
        <RemarkField />
      </EntityFormModal>
    </>
  );
}
