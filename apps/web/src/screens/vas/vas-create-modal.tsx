import { useQueryClient } from "@tanstack/react-query";
import { type TVasKind, type TVasOrder, textCaps, vasKinds, vasMaxUnits } from "@wms/contracts";
import { Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/form-modal.tsx";
import { useFormSend } from "../../components/use-form-send.ts";
import { OwnerSelect } from "../products/owner-select.tsx";
import { useCustomerWarehouses } from "../warehousing/use-customer-warehouses.ts";
import { refreshVas, vasApi } from "./vas-api.ts";
import { shownNumber, unitsRule } from "./vas-rules.ts";

type TValues = {
  customer_id?: string;
  warehouse_id?: string;
  kind?: TVasKind;
  sku?: string;
  quantity?: number | null;
  instructions?: string;
};

const instructionsMax = 1000;

/**
 * "New work order": staff pick the customer (then one of its warehouses), a drop shipper one of its own
 * warehouses with the provider in scope; the work, the SKU, the units and instructions. Checked before
 * sending; the server's field errors show under their fields.
 */
export function VasCreateModal(props: {
  open: boolean;
  staff: boolean;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const customerId = Form.useWatch("customer_id", form);
  const warehouses = useCustomerWarehouses(props, customerId, form);
  const { saving, close, send } = useFormSend<TVasOrder>(form, props.onClose, {
    done: (created) => t("vas.form.created", { code: created.code }),
    failed: t("vas.form.failed"),
    onAnswer: () => void refreshVas(queryClient),
  });
  const finish = (values: TValues) =>
    send(() =>
      vasApi.create({
        provider_uuid: props.staff ? undefined : props.providerUuid,
        customer_id: props.staff ? values.customer_id : undefined,
        warehouse_id: values.warehouse_id ?? "",
        kind: values.kind as TVasKind,
        sku: (values.sku ?? "").trim(),
        quantity: Number(values.quantity),
        instructions: (values.instructions ?? "").trim(),
      }),
    );
  const label = (key: string) => t(`vas.fields.${key}`);
  return (
    <FormModal<TValues>
      open={props.open}
      title={t("vas.form.title")}
      okText={t("vas.form.ok")}
      form={form}
      saving={saving}
      onClose={close}
      onFinish={finish}
      testId="vas-create-modal"
      okTestId="vas-create-ok"
      forceRender
    >
      {props.staff && (
        <Form.Item
          name="customer_id"
          label={label("customer")}
          rules={[{ required: true, message: t("vas.rules.customer") }]}
        >
          <OwnerSelect
            placeholder={label("customer")}
            onChange={() => form.setFieldValue("warehouse_id", undefined)}
          />
        </Form.Item>
      )}
      <Form.Item
        name="warehouse_id"
        label={label("warehouse")}
        extra={t("vas.form.warehouseHint")}
        rules={[{ required: true, message: t("vas.rules.warehouse") }]}
      >
        <Select aria-label={label("warehouse")} loading={warehouses.loading} options={warehouses.options} />
      </Form.Item>
      <Form.Item name="kind" label={label("kind")} rules={[{ required: true, message: t("vas.rules.kind") }]}>
        <Select
          aria-label={label("kind")}
          options={vasKinds.map((kind) => ({ value: kind, label: t(`vas.kinds.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="sku"
        label={label("sku")}
        extra={t("vas.form.skuHint")}
        rules={[
          { required: true, whitespace: true, message: t("vas.rules.sku") },
          { max: textCaps.short, message: t("vas.rules.skuLength", { max: textCaps.short }) },
        ]}
      >
        <Input maxLength={textCaps.short} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={label("quantity")}
        rules={[unitsRule(vasMaxUnits, t("vas.rules.units", { max: shownNumber(vasMaxUnits) }))]}
      >
        <InputNumber style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item
        name="instructions"
        label={t("vas.form.instructions")}
        extra={t("vas.form.instructionsHint")}
        rules={[{ max: instructionsMax, message: t("vas.rules.textLength", { max: instructionsMax }) }]}
      >
        <Input.TextArea rows={3} maxLength={instructionsMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
