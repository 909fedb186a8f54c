import { useQueryClient } from "@tanstack/react-query";
import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/form-modal.tsx";
import { useFormSend } from "../../components/use-form-send.ts";
import { useModalSubject } from "../../components/use-modal-subject.ts";
import { countsApi, refreshCounts } from "./counts-api.ts";

type TValues = { note?: string };

const noteMax = 300;

/**
 * "Send back for recount": the selected locations are counted again by another operator, with an optional
 * note for them. Open while `taskIds` is set.
 */
export function CountSendBackModal(props: {
  taskIds: string[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const { about } = useModalSubject(form, props.taskIds, props.onClose);
  const { saving, close, send } = useFormSend<{ tasks: unknown[] }>(form, props.onClose, {
    done: (answer) => t("counts.sendBack.done", { count: answer.tasks.length }),
    failed: t("counts.sendBack.failed"),
    onAnswer: () => {
      void refreshCounts(queryClient);
      props.onDone();
    },
  });
  return (
    <FormModal<TValues>
      open={props.taskIds !== null}
      title={t("counts.sendBack.title")}
      okText={t("counts.sendBack.ok")}
      form={form}
      saving={saving}
      onClose={close}
      onFinish={(values) => {
        const taskIds = props.taskIds;
        if (taskIds) send(() => countsApi.sendBack({ task_ids: taskIds, note: (values.note ?? "").trim() }));
      }}
      destroyOnHidden
      testId="count-send-back-modal"
      okTestId="count-send-back-ok"
      formProps={{ name: "count-send-back" }}
      intro={
        about && (
          <Typography.Paragraph>{t("counts.sendBack.intro", { count: about.length })}</Typography.Paragraph>
        )
      }
    >
      <Form.Item name="note" label={t("counts.sendBack.note")}>
        <Input.TextArea rows={2} maxLength={noteMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
