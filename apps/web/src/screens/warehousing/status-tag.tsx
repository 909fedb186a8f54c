import type { TWarehouseStatus } from "@wms/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

export function StatusTag({ status }: { status: TWarehouseStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === "enabled" ? "success" : "default"}>{t(`warehousing.statuses.${status}`)}</Tag>
  );
}
