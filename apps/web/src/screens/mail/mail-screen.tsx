import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMailItem } from "@wms/contracts";
import { App, Badge, Button, Popconfirm, Tag, Typography } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { unreadKey } from "../../notifications/use-notification-socket.ts";
import { useArea, useSession } from "../../session/use-session.ts";
import { ComposeMailModal } from "./compose-mail-modal.tsx";
import { mailApi, mailKey } from "./mail-api.ts";
import { MailDrawer } from "./mail-drawer.tsx";

/** Internal mail inbox (/p/mail, /ds/mail): search, read/unread filter, open, mark, delete, compose. */
export function MailScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const area = useArea();
  const session = useSession();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: mailKey });
    void queryClient.invalidateQueries({ queryKey: unreadKey(area) });
  }, [queryClient, area]);
  const mark = useMutation({
    mutationFn: ({ ids, read }: { ids: string[]; read: boolean }) => mailApi.mark(ids, read),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => mailApi.remove(ids),
    onSuccess: (res) => {
      void message.success(res.message);
      refresh();
    },
  });

  return (
    <>
      <DataTable<TMailItem>
        testId="mail-table"
        title={t("mail.title")}
        queryKey={mailKey}
        fetchPage={mailApi.list}
        rowKey="id"
        selectable
        search={{ name: "keyword", placeholder: t("mail.search") }}
        filters={[
          valuesFilter({ name: "status", label: t("mail.status") }, ["unread", "read"] as const, (value) =>
            t(`mail.${value}`),
          ),
          valuesFilter({ name: "kind", label: t("mail.kind") }, ["system", "message"] as const, (value) =>
            t(`mail.kinds.${value}`),
          ),
        ]}
        emptyText={t("mail.empty")}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: "pointer" } })}
        actions={(selected, clear) => {
          const ids = selected.map((m) => m.id);
          const none = ids.length === 0;
          return (
            <>
              <Button
                icon={<EyeOutlined />}
                disabled={none}
                onClick={() => mark.mutate({ ids, read: true }, { onSuccess: clear })}
              >
                {t("mail.markRead")}
              </Button>
              <Button
                icon={<EyeInvisibleOutlined />}
                disabled={none}
                onClick={() => mark.mutate({ ids, read: false }, { onSuccess: clear })}
              >
                {t("mail.markUnread")}
              </Button>
              <Popconfirm
                title={t("mail.deleteConfirm", { count: ids.length })}
                okText={t("common.delete")}
                okButtonProps={{ danger: true }}
                cancelText={t("common.cancel")}
                disabled={none}
                onConfirm={() => remove.mutateAsync(ids).then(clear)}
              >
                <Button danger icon={<DeleteOutlined />} disabled={none}>
                  {t("common.delete")}
                </Button>
              </Popconfirm>
              {session?.role !== "dropShipper" && (
                <Button type="primary" icon={<EditOutlined />} onClick={() => setComposing(true)}>
                  {t("mail.compose")}
                </Button>
              )}
            </>
          );
        }}
        columns={[
          {
            key: "subject",
            title: t("mail.subject"),
            render: (_v, row) => (
              <span>
                <Badge status={row.is_read ? "default" : "processing"} />
                <Typography.Text strong={!row.is_read}>{row.subject}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }} ellipsis>
                  {row.preview.slice(0, 80)}
                </Typography.Text>
              </span>
            ),
          },
          { key: "sender", title: t("mail.sender"), dataIndex: "sender_name", width: 180 },
          {
            key: "kind",
            title: t("mail.kind"),
            width: 110,
            render: (_v, row) => (
              <Tag color={row.kind === "system" ? "blue" : "green"}>{t(`mail.kinds.${row.kind}`)}</Tag>
            ),
          },
          {
            key: "created_at",
            title: t("mail.time"),
            width: 190,
            render: (_v, row) => formatTime(row.created_at),
          },
        ]}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(null)} onRead={refresh} />
      <ComposeMailModal open={composing} onClose={() => setComposing(false)} />
    </>
  );
}
