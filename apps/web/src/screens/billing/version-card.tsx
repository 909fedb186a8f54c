import { EditOutlined } from "@ant-design/icons";
import type { TRateVersion } from "@wms/contracts";
import { Button, Card, Descriptions, Flex, Space, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DeleteAction } from "../../components/delete-action.tsx";
import { versionDays } from "./billing-texts.ts";
import { RatesTable } from "./rates-table.tsx";
import { VersionStateTag } from "./version-state.tsx";

/**
 * What may be done to a version: Edit and Delete while it has priced no past day (Delete never on a card's
 * only version), else why not.
 */
function VersionActions(props: {
  version: TRateVersion;
  only: boolean;
  onEdit: () => void;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { version } = props;
  if (!version.editable)
    return (
      <Typography.Text type="secondary" data-testid="version-locked">
        {version.state === "past"
          ? t("billing.version.lockedPast")
          : t("billing.version.lockedCurrent", { day: version.effective_from })}
      </Typography.Text>
    );
  return (
    <Space size={4} wrap>
      <Button size="small" icon={<EditOutlined />} onClick={props.onEdit}>
        {t("common.edit")}
      </Button>
      {props.only ? (
        <>
          <Tooltip title={t("billing.version.onlyVersion")}>
            <Button size="small" danger disabled aria-describedby={`only-${version.id}`}>
              {t("common.delete")}
            </Button>
          </Tooltip>
          <span id={`only-${version.id}`} className="wms-visually-hidden">
            {t("billing.version.onlyVersion")}
          </span>
        </>
      ) : (
        <DeleteAction
          confirm={t("billing.version.deleteConfirm", { day: version.effective_from })}
          deleted={t("billing.version.deleted", { day: version.effective_from })}
          remove={props.remove}
          onDeleted={props.onDeleted}
        />
      )}
    </Space>
  );
}

/** One version of a card: its state and days, who made it and why, its rates, and what may be done to it. */
export function VersionCard(props: {
  version: TRateVersion;
  currency: string;
  only: boolean;
  onEdit: () => void;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { version } = props;
  return (
    <Card
      size="small"
      data-testid={`version-${version.effective_from}`}
      title={
        <Flex gap={8} align="center" wrap>
          <VersionStateTag status={version.state} />
          <span>{versionDays(t, version)}</span>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t("billing.version.createdBy")}>{version.created_by}</Descriptions.Item>
          <Descriptions.Item label={t("billing.form.note")}>{version.note || "—"}</Descriptions.Item>
        </Descriptions>
        <RatesTable rates={version.rates} currency={props.currency} />
        <VersionActions {...props} />
      </Flex>
    </Card>
  );
}
