import { type TWaveStrategy, waveKinds } from "@wms/contracts";
import { Col, Form, InputNumber, Row, Select, Switch, Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { numberColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { requiredRule } from "./code-rules.ts";
import { usePlaceFilters } from "./place-filters.ts";
import { useSettingsCrud } from "./settings-crud.tsx";
import { NameField, RemarkField } from "./settings-fields.tsx";
import { nameColumn, settingsTable } from "./settings-table.tsx";
import { warehousingApi } from "./warehousing-api.ts";

type TValues = Omit<TWaveStrategy, "id" | "created_at" | "updated_at">;

/** Wave strategies: stored definitions of how orders are grouped into picking waves. */
export function WavesTab() {
  const { t } = useTranslation();
  const { warehouses, warehouseFilter } = usePlaceFilters();
  const crud = useSettingsCrud<TWaveStrategy>("warehousing.waves.create");
  const { current } = crud;
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
        {...settingsTable(t, "waves")}
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
          warehouseFilter,
        ]}
        actions={() => crud.createButton()}
        columns={[
          nameColumn(t),
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
          numberColumn("max_orders_per_wave", t("warehousing.waves.maxOrders")),
          numberColumn("max_lines_per_wave", t("warehousing.waves.maxLines")),
          {
            key: "enabled",
            title: t("warehousing.fields.status"),
            render: (_v, w) => (
              <Tag color={w.enabled ? "success" : "default"}>
                {t(w.enabled ? "warehousing.statuses.enabled" : "warehousing.statuses.disabled")}
              </Tag>
            ),
          },
          crud.actionsColumn({ name: (w) => w.name, remove: (w) => warehousingApi.deleteWave(w.id) }),
        ]}
      />
      <EntityFormModal<TValues>
        {...crud.modal}
        title={t(current ? "warehousing.waves.edit" : "warehousing.waves.create")}
        initial={initial}
        testId="wave-form"
        submit={(v) =>
          current
            ? warehousingApi.updateWave({ wave_strategy_id: current.id, ...v })
            : warehousingApi.createWave(v)
        }
      >
        <Row gutter={16}>
          <Col span={24}>
            <NameField />
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
            <RemarkField />
          </Col>
        </Row>
      </EntityFormModal>
    </>
  );
}
