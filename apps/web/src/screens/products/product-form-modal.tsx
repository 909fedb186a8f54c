import { PlusOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { isWeightless, productLimits, type TProduct, type TProductVariantInput } from "@wms/contracts";
import { App, Button, Col, Divider, Flex, Form, Input, Row, Select } from "antd";
import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/form-modal.tsx";
import { ImageUpload } from "./image-upload.tsx";
import { OwnerSelect } from "./owner-select.tsx";
import { showProductFormError } from "./product-form-errors.ts";
import { productsApi, type TProductScope } from "./products-api.ts";
import { VariantFields } from "./variant-fields.tsx";

type TVariantValues = Partial<Record<keyof TProductVariantInput, string | number | null>>;
type TValues = {
  customer_id?: string;
  title: string;
  pid?: string;
  tags?: string[];
  images?: string[];
  main_image_url?: string;
  product_variants: TVariantValues[];
};

const newVariant: TVariantValues = { unit: "pcs" };
const nullable = new Set(["inspection_length", "inspection_width", "inspection_height", "compare_at_price"]);

/** Form values -> request: empty optional numbers become null (not measured) or are left to the defaults. */
function toVariant(v: TVariantValues) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (value === undefined || value === null || value === "") {
      if (nullable.has(key)) out[key] = null;
      continue;
    }
    out[key] = typeof value === "number" ? String(value) : value;
  }
  return out as TProductVariantInput;
}

/** Create or edit a product with its variants (title, at least one SKU and each weight required, as on the server). */
export function ProductFormModal(props: {
  scope: TProductScope;
  /** Provider staff name the owning customer when creating. */
  needsOwner: boolean;
  product: TProduct | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const editing = props.product && props.product !== "new" ? props.product : null;
  const images = Form.useWatch("images", form) ?? [];
  const mainImage = Form.useWatch("main_image_url", form);

  // Before the dialog paints: a reset after it would wipe what the user already did in it (a quick
  // Save's validation errors, a typed title).
  useLayoutEffect(() => {
    if (!props.product) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        title: editing.title,
        pid: editing.pid,
        tags: editing.tags,
        images: editing.images,
        main_image_url: editing.main_image_url,
        product_variants: editing.product_variants.map(({ quantity: _q, ...v }) => ({
          ...v,
          // 0 kg is "unknown" (a variant stored before weights were required): asked for, not shown as 0.
          weight: isWeightless(v.weight) ? undefined : v.weight,
          origin: v.origin || undefined,
          main_image_url: v.main_image_url || undefined,
        })),
      });
  }, [props.product, editing, form]);

  const save = useMutation({
    mutationFn: (v: TValues) => {
      const body = {
        title: v.title,
        pid: v.pid ?? "",
        tags: v.tags ?? [],
        images: v.images ?? [],
        main_image_url: v.main_image_url ?? "",
        product_variants: v.product_variants.map(toVariant),
      };
      return editing
        ? productsApi.update(props.scope, { ...body, product_uuid: editing.product_uuid })
        : productsApi.create(props.scope, { ...body, customer_id: v.customer_id });
    },
    onSuccess: () => {
      void message.success(t(editing ? "common.saved" : "products.createdMessage"));
      props.onSaved();
      props.onClose();
    },
    onError: (error) => showProductFormError(form, error, t("common.operationFailed")),
  });

  return (
    <FormModal<TValues>
      open={!!props.product}
      title={t(editing ? "products.edit" : "products.create")}
      okText={t("common.save")}
      form={form}
      saving={save.isPending}
      onClose={props.onClose}
      onFinish={(v) => save.mutate(v)}
      width={960}
      forceRender
      formProps={{
        initialValues: { product_variants: [newVariant], tags: [], images: [] },
        scrollToFirstError: true,
        "data-testid": "product-form",
      }}
    >
      <Row gutter={12}>
        {props.needsOwner && !editing && (
          <Col xs={24} md={8}>
            <Form.Item
              name="customer_id"
              label={t("products.owner")}
              rules={[{ required: true, message: t("products.rules.ownerRequired") }]}
            >
              <OwnerSelect />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={props.needsOwner && !editing ? 16 : 16}>
          <Form.Item
            name="title"
            label={t("products.productTitle")}
            rules={[
              { required: true, whitespace: true, message: t("products.rules.titleRequired") },
              { max: 255 },
            ]}
          >
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="pid" label={t("products.pid")} tooltip={t("products.pidHint")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={props.needsOwner && !editing ? 16 : 24}>
          <Form.Item
            name="tags"
            label={t("products.tags")}
            rules={[
              { type: "array", max: productLimits.tagsPerProduct, message: t("products.rules.tagCount") },
            ]}
          >
            <Select mode="tags" tokenSeparators={[",", "，"]} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="main_image_url" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="images"
        label={t("products.images", { max: productLimits.imagesPerProduct })}
        valuePropName="value"
      >
        <ImageUpload
          scope={props.scope}
          mainImage={mainImage}
          onMainImage={(url) => form.setFieldValue("main_image_url", url)}
        />
      </Form.Item>
      <Divider titlePlacement="start">{t("products.variants")}</Divider>
      <Form.List
        name="product_variants"
        rules={[
          {
            validator: (_r, list: unknown[]) =>
              list?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t("products.rules.variantRequired"))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <VariantFields
                key={field.key}
                index={index}
                name={field.name}
                images={images}
                onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
              />
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < productLimits.variantsPerProduct && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...newVariant })} block>
                {t("products.addVariant")}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}
