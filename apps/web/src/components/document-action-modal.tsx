import { Form, type FormInstance, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "./form-modal.tsx";
import { useFormSend } from "./use-form-send.ts";
import { useModalSubject } from "./use-modal-subject.ts";

/**
 * A modal that does one thing to one document (a work order, an RMA: open while `document` is set): it
 * says what the action does, and a form whose values `send` sends; on success the modal says so,
 * `onAnswer` shows the answer (the lists read again, …) and it closes; a refusal (answered meanwhile, a
 * field the server refused) shows in it. Its texts are under `texts` (`<texts>.title` and `.intro` with
 * the document's code, `.ok`, `.done` with the answer's code, `.failed`); its test ids `<testId>-modal`
 * and `<testId>-ok`.
 */
export function DocumentActionModal<
  D extends { code: string },
  V extends object,
  A extends { code: string },
>(props: {
  document: D | null;
  onClose: () => void;
  texts: string;
  testId: string;
  form: FormInstance<V>;
  send: (document: D, values: V) => Promise<A>;
  onAnswer: (answer: A) => void;
  /** The intro's values besides the code (the work, its SKU and units; the units left to inspect). */
  introValues?: (document: D) => Record<string, string | number>;
  /** The form's name (it prefixes its fields' ids). */
  formName?: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { texts } = props;
  const { about } = useModalSubject(props.form, props.document, props.onClose);
  const { saving, close, send } = useFormSend<A>(props.form, props.onClose, {
    done: (answer) => t(`${texts}.done`, { code: answer.code }),
    failed: t(`${texts}.failed`),
    onAnswer: props.onAnswer,
  });
  return (
    <FormModal<V>
      open={props.document !== null}
      title={t(`${texts}.title`, { code: about?.code ?? "" })}
      okText={t(`${texts}.ok`)}
      danger={props.danger}
      form={props.form}
      saving={saving}
      onClose={close}
      onFinish={(values) => {
        const subject = props.document;
        if (subject) send(() => props.send(subject, values));
      }}
      destroyOnHidden
      testId={`${props.testId}-modal`}
      okTestId={`${props.testId}-ok`}
      formProps={props.formName ? { name: props.formName } : undefined}
      intro={
        about && (
          <Typography.Paragraph>
            {t(`${texts}.intro`, { code: about.code, ...props.introValues?.(about) })}
          </Typography.Paragraph>
        )
      }
    >
      {props.children ?? null}
    </FormModal>
  );
}

/** The form of an action modal. */
export const useActionForm = <V extends object>() => Form.useForm<V>()[0];
