import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type TUnidentifiedReturn, textCaps } from "@wms/contracts";
import { App, Button, Card, Form, Input, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormErrorAlert } from "../../components/form-error-alert.tsx";
import { clearFormAlert, showFormError } from "../../components/form-errors.ts";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { ReturnPhotosField } from "./return-photos.tsx";
import { refreshReturns, returnsApi } from "./returns-api.ts";

type TValues = { warehouse_id?: string; tracking_number?: string; markings?: string; photos?: string[] };

const markingsMax = 1000;

/** The provider's warehouses (staff record the parcel where it arrived). */
export function useStaffWarehouses() {
  return useQuery({
    queryKey: ["storage", "definitions", "p", undefined],
    queryFn: () => storageApi.definitions(),
  });
}

/**
 * "Record as unidentified parcel": a parcel that matches no RMA waits in the Unidentified tab until staff give
 * it to a customer. Its tracking number (the scan, to correct), what is written on it, photos (one of the
 * three at least, so its owner can be found) and the warehouse it arrived at.
 */
export function UnidentifiedForm(props: { scan: string; onRecorded: (parcel: TUnidentifiedReturn) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);
  const warehouses = useStaffWarehouses();
  const options = warehouseOptions(warehouses.data);
  const only = options.length === 1 ? options[0]?.value : undefined;
  useEffect(() => {
    if (only && !form.getFieldValue("warehouse_id")) form.setFieldValue("warehouse_id", only);
  }, [only, form]);

  const record = async (values: TValues) => {
    setSaving(true);
    clearFormAlert(form);
    try {
      const parcel = await returnsApi.recordUnidentified({
        warehouse_id: values.warehouse_id ?? "",
        tracking_number: (values.tracking_number ?? "").trim(),
        markings: (values.markings ?? "").trim(),
        photos: values.photos ?? [],
      });
      void message.success(t("returns.unidentified.recorded", { code: parcel.code }));
      void refreshReturns(queryClient);
      props.onRecorded(parcel);
    } catch (error) {
      showFormError(form, error, t("returns.unidentified.failed"));
    } finally {
      setSaving(false);
    }
  };

  const described = async () => {
    const v = form.getFieldsValue();
    if (!v.tracking_number?.trim() && !v.markings?.trim() && (v.photos ?? []).length === 0)
      throw new Error(t("returns.rules.describeParcel"));
  };
  const label = (key: string) => t(`returns.unidentified.${key}`);
  return (
    <Card size="small" title={label("formTitle")} data-testid="unidentified-form">
      <Typography.Paragraph type="secondary">
        {t("returns.unidentified.formIntro", { scan: props.scan })}
      </Typography.Paragraph>
      <FormErrorAlert form={form} />
      <Form<TValues>
        form={form}
        name="unidentified-record"
        layout="vertical"
        initialValues={{ tracking_number: props.scan, markings: "", photos: [] }}
        onFinish={(values) => void record(values)}
      >
        <Form.Item
          name="warehouse_id"
          label={t("returns.fields.warehouse")}
          rules={[{ required: true, message: t("returns.rules.parcelWarehouse") }]}
        >
          <Select
            aria-label={t("returns.fields.warehouse")}
            loading={warehouses.isFetching}
            options={options}
          />
        </Form.Item>
        <Form.Item
          name="tracking_number"
          label={t("returns.fields.trackingNumber")}
          rules={[{ max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) }]}
        >
          <Input maxLength={textCaps.code} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="markings"
          label={label("markings")}
          extra={label("markingsHint")}
          dependencies={["tracking_number", "photos"]}
          rules={[
            { max: markingsMax, message: t("returns.rules.textLength", { max: markingsMax }) },
            { validator: described },
          ]}
        >
          <Input.TextArea rows={3} maxLength={markingsMax} showCount />
        </Form.Item>
        <Form.Item name="photos" label={label("photos")} extra={t("returns.photos.hint")}>
          <ReturnPhotosField />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="unidentified-record">
          {label("record")}
        </Button>
      </Form>
    </Card>
  );
}
