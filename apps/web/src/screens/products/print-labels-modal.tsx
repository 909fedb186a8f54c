import { useQuery } from "@tanstack/react-query";
import {
  labelFields,
  labelSizes,
  productLimits,
  type TLabelField,
  type TLabelTemplate,
  type TProduct,
} from "@wms/contracts";
import {
  Alert,
  App,
  Checkbox,
  Col,
  Form,
  type FormInstance,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchLabelPdf, productsApi, type TProductScope } from "./products-api.ts";

type TValues = {
  template?: string;
  size: string;
  width_mm: number;
  height_mm: number;
  fields: TLabelField[];
  barcode_source: "sku" | "barcode";
  copies: number;
};

const custom = "custom";
const defaults: Partial<TValues> = {
  size: "60x40",
  width_mm: 60,
  height_mm: 40,
  fields: ["sku", "name_en", "name_cn"],
  barcode_source: "barcode",
  copies: 1,
};

/** A provider's label template fills the options (a size that is no preset becomes a custom size). */
function fillFromTemplate(form: FormInstance<TValues>, tpl: TLabelTemplate) {
  const preset = `${tpl.width_mm}x${tpl.height_mm}`;
  form.setFieldsValue({
    template: tpl.id,
    size: (labelSizes as readonly string[]).includes(preset) ? preset : custom,
    width_mm: tpl.width_mm,
    height_mm: tpl.height_mm,
    fields: tpl.fields,
    barcode_source: tpl.barcode_source,
    copies: tpl.copies,
  });
}

/**
 * Print labels for the selected products: size, fields and copies (or one of the provider's label
 * templates). The PDF is fetched with the session's token and opened in a new tab as the print preview.
 */
export function PrintLabelsModal(props: {
  scope: TProductScope;
  products: TProduct[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const open = !!props.products?.length;
  const templates = useQuery({
    queryKey: ["label-templates", props.scope.providerUuid ?? ""],
    queryFn: () => productsApi.labelTemplates(props.scope),
    enabled: open,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const preferred = templates.data?.find((tpl) => tpl.is_default);
    if (preferred) fillFromTemplate(form, preferred);
  }, [open, templates.data, form]);

  const size = Form.useWatch("size", form);
  const copies = Form.useWatch("copies", form) ?? 1;
  const variants = (props.products ?? []).reduce((n, p) => n + p.product_variants.length, 0);
  const pages = variants * (copies || 1);

  const applyTemplate = (id: string | undefined) => {
    const tpl = templates.data?.find((x) => x.id === id);
    if (tpl) fillFromTemplate(form, tpl);
    else form.setFieldValue("template", undefined);
  };

  const print = async (v: TValues) => {
    const [w, h] = v.size === custom ? [v.width_mm, v.height_mm] : v.size.split("x").map(Number);
    // Opened now, while the click still counts as a user gesture, so that no pop-up blocker stops it.
    const tab = window.open("", "_blank");
    setBusy(true);
    try {
      const url = await fetchLabelPdf(props.scope, {
        product_uuids: (props.products ?? []).map((p) => p.product_uuid),
        width_mm: w ?? 60,
        height_mm: h ?? 40,
        fields: v.fields,
        barcode_source: v.barcode_source,
        copies: v.copies,
      });
      if (tab) tab.location.href = url;
      else window.open(url, "_blank");
      setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
      props.onClose();
    } catch (err) {
      tab?.close();
      void message.error(err instanceof Error && err.message ? err.message : t("common.operationFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("products.labels.title", { count: props.products?.length ?? 0 })}
      okText={t("products.labels.print")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: pages > productLimits.labelsPerCall }}
      forceRender
    >
      <Form<TValues> form={form} layout="vertical" initialValues={defaults} onFinish={(v) => void print(v)}>
        {(templates.data?.length ?? 0) > 0 && (
          <Form.Item name="template" label={t("products.labels.template")}>
            <Select
              allowClear
              onChange={applyTemplate}
              options={templates.data?.map((tpl) => ({
                value: tpl.id,
                label: `${tpl.name} (${tpl.width_mm}×${tpl.height_mm} mm)`,
              }))}
            />
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="size" label={t("products.labels.size")}>
              <Select
                options={[
                  ...labelSizes.map((s) => ({ value: s, label: `${s.replace("x", " × ")} mm` })),
                  { value: custom, label: t("products.labels.customSize") },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="copies"
              label={t("products.labels.copies")}
              rules={[{ required: true, message: t("products.labels.copiesRule") }]}
            >
              <InputNumber min={1} max={500} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          {size === custom &&
            (["width_mm", "height_mm"] as const).map((name) => (
              <Col span={12} key={name}>
                <Form.Item
                  name={name}
                  label={t(`products.labels.${name}`)}
                  rules={[
                    {
                      required: true,
                      type: "number",
                      min: 20,
                      max: 200,
                      message: t("products.labels.mmRule"),
                    },
                  ]}
                >
                  <InputNumber min={20} max={200} precision={0} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
            ))}
        </Row>
        <Form.Item name="barcode_source" label={t("products.labels.barcodeSource")}>
          <Radio.Group
            options={[
              { value: "barcode", label: t("products.labels.useBarcode") },
              { value: "sku", label: t("products.labels.useSku") },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="fields"
          label={t("products.labels.fields")}
          rules={[{ required: true, type: "array", min: 1, message: t("products.labels.fieldsRule") }]}
        >
          <Checkbox.Group
            options={labelFields.map((f) => ({ value: f, label: t(`products.labels.field.${f}`) }))}
          />
        </Form.Item>
        <Alert
          type={pages > productLimits.labelsPerCall ? "error" : "info"}
          showIcon
          message={t(
            pages > productLimits.labelsPerCall ? "products.labels.tooMany" : "products.labels.pages",
            {
              pages,
              max: productLimits.labelsPerCall,
            },
          )}
        />
      </Form>
    </Modal>
  );
}
