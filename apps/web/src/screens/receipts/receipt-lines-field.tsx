import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import {
  AutoComplete,
  Button,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Space,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { storageApi } from "../warehousing/storage-api.ts";

export type TLineValue = { sku: string; number: number; remark?: string };

/**
 * The receipt's SKU lines: a scan/typing field (Enter adds the SKU or counts its line up) and the list
 * with a SKU picker (the customer's SKUs, searched) and the expected quantity.
 */
export function ReceiptLinesField(props: {
  form: FormInstance;
  providerUuid?: string;
  customerId?: string;
  warehouseId?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [scan, setScan] = useState("");
  const products = useQuery({
    queryKey: ["storage", "related", props.providerUuid, props.customerId, props.warehouseId, keyword],
    queryFn: () =>
      storageApi.relatedProducts({
        cur_page: 1,
        page_size: 20,
        provider_uuid: props.providerUuid,
        customer_id: props.customerId,
        warehouse_id: props.warehouseId,
        keyword,
      }),
    enabled: Boolean(props.providerUuid || props.customerId),
  });
  const options = (products.data?.list ?? []).map((p) => ({
    value: p.sku,
    label: `${p.sku} · ${p.name_en || p.name_cn || p.title}${p.barcode ? ` · ${p.barcode}` : ""}`,
  }));

  const addScanned = () => {
    const code = scan.trim();
    if (!code) return;
    const lines: TLineValue[] = props.form.getFieldValue("lines") ?? [];
    const match = (products.data?.list ?? []).find((p) => p.barcode === code || p.sku === code);
    const sku = match?.sku ?? code;
    const index = lines.findIndex((l) => l?.sku === sku);
    if (index >= 0) props.form.setFieldValue(["lines", index, "number"], (lines[index]?.number ?? 0) + 1);
    else props.form.setFieldValue("lines", [...lines.filter((l) => l?.sku), { sku, number: 1 }]);
    setScan("");
  };

  return (
    <Flex vertical align="start">
      <Input
        value={scan}
        onChange={(e) => setScan(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          addScanned();
        }}
        placeholder={t("receipts.form.scanToAdd")}
        aria-label={t("receipts.form.scanToAdd")}
        data-testid="receipt-form-scan"
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Form.List name="lines">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap data-testid="receipt-form-line">
                <Typography.Text
                  type="secondary"
                  style={{ display: "inline-block", width: 24, paddingTop: 5 }}
                >
                  {index + 1}
                </Typography.Text>
                <Form.Item
                  name={[field.name, "sku"]}
                  rules={[{ required: true, whitespace: true, message: t("receipts.form.skuRequired") }]}
                >
                  <AutoComplete
                    options={options}
                    onSearch={setKeyword}
                    onFocus={() => setKeyword("")}
                    placeholder={t("receipts.fields.sku")}
                    aria-label={t("receipts.fields.sku")}
                    style={{ width: 320 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, "number"]}
                  rules={[
                    { required: true, type: "integer", min: 1, message: t("receipts.form.numberRule") },
                  ]}
                >
                  <InputNumber
                    min={1}
                    precision={0}
                    placeholder={t("receipts.fields.number")}
                    aria-label={t("receipts.fields.number")}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t("receipts.form.removeLine")}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ sku: "", number: 1 })}>
              {t("receipts.form.addLine")}
            </Button>
          </>
        )}
      </Form.List>
    </Flex>
  );
}
