import { useQueryClient } from "@tanstack/react-query";
import { countLimits, plannedCountKinds, type TCountPlan } from "@wms/contracts";
import { Form, Input, InputNumber, Radio, Select } from "antd";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/form-modal.tsx";
import { useFormSend } from "../../components/use-form-send.ts";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { CountPlanKindFields } from "./count-plan-kind-fields.tsx";
import { createPlanBody, initialPlanValues, type TPlanValues } from "./count-plan-values.ts";
import { countsApi, refreshCounts } from "./counts-api.ts";

const noteMax = 300;

/**
 * "New count plan": the warehouse, how its locations are chosen (a zone, a range of location codes, SKUs
 * of a customer, a customer's stock, or locations not counted for some days) with that kind's fields only,
 * the walk's size and a note. Checked before sending; the server's field errors show under their fields.
 */
export function CountPlanFormModal(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TPlanValues>();
  const warehouses = useWarehouseOptions();
  const warehouseId = Form.useWatch("warehouse_id", form);
  const kind = Form.useWatch("kind", form) ?? initialPlanValues.kind;
  const { saving, close, send } = useFormSend<TCountPlan>(form, props.onClose, {
    done: (plan) => t("counts.form.created", { code: plan.code, count: plan.progress.total }),
    failed: t("counts.form.failed"),
    onAnswer: () => void refreshCounts(queryClient),
  });
  const f = (key: string) => t(`counts.form.${key}`);
  return (
    <FormModal<TPlanValues>
      open={props.open}
      title={f("title")}
      okText={f("ok")}
      form={form}
      saving={saving}
      onClose={close}
      onFinish={(values) => send(() => countsApi.createPlan(createPlanBody(values)))}
      width={640}
      testId="count-plan-modal"
      okTestId="count-plan-ok"
      forceRender
      formProps={{ name: "count-plan", initialValues: initialPlanValues }}
    >
      <Form.Item
        name="warehouse_id"
        label={f("warehouse")}
        rules={[{ required: true, message: f("warehouseRequired") }]}
      >
        <Select
          aria-label={f("warehouse")}
          options={warehouses}
          showSearch={{ optionFilterProp: "label" }}
          onChange={() => form.setFieldsValue({ zone_id: undefined })}
        />
      </Form.Item>
      <Form.Item name="kind" label={f("kind")} rules={[{ required: true, message: f("kindRequired") }]}>
        <Radio.Group
          optionType="button"
          options={plannedCountKinds.map((k) => ({ value: k, label: t(`counts.kinds.${k}`) }))}
        />
      </Form.Item>
      <CountPlanKindFields kind={kind} warehouseId={warehouseId} />
      <Form.Item
        name="walk_size"
        label={f("walkSize")}
        extra={f("walkSizeHint")}
        rules={[{ required: true, message: f("walkSizeRequired") }]}
      >
        <InputNumber min={1} max={countLimits.walkSizeMax} precision={0} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="note" label={f("note")}>
        <Input.TextArea maxLength={noteMax} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
