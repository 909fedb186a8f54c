import { useMutation, useQuery } from "@tanstack/react-query";
import type { shippingEndpoints, TInputOf } from "@wms/contracts";
import { App, Form, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { shippingApi } from "./shipping-api.ts";

type TValues = TInputOf<typeof shippingEndpoints.createNotice>;

/** A new shipping notice: every bagged order of the chosen warehouse and channel not yet handed over. */
export function NewNoticeModal(props: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const warehouseId = Form.useWatch("warehouse_id", form);
  const warehouses = useQuery({ queryKey: ["shipping", "warehouses"], queryFn: shippingApi.warehouses });
  const channels = useQuery({
    queryKey: ["shipping", "channels", warehouseId],
    queryFn: () => shippingApi.channels(warehouseId),
    enabled: Boolean(warehouseId),
  });
  const create = useMutation({
    mutationFn: (values: TValues) => shippingApi.createNotice(values),
    onSuccess: (notice) => {
      void message.success(t("shipping.notices.created", { code: notice.code, count: notice.order_count }));
      props.onCreated();
    },
  });
  const required = [{ required: true, message: t("shipping.required") }];
  return (
    <Modal
      open
      title={t("shipping.notices.create")}
      okText={t("shipping.notices.create")}
      confirmLoading={create.isPending}
      onOk={() => void form.validateFields().then((v) => create.mutate(v))}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="warehouse_id" label={t("shipping.fields.warehouse")} rules={required}>
          <Select
            loading={warehouses.isLoading}
            options={warehouseOptions(warehouses.data)}
            onChange={() => form.setFieldValue("channel_id", undefined)}
          />
        </Form.Item>
        <Form.Item name="channel_id" label={t("shipping.fields.channel")} rules={required}>
          <Select
            disabled={!warehouseId}
            loading={channels.isLoading}
            options={(channels.data ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
