import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TReceiptDetail } from "@wms/contracts";
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Steps } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { InspectPanel } from "./inspect-panel.tsx";
import { PutawayPanel } from "./putaway-panel.tsx";
import { ReceiptLinesTable } from "./receipt-detail-drawer.tsx";
import { ReceiptStatusTag } from "./receipt-status.tsx";
import { receiptsApi, receiptsKey } from "./receipts-api.ts";
import { ScanPanel } from "./scan-panel.tsx";

const steps = ["submitted", "receiving", "inspected", "put_away", "completed"] as const;

/** One focused button that Enter activates: start receiving, complete. */
function ActionPanel(props: {
  label: string;
  testId: string;
  run: () => Promise<unknown>;
  onDone: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Flex vertical gap={12} align="start">
      {error && <Alert type="error" showIcon message={error} />}
      <Button
        type="primary"
        size="large"
        autoFocus
        loading={busy}
        data-testid={props.testId}
        onClick={async () => {
          setBusy(true);
          try {
            await props.run();
            setError(null);
            props.onDone();
          } catch (err) {
            setError(err instanceof ApiError ? err.message : String(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        {props.label}
      </Button>
    </Flex>
  );
}

/**
 * /p/receiving?receipt_id=: the warehouse works a receipt from arrival to completion with the keyboard
 * only. Each step puts the focus where the next keystroke belongs (scan field, first count, confirm button).
 */
export function ReceivingScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const receiptId = params.get("receipt_id") ?? "";
  const [inspecting, setInspecting] = useState(false);
  const detail = useQuery({
    queryKey: [...receiptsKey, "detail", receiptId],
    queryFn: () => receiptsApi.detail({ receipt_id: receiptId }),
    enabled: Boolean(receiptId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: receiptsKey });
  if (!receiptId) return <Empty description={t("receipts.receiving.none")} />;
  const r: TReceiptDetail | undefined = detail.data;
  if (!r) return <Skeleton active />;
  const ref = { receipt_id: r.receipt_id };
  const current = steps.indexOf(r.status as (typeof steps)[number]);

  const actionPanel = (label: string, testId: string, run: () => Promise<unknown>) => (
    <ActionPanel label={label} testId={testId} run={run} onDone={refresh} />
  );

  let panel: ReactNode = null;
  if (r.status === "submitted")
    panel = actionPanel(t("receipts.receiving.start"), "receipt-start", () => receiptsApi.start(ref));
  else if (r.status === "receiving")
    panel = inspecting ? (
      <InspectPanel
        receipt={r}
        onBack={() => setInspecting(false)}
        onDone={() => {
          setInspecting(false);
          void refresh();
        }}
      />
    ) : (
      <ScanPanel receipt={r} onScanned={() => void refresh()} onInspect={() => setInspecting(true)} />
    );
  else if (r.status === "inspected") panel = <PutawayPanel receipt={r} onDone={() => void refresh()} />;
  else if (r.status === "put_away")
    panel = actionPanel(t("receipts.receiving.complete"), "receipt-complete", () =>
      receiptsApi.complete(ref),
    );
  else
    panel = (
      <Alert
        type={r.status === "completed" ? "success" : "info"}
        showIcon
        message={t(`receipts.receiving.${r.status}`, { defaultValue: t(`receipts.status.${r.status}`) })}
        data-testid="receipt-result"
      />
    );

  return (
    <Flex vertical gap={16}>
      <Card
        title={t("receipts.receiving.title", { code: r.code })}
        extra={<Link to="/p/warehousing-definition?tab=receipts">{t("receipts.receiving.backToList")}</Link>}
      >
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("receipts.fields.status")}>
            <ReceiptStatusTag status={r.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t("receipts.fields.customer")}>
            {r.owner_code} {r.customer_name}
          </Descriptions.Item>
          <Descriptions.Item label={t("receipts.fields.warehouse")}>
            {r.warehouse_code} {r.warehouse_name}
          </Descriptions.Item>
        </Descriptions>
        <Steps
          size="small"
          current={current < 0 ? 0 : current}
          status={r.status === "cancelled" ? "error" : undefined}
          items={steps.map((s) => ({ title: t(`receipts.status.${s}`) }))}
          style={{ marginBottom: 24 }}
        />
        {panel}
      </Card>
      {!inspecting && (
        <Card title={t("receipts.form.lines")}>
          <ReceiptLinesTable receipt={r} />
        </Card>
      )}
    </Flex>
  );
}
