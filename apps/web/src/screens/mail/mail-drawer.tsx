import { useQuery } from "@tanstack/react-query";
import { Descriptions, Drawer, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { mailApi } from "./mail-api.ts";

/** Opening a mail marks it read on the server; the list and the badge refresh after. */
export function MailDrawer({
  id,
  onClose,
  onRead,
}: {
  id: string | null;
  onClose: () => void;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ["mail", "detail", id],
    queryFn: () => mailApi.open(id ?? ""),
    enabled: !!id,
  });
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (loaded) onRead();
  }, [loaded, onRead]);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size="large"
      title={detail.data?.subject ?? t("mail.title")}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.data ? (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: "from", label: t("mail.sender"), children: detail.data.sender_name },
              { key: "time", label: t("mail.time"), children: formatTime(detail.data.created_at) },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginTop: 16 }} data-testid="mail-body">
            {detail.data.body}
          </Typography.Paragraph>
          {detail.data.link && (
            <Typography.Link href={detail.data.link}>{t("mail.openLink")}</Typography.Link>
          )}
        </>
      ) : null}
    </Drawer>
  );
}
