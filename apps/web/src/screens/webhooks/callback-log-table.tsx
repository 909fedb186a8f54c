import { RedoOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TWebhookLogItem, webhookLogEventTypes, webhookResults } from "@wms/contracts";
import { Descriptions, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { IconAction } from "../../components/icon-action.tsx";
import { statusTag } from "../../components/status-tag.tsx";
import { webhooksApi, webhooksKey } from "./webhooks-api.ts";

const ResultTag = statusTag({ colours: { success: "green", failed: "red" }, textKey: "webhooks.results" });

function Payload({ text }: { text: string | null }) {
  if (!text) return <>—</>;
  let pretty = text;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: show as it came
  }
  return (
    <pre style={{ margin: 0, maxHeight: 200, overflow: "auto", fontSize: 12, whiteSpace: "pre-wrap" }}>
      {pretty}
    </pre>
  );
}

/** The callback log: every attempt, searchable, with its arguments and response; any delivery can be resent. */
export function CallbackLogTable({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (deliveryId: string) => webhooksApi.resend(providerUuid, deliveryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...webhooksKey, "log"] }),
  });
  return (
    <DataTable<TWebhookLogItem>
      testId="webhook-log-table"
      queryKey={[...webhooksKey, "log", providerUuid]}
      fetchPage={(params) => webhooksApi.log({ ...params, provider_uuid: providerUuid })}
      rowKey="id"
      search={{ name: "keyword", placeholder: t("webhooks.logSearch") }}
      filters={[
        valuesFilter(
          { name: "event_type", label: t("webhooks.eventType"), width: 200 },
          webhookLogEventTypes,
          (value) => t(`webhooks.events.${value}`),
        ),
        valuesFilter({ name: "result", label: t("webhooks.result") }, webhookResults, (value) =>
          t(`webhooks.results.${value}`),
        ),
        { kind: "dateRange", name: "date", label: t("webhooks.time") },
      ]}
      emptyText={t("webhooks.logEmpty")}
      columns={[
        textColumn("name", t("webhooks.name")),
        {
          key: "url",
          title: t("webhooks.url"),
          render: (_v, a) => (
            <Typography.Text ellipsis style={{ maxWidth: 240 }}>
              {a.url}
            </Typography.Text>
          ),
        },
        {
          key: "event_type",
          title: t("webhooks.eventType"),
          render: (_v, a) => t(`webhooks.events.${a.event_type}`),
        },
        {
          key: "result",
          title: t("webhooks.result"),
          render: (_v, a) => <ResultTag status={a.result} />,
        },
        timeColumn("time", t("webhooks.time"), { sorter: false }),
        {
          key: "duration",
          title: t("webhooks.duration"),
          align: "right",
          render: (_v, a) => `${a.duration_ms} ms`,
        },
        {
          key: "error",
          title: t("webhooks.error"),
          render: (_v, a) =>
            a.error ? (
              <Typography.Text type="danger" ellipsis style={{ maxWidth: 220 }}>
                {a.error}
              </Typography.Text>
            ) : (
              "—"
            ),
        },
        {
          key: "actions",
          title: t("common.actions"),
          render: (_v, a) => (
            <IconAction
              title={t("webhooks.resend")}
              icon={<RedoOutlined />}
              loading={resend.isPending && resend.variables === a.delivery_id}
              onClick={() => resend.mutate(a.delivery_id)}
            />
          ),
        },
      ]}
      expandable={{
        expandedRowRender: (a) => (
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: "id", label: "webhook-id", children: <code>{a.event_id}</code> },
              { key: "trigger", label: t("webhooks.trigger"), children: t(`webhooks.triggers.${a.trigger}`) },
              { key: "args", label: t("webhooks.arguments"), children: <Payload text={a.arguments} /> },
              {
                key: "response",
                label: t("webhooks.response"),
                children: (
                  <>
                    {a.response_status !== null && <Tag>{a.response_status}</Tag>}
                    <Payload text={a.response_body} />
                  </>
                ),
              },
              {
                key: "next",
                label: t("webhooks.nextAttempt"),
                children: a.next_attempt_at ? formatTime(a.next_attempt_at) : "—",
              },
            ]}
          />
        ),
      }}
    />
  );
}
