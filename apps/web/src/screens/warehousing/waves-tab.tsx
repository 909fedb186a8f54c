import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { type TWaveStrategy, waveKinds } from "@wms/contracts";
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Tag } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { requiredRule } from "./code-rules.ts";
import { DeleteAction } from "./delete-action.tsx";
import { EntityFormModal } from "./entity-form-modal.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";
import { useWarehouseOptions } from "./warehousing-options.ts";

type TValues = Omit<TWaveStrategy, "id" | "created_at" | "updated_at">;

/** Wave strategies: stored definitions of how orders are grouped into picking waves. */
export function WavesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const warehouses = useWarehouseOptions();
  const [editing, setEditing] = useState<TWaveStrategy | "new" | null>(null);
  const current = editing === "new" ? null : editing;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehousingKey });
  const kindOptions = waveKinds.map((value) => ({ value, label: t(`warehousing.waves.kinds.${value}`) }));
  const warehouseName = (id: string | null) =>
    id === null
      ? t("warehousing.waves.allWarehouses")
      : (warehouses.find((w) => w.value === id)?.label ?? "—");
  const initial = useMemo<Partial<TValues>>(
    () =>
      current ?? {
        kind: "multi-item",
        warehouse_id: null,
        max_orders_per_wave: 50,
        max_lines_per_wave: 500,
        enabled: true,
      },
    [current],
  );
  return (
    <>
      <DataTable<TWaveStrategy>
        testId="waves-table"
        queryKey={[...warehousingKey, "waves"]}
        fetchPage={warehousingApi.waves}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("warehousing.waves.search") }}
        filters={[
          {
            kind: "select",
            name: "kind",
            label: t("warehousing.waves.kind"),
            options: kindOptions,
            width: 180,
          },
          {
            kind: "select",
            name: "enabled",
            label: t("warehousing.fields.status"),
            options: [
              { value: "true", label: t("warehousing.statuses.enabled") },
              { value: "false", label: t("warehousing.statuses.disabled") },
            ],
          },
          {
            kind: "select",
            name: "warehouse_id",
            label: t("warehousing.fields.warehouse"),
            options: warehouses,
            width: 220,
          },
        ]}
        emptyText={t("warehousing.waves.empty")}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {t("warehousing.waves.create")}
          </Button>
        )}
        columns={[
          { key: "name", title: t("warehousing.fields.name"), dataIndex: "name", sorter: true },
          {
            key: "kind",
            title: t("warehousing.waves.kind"),
            sorter: true,
            render: (_v, w) => t(`warehousing.waves.kinds.${w.kind}`),
          },
          {
            key: "warehouse",
            title: t("warehousing.fields.warehouse"),
            render: (_v, w) => warehouseName(w.warehouse_id),
          },
          {
            key: "max_orders",
            title: t("warehousing.waves.maxOrders"),
            dataIndex: "max_orders_per_wave",
            align: "right",
          },
          {
            key: "max_lines",
            title: t("warehousing.waves.maxLines"),
            dataIndex: "max_lines_per_wave",
            align: "right",
          },
          {
            key: "enabled",
            title: t("warehousing.fields.status"),
            render: (_v, w) => (
              <Tag color={w.enabled ? "success" : "default"}>
                {t(w.enabled ? "warehousing.statuses.enabled" : "warehousing.statuses.disabled")}
              </Tag>
            ),
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
                  name={w.name}
                  remove={() => warehousingApi.deleteWave(w.id)}
                  onDeleted={refresh}
                />
              </Space>
            ),
          },
        ]}
      />
      <EntityFormModal<TValues>
        open={editing !== null}
        title={t(current ? "warehousing.waves.edit" : "warehousing.waves.create")}
        initial={initial}
        testId="wave-form"
        submit={(v) =>
          current
            ? warehousingApi.updateWave({ wave_strategy_id: current.id, ...v })
            : warehousingApi.createWave(v)
        }
        onClose={() => setEditing(null)}
        onSaved={refresh}
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="name" label={t("warehousing.fields.name")} rules={[requiredRule(t)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="kind" label={t("warehousing.waves.kind")} rules={[requiredRule(t)]}>
              <Select options={kindOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="warehouse_id" label={t("warehousing.fields.warehouse")}>
              <Select
                options={[{ value: null, label: t("warehousing.waves.allWarehouses") }, ...warehouses]}
              />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="max_orders_per_wave"
              label={t("warehousing.waves.maxOrders")}
              rules={[requiredRule(t)]}
            >
              <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="max_lines_per_wave"
              label={t("warehousing.waves.maxLines")}
              dependencies={["max_orders_per_wave"]}
              rules={[
                requiredRule(t),
                ({ getFieldValue }) => ({
                  validator: (_r, value: number | null) =>
                    value === null ||
                    value === undefined ||
                    value >= (getFieldValue("max_orders_per_wave") ?? 0)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("warehousing.waves.linesBelowOrders"))),
                }),
              ]}
            >
              <InputNumber min={1} max={10_000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="enabled" valuePropName="checked" label={t("warehousing.statuses.enabled")}>
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t("warehousing.fields.remark")}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </EntityFormModal>
    </>
  );
}
