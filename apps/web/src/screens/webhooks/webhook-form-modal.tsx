import { type TOutputOf, type TWebhook, webhookEventTypes, type webhooksEndpoints } from "@wms/contracts";
import { Col, Form, Input, Row, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EnabledSwitchField } from "../../components/enabled-switch-field.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { webhooksApi } from "./webhooks-api.ts";

type TValues = {
  name: string;
  url: string;
  event_type: TWebhook["event_type"];
  enabled: boolean;
  source?: string;
  auth_header_name?: string;
  auth_header_value?: string;
};

/** Create or edit a subscription. The auth header value is write-only: empty keeps the stored one. */
export function WebhookFormModal(props: {
  providerUuid: string;
  webhook: TWebhook | "new" | null;
  onClose: () => void;
  onSaved: (created?: TOutputOf<typeof webhooksEndpoints.create>) => void;
}) {
  const { t } = useTranslation();
  const editing = props.webhook && props.webhook !== "new" ? props.webhook : null;
  const initial = useMemo<Partial<TValues>>(
    () =>
      editing
        ? { ...editing, enabled: editing.status === "enabled", auth_header_value: "" }
        : { enabled: true },
    [editing],
  );
  const save = async (v: TValues) => {
    const status: TWebhook["status"] = v.enabled ? "enabled" : "disabled";
    const body = {
      provider_uuid: props.providerUuid,
      name: v.name,
      url: v.url,
      event_type: v.event_type,
      status,
      source: v.source || undefined,
      auth_header_name: v.auth_header_name ?? "",
      ...(v.auth_header_value ? { auth_header_value: v.auth_header_value } : {}),
    };
    if (editing) {
      await webhooksApi.update({ ...body, id: editing.id });
      return undefined;
    }
    return webhooksApi.create(body);
  };
  return (
    <EntityFormModal<TValues, TOutputOf<typeof webhooksEndpoints.create> | undefined>
      open={!!props.webhook}
      title={t(editing ? "webhooks.edit" : "webhooks.create")}
      initial={initial}
      submit={save}
      onClose={props.onClose}
      onSaved={props.onSaved}
      width={640}
    >
      <Form.Item
        name="name"
        label={t("webhooks.name")}
        rules={[{ required: true, message: t("validation.required") }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t("webhooks.url")}
        extra={t("webhooks.urlHint")}
        rules={[
          { required: true, message: t("validation.required") },
          { type: "url", message: t("webhooks.urlFormat") },
        ]}
      >
        <Input placeholder="https://example.com/hooks/wms" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item
            name="event_type"
            label={t("webhooks.eventType")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <Select
              options={webhookEventTypes.map((value) => ({ value, label: t(`webhooks.events.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <EnabledSwitchField label={t("webhooks.status")} statusKey="webhooks.statuses" />
        </Col>
        <Col span={12}>
          <Form.Item
            name="auth_header_name"
            label={t("webhooks.authHeaderName")}
            extra={t("webhooks.authHint")}
          >
            <Input placeholder={t("webhooks.authHeaderExample")} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="auth_header_value"
            label={t("webhooks.authHeaderValue")}
            extra={editing?.auth_header_name ? t("webhooks.keepValue") : undefined}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="source" label={t("webhooks.source")}>
        <Input maxLength={60} placeholder={t("webhooks.sourceExample")} />
      </Form.Item>
    </EntityFormModal>
  );
}
