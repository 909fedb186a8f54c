import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TShopOrderLine } from "@wms/contracts";
import { App, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { shopOrdersKey } from "./shop-orders.ts";
import { storesApi } from "./stores-api.ts";

type TValues = { sku: string };

/** The server's cap on a catalogue SKU. */
const skuMax = 64;

/**
 * "Map this SKU": the drop shipper names the catalogue SKU a shop variant is; the orders held for it try
 * again. The server's answer is the message; its field errors (no such SKU) go under the field. The
 * shop's orders and counts are read again.
 */
export function MapSkuModal(props: {
  shopId: string;
  providerUuid: string;
  line: TShopOrderLine | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const { line } = props;
  const close = () => {
    form.resetFields();
    props.onClose();
  };
  const save = useMutation({
    mutationFn: (v: TValues) =>
      storesApi.mapSku({
        shop_id: props.shopId,
        provider_uuid: props.providerUuid,
        shopify_variant_id: line?.shopify_variant_id ?? "",
        sku: v.sku.trim(),
      }),
    onSuccess: (res) => {
      void message.success(res.message);
      void queryClient.invalidateQueries({ queryKey: shopOrdersKey(props.shopId) });
      close();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <FormModal<TValues>
      open={line !== null}
      title={t("stores.orders.mapSku.title")}
      okText={t("stores.orders.mapSku.submit")}
      form={form}
      saving={save.isPending}
      onClose={close}
      onFinish={(v) => save.mutate(v)}
      destroyOnHidden
      testId="map-sku-modal"
      okTestId="map-sku-save"
      intro={
        line && (
          <Typography.Paragraph>
            {t("stores.orders.mapSku.intro", {
              variant: [line.title, line.variant_title].filter(Boolean).join(" · "),
              sku: line.sku || "—",
            })}
          </Typography.Paragraph>
        )
      }
      formProps={{ autoComplete: "off" }}
    >
      <Form.Item
        name="sku"
        label={t("stores.orders.mapSku.field")}
        extra={t("stores.orders.mapSku.hint")}
        rules={[
          { required: true, whitespace: true, message: t("stores.orders.mapSku.required") },
          { max: skuMax, message: t("stores.orders.mapSku.tooLong", { max: skuMax }) },
        ]}
      >
        <Input maxLength={skuMax} data-testid="map-sku-input" />
      </Form.Item>
    </FormModal>
  );
}
