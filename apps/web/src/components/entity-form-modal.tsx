import { useMutation } from "@tanstack/react-query";
import { App, Form, type FormInstance, Modal } from "antd";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "./form-errors.ts";

/**
 * The create/edit modal of the settings lists (warehousing, logistics): one antd form, reset to `initial` on open, server field
 * errors under their fields (4001) and any other refusal as one message.
 */
export function EntityFormModal<V extends object>(props: {
  open: boolean;
  title: string;
  initial: Partial<V>;
  submit: (values: V) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
  form?: FormInstance<V>;
  width?: number;
  testId?: string;
  /** The form's `autoComplete` (e.g. "off" where it holds credentials). */
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [ownForm] = Form.useForm<V>();
  const form = props.form ?? ownForm;
  const { open, initial } = props;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initial, form]);
  const save = useMutation({
    mutationFn: props.submit,
    onSuccess: () => {
      void message.success(t("common.saved"));
      props.onSaved();
      props.onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <Modal
      open={open}
      title={props.title}
      width={props.width ?? 560}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      forceRender
      data-testid={props.testId}
    >
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        autoComplete={props.autoComplete}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
