import { CopyOutlined } from "@ant-design/icons";
import { roleDisplayName } from "@wms/contracts";
import { App, Button, Card, Descriptions, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/use-session.ts";

/** Key information: the identifiers support and integrations ask for, each with a copy button. */
export function KeyInformationScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  if (!session) return null;
  const copy = (name: string, value: string) =>
    navigator.clipboard
      .writeText(value)
      .then(() => message.success(t("common.copied", { name })))
      .catch(() => message.error(t("common.copyFailed", { name })));
  const rows = [
    { key: "username", label: t("auth.username"), value: session.username },
    { key: "role", label: t("auth.role"), value: t(`role.${session.role}`, roleDisplayName[session.role]) },
    {
      key: "relatedId",
      label: t(session.role === "dropShipper" ? "keyInfo.customerId" : "keyInfo.providerId"),
      value: session.relatedId,
    },
  ];
  return (
    <Card title={t("menu.keyInformation")}>
      <Descriptions
        column={1}
        bordered
        items={rows.map((row) => ({
          key: row.key,
          label: row.label,
          children: (
            <span>
              <code>{row.value}</code>{" "}
              <Tooltip title={t("common.copy")}>
                <Button
                  size="small"
                  type="text"
                  icon={<CopyOutlined />}
                  aria-label={`${t("common.copy")} ${row.label}`}
                  onClick={() => void copy(row.label, row.value)}
                />
              </Tooltip>
            </span>
          ),
        }))}
      />
    </Card>
  );
}
