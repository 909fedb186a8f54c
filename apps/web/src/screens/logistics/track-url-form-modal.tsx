import { useMutation } from "@tanstack/react-query";
import { type TTrackUrl, trackingNumberPlaceholder, trackUrlPattern } from "@wms/contracts";
import { App, Form, Input, Modal } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { logisticsApi } from "./logistics-api.ts";

type TValues = { name_cn: string; name_en: string; url: string };

/** The server's rules: http(s) only, and the placeholder where the tracking number goes. */
export function useTrackUrlRules(): Rule[] {
  const { t } = useTranslation();
  return [
    { required: true, whitespace: true, message: t("validation.required") },
    { max: 500, message: t("logistics.urlLength") },
    { pattern: trackUrlPattern, message: t("logistics.urlScheme") },
    {
      validator: (_r, v?: string) =>
        !v || !trackUrlPattern.test(v.trim()) || v.includes(trackingNumberPlaceholder)
          ? Promise.resolve()
          : Promise.reject(
              new Error(t("logistics.urlPlaceholder", { placeholder: trackingNumberPlaceholder })),
            ),
    },
  ];
}

export function TrackUrlFormModal(props: {
  target: TTrackUrl | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const editing = props.target && props.target !== "new" ? props.target : null;
  const urlRules = useTrackUrlRules();
  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
  }, [props.target, editing, form]);
  const save = useMutation({
    mutationFn: (v: TValues) =>
      editing ? logisticsApi.updateTrackUrl({ ...v, id: editing.id }) : logisticsApi.createTrackUrl(v),
    onSuccess: () => {
      void message.success(t("common.saved"));
      props.onSaved();
      props.onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  const required = [{ required: true, whitespace: true, message: t("validation.required") }];
  return (
    <Modal
      open={!!props.target}
      title={t(editing ? "logistics.urls.edit" : "logistics.urls.create")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<TValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name_cn" label={t("logistics.urls.nameCn")} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="name_en" label={t("logistics.urls.nameEn")} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t("logistics.urls.url")}
          extra={t("logistics.urls.urlHint", { placeholder: trackingNumberPlaceholder })}
          rules={urlRules}
        >
          <Input placeholder={`https://carrier.example/track?no=${trackingNumberPlaceholder}`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
