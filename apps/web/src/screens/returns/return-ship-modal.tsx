import { type TReturnSummary, textCaps } from "@wms/contracts";
import { Form, Input } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ReturnActionModal, useActionForm } from "./return-action-modal.tsx";
import { returnsApi } from "./returns-api.ts";

type TValues = { tracking_number?: string };

/**
 * "Add tracking…": the parcel is on its way, with the carrier's tracking number (the warehouse finds the
 * RMA by scanning it). Also corrects the number while the parcel travels. Open while `rma` is set.
 */
export function ReturnShipModal(props: {
  rma: TReturnSummary | null;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useActionForm<TValues>();
  // Each RMA opens with its own number, to correct it (the form instance outlives the modal's contents).
  useEffect(() => {
    if (props.rma) form.setFieldsValue({ tracking_number: props.rma.tracking_number });
  }, [props.rma, form]);
  return (
    <ReturnActionModal<TValues>
      rma={props.rma}
      onClose={props.onClose}
      action="ship"
      form={form}
      send={(rma, values) =>
        returnsApi.ship({
          provider_uuid: props.providerUuid,
          return_id: rma.id,
          tracking_number: (values.tracking_number ?? "").trim(),
        })
      }
    >
      <Form.Item
        name="tracking_number"
        label={t("returns.fields.trackingNumber")}
        rules={[
          { required: true, whitespace: true, message: t("returns.rules.tracking") },
          { max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) },
        ]}
      >
        <Input maxLength={textCaps.code} autoComplete="off" />
      </Form.Item>
    </ReturnActionModal>
  );
}
