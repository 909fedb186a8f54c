import { DeleteOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  productsEndpoints,
  sourcingLimits,
  sourcingModes,
  type TSourcingDuplicate,
  type TSourcingItemInput,
} from "@wms/contracts";
import { App, Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { call } from "../../api/client.ts";
import { showFormError } from "../../components/form-errors.ts";
import { imageProblem } from "../products/file-checks.ts";
import { DuplicatesModal } from "./duplicates-modal.tsx";
import { sourcingApi, sourcingKey } from "./sourcing-api.ts";

type TItem = Partial<TSourcingItemInput> & { mode: TSourcingItemInput["mode"] };
type TRequestForm = { items: TItem[] };

const blankItem = (): TItem => ({ mode: "link", items_count: 1 });
const money = /^\d{1,10}(\.\d{1,2})?$/;

/** The customer's products to choose from in product mode (searched by the server as the user types). */
function ProductPicker(props: { providerUuid: string; value?: string; onChange?: (id: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const products = useQuery({
    queryKey: ["products", "pick", props.providerUuid, keyword],
    queryFn: () =>
      call(productsEndpoints.list, {
        provider_uuid: props.providerUuid,
        search: keyword,
        page_size: 20,
        cur_page: 1,
      }),
  });
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={props.value}
      onChange={props.onChange}
      loading={products.isFetching}
      placeholder={t("sourcing.pickProduct")}
      aria-label={t("sourcing.fields.product")}
      options={(products.data?.list ?? []).map((p) => ({ value: p.product_uuid, label: p.title }))}
      notFoundContent={t("sourcing.noProducts")}
    />
  );
}

/** An image for image mode: uploaded (checked here as on the server: JPG/PNG/GIF, 5 MB) or given as a link. */
function ImageField(props: { providerUuid: string; value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Input
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
        placeholder="https://"
        maxLength={2048}
        aria-label={t("sourcing.fields.imageUrl")}
        style={{ flex: "1 1 260px" }}
      />
      <Upload
        accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = imageProblem(file, 0);
          if (problem) {
            void message.error(t(problem));
            return Upload.LIST_IGNORE;
          }
          setUploading(true);
          sourcingApi
            .uploadImage(props.providerUuid, file)
            .then((answer) => props.onChange?.(answer.url))
            .catch(
              (error: unknown) =>
                void message.error(error instanceof ApiError ? error.message : t("sourcing.failed")),
            )
            .finally(() => setUploading(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t("sourcing.uploadImage")}
        </Button>
      </Upload>
      {props.value?.startsWith("/api/files/sourcing/") && (
        <img
          src={props.value}
          alt={t("sourcing.fields.imageUrl")}
          width={48}
          height={48}
          style={{ objectFit: "cover" }}
        />
      )}
    </Flex>
  );
}

/**
 * "Quick sourcing": one or more items, each by link, keywords, image or one of the customer's products, with
 * the fields its mode requires (checked here as the server checks them). A link that already has records
 * opens the duplicates dialog: submit anyway, or look at the records first.
 */
export function SourcingRequestForm({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TRequestForm>();
  const [saving, setSaving] = useState(false);
  const [duplicates, setDuplicates] = useState<TSourcingDuplicate[] | null>(null);
  const quota = useQuery({
    queryKey: [...sourcingKey, "my-quota", providerUuid],
    queryFn: () => sourcingApi.myQuota(providerUuid),
  });

  const send = async (submitAnyway: boolean) => {
    const { items } = form.getFieldsValue(true) as TRequestForm;
    setSaving(true);
    try {
      const answer = await sourcingApi.create({
        provider_uuid: providerUuid,
        submit_anyway: submitAnyway,
        items: items.map((i) => ({ ...i, items_count: i.items_count ?? 1 }) as TSourcingItemInput),
      });
      void message.success(
        t("sourcing.submitted", {
          count: answer.list.length,
          codes: answer.list.map((r) => r.code).join(", "),
        }),
      );
      setDuplicates(null);
      form.setFieldsValue({ items: [blankItem()] });
      await queryClient.invalidateQueries({ queryKey: sourcingKey });
    } catch (error) {
      if (error instanceof ApiError && error.code === 4091) {
        setDuplicates((error.data as { records: TSourcingDuplicate[] }).records);
      } else showFormError(form, error, t("sourcing.failed"));
    } finally {
      setSaving(false);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  return (
    <Card
      title={t("sourcing.quickTitle")}
      data-testid="sourcing-request-form"
      extra={
        quota.data && (
          <Typography.Text type="secondary" data-testid="sourcing-quota">
            {t("sourcing.quotaToday", { used: quota.data.used_today, quota: quota.data.daily_quota })}
          </Typography.Text>
        )
      }
    >
      <Form<TRequestForm>
        form={form}
        layout="vertical"
        initialValues={{ items: [blankItem()] }}
        onFinish={() => void send(false)}
      >
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  data-testid="sourcing-item"
                  title={t("sourcing.itemTitle", { n: index + 1 })}
                  extra={
                    fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t("sourcing.removeItem", { n: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                >
                  <Form.Item name={[field.name, "mode"]} label={t("sourcing.fields.mode")}>
                    <Radio.Group
                      optionType="button"
                      options={sourcingModes.map((m) => ({ value: m, label: t(`sourcing.mode.${m}`) }))}
                    />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[["items", field.name, "mode"]]}>
                    {() => {
                      const mode = form.getFieldValue(["items", field.name, "mode"]) as TItem["mode"];
                      return (
                        <>
                          {mode === "link" && (
                            <Form.Item
                              name={[field.name, "url"]}
                              label={t("sourcing.fields.url")}
                              extra={t("sourcing.urlHint")}
                              rules={[
                                required("sourcing.rules.url"),
                                { pattern: /^https?:\/\/\S+$/i, message: t("sourcing.rules.link") },
                              ]}
                            >
                              <Input maxLength={2048} placeholder="https://detail.1688.com/offer/….html" />
                            </Form.Item>
                          )}
                          {mode === "keywords" && (
                            <Form.Item
                              name={[field.name, "keywords"]}
                              label={t("sourcing.fields.keywords")}
                              rules={[required("sourcing.rules.keywords")]}
                            >
                              <Input maxLength={200} />
                            </Form.Item>
                          )}
                          {mode === "image" && (
                            <Form.Item
                              name={[field.name, "image_url"]}
                              label={t("sourcing.fields.imageUrl")}
                              rules={[
                                required("sourcing.rules.image"),
                                {
                                  pattern: /^(\/api\/files\/sourcing\/\S+|https?:\/\/\S+)$/i,
                                  message: t("sourcing.rules.imageLink"),
                                },
                              ]}
                            >
                              <ImageField providerUuid={providerUuid} />
                            </Form.Item>
                          )}
                          {mode === "product" && (
                            <Form.Item
                              name={[field.name, "product_id"]}
                              label={t("sourcing.fields.product")}
                              rules={[{ required: true, message: t("sourcing.rules.product") }]}
                            >
                              <ProductPicker providerUuid={providerUuid} />
                            </Form.Item>
                          )}
                          <Flex gap={12} wrap>
                            <Form.Item
                              name={[field.name, "expected_price"]}
                              label={t("sourcing.fields.expectedPrice")}
                              rules={[
                                ...(mode === "keywords" ? [required("sourcing.rules.expectedPrice")] : []),
                                { pattern: money, message: t("sourcing.rules.money") },
                              ]}
                            >
                              <Input maxLength={13} style={{ width: 140 }} />
                            </Form.Item>
                            <Form.Item
                              name={[field.name, "items_count"]}
                              label={t("sourcing.fields.itemsCount")}
                            >
                              <InputNumber min={1} max={1_000_000} precision={0} />
                            </Form.Item>
                            <Form.Item
                              name={[field.name, "purchase_reason"]}
                              label={t("sourcing.fields.purchaseReason")}
                              style={{ flex: "1 1 220px" }}
                            >
                              <Input maxLength={500} />
                            </Form.Item>
                          </Flex>
                          <Form.Item
                            name={[field.name, "description"]}
                            label={t("sourcing.fields.description")}
                            rules={mode === "image" ? [required("sourcing.rules.description")] : []}
                          >
                            <Input.TextArea rows={2} maxLength={2000} />
                          </Form.Item>
                        </>
                      );
                    }}
                  </Form.Item>
                </Card>
              ))}
              <Flex gap={8} wrap>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add(blankItem())}
                  disabled={fields.length >= sourcingLimits.itemsPerRequest}
                >
                  {t("sourcing.addItem")}
                </Button>
                <Button type="primary" htmlType="submit" loading={saving} data-testid="sourcing-submit">
                  {t("sourcing.submit")}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
      <DuplicatesModal
        records={duplicates}
        providerUuid={providerUuid}
        saving={saving}
        onClose={() => setDuplicates(null)}
        onSubmitAnyway={() => void send(true)}
      />
    </Card>
  );
}
