import { useMutation } from "@tanstack/react-query";
import type { TApiAccount } from "@wms/contracts";
import { App, Col, Form, Input, Modal, Row } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { logisticsApi } from "./logistics-api.ts";

type TValues = { name: string; client_id?: string; account?: string; api_token?: string; password?: string };

/**
 * Create or edit a logistics API account. Secrets are write-only: after saving only a masked value is
 * shown, and on edit an empty "replace" field keeps the stored secret.
 */
export function ApiAccountFormModal(props: {
  target: TApiAccount | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const editing = props.target && props.target !== "new" ? props.target : null;
  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({ name: editing.name, client_id: editing.client_id, account: editing.account });
  }, [props.target, editing, form]);
  const save = useMutation({
    mutationFn: (v: TValues) => {
      const body = {
        name: v.name,
        client_id: v.client_id ?? "",
        account: v.account ?? "",
        // an empty secret on edit keeps the stored one
        ...(v.api_token ? { api_token: v.api_token } : {}),
        ...(v.password ? { password: v.password } : {}),
      };
      return editing
        ? logisticsApi.updateApi({ ...body, api_account_id: editing.id })
        : logisticsApi.createApi(body);
    },
    onSuccess: () => {
      void message.success(t("common.saved"));
      props.onSaved();
      props.onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  const keepHint = (set: boolean | undefined, masked: string | undefined) =>
    editing ? (set ? t("logistics.api.keepSecret", { masked }) : t("logistics.api.notSet")) : undefined;
  return (
    <Modal
      open={!!props.target}
      title={t(editing ? "logistics.api.edit" : "logistics.api.create")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      <Form<TValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)} autoComplete="off">
        <Form.Item
          name="name"
          label={t("logistics.api.name")}
          rules={[{ required: true, whitespace: true, message: t("validation.required") }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="client_id" label={t("logistics.api.clientId")}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="account" label={t("logistics.api.account")}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="api_token"
              label={t(editing ? "logistics.api.replaceToken" : "logistics.api.apiToken")}
              extra={keepHint(editing?.api_token_set, editing?.api_token_masked)}
            >
              <Input.Password maxLength={500} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={t(editing ? "logistics.api.replacePassword" : "logistics.api.password")}
              extra={keepHint(editing?.password_set, editing?.password_masked)}
            >
              <Input.Password maxLength={500} autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
