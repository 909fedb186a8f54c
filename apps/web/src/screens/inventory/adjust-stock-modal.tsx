import { useMutation, useQuery } from "@tanstack/react-query";
import { adjustmentReasons, type TVariantLookup, textCaps } from "@wms/contracts";
import { App, DatePicker, Form, Input, InputNumber, Radio, Select, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { inventoryApi, inventoryKey } from "./inventory-api.ts";
import { StockNoteField, useLocationOptions } from "./stock-fields.tsx";

type TValues = {
  warehouse_id?: string;
  barcode?: string;
  variant_id?: string;
  location_id?: string;
  direction: "increase" | "decrease";
  quantity?: number;
  reason?: string;
  batch?: string;
  production_date?: Dayjs | null;
  expiry_date?: Dayjs | null;
  note?: string;
};

/** One-line stock adjustment (spec section 5): warehouse, scanned barcode -> SKU, location, quantity > 0, reason. */
export function AdjustStockModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [matches, setMatches] = useState<TVariantLookup[]>([]);
  const warehouseId = Form.useWatch("warehouse_id", form);
  const warehouses = useQuery({
    queryKey: [...inventoryKey, "warehouse-options"],
    queryFn: () => warehousingApi.warehouses({ page_size: 200, cur_page: 1 }),
    enabled: props.open,
  });
  const locations = useLocationOptions(warehouseId, props.open);
  const lookup = useMutation({
    mutationFn: (code: string) => inventoryApi.lookupVariant(code),
    onSuccess: ({ list }) => {
      setMatches(list);
      form.setFieldValue("variant_id", list.length === 1 ? list[0]?.variant_id : undefined);
      form.setFields([
        { name: "barcode", errors: list.length === 0 ? [t("inventory.adjust.notFound")] : [] },
      ]);
    },
  });
  const save = useMutation({
    mutationFn: (v: TValues) =>
      inventoryApi.adjust({
        warehouse_id: v.warehouse_id ?? "",
        reason: (v.reason ?? "") as (typeof adjustmentReasons)[number],
        note: v.note ?? "",
        lines: [
          {
            variant_id: v.variant_id ?? "",
            barcode: v.barcode ?? "",
            location_id: v.location_id ?? "",
            direction: v.direction,
            quantity: v.quantity ?? 0,
            batch: v.batch ?? "",
            production_date: v.production_date?.format("YYYY-MM-DD") ?? null,
            expiry_date: v.expiry_date?.format("YYYY-MM-DD") ?? null,
          },
        ],
      }),
    onSuccess: (doc) => {
      void message.success(t("inventory.adjust.done", { code: doc.code }));
      form.resetFields();
      setMatches([]);
      props.onDone();
    },
    onError: (error) => {
      // Field errors of the one line come back as lines.0.<field>.
      const e = error as { fieldErrors?: Record<string, string> };
      if (e.fieldErrors) {
        for (const [k, v] of Object.entries(e.fieldErrors)) {
          if (k.startsWith("lines.0.")) e.fieldErrors[k.slice("lines.0.".length)] = v;
        }
      }
      showFormError(form, error, t("inventory.adjust.title"));
    },
  });
  const required = [{ required: true, message: t("inventory.adjust.required") }];
  return (
    <FormModal<TValues>
      open={props.open}
      title={t("inventory.adjust.title")}
      okText={t("inventory.adjust.submit")}
      form={form}
      saving={save.isPending}
      onClose={props.onClose}
      onFinish={(v) => save.mutate(v)}
      destroyOnHidden
      width={640}
      formProps={{ initialValues: { direction: "increase" }, "data-testid": "adjust-form" }}
    >
      <Form.Item name="warehouse_id" label={t("inventory.adjust.warehouse")} rules={required}>
        <Select
          options={(warehouses.data?.list ?? []).map((w) => ({
            value: w.id,
            label: `${w.code} · ${w.name}`,
          }))}
          onChange={() => form.setFieldValue("location_id", undefined)}
        />
      </Form.Item>
      <Form.Item
        name="barcode"
        label={t("inventory.adjust.barcode")}
        extra={t("inventory.adjust.barcodeHint")}
        rules={required}
      >
        {/* Keyboard-wedge scanners type the code and press Enter. */}
        <Input.Search
          autoFocus
          allowClear
          maxLength={textCaps.code}
          loading={lookup.isPending}
          onSearch={(code) => code.trim() && lookup.mutate(code.trim())}
          onPressEnter={(e) => e.preventDefault()}
        />
      </Form.Item>
      <Form.Item
        name="variant_id"
        label={t("inventory.adjust.variant")}
        rules={[{ required: true, message: t("inventory.adjust.variantRequired") }]}
      >
        <Select
          options={matches.map((m) => ({
            value: m.variant_id,
            label: `${m.sku} · ${m.name_en || m.name_cn} · ${m.owner_code}`,
          }))}
          notFoundContent={
            <Typography.Text type="secondary">{t("inventory.adjust.variantRequired")}</Typography.Text>
          }
        />
      </Form.Item>
      <Form.Item name="location_id" label={t("inventory.adjust.location")} rules={required}>
        <Select showSearch optionFilterProp="label" disabled={!warehouseId} options={locations} />
      </Form.Item>
      <Form.Item name="direction" label={t("inventory.adjust.direction")} rules={required}>
        <Radio.Group
          optionType="button"
          options={[
            { value: "increase", label: t("inventory.adjust.increase") },
            { value: "decrease", label: t("inventory.adjust.decrease") },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t("inventory.adjust.quantity")}
        rules={[...required, { type: "number", min: 1, message: t("inventory.adjust.quantityRule") }]}
      >
        <InputNumber precision={0} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="reason" label={t("inventory.adjust.reason")} rules={required}>
        <Select
          options={adjustmentReasons.map((r) => ({ value: r, label: t(`inventory.adjust.reasons.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="batch" label={t("inventory.adjust.batch")}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="production_date" label={t("inventory.adjust.productionDate")}>
        <DatePicker style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="expiry_date" label={t("inventory.adjust.expiryDate")}>
        <DatePicker style={{ width: "100%" }} />
      </Form.Item>
      <StockNoteField />
    </FormModal>
  );
}
