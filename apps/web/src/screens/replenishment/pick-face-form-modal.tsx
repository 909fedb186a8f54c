import { replenishmentLimits, type TPickFace, textCaps } from "@wms/contracts";
import { Col, Form, Input, InputNumber, Row, Select } from "antd";
import type { Rule } from "antd/es/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { OwnerSelect } from "../products/owner-select.tsx";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { initialFaceValues, isUnits, saveFaceBody, type TFaceValues } from "./pick-face-values.ts";
import { replenishmentApi } from "./replenishment-api.ts";

const most = replenishmentLimits.quantity;

/**
 * "New pick face" (`face` "new") or a face's new limits (`face` a row: its warehouse, location and SKU
 * read-only): the warehouse, the pick location, the SKU or its barcode, the customer (only needed when
 * several customers share the SKU: the server then says so under the field), the minimum and the maximum,
 * whole units with the maximum above the minimum, checked before sending.
 */
export function PickFaceFormModal(props: {
  face: TPickFace | "new" | null;
  warehouseId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFaceValues>();
  const warehouses = useWarehouseOptions();
  const face = props.face === "new" ? null : props.face;
  const initial = useMemo(() => initialFaceValues(face, props.warehouseId), [face, props.warehouseId]);
  const f = (key: string) => t(`replenishment.form.${key}`);
  const unitsRule: Rule = {
    validator: async (_r, value: unknown) => {
      if (!isUnits(value, most)) throw new Error(f("quantityFormat"));
    },
  };
  const aboveMinRule: Rule = ({ getFieldValue }) => ({
    validator: async (_r, value: unknown) => {
      const min: unknown = getFieldValue("min_quantity");
      if (isUnits(min, most) && isUnits(value, most) && Number(value) <= Number(min))
        throw new Error(f("maxAboveMin"));
    },
  });
  const whole = { min: 0, max: most, style: { width: "100%" } };
  return (
    <EntityFormModal<TFaceValues>
      open={props.face !== null}
      form={form}
      title={f(face ? "editTitle" : "createTitle")}
      initial={initial}
      testId="pick-face-form"
      submit={(values) => replenishmentApi.saveFace(saveFaceBody(values, face))}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <Form.Item
        name="warehouse_id"
        label={f("warehouse")}
        rules={[{ required: true, message: f("warehouseRequired") }]}
      >
        <Select
          aria-label={f("warehouse")}
          options={warehouses}
          disabled={Boolean(face)}
          showSearch={{ optionFilterProp: "label" }}
        />
      </Form.Item>
      <Form.Item
        name="location_code"
        label={f("location")}
        extra={face ? undefined : f("locationHint")}
        rules={[{ required: true, whitespace: true, message: f("locationRequired") }]}
      >
        <Input
          maxLength={textCaps.code}
          autoComplete="off"
          disabled={Boolean(face)}
          data-testid="pick-face-location"
        />
      </Form.Item>
      <Form.Item
        name="sku"
        label={f("sku")}
        extra={face ? t("replenishment.form.ownedBy", { owner: face.owner_code }) : undefined}
        rules={[{ required: true, whitespace: true, message: f("skuRequired") }]}
      >
        <Input
          maxLength={textCaps.code}
          autoComplete="off"
          disabled={Boolean(face)}
          data-testid="pick-face-sku"
        />
      </Form.Item>
      {!face && (
        <Form.Item name="customer_id" label={f("customer")} extra={f("customerHint")}>
          <OwnerSelect allowClear placeholder={f("customer")} testId="pick-face-customer" />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="min_quantity" label={f("min")} extra={f("minHint")} rules={[unitsRule]}>
            <InputNumber {...whole} data-testid="pick-face-min" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="max_quantity"
            label={f("max")}
            extra={f("maxHint")}
            dependencies={["min_quantity"]}
            rules={[unitsRule, aboveMinRule]}
          >
            <InputNumber {...whole} data-testid="pick-face-max" />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}
