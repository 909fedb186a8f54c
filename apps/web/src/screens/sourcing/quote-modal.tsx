import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { TSourcingDetail } from "@wms/contracts";
import { Button, DatePicker, Divider, Flex, Form, Input, InputNumber, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../components/country-select.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { sourcingApi } from "./sourcing-api.ts";

type TQuoteForm = {
  supplier_name: string;
  supplier_url: string;
  product_title: string;
  currency: string;
  moq: number;
  lead_time_days: number;
  valid_until: Dayjs;
  variants: { colour: string; size: string; sku: string; unit_cost: string; weight: string }[];
  shipping: { country: string; cost: string }[];
  remark: string;
};

const money = /^\d{1,10}(\.\d{1,2})?$/;
/** Kilograms, more than 0, at most 3 decimals (the product variant's weight, as the server checks it). */
const kilograms = /^\d{1,7}(\.\d{1,3})?$/;
const blankVariant = { colour: "", size: "", sku: "", unit_cost: "", weight: "" };

/** The form's values for a request: its current quote to start from when quoting again, else a blank one. */
function initialValues(request: TSourcingDetail): Partial<TQuoteForm> {
  const q = request.quote;
  if (!q)
    return {
      currency: "USD",
      moq: 1,
      lead_time_days: 7,
      valid_until: dayjs().add(14, "day"),
      product_title: request.keywords || request.product_title || "",
      variants: [blankVariant],
      shipping: [],
    };
  return {
    supplier_name: q.supplier_name,
    supplier_url: q.supplier_url,
    product_title: q.product_title,
    currency: q.currency,
    moq: q.moq,
    lead_time_days: q.lead_time_days,
    valid_until: dayjs().add(14, "day"),
    // A quote sent before quotes carried weights: the weight is asked for again.
    variants: q.variants.map((v) => ({ ...v, weight: v.weight ?? "" })),
    shipping: q.shipping,
    remark: q.remark,
  };
}

/**
 * The staff's quote of a request: supplier, product title, currency, MOQ, lead time, valid-until, one row per
 * variant (colour, size, SKU, unit cost, weight in kg: required, the confirmed product's variants get it,
 * so their parcels can be weighed) and a shipping table (cost per destination country).
 */
export function QuoteModal(props: {
  request: TSourcingDetail | null;
  onClose: () => void;
  onQuoted: () => unknown;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TQuoteForm>();
  const [saving, setSaving] = useState(false);
  const request = props.request;

  const finish = async (v: TQuoteForm) => {
    if (!request) return;
    setSaving(true);
    try {
      await sourcingApi.quote({
        sourcing_id: request.sourcing_id,
        ...v,
        supplier_url: v.supplier_url ?? "",
        remark: v.remark ?? "",
        valid_until: v.valid_until.format("YYYY-MM-DD"),
        shipping: v.shipping ?? [],
      });
      await props.onQuoted();
      props.onClose();
    } catch (error) {
      showFormError(form, error, t("sourcing.failed"));
    } finally {
      setSaving(false);
    }
  };

  const moneyRule = { pattern: money, message: t("sourcing.rules.money") };
  return (
    <FormModal<TQuoteForm>
      open={Boolean(request)}
      title={t("sourcing.quoteTitle", { code: request?.code ?? "" })}
      okText={t("sourcing.sendQuote")}
      okTestId="quote-send"
      form={form}
      saving={saving}
      onClose={props.onClose}
      onFinish={(v) => void finish(v)}
      width={760}
      destroyOnHidden
      formProps={{ initialValues: request ? initialValues(request) : undefined }}
      testId="quote-modal"
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="supplier_name"
          label={t("sourcing.fields.supplier")}
          rules={[{ required: true, whitespace: true, message: t("sourcing.rules.supplier") }]}
          style={{ flex: "1 1 240px" }}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="supplier_url"
          label={t("sourcing.fields.supplierUrl")}
          rules={[{ pattern: /^https?:\/\/\S+$/i, message: t("sourcing.rules.link") }]}
          style={{ flex: "1 1 240px" }}
        >
          <Input maxLength={2048} placeholder="https://" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="product_title"
        label={t("sourcing.fields.productTitle")}
        rules={[{ required: true, whitespace: true, message: t("sourcing.rules.title") }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="currency"
          label={t("sourcing.fields.currency")}
          rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t("sourcing.rules.currency") }]}
        >
          <Input maxLength={3} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item
          name="moq"
          label={t("sourcing.fields.moq")}
          rules={[{ required: true, message: t("sourcing.rules.moq") }]}
        >
          <InputNumber min={1} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item
          name="lead_time_days"
          label={t("sourcing.fields.leadTime")}
          rules={[{ required: true, message: t("sourcing.rules.leadTime") }]}
        >
          <InputNumber min={0} max={365} precision={0} />
        </Form.Item>
        <Form.Item
          name="valid_until"
          label={t("sourcing.fields.validUntil")}
          rules={[{ required: true, message: t("sourcing.rules.validUntil") }]}
        >
          <DatePicker
            disabledDate={(d) => d.isBefore(dayjs(), "day") || d.isAfter(dayjs().add(365, "day"), "day")}
            allowClear={false}
          />
        </Form.Item>
      </Flex>
      <Divider titlePlacement="start" plain>
        {t("sourcing.variantsTitle")}
      </Divider>
      <Form.List name="variants">
        {(fields, { add, remove }) => (
          <Flex vertical gap={0} data-testid="quote-variants">
            {fields.map((field, i) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item
                  name={[field.name, "colour"]}
                  label={i === 0 ? t("sourcing.fields.colour") : undefined}
                >
                  <Input maxLength={60} aria-label={t("sourcing.fields.colour")} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, "size"]}
                  label={i === 0 ? t("sourcing.fields.size") : undefined}
                >
                  <Input maxLength={60} aria-label={t("sourcing.fields.size")} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[field.name, "sku"]} label={i === 0 ? t("sourcing.fields.sku") : undefined}>
                  <Input
                    maxLength={64}
                    aria-label={t("sourcing.fields.sku")}
                    placeholder={t("sourcing.skuAuto")}
                    style={{ width: 150 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, "unit_cost"]}
                  label={i === 0 ? t("sourcing.fields.unitCost") : undefined}
                  rules={[{ required: true, message: t("sourcing.rules.money") }, moneyRule]}
                >
                  <Input maxLength={13} aria-label={t("sourcing.fields.unitCost")} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, "weight"]}
                  label={i === 0 ? t("sourcing.fields.weight") : undefined}
                  required
                  rules={[
                    {
                      validator: (_r, value: string | undefined) =>
                        value && kilograms.test(value.trim()) && Number(value) > 0
                          ? Promise.resolve()
                          : Promise.reject(new Error(t("sourcing.rules.weight"))),
                    },
                  ]}
                >
                  <Input
                    maxLength={11}
                    inputMode="decimal"
                    aria-label={t("sourcing.fields.weight")}
                    suffix="kg"
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t("sourcing.removeVariant")}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: i === 0 ? 30 : 0 }}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ ...blankVariant })}
              disabled={fields.length >= 100}
              style={{ alignSelf: "flex-start" }}
            >
              {t("sourcing.addVariant")}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Divider titlePlacement="start" plain>
        {t("sourcing.shippingTitle")}
      </Divider>
      <Form.List name="shipping">
        {(fields, { add, remove }) => (
          <Flex vertical gap={0} data-testid="quote-shipping">
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item
                  name={[field.name, "country"]}
                  rules={[{ required: true, message: t("sourcing.rules.country") }]}
                >
                  <CountrySelect aria-label={t("sourcing.fields.country")} style={{ width: 240 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, "cost"]}
                  rules={[{ required: true, message: t("sourcing.rules.money") }, moneyRule]}
                >
                  <Input
                    maxLength={13}
                    aria-label={t("sourcing.fields.shippingCost")}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t("sourcing.removeCountry")}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ country: undefined, cost: "" })}
              style={{ alignSelf: "flex-start" }}
            >
              {t("sourcing.addCountry")}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Form.Item name="remark" label={t("sourcing.fields.remark")} style={{ marginTop: 16 }}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}
