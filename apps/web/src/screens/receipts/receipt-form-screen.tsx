import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TReceiptDetail } from "@wms/contracts";
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { FormErrorAlert } from "../../components/form-error-alert.tsx";
import { clearFormAlert, showFormError } from "../../components/form-errors.ts";
import { ProviderPicker, useProviderScope } from "../../components/use-provider-scope.tsx";
import { FeeEstimate } from "../billing/fee-estimate.tsx";
import { countWork } from "../billing/work-counts.ts";
import { customersApi } from "../customers/customers-api.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { ReceiptLinesField, type TLineValue } from "./receipt-lines-field.tsx";
import { currentArea } from "./receipt-status.tsx";
import { receiptsApi, receiptsKey } from "./receipts-api.ts";

type TValues = {
  customer_id?: string;
  warehouse_id: string;
  expected_arrival?: Dayjs | null;
  reference?: string;
  remark?: string;
  lines: TLineValue[];
  boxes: { weight?: number | null; remark?: string }[];
};

function valuesOf(r: TReceiptDetail): TValues {
  return {
    customer_id: r.customer_id,
    warehouse_id: r.warehouse_id,
    expected_arrival: r.expected_arrival ? dayjs(r.expected_arrival) : null,
    reference: r.reference,
    remark: r.remark,
    lines: r.lines.map((l) => ({ sku: l.sku, number: l.number, remark: l.remark })),
    boxes: r.boxes.map((b) => ({ weight: Number(b.weight), remark: b.remark })),
  };
}

/**
 * /ds/addWarehouse and /p/addWarehouse: create or edit (`?receipt_id=`) a draft receipt and optionally
 * submit it. The warehouse comes from the customer's storage definition; provider staff pick the customer.
 */
