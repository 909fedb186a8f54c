import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMailItem } from "@wms/contracts";
import { App, Badge, Button, Typography } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { DeleteConfirm } from "../../components/delete-action.tsx";
import { statusTag } from "../../components/status-tag.tsx";
import { unreadKey } from "../../notifications/use-notification-socket.ts";
import { useArea, useSession } from "../../session/use-session.ts";
import { ComposeMailModal } from "./compose-mail-modal.tsx";
import { mailApi, mailKey } from "./mail-api.ts";
import { MailDrawer } from "./mail-drawer.tsx";

const KindTag = statusTag({ colours: { system: "blue", message: "green" }, textKey: "mail.kinds" });

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
          const markAs = (read: boolean) => (
            <Button
              icon={read ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              disabled={none}
              onClick={() => mark.mutate({ ids, read }, { onSuccess: clear })}
            >
              {t(read ? "mail.markRead" : "mail.markUnread")}
            </Button>
          );
          return (
            <>
              {markAs(true)}
              {markAs(false)}
              <DeleteConfirm
                title={t("mail.deleteConfirm", { count: ids.length })}
                disabled={none}
                onConfirm={() => remove.mutateAsync(ids).then(clear)}
              >
                <Button danger icon={<DeleteOutlined />} disabled={none}>
                  {t("common.delete")}
                </Button>
              </DeleteConfirm>
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
          textColumn("sender_name", t("mail.sender"), { width: 180 }),
          {
            key: "kind",
            title: t("mail.kind"),
            width: 110,
            render: (_v, row) => <KindTag status={row.kind} />,
          },
          { ...timeColumn("created_at", t("mail.time"), { sorter: false }), width: 190 },
        ]}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(null)} onRead={refresh} />
      <ComposeMailModal open={composing} onClose={() => setComposing(false)} />
    </>
  );
}
