import type { TReceiptStatus } from "@wms/contracts";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { statusTag } from "../../components/status-tag.tsx";
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

export const ReceiptStatusTag = statusTag({ colours, textKey: "receipts.status", testId: "receipt-status" });

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
