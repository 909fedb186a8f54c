import { locationTypes, type TLocation } from "@wms/contracts";
import { Col, Form, InputNumber, Row, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { requiredRule } from "./code-rules.ts";
import { CodeField, StatusAndRemark } from "./settings-fields.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { usePartitionOptions, useShelfOptions, useWarehouseOptions } from "./warehousing-options.ts";

type TValues = Pick<TLocation, "warehouse_id" | "code" | "type" | "status" | "remark"> & {
  partition_id?: string | null;
  shelf_id?: string | null;
  walk_sequence?: number | null;
};

/** Create or edit one storage location; an empty walk sequence places a new one after the last. */
export function LocationFormModal(props: {
  open: boolean;
  location: TLocation | null;
  defaults: { warehouse_id?: string; partition_id?: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const { location, defaults } = props;
  const warehouses = useWarehouseOptions();
  const warehouseId = Form.useWatch("warehouse_id", form);
  const partitionId = Form.useWatch("partition_id", form);
  const partitions = usePartitionOptions(warehouseId);
  const shelves = useShelfOptions(partitionId ?? undefined);
  const initial = useMemo<Partial<TValues>>(
    () =>
      location ?? {
        warehouse_id: defaults.warehouse_id ?? warehouses[0]?.value,
        partition_id: defaults.partition_id,
        type: "storage",
        status: "enabled",
      },
    [location, defaults.warehouse_id, defaults.partition_id, warehouses],
  );
  const half = { xs: 24, sm: 12 };
  return (
    <EntityFormModal<TValues>
      open={props.open}
      form={form}
      width={640}
      title={t(location ? "warehousing.locations.edit" : "warehousing.locations.create")}
      initial={initial}
      testId="location-form"
      submit={({ warehouse_id, walk_sequence, ...v }) => {
        const body = {
          ...v,
          partition_id: v.partition_id ?? null,
          shelf_id: v.shelf_id ?? null,
          ...(walk_sequence === null || walk_sequence === undefined ? {} : { walk_sequence }),
        };
        return location
          ? warehousingApi.updateLocation({ location_id: location.id, ...body })
          : warehousingApi.createLocation({ warehouse_id, ...body });
      }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="warehouse_id" label={t("warehousing.fields.warehouse")} rules={[requiredRule(t)]}>
            <Select
              options={warehouses}
              disabled={Boolean(location)}
              onChange={() => form.setFieldsValue({ partition_id: null, shelf_id: null })}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <CodeField />
        </Col>
        <Col {...half}>
          <Form.Item name="partition_id" label={t("warehousing.fields.partition")}>
            <Select allowClear options={partitions} onChange={() => form.setFieldValue("shelf_id", null)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="shelf_id" label={t("warehousing.fields.shelf")}>
            <Select allowClear options={shelves} disabled={!partitionId} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="type" label={t("warehousing.fields.type")} rules={[requiredRule(t)]}>
            <Select
              options={locationTypes.map((value) => ({
                value,
                label: t(`warehousing.locationTypes.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="walk_sequence"
            label={t("warehousing.fields.walkSequence")}
            tooltip={t("warehousing.locations.walkHint")}
          >
            <InputNumber min={0} max={2_000_000_000} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <StatusAndRemark status={half} />
      </Row>
    </EntityFormModal>
  );
}
