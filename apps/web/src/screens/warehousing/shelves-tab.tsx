import type { TShelf } from "@wms/contracts";
import { Form, Input, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { codeRules, requiredRule, upper } from "./code-rules.ts";
import { usePlaceFilters } from "./place-filters.ts";
import { codeColumn, createdColumn, useSettingsCrud } from "./settings-crud.tsx";
import { RemarkField } from "./settings-fields.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
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
        testId="shelves-table"
        queryKey={[...warehousingKey, "shelves"]}
        fetchPage={warehousingApi.shelves}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("warehousing.shelves.search") }}
        filters={[warehouseFilter, partitionFilter(filterPartitions, 200)]}
        emptyText={t("warehousing.shelves.empty")}
        actions={() => crud.createButton()}
        columns={[
          { key: "partition_code", title: t("warehousing.fields.partition"), dataIndex: "partition_code" },
          codeColumn(t),
          {
            key: "name",
            title: t("warehousing.fields.name"),
            dataIndex: "name",
            render: (v: string) => v || "—",
          },
          {
            key: "location_count",
            title: t("warehousing.fields.locationCount"),
            dataIndex: "location_count",
            align: "right",
          },
          { key: "remark", title: t("warehousing.fields.remark"), dataIndex: "remark", ellipsis: true },
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
        <Form.Item name="code" label={t("warehousing.fields.code")} rules={codeRules(t)} normalize={upper}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label={t("warehousing.fields.name")}>
          <Input maxLength={100} />
        </Form.Item>
        <RemarkField />
      </EntityFormModal>
    </>
  );
}
