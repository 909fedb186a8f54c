import type { TSourcingDuplicate } from "@wms/contracts";
import { Button, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatTime } from "../../components/format.ts";
import { SourcingDetailDrawer } from "./sourcing-detail-drawer.tsx";
import { SourcingStatusTag } from "./sourcing-parts.tsx";

/**
 * Spec section 8, urlExists: the link already has records. The records are listed (each opens its detail);
 * the customer submits anyway or goes back to change the link.
 */
export function DuplicatesModal(props: {
  records: TSourcingDuplicate[] | null;
  providerUuid: string;
  saving: boolean;
  onClose: () => void;
  onSubmitAnyway: () => void;
}) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <Modal
        open={props.records !== null}
        title={t("sourcing.duplicatesTitle")}
        onCancel={props.onClose}
        width={680}
        data-testid="sourcing-duplicates"
        footer={[
          <Button key="back" onClick={props.onClose}>
            {t("sourcing.changeLink")}
          </Button>,
          <Button key="anyway" type="primary" loading={props.saving} onClick={props.onSubmitAnyway}>
            {t("sourcing.submitAnyway")}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t("sourcing.duplicatesIntro")}</Typography.Paragraph>
        <ItemsTable<TSourcingDuplicate>
          rowKey="sourcing_id"
          dataSource={props.records ?? []}
          columns={[
            { key: "item", title: t("sourcing.fields.item"), render: (_v, d) => d.item + 1 },
            {
              key: "code",
              title: t("sourcing.fields.code"),
              render: (_v, d) => (
                <Button type="link" size="small" onClick={() => setViewing(d.sourcing_id)}>
                  {d.code}
                </Button>
              ),
            },
            {
              key: "status",
              title: t("sourcing.fields.status"),
              render: (_v, d) => <SourcingStatusTag status={d.status} />,
            },
            textColumn("url", t("sourcing.fields.url"), { ellipsis: true }),
            {
              key: "created_at",
              title: t("sourcing.fields.createdAt"),
              render: (_v, d) => formatTime(d.created_at),
            },
          ]}
        />
      </Modal>
      <SourcingDetailDrawer
        sourcingId={viewing}
        providerUuid={props.providerUuid}
        area="ds"
        onClose={() => setViewing(null)}
      />
    </>
  );
}
