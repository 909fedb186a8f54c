import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TPartition } from "@wms/contracts";
import { Button, Form, Input, Select, Space } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { formatTime } from "../../components/format.ts";
import { codeRules, requiredRule, upper } from "./code-rules.ts";
import { DeleteAction } from "./delete-action.tsx";
import { EntityFormModal } from "./entity-form-modal.tsx";
import { StatusTag } from "./status-tag.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { useStatusOptions, useWarehouseOptions } from "./warehousing-options.ts";

type TValues = Pick<TPartition, "warehouse_id" | "code" | "name" | "status" | "remark">;

/** Partitions (zones) of a warehouse, with how many shelves and locations each holds. */
export function PartitionsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useListParams();
  const warehouses = useWarehouseOptions();
  const statusOptions = useStatusOptions();
  const [editing, setEditing] = useState<TPartition | "new" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehousingKey });
  const current = editing === "new" ? null : editing;
  const filterWarehouse = typeof params.warehouse_id === "string" ? params.warehouse_id : undefined;
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
          {
            kind: "select",
            name: "warehouse_id",
            label: t("warehousing.fields.warehouse"),
            options: warehouses,
            width: 220,
          },
          { kind: "select", name: "status", label: t("warehousing.fields.status"), options: statusOptions },
        ]}
        emptyText={t("warehousing.partitions.empty")}
        actions={() => (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={warehouses.length === 0}
            onClick={() => setEditing("new")}
          >
            {t("warehousing.partitions.create")}
          </Button>
        )}
        columns={[
          { key: "warehouse_code", title: t("warehousing.fields.warehouse"), dataIndex: "warehouse_code" },
          { key: "code", title: t("warehousing.fields.code"), dataIndex: "code", sorter: true },
          { key: "name", title: t("warehousing.fields.name"), dataIndex: "name", sorter: true },
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
          {
            key: "status",
            title: t("warehousing.fields.status"),
            render: (_v, p) => <StatusTag status={p.status} />,
          },
          {
            key: "created_at",
            title: t("warehousing.fields.created"),
            sorter: true,
            render: (_v, p) => formatTime(p.created_at),
          },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, p) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(p)}>
                  {t("common.edit")}
                </Button>
                <DeleteAction
                  name={p.code}
                  remove={() => warehousingApi.deletePartition(p.id)}
                  onDeleted={refresh}
                />
              </Space>
            ),
          },
        ]}
      />
      <EntityFormModal<TValues>
        open={editing !== null}
        title={t(current ? "warehousing.partitions.edit" : "warehousing.partitions.create")}
        initial={initial}
        testId="partition-form"
        submit={({ warehouse_id, ...v }) =>
          current
            ? warehousingApi.updatePartition({ partition_id: current.id, ...v })
            : warehousingApi.createPartition({ warehouse_id, ...v })
        }
        onClose={() => setEditing(null)}
        onSaved={refresh}
      >
        <Form.Item name="warehouse_id" label={t("warehousing.fields.warehouse")} rules={[requiredRule(t)]}>
          <Select options={warehouses} disabled={Boolean(current)} />
        </Form.Item>
        <Form.Item name="code" label={t("warehousing.fields.code")} rules={codeRules(t)} normalize={upper}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label={t("warehousing.fields.name")} rules={[requiredRule(t)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label={t("warehousing.fields.status")}>
          <Select options={statusOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t("warehousing.fields.remark")}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </EntityFormModal>
    </>
  );
}
