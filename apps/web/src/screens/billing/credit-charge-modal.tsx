import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCharge } from "@wms/contracts";
import { App, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { formatMoney } from "../../components/format.ts";
import { useModalSubject } from "../../components/use-modal-subject.ts";
import { billingApi, refreshDisputes } from "./billing-api.ts";

type TCreditValues = { reason: string };

/** The most a credit note's reason holds, as the server checks it (ZCreditChargeRequest). */
const reasonMax = 300;

/**
 * "Credit note…" (the provider's charges): reverses one charge whole with a credit note of the opposite
 * amount, posted back to the customer's balance, with the reason the customer reads. On success the charges,
 * the disputes (an open one of the charge is settled by it) and the customers' balances are refreshed; a
 * refusal (already credited, a credit note itself: 4009; gone: 4004) shows the server's message in the
 * modal's alert.
 */
export function CreditChargeModal(props: { charge: TCharge | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TCreditValues>();
  const { charge } = props;
  const { about, close } = useModalSubject(form, charge, props.onClose);
  const credit = useMutation({
    mutationFn: (values: TCreditValues & { charge_id: string }) =>
      billingApi.creditCharge({ charge_id: values.charge_id, reason: values.reason.trim() }),
    onSuccess: () => {
      void message.success(t("billing.credit.issued"));
      // The charges, and the disputes: a credit note settles an open dispute of its charge (the server's rule).
      refreshDisputes(queryClient);
      // The credit note went back to the customer's balance.
      void queryClient.invalidateQueries({ queryKey: ["customers"] });
      close();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <FormModal<TCreditValues>
      open={charge !== null}
      title={t("billing.credit.title")}
      okText={t("billing.credit.ok")}
      form={form}
      saving={credit.isPending}
      onClose={close}
      onFinish={(values) => {
        if (charge) credit.mutate({ ...values, charge_id: charge.id });
      }}
      destroyOnHidden
      testId="credit-charge-modal"
      okTestId="credit-charge-ok"
      intro={
        about && (
          <Typography.Paragraph>
            {t("billing.credit.intro", {
              kind: t(`billing.kinds.${about.kind}`),
              document: about.source_code,
              amount: formatMoney(about.amount, about.currency),
              customer: about.customer_name || about.owner_code,
            })}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item
        name="reason"
        label={t("billing.credit.reason")}
        rules={[
          { required: true, whitespace: true, message: t("billing.credit.reasonRequired") },
          { max: reasonMax, message: t("billing.credit.reasonTooLong", { max: reasonMax }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={reasonMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
