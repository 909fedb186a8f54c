import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type TVasKind, textCaps, vasKinds, vasMaxUnits } from "@wms/contracts";
import { App, Form, Input, InputNumber, Select } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { OwnerSelect } from "../products/owner-select.tsx";
import { storageApi } from "../warehousing/storage-api.ts";
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

/** The warehouses the customer stores in (its storage selection), as the receipt form offers them. */
function useCustomerWarehouses(
  props: { open: boolean; staff: boolean; providerUuid?: string },
  customerId?: string,
) {
  const { staff, providerUuid } = props;
  const storage = useQuery({
    queryKey: ["storage", "list", staff ? "p" : "ds", providerUuid, customerId],
    queryFn: () =>
      storageApi.list({ cur_page: 1, page_size: 200, provider_uuid: providerUuid, customer_id: customerId }),
    enabled: props.open && (staff ? Boolean(customerId) : Boolean(providerUuid)),
  });
  const options = (storage.data?.list ?? []).map((s) => ({
    value: s.warehouse_id,
    label: `${s.warehouse_code} ${s.warehouse_name}`,
  }));
  return { options, loading: storage.isFetching };
}

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
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);
  const customerId = Form.useWatch("customer_id", form);
  const warehouses = useCustomerWarehouses(props, customerId);
  // A customer who stores in one warehouse has it chosen for them.
  const only = warehouses.options.length === 1 ? warehouses.options[0]?.value : undefined;
  useEffect(() => {
    if (props.open && only && !form.getFieldValue("warehouse_id")) form.setFieldValue("warehouse_id", only);
  }, [props.open, only, form]);

  const close = () => {
    form.resetFields();
    props.onClose();
  };
  const finish = async (values: TValues) => {
    setSaving(true);
    try {
      const created = await vasApi.create({
        provider_uuid: props.staff ? undefined : props.providerUuid,
        customer_id: props.staff ? values.customer_id : undefined,
        warehouse_id: values.warehouse_id ?? "",
        kind: values.kind as TVasKind,
        sku: (values.sku ?? "").trim(),
        quantity: Number(values.quantity),
        instructions: (values.instructions ?? "").trim(),
      });
      void message.success(t("vas.form.created", { code: created.code }));
      void refreshVas(queryClient);
      close();
    } catch (error) {
      showFormError(form, error, t("vas.form.failed"));
    } finally {
      setSaving(false);
    }
  };
  const label = (key: string) => t(`vas.fields.${key}`);
  return (
    <FormModal<TValues>
      open={props.open}
      title={t("vas.form.title")}
      okText={t("vas.form.ok")}
      form={form}
      saving={saving}
      onClose={close}
      onFinish={(values) => void finish(values)}
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
