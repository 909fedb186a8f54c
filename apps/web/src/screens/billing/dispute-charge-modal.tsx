import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCharge } from "@wms/contracts";
import { App, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { formatMoney } from "../../components/format.ts";
import { useModalSubject } from "../../components/use-modal-subject.ts";
import { billingApi, refreshDisputes } from "./billing-api.ts";

type TDisputeValues = { reason: string };

/** The most a dispute's reason holds, as the server checks it (ZDisputeChargeRequest). */
export const disputeTextMax = 500;

/**
 * "Dispute…" (the drop shipper's charges): flags one of its charges as wrong with the reason the provider
 * reads; the provider then accepts it (a credit note reverses the charge) or rejects it with a note. On
 * success the charges and the disputes are refreshed; a refusal (already disputed, credited, a credit note:
 * 4009; gone: 4004) shows the server's message in the modal's alert.
 */
export function DisputeChargeModal(props: {
  charge: TCharge | null;
  providerUuid: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TDisputeValues>();
  const { charge } = props;
  const { about, close } = useModalSubject(form, charge, props.onClose);
  const dispute = useMutation({
    mutationFn: (values: TDisputeValues & { charge_id: string }) =>
      billingApi.disputeCharge({
        provider_uuid: props.providerUuid,
        charge_id: values.charge_id,
        reason: values.reason.trim(),
      }),
    onSuccess: () => {
      void message.success(t("billing.dispute.sent"));
      refreshDisputes(queryClient);
      close();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <FormModal<TDisputeValues>
      open={charge !== null}
      title={
        about
          ? t("billing.dispute.title", {
              document: about.source_code,
              amount: formatMoney(about.amount, about.currency),
            })
          : ""
      }
      okText={t("billing.dispute.ok")}
      form={form}
      saving={dispute.isPending}
      onClose={close}
      onFinish={(values) => {
        if (charge) dispute.mutate({ ...values, charge_id: charge.id });
      }}
      destroyOnHidden
      testId="dispute-charge-modal"
      okTestId="dispute-charge-ok"
      intro={
        about && (
          <Typography.Paragraph>
            {t("billing.dispute.intro", { kind: t(`billing.kinds.${about.kind}`), day: about.billing_day })}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item
        name="reason"
        label={t("billing.dispute.reason")}
        rules={[
          { required: true, whitespace: true, message: t("billing.dispute.reasonRequired") },
          { max: disputeTextMax, message: t("billing.dispute.tooLong", { max: disputeTextMax }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={disputeTextMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
