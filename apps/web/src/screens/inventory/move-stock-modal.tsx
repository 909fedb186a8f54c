import { useMutation } from "@tanstack/react-query";
import type { TInventoryDetailRow, TInventoryRow } from "@wms/contracts";
import { App, Form, Input, InputNumber, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { inventoryApi } from "./inventory-api.ts";
import { free } from "./inventory-detail.tsx";
import { StockNoteField, useLocationOptions } from "./stock-fields.tsx";

type TValues = { to_location_id?: string; quantity?: number; note?: string };

/**
 * Moves free stock of one lot at one bin to another bin of the same warehouse; as `release`, moves
 * defective (unsellable) stock to a sellable bin with the reason why it may be sold again (logged).
 */
export function MoveStockModal(props: {
  target: { balance: TInventoryDetailRow; row: TInventoryRow } | null;
  release?: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const balance = props.target?.balance;
  const k = props.release ? "inventory.release" : "inventory.move";
  const locations = useLocationOptions(balance?.warehouse_id, Boolean(balance), props.release);
  const save = useMutation({
    mutationFn: (v: TValues) =>
      (props.release ? inventoryApi.release : inventoryApi.move)({
        balance_id: balance?.balance_id ?? "",
        to_location_id: v.to_location_id ?? "",
        quantity: v.quantity ?? 0,
        note: v.note ?? "",
      }),
    onSuccess: (doc) => {
      void message.success(t(`${k}.done`, { code: doc.code }));
      form.resetFields();
      props.onDone();
    },
    onError: (error) => showFormError(form, error, t(`${k}.title`)),
  });
  const required = [{ required: true, message: t("inventory.adjust.required") }];
  return (
    <FormModal<TValues>
      open={Boolean(props.target)}
      title={t(`${k}.title`)}
      okText={t(`${k}.submit`)}
      form={form}
      saving={save.isPending}
      onClose={props.onClose}
      onFinish={(v) => save.mutate(v)}
      destroyOnHidden
      intro={
        balance &&
        props.target && (
          <Typography.Paragraph>
            {t("inventory.move.from")}: {props.target.row.sku} · {balance.warehouse_code} /{" "}
            {balance.location_code}
            {balance.batch ? ` · ${balance.batch}` : ""} —{" "}
            {t("inventory.move.available", { count: free(balance) })}
            {props.release && (
              <Typography.Text type="warning"> {t("inventory.release.intro")}</Typography.Text>
            )}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item name="to_location_id" label={t("inventory.move.to")} rules={required}>
        <Select
          showSearch
          optionFilterProp="label"
          options={locations.filter((l) => l.value !== balance?.location_id)}
        />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t("inventory.move.quantity")}
        rules={[
          ...required,
          {
            type: "number",
            min: 1,
            max: balance ? free(balance) : undefined,
            message: t("inventory.adjust.quantityRule"),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: "100%" }} />
      </Form.Item>
      {props.release ? (
        <Form.Item
          name="note"
          label={t("inventory.release.reason")}
          rules={[{ required: true, whitespace: true, message: t("inventory.release.reasonRequired") }]}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      ) : (
        <StockNoteField />
      )}
    </FormModal>
  );
}
