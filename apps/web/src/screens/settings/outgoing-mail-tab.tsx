import { RedoOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outgoingMailStatuses, type TOutgoingMail } from "@wms/contracts";
import { App, Button, Popconfirm, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { actionsColumn, twoLineColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { statusTag } from "../../components/status-tag.tsx";
import { outgoingMailApi, outgoingMailKey } from "./outgoing-mail-api.ts";

const StatusTag = statusTag({
  colours: { pending: "blue", sent: "green", failed: "red" },
  textKey: "outgoingMail.statuses",
});

/** "Send again" for a failed mail, after a confirmation; the list is refreshed. */
function SendAgainAction({ mail }: { mail: TOutgoingMail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sendAgain = useMutation({
    mutationFn: () => outgoingMailApi.sendAgain(mail.id),
    onSuccess: (res) => {
      void message.success(res.message);
      void queryClient.invalidateQueries({ queryKey: outgoingMailKey });
    },
  });
  return (
    <Popconfirm
      title={t("outgoingMail.sendAgainConfirm", { recipient: mail.recipient })}
      okText={t("outgoingMail.sendAgain")}
      cancelText={t("common.cancel")}
      // the client already showed why it was refused; the row stays
      onConfirm={() => sendAgain.mutateAsync().catch(() => undefined)}
    >
      <Button
        size="small"
        icon={<RedoOutlined />}
        loading={sendAgain.isPending}
        data-testid={`send-again-${mail.id}`}
      >
        {t("outgoingMail.sendAgain")}
      </Button>
    </Popconfirm>
  );
}

/**
 * The provider's outgoing mail (Settings, "Outgoing mail"): what the platform mailed for its account, each
 * mail's state, the mail server's last answer, and "send again" for a mail that failed.
 */
export function OutgoingMailTab() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t("outgoingMail.intro")}</Typography.Paragraph>
      <DataTable<TOutgoingMail>
        testId="outgoing-mail-table"
        queryKey={outgoingMailKey}
        fetchPage={outgoingMailApi.list}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("outgoingMail.search") }}
        filters={[
          valuesFilter({ name: "status", label: t("outgoingMail.status") }, outgoingMailStatuses, (value) =>
            t(`outgoingMail.statuses.${value}`),
          ),
        ]}
        emptyText={t("outgoingMail.empty")}
        columns={[
          twoLineColumn(
            "recipient",
            t("outgoingMail.recipient"),
            (m) => m.recipient,
            (m) => m.subject,
            { width: 240 },
          ),
          {
            key: "kind",
            title: t("outgoingMail.kind"),
            className: oneLineCell,
            render: (_v, m) => t(`outgoingMail.kinds.${m.kind}`),
          },
          {
            key: "status",
            title: t("outgoingMail.status"),
            render: (_v, m) => (
              <>
                <StatusTag status={m.status} testId={`outgoing-mail-status-${m.id}`} />
                {m.status === "pending" && m.next_attempt_at !== null && (
                  <Typography.Text type="secondary" style={{ display: "block", whiteSpace: "nowrap" }}>
                    {t("outgoingMail.nextAttempt", { time: formatTime(m.next_attempt_at) })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          // When it was last tried and what the mail server said, with the number of attempts so far.
          twoLineColumn(
            "last_attempt_at",
            t("outgoingMail.lastAttemptAt"),
            (m) =>
              m.last_attempt_at === null
                ? "—"
                : t("outgoingMail.lastAttempt", { time: formatTime(m.last_attempt_at), count: m.attempts }),
            (m) => m.last_error ?? (m.status === "sent" ? t("outgoingMail.accepted") : ""),
            { sorter: true, width: 280 },
          ),
          timeColumn("created_at", t("outgoingMail.createdAt")),
          actionsColumn(t("common.actions"), (m) => (m.can_send_again ? <SendAgainAction mail={m} /> : null)),
        ]}
      />
    </>
  );
}
