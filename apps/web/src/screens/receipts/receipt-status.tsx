import type { TReceiptStatus } from "@wms/contracts";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { areaOfPath } from "../../session/session-store.ts";

const colours: Record<TReceiptStatus, string> = {
  draft: "default",
  submitted: "processing",
  receiving: "warning",
  inspected: "warning",
  put_away: "cyan",
  completed: "success",
  cancelled: "default",
};

export function ReceiptStatusTag({ status }: { status: TReceiptStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} data-testid="receipt-status">
      {t(`receipts.status.${status}`)}
    </Tag>
  );
}

/** A received quantity next to the expected one: over- and short-receipts stand out. */
export function Difference({ expected, actual }: { expected: number; actual: number }) {
  const { t } = useTranslation();
  const diff = actual - expected;
  if (diff === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  return (
    <Typography.Text type={diff > 0 ? "warning" : "danger"}>
      {diff > 0 ? t("receipts.over", { count: diff }) : t("receipts.short", { count: -diff })}
    </Typography.Text>
  );
}

/** The area of the current screen: drop shippers name their provider on every call. */
export function currentArea() {
  return areaOfPath(window.location.pathname) ?? "ds";
}
