import type { TWaveStatus } from "@wms/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** antd preset colours (theme-aware). */
const colours: Record<TWaveStatus, string> = {
  picking: "processing",
  picked: "success",
  short_picked: "error",
};

export function WaveStatusTag({ status }: { status: TWaveStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} data-testid="wave-status">
      {t(`waves.status.${status}`)}
    </Tag>
  );
}
