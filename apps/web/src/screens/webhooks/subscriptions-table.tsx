import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined, SendOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TWebhook, webhookEventTypes, webhookStatuses } from "@wms/contracts";
import { App, Button, Space, Switch, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { DeleteConfirm } from "../../components/delete-action.tsx";
import { formatTime } from "../../components/format.ts";
import { IconAction } from "../../components/icon-action.tsx";
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
          textColumn("name", t("webhooks.name")),
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
          textColumn("source", t("webhooks.source")),
          timeColumn("created_at", t("customers.created"), { sorter: false }),
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, w) => (
              <Space size={4}>
                <IconAction
                  title={t("webhooks.sendTest")}
                  icon={<SendOutlined />}
                  loading={test.isPending && test.variables?.id === w.id}
                  onClick={() => test.mutate(w)}
                />
                <IconAction
                  title={t("webhooks.secret")}
                  icon={<KeyOutlined />}
                  onClick={() => setSecretOf({ webhook: w })}
                />
                <IconAction title={t("common.edit")} icon={<EditOutlined />} onClick={() => setEditing(w)} />
                <DeleteConfirm
                  title={t("webhooks.deleteConfirm", { name: w.name })}
                  onConfirm={() => remove.mutateAsync(w)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")} />
                </DeleteConfirm>
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
