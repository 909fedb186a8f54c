import { abcClasses, countLimits, textCaps } from "@wms/contracts";
import { Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { OwnerSelect } from "../products/owner-select.tsx";
import { usePartitionOptions } from "../warehousing/warehousing-options.ts";
import type { TPlanValues } from "./count-plan-values.ts";

/** The customer whose stock is counted (kinds sku and customer). */
function CustomerField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="customer_id"
      label={t("counts.form.customer")}
      rules={[{ required: true, message: t("counts.form.customerRequired") }]}
    >
      <OwnerSelect placeholder={t("counts.form.customer")} />
    </Form.Item>
  );
}

/** A location code of the range (kind locations). */
function LocationField({ name, label }: { name: "from_location" | "to_location"; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: t("counts.form.rangeRequired") }]}
    >
      <Input maxLength={textCaps.code} autoComplete="off" />
    </Form.Item>
  );
}

/**
 * The fields of the chosen kind only: the zone (of the chosen warehouse), the first and last location
 * codes, the customer and its SKUs, the customer, the days without a count, or the ABC class; each required.
 */
export function CountPlanKindFields(props: { kind: TPlanValues["kind"]; warehouseId?: string }) {
  const { t } = useTranslation();
  const zones = usePartitionOptions(props.kind === "zone" ? props.warehouseId : undefined);
  const f = (key: string) => t(`counts.form.${key}`);
  switch (props.kind) {
    case "zone":
      return (
        <Form.Item name="zone_id" label={f("zone")} rules={[{ required: true, message: f("zoneRequired") }]}>
          <Select
            aria-label={f("zone")}
            options={zones}
            disabled={!props.warehouseId}
            placeholder={props.warehouseId ? undefined : f("warehouseFirst")}
            showSearch={{ optionFilterProp: "label" }}
          />
        </Form.Item>
      );
    case "locations":
      return (
        <>
          <LocationField name="from_location" label={f("fromLocation")} />
          <LocationField name="to_location" label={f("toLocation")} />
        </>
      );
    case "sku":
      return (
        <>
          <CustomerField />
          <Form.Item
            name="skus"
            label={f("skus")}
            extra={f("skusHint")}
            rules={[
              { required: true, type: "array", min: 1, message: f("skusRequired") },
              { type: "array", max: countLimits.skus, message: f("skusTooMany") },
            ]}
          >
            <Select aria-label={f("skus")} mode="tags" suffixIcon={null} tokenSeparators={[",", " "]} />
          </Form.Item>
        </>
      );
    case "customer":
      return <CustomerField />;
    case "not_counted":
      return (
        <Form.Item name="days" label={f("days")} rules={[{ required: true, message: f("daysRequired") }]}>
          <InputNumber min={1} max={countLimits.days} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      );
    case "abc":
      return (
        <Form.Item
          name="abc_class"
          label={f("abcClass")}
          extra={f("abcHint")}
          rules={[{ required: true, message: f("abcClassRequired") }]}
        >
          <Select aria-label={f("abcClass")} options={abcClasses.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      );
    default:
      return null;
  }
}