export function ReceiptFormScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const area = currentArea();
  const scope = useProviderScope();
  const providerUuid = area === "ds" ? scope.providerUuid : undefined;
  const receiptId = params.get("receipt_id") ?? undefined;
  const [form] = Form.useForm<TValues>();
  const customerId = Form.useWatch("customer_id", form);
  const warehouseId = Form.useWatch("warehouse_id", form);
  const [saving, setSaving] = useState<"draft" | "submit" | null>(null);
  // What the receipt would be charged today: its lines as typed and a carton per box announced.
  const work = countWork(Form.useWatch("lines", form), "number");
  const cartons = Form.useWatch("boxes", form)?.length ?? 0;

  const existing = useQuery({
    queryKey: [...receiptsKey, "detail", receiptId],
    queryFn: () => receiptsApi.detail({ provider_uuid: providerUuid, receipt_id: receiptId ?? "" }),
    enabled: Boolean(receiptId) && (area === "p" || Boolean(providerUuid)),
  });
  useEffect(() => {
    if (existing.data) form.setFieldsValue(valuesOf(existing.data));
  }, [existing.data, form]);
  const customers = useQuery({
    queryKey: ["customers", "picker"],
    queryFn: () => customersApi.list({ cur_page: 1, page_size: 200 }),
    enabled: area === "p",
  });
  const storage = useQuery({
    queryKey: ["storage", "list", area, providerUuid, customerId],
    queryFn: () =>
      storageApi.list({ cur_page: 1, page_size: 200, provider_uuid: providerUuid, customer_id: customerId }),
    enabled: area === "ds" ? Boolean(providerUuid) : Boolean(customerId),
  });

  const backToList = () =>
    navigate(
      area === "ds"
        ? `/ds/warehousing?tab=receipts${providerUuid ? `&provider_uuid=${providerUuid}` : ""}`
        : "/p/warehousing-definition?tab=receipts",
    );

  const save = async (submit: boolean) => {
    const values = await form.validateFields();
    clearFormAlert(form);
    setSaving(submit ? "submit" : "draft");
    try {
      const body = {
        provider_uuid: providerUuid,
        customer_id: area === "p" ? values.customer_id : undefined,
        warehouse_id: values.warehouse_id,
        expected_arrival: values.expected_arrival ? values.expected_arrival.format("YYYY-MM-DD") : undefined,
        reference: values.reference ?? "",
        remark: values.remark ?? "",
        lines: values.lines.map((l) => ({ sku: l.sku.trim(), number: l.number })),
        boxes: values.boxes.map((b) => ({ weight: String(b.weight ?? 0), remark: b.remark ?? "" })),
      };
      const saved = receiptId
        ? await receiptsApi.update({ ...body, receipt_id: receiptId })
        : await receiptsApi.create(body);
      if (submit) await receiptsApi.submit({ provider_uuid: providerUuid, receipt_id: saved.receipt_id });
      void message.success(
        t(submit ? "receipts.savedSubmitted" : "receipts.savedDraft", { code: saved.code }),
      );
      await queryClient.invalidateQueries({ queryKey: receiptsKey });
      void backToList();
    } catch (error) {
      showFormError(form, error, t("receipts.saveFailed"));
    } finally {
      setSaving(null);
    }
  };

  if (area === "ds" && scope.loading) return <Skeleton active />;
  if (receiptId && existing.isPending) return <Skeleton active />;
  const locked = existing.data && existing.data.status !== "draft";
  return (
    <Flex vertical gap={16}>
      {area === "ds" && <ProviderPicker scope={scope} />}
      <Card
        title={
          receiptId
            ? t("receipts.form.editTitle", { code: existing.data?.code ?? "" })
            : t("receipts.form.createTitle")
        }
      >
        {locked && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("receipts.form.locked")} />
        )}
        <FormErrorAlert form={form} />
        <Form<TValues>
          form={form}
          layout="vertical"
          disabled={Boolean(locked)}
          initialValues={{ lines: [], boxes: [{ weight: null }] }}
          data-testid="receipt-form"
          onFinish={() => void save(false)}
        >
          {area === "p" && (
            <Form.Item
              name="customer_id"
              label={t("receipts.fields.customer")}
              rules={[{ required: true, message: t("receipts.form.customerRequired") }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                disabled={Boolean(receiptId)}
                onChange={() => form.setFieldsValue({ warehouse_id: undefined, lines: [] })}
                options={(customers.data?.list ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.owner_code} ${c.username}`,
                }))}
                style={{ maxWidth: 360 }}
              />
            </Form.Item>
          )}
          <Form.Item
            name="warehouse_id"
            label={t("receipts.fields.warehouse")}
            rules={[{ required: true, message: t("receipts.form.warehouseRequired") }]}
            extra={t("receipts.form.warehouseHint")}
          >
            <Select
              loading={storage.isFetching}
              options={(storage.data?.list ?? []).map((s) => ({
                value: s.warehouse_id,
                label: `${s.warehouse_code} ${s.warehouse_name}`,
              }))}
              style={{ maxWidth: 360 }}
            />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item name="expected_arrival" label={t("receipts.fields.expectedArrival")}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="reference" label={t("receipts.fields.reference")} rules={[{ max: 100 }]}>
              <Input style={{ width: 240 }} />
            </Form.Item>
          </Space>
          <Form.Item label={t("receipts.form.lines")} required>
            <ReceiptLinesField
              form={form}
              providerUuid={providerUuid}
              customerId={area === "p" ? customerId : undefined}
              warehouseId={warehouseId}
            />
          </Form.Item>
          {/* Before the work only (a draft); staff see it once the customer, whose card prices it, is chosen. */}
          {!locked && (area === "ds" || customerId) && (
            <FeeEstimate
              work="receipt"
              providerUuid={providerUuid}
              customerId={area === "p" ? customerId : undefined}
              lines={work.lines}
              units={work.units}
              cartons={cartons}
              style={{ marginBottom: 24 }}
            />
          )}
          <Form.Item label={t("receipts.boxesTitle")} required>
            <Form.List
              name="boxes"
              rules={[
                {
                  validator: async (_r, v) => {
                    if (!v?.length) throw new Error(t("receipts.form.boxesRequired"));
                  },
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <Flex vertical align="start">
                  {fields.map((field, index) => (
                    <Space key={field.key} align="start" wrap>
                      <span style={{ display: "inline-block", width: 64, paddingTop: 5 }}>
                        {t("receipts.form.boxNo", { n: index + 1 })}
                      </span>
                      <Form.Item name={[field.name, "weight"]}>
                        <InputNumber
                          min={0}
                          precision={3}
                          addonAfter="kg"
                          placeholder={t("receipts.fields.weight")}
                          aria-label={t("receipts.fields.weight")}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, "remark"]}>
                        <Input placeholder={t("receipts.fields.remark")} style={{ width: 240 }} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t("receipts.form.removeBox")}
                        onClick={() => remove(field.name)}
                        disabled={fields.length === 1}
                      />
                    </Space>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button icon={<PlusOutlined />} onClick={() => add({ weight: null })}>
                    {t("receipts.form.addBox")}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="remark" label={t("receipts.fields.remark")} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Space>
            <Button onClick={backToList}>{t("receipts.form.back")}</Button>
            <Button htmlType="submit" loading={saving === "draft"}>
              {t("receipts.form.saveDraft")}
            </Button>
            <Button type="primary" loading={saving === "submit"} onClick={() => void save(true)}>
              {t("receipts.form.saveSubmit")}
            </Button>
          </Space>
        </Form>
      </Card>
    </Flex>
  );
}
