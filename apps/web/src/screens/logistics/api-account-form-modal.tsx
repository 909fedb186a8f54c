import type { TApiAccount } from "@wms/contracts";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
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
  const editing = props.target && props.target !== "new" ? props.target : null;
  const initial = useMemo<Partial<TValues>>(
    () => (editing ? { name: editing.name, client_id: editing.client_id, account: editing.account } : {}),
    [editing],
  );
  const save = (v: TValues) => {
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
  };
  const keepHint = (set: boolean | undefined, masked: string | undefined) =>
    editing ? (set ? t("logistics.api.keepSecret", { masked }) : t("logistics.api.notSet")) : undefined;
  /** A write-only secret, never filled in by the browser. */
  const secretField = (name: "api_token" | "password", label: string, hint: string | undefined) => (
    <Col span={12}>
      <Form.Item name={name} label={label} extra={hint}>
        <Input.Password maxLength={500} autoComplete="new-password" />
      </Form.Item>
    </Col>
  );
  return (
    <EntityFormModal<TValues>
      open={!!props.target}
      title={t(editing ? "logistics.api.edit" : "logistics.api.create")}
      initial={initial}
      submit={save}
      onClose={props.onClose}
      onSaved={props.onSaved}
      width={640}
      autoComplete="off"
    >
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
        {secretField(
          "api_token",
          t(editing ? "logistics.api.replaceToken" : "logistics.api.apiToken"),
          keepHint(editing?.api_token_set, editing?.api_token_masked),
        )}
        {secretField(
          "password",
          t(editing ? "logistics.api.replacePassword" : "logistics.api.password"),
          keepHint(editing?.password_set, editing?.password_masked),
        )}
      </Row>
    </EntityFormModal>
  );
}
