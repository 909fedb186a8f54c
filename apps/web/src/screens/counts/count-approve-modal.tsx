import { useQueryClient } from "@tanstack/react-query";
import type { TApproveCountAnswer } from "@wms/contracts";
import { App, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/form-modal.tsx";
import { useFormSend } from "../../components/use-form-send.ts";
import { useModalSubject } from "../../components/use-modal-subject.ts";
import { countsApi, refreshCounts } from "./counts-api.ts";

/** What is approved: the selected locations, or every location of a plan waiting for review. */
export type TApproveTarget = { task_ids: string[] } | { plan_id: string; code: string };

type TValues = { reason?: string };

const reasonMax = 300;

/**
 * "Approve": the variances are posted through the ledger as count adjustments, with the reason (required)
 * written to the stock log. The answer says how many stock lines were posted and which orders, holding
 * more than the count found, became exceptions. Open while `target` is set.
 */
export function CountApproveModal(props: {
  target: TApproveTarget | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const { about } = useModalSubject(form, props.target, props.onClose);
  const { saving, close, send } = useFormSend<TApproveCountAnswer>(form, props.onClose, {
    done: (answer) => t("counts.approve.done", { count: answer.approved, lines: answer.lines }),
    failed: t("counts.approve.failed"),
    onAnswer: (answer) => {
      void refreshCounts(queryClient);
      props.onDone();
      if (answer.exceptions.length > 0)
        modal.warning({
          title: t("counts.approve.exceptionsTitle", { count: answer.exceptions.length }),
          content: answer.exceptions.map((order) => order.code).join(", "),
        });
    },
  });
  const intro =
    about &&
    ("plan_id" in about
      ? t("counts.approve.introPlan", { code: about.code })
      : t("counts.approve.intro", { count: about.task_ids.length }));
  return (
    <FormModal<TValues>
      open={props.target !== null}
      title={t("counts.approve.title")}
      okText={t("counts.approve.ok")}
      form={form}
      saving={saving}
      onClose={close}
      onFinish={(values) => {
        const target = props.target;
        if (!target) return;
        const what = "plan_id" in target ? { plan_id: target.plan_id } : { task_ids: target.task_ids };
        send(() => countsApi.approve({ ...what, reason: (values.reason ?? "").trim() }));
      }}
      destroyOnHidden
      testId="count-approve-modal"
      okTestId="count-approve-ok"
      formProps={{ name: "count-approve" }}
      intro={intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
    >
      <Form.Item
        name="reason"
        label={t("counts.approve.reason")}
        extra={t("counts.approve.reasonHint")}
        rules={[{ required: true, whitespace: true, message: t("counts.approve.reasonRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={reasonMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
