import type { TVasOrder } from "@wms/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useActionForm, VasActionModal } from "./vas-action-modal.tsx";
import { vasApi } from "./vas-api.ts";

type TValues = { reason?: string };

const reasonMax = 500;

/**
 * "Cancel…": asks to confirm, with the reason the other side reads, before a requested work order is
 * cancelled (by the customer or the staff; nothing is charged for it). Open while `order` is set.
 */
export function VasCancelModal(props: {
  order: TVasOrder | null;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useActionForm<TValues>();
  return (
    <VasActionModal<TValues>
      order={props.order}
      onClose={props.onClose}
      action="cancel"
      danger
      form={form}
      send={(order, values) =>
        vasApi.cancel({
          provider_uuid: props.providerUuid,
          vas_order_id: order.id,
          reason: (values.reason ?? "").trim(),
        })
      }
    >
      <Form.Item
        name="reason"
        label={t("vas.cancel.reason")}
        rules={[
          { required: true, whitespace: true, message: t("vas.rules.reason") },
          { max: reasonMax, message: t("vas.rules.textLength", { max: reasonMax }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={reasonMax} showCount />
      </Form.Item>
    </VasActionModal>
  );
}
