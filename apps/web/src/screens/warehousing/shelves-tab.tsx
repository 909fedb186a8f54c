import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TShelf } from "@wms/contracts";
import { Button, Form, Input, Select, Space } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { formatTime } from "../../components/format.ts";
import { codeRules, requiredRule, upper } from "./code-rules.ts";
import { DeleteAction } from "./delete-action.tsx";
import { EntityFormModal } from "./entity-form-modal.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { usePartitionOptions, useWarehouseOptions } from "./warehousing-options.ts";

type TValues = { warehouse_id?: string; partition_id: string; code: string; name: string; remark: string };

/** Shelves of a partition. Bulk location creation also creates the shelves its pattern names. */
export function ShelvesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useListParams();
  const [form] = Form.useForm<TValues>();
  const warehouseId = typeof params.warehouse_id === "string" ? params.warehouse_id : undefined;
  const partitionId = typeof params.partition_id === "string" ? params.partition_id : undefined;
  const warehouses = useWarehouseOptions();
  const filterPartitions = usePartitionOptions(warehouseId);
  const [editing, setEditing] = useState<TShelf | "new" | null>(null);
  const current = editing === "new" ? null : editing;
  const formWarehouse = Form.useWatch("warehouse_id", form);
  const formPartitions = usePartitionOptions(formWarehouse);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehousingKey });
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
            options: filterPartitions,
            width: 200,
          },
        ]}
        emptyText={t("warehousing.shelves.empty")}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {t("warehousing.shelves.create")}
          </Button>
        )}
        columns={[
          { key: "partition_code", title: t("warehousing.fields.partition"), dataIndex: "partition_code" },
          { key: "code", title: t("warehousing.fields.code"), dataIndex: "code", sorter: true },
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
          {
            key: "created_at",
            title: t("warehousing.fields.created"),
            sorter: true,
            render: (_v, s) => formatTime(s.created_at),
          },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, s) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(s)}>
                  {t("common.edit")}
                </Button>
                <DeleteAction
                  name={s.code}
                  remove={() => warehousingApi.deleteShelf(s.id)}
                  onDeleted={refresh}
                />
              </Space>
            ),
          },
        ]}
      />
      <EntityFormModal<TValues>
        open={editing !== null}
        form={form}
        title={t(current ? "warehousing.shelves.edit" : "warehousing.shelves.create")}
        initial={initial}
        testId="shelf-form"
        submit={({ warehouse_id: _w, partition_id, ...v }) =>
          current
            ? warehousingApi.updateShelf({ shelf_id: current.id, ...v })
            : warehousingApi.createShelf({ partition_id, ...v })
        }
        onClose={() => setEditing(null)}
        onSaved={refresh}
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
        <Form.Item name="remark" label={t("warehousing.fields.remark")}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </EntityFormModal>
    </>
  );
}
