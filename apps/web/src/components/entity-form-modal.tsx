import { useMutation } from "@tanstack/react-query";
import { App, Form, type FormInstance } from "antd";
import { type ReactNode, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "./form-errors.ts";
import { FormModal } from "./form-modal.tsx";

/**
 * The create/edit modal of a list (warehousing, logistics, webhooks): one antd form, reset to `initial` on open, server field
 * errors under their fields (4001) and any other refusal as one message.
 */
export function EntityFormModal<V extends object, R = unknown>(props: {
  open: boolean;
  title: string;
  initial: Partial<V>;
  submit: (values: V) => Promise<R>;
  onClose: () => void;
  /** After a save, with what the save answered. */
  onSaved: (saved: R) => void;
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
  // Before the dialog paints, so a reset never wipes what the user already did in it.
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initial, form]);
  const save = useMutation({
    mutationFn: props.submit,
    onSuccess: (saved) => {
      void message.success(t("common.saved"));
      props.onSaved(saved);
      props.onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <FormModal<V>
      open={open}
      title={props.title}
      width={props.width ?? 560}
      okText={t("common.save")}
      form={form}
      saving={save.isPending}
      onClose={props.onClose}
      onFinish={(v) => save.mutate(v)}
      forceRender
      testId={props.testId}
      formProps={{ autoComplete: props.autoComplete }}
    >
      {props.children}
    </FormModal>
  );
}
