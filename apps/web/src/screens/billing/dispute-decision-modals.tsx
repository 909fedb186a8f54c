import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDispute } from "@wms/contracts";
import { App, Form, type FormInstance, Input, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { formatMoney } from "../../components/format.ts";
import { useModalSubject } from "../../components/use-modal-subject.ts";
import { billingApi, refreshDisputes } from "./billing-api.ts";
import { disputeTextMax } from "./dispute-charge-modal.tsx";

/** The accept and reject modals' props: the open dispute answered (the modal is open while there is one). */
type TDecideProps = { dispute: TDispute | null; onClose: () => void };

type TNoteValues = { note: string };

/** What the intros say of the dispute: the customer, the fee, the document, the amount and the day. */
const aboutDispute = (t: TFunction, d: TDispute) => ({
  customer: d.customer_name || d.owner_code,
  kind: t(`billing.kinds.${d.kind}`),
  document: d.source_code,
  amount: formatMoney(d.amount, d.currency),
  day: d.billing_day,
});

/** The merchant's reason, quoted under the intro. */
function TheirReason({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph type="secondary" data-testid="dispute-reason">
      {t("billing.decide.theirReason", { reason: dispute.reason })}
    </Typography.Paragraph>
  );
}

/**
 * Sends an answer: on success says so and refreshes the disputes and the charges (and, when accepted, the
 * customers' balances the credit note went back to); a refusal (answered meanwhile, 4009; a note missing or
 * too long, 4001 at the field) shows in the modal.
 */
function useDecide(
  form: FormInstance<TNoteValues>,
  send: (input: { dispute_id: string; note: string }) => Promise<TDispute>,
  done: string,
  close: () => void,
  balances: boolean,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void message.success(done);
      refreshDisputes(queryClient);
      if (balances) void queryClient.invalidateQueries({ queryKey: ["customers"] });
      close();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
}

/** What differs between accepting and rejecting: the call, the texts, whether the note is required. */
const decisions = {
  accept: {
    send: (input: { dispute_id: string; note: string }) => billingApi.acceptDispute(input),
    // The credit note's money goes back to the customer's balance.
    balances: true,
    required: false,
    texts: {
      done: "billing.decide.accepted",
      title: "billing.decide.acceptTitle",
      ok: "billing.decide.acceptOk",
      intro: "billing.decide.acceptIntro",
      note: "billing.decide.acceptNote",
      hint: "billing.decide.acceptNoteHint",
    },
  },
  reject: {
    send: (input: { dispute_id: string; note: string }) => billingApi.rejectDispute(input),
    balances: false,
    required: true,
    texts: {
      done: "billing.decide.rejected",
      title: "billing.decide.rejectTitle",
      ok: "billing.decide.rejectOk",
      intro: "billing.decide.rejectIntro",
      note: "billing.decide.rejectNote",
      hint: null,
    },
  },
} as const;

/**
 * "Accept…" reverses the charge by a credit note of its amount, linked to the dispute, and tells the
 * merchant; its note (optional) is the credit note's reason (the merchant's reason when left empty).
 * "Reject…" leaves the charge as it is; its note, required, tells the merchant why.
 */
export function DecideDisputeModal(props: TDecideProps & { decision: keyof typeof decisions }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TNoteValues>();
  const { about, close } = useModalSubject(form, props.dispute, props.onClose);
  const rule = decisions[props.decision];
  const decide = useDecide(form, rule.send, t(rule.texts.done), close, rule.balances);
  return (
    <FormModal<TNoteValues>
      open={props.dispute !== null}
      title={t(rule.texts.title)}
      okText={t(rule.texts.ok)}
      form={form}
      saving={decide.isPending}
      onClose={close}
      onFinish={(values) => {
        if (props.dispute) decide.mutate({ dispute_id: props.dispute.id, note: (values.note ?? "").trim() });
      }}
      destroyOnHidden
      testId={`${props.decision}-dispute-modal`}
      okTestId={`${props.decision}-dispute-ok`}
      intro={
        about && (
          <>
            <Typography.Paragraph>{t(rule.texts.intro, aboutDispute(t, about))}</Typography.Paragraph>
            <TheirReason dispute={about} />
          </>
        )
      }
    >
      <Form.Item
        name="note"
        label={t(rule.texts.note)}
        extra={rule.texts.hint ? t(rule.texts.hint) : undefined}
        rules={[
          ...(rule.required
            ? [{ required: true, whitespace: true, message: t("billing.decide.rejectNoteRequired") }]
            : []),
          { max: disputeTextMax, message: t("billing.dispute.tooLong", { max: disputeTextMax }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={disputeTextMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
