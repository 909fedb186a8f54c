import type { TReturnSummary } from "@wms/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ReturnActionModal, useActionForm } from "./return-action-modal.tsx";
import { returnsApi } from "./returns-api.ts";

type TValues = { reason?: string };

const reasonMax = 500;

/**
 * "Cancel…": asks to confirm, with the reason the other side reads, before an RMA not yet received is
 * cancelled (by the merchant or the staff). Open while `rma` is set.
 */
export function ReturnCancelModal(props: {
  rma: TReturnSummary | null;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useActionForm<TValues>();
  return (
    <ReturnActionModal<TValues>
      rma={props.rma}
      onClose={props.onClose}
      action="cancel"
      danger
      form={form}
      send={(rma, values) =>
        returnsApi.cancel({
          provider_uuid: props.providerUuid,
          return_id: rma.id,
          reason: (values.reason ?? "").trim(),
        })
      }
    >
      <Form.Item
        name="reason"
        label={t("returns.cancel.reason")}
        rules={[
          { required: true, whitespace: true, message: t("returns.rules.cancelReason") },
          { max: reasonMax, message: t("returns.rules.textLength", { max: reasonMax }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={reasonMax} showCount />
      </Form.Item>
    </ReturnActionModal>
  );
}
