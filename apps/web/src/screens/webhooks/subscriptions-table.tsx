import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined, SendOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TWebhook, webhookEventTypes, webhookStatuses } from "@wms/contracts";
import { App, Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { SecretModal } from "./secret-modal.tsx";
import { WebhookFormModal } from "./webhook-form-modal.tsx";
import { webhooksApi, webhooksKey } from "./webhooks-api.ts";

export function SubscriptionsTable({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TWebhook | "new" | null>(null);
  const [secretOf, setSecretOf] = useState<{ webhook: TWebhook; secret?: string } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksKey });
  const ref = (w: TWebhook) => ({ provider_uuid: providerUuid, id: w.id });
  const toggle = useMutation({
    mutationFn: (w: TWebhook) =>
      webhooksApi.update({ ...ref(w), status: w.status === "enabled" ? "disabled" : "enabled" }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (w: TWebhook) => webhooksApi.remove(ref(w)),
    onSuccess: (res) => {
      void message.success(res.message);
      refresh();
    },
  });
  const test = useMutation({
    mutationFn: (w: TWebhook) => webhooksApi.sendTest(ref(w)),
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: [...webhooksKey, "log"] });
      if (attempt.result === "success")
        void modal.success({ title: t("webhooks.testOk", { status: attempt.response_status ?? "" }) });
      else void modal.error({ title: t("webhooks.testFailed"), content: attempt.error });
    },
  });
  const eventOptions = webhookEventTypes.map((value) => ({ value, label: t(`webhooks.events.${value}`) }));
  return (
    <>
      <DataTable<TWebhook>
        testId="webhooks-table"
        queryKey={[...webhooksKey, "list", providerUuid]}
        fetchPage={(params) => webhooksApi.list({ ...params, provider_uuid: providerUuid })}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("webhooks.search") }}
        filters={[
          {
            kind: "select",
            name: "event_type",
            label: t("webhooks.eventType"),
            options: eventOptions,
            width: 200,
          },
          valuesFilter({ name: "status", label: t("webhooks.status") }, webhookStatuses, (value) =>
            t(`webhooks.statuses.${value}`),
          ),
        ]}
        emptyText={t("webhooks.empty")}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {t("webhooks.create")}
          </Button>
        )}
        columns={[
          { key: "name", title: t("webhooks.name"), dataIndex: "name" },
          {
            key: "url",
            title: t("webhooks.url"),
            render: (_v, w) => (
              <Typography.Text code ellipsis style={{ maxWidth: 320 }}>
                {w.url}
              </Typography.Text>
            ),
          },
          {
            key: "event_type",
            title: t("webhooks.eventType"),
            render: (_v, w) => t(`webhooks.events.${w.event_type}`),
          },
          {
            key: "status",
            title: t("webhooks.status"),
            render: (_v, w) => (
              <Space>
                <Switch
                  size="small"
                  checked={w.status === "enabled"}
                  aria-label={t("webhooks.status")}
                  loading={toggle.isPending && toggle.variables?.id === w.id}
                  onChange={() => toggle.mutate(w)}
                />
                {w.disabled_reason === "failing" && <Tag color="red">{t("webhooks.disabledFailing")}</Tag>}
                {w.failing_since && w.status === "enabled" && (
                  <Tooltip title={formatTime(w.failing_since)}>
                    <Tag color="orange">{t("webhooks.failing")}</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          {
            key: "auth",
            title: t("webhooks.authInfo"),
            render: (_v, w) =>
              w.auth_header_name ? `${w.auth_header_name}: ${w.auth_header_value_masked}` : "—",
          },
          { key: "source", title: t("webhooks.source"), dataIndex: "source" },
          { key: "created_at", title: t("customers.created"), render: (_v, w) => formatTime(w.created_at) },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, w) => (
              <Space size={4}>
                <Tooltip title={t("webhooks.sendTest")}>
                  <Button
                    size="small"
                    icon={<SendOutlined />}
                    aria-label={t("webhooks.sendTest")}
                    loading={test.isPending && test.variables?.id === w.id}
                    onClick={() => test.mutate(w)}
                  />
                </Tooltip>
                <Tooltip title={t("webhooks.secret")}>
                  <Button
                    size="small"
                    icon={<KeyOutlined />}
                    aria-label={t("webhooks.secret")}
                    onClick={() => setSecretOf({ webhook: w })}
                  />
                </Tooltip>
                <Tooltip title={t("common.edit")}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t("common.edit")}
                    onClick={() => setEditing(w)}
                  />
                </Tooltip>
                <Popconfirm
                  title={t("webhooks.deleteConfirm", { name: w.name })}
                  okText={t("common.delete")}
                  okButtonProps={{ danger: true }}
                  cancelText={t("common.cancel")}
                  onConfirm={() => remove.mutateAsync(w)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <WebhookFormModal
        providerUuid={providerUuid}
        webhook={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          refresh();
          if (created) setSecretOf({ webhook: created, secret: created.secret });
        }}
      />
      <SecretModal providerUuid={providerUuid} target={secretOf} onClose={() => setSecretOf(null)} />
    </>
  );
}
