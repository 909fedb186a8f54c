import { useQueryClient } from "@tanstack/react-query";
import { type TReturnDetail, textCaps } from "@wms/contracts";
import { Form, Input, Radio, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/form-modal.tsx";
import { NoteField } from "../../components/note-field.tsx";
import { useFormSend } from "../../components/use-form-send.ts";
import { OwnerSelect } from "../products/owner-select.tsx";
import { useCustomerWarehouses } from "../warehousing/use-customer-warehouses.ts";
import { createBody, type TCreateMode, type TCreateValues } from "./return-create-values.ts";
import { ReturnCreatedModal } from "./return-created-modal.tsx";
import { ReturnOrderLines } from "./return-order-lines.tsx";
import { blankLine, ReturnSkuLines } from "./return-sku-lines.tsx";
import { returnsApi, showAnswer } from "./returns-api.ts";

const consigneeMax = 120;

/** What the form starts with: from a shipped order; by SKU, one blank line. */
const initialValues: TCreateValues = { mode: "order", sku_lines: [{ ...blankLine }] };

/**
 * "New return": staff pick the customer first, a drop shipper works with the provider in scope. From a
 * shipped order (its lines with the units that may still come back) or by SKU (a warehouse the customer
 * stores in, the buyer's name); the tracking number when the parcel is already on its way, and a note.
 * Checked before sending; the server's field errors show under their fields. Once created it offers the
 * return slip to print.
 */
export function ReturnCreateModal(props: {
  open: boolean;
  staff: boolean;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TCreateValues>();
  const [created, setCreated] = useState<TReturnDetail | null>(null);
  const customerId = Form.useWatch("customer_id", form);
  const mode: TCreateMode = Form.useWatch("mode", form) ?? "order";
  const warehouses = useCustomerWarehouses(props, customerId, form);
  const { saving, close, send } = useFormSend<TReturnDetail>(form, props.onClose, {
    done: (answer) => t("returns.form.created", { code: answer.code }),
    failed: t("returns.form.failed"),
    onAnswer: (answer) => {
      void showAnswer(queryClient, answer);
      setCreated(answer);
    },
  });
  const label = (key: string) => t(`returns.fields.${key}`);
  const owner = { open: props.open, staff: props.staff, providerUuid: props.providerUuid, customerId };
  return (
    <>
      <FormModal<TCreateValues>
        open={props.open}
        title={t("returns.form.title")}
        okText={t("returns.form.ok")}
        form={form}
        saving={saving}
        onClose={close}
        onFinish={(values) => send(() => returnsApi.create(createBody(values, props)))}
        width={880}
        testId="return-create-modal"
        okTestId="return-create-ok"
        forceRender
        formProps={{ name: "return-create", initialValues }}
      >
        {props.staff && (
          <Form.Item
            name="customer_id"
            label={label("customer")}
            rules={[{ required: true, message: t("returns.rules.customer") }]}
          >
            <OwnerSelect
              placeholder={label("customer")}
              onChange={() =>
                form.setFieldsValue({ order_id: undefined, order_lines: [], warehouse_id: undefined })
              }
            />
          </Form.Item>
        )}
        <Form.Item name="mode" label={t("returns.form.mode")}>
          <Radio.Group
            optionType="button"
            options={(["order", "sku"] as const).map((m) => ({
              value: m,
              label: t(`returns.form.modes.${m}`),
            }))}
          />
        </Form.Item>
        {mode === "order" ? (
          <ReturnOrderLines form={form} owner={owner} />
        ) : (
          <>
            <Form.Item
              name="warehouse_id"
              label={label("warehouse")}
              extra={t("returns.form.warehouseHint")}
              rules={[{ required: true, message: t("returns.rules.warehouse") }]}
            >
              <Select
                aria-label={label("warehouse")}
                loading={warehouses.loading}
                options={warehouses.options}
              />
            </Form.Item>
            <ReturnSkuLines form={form} />
            <Form.Item
              name="consignee"
              label={t("returns.form.consignee")}
              extra={t("returns.form.consigneeHint")}
              rules={[{ max: consigneeMax, message: t("returns.rules.textLength", { max: consigneeMax }) }]}
            >
              <Input maxLength={consigneeMax} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="tracking_number"
          label={t("returns.form.tracking")}
          extra={t("returns.form.trackingHint")}
          rules={[{ max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) }]}
        >
          <Input maxLength={textCaps.code} autoComplete="off" />
        </Form.Item>
        <NoteField name="note" label={t("returns.form.note")} />
      </FormModal>
      <ReturnCreatedModal rma={created} providerUuid={props.providerUuid} onClose={() => setCreated(null)} />
    </>
  );
}
