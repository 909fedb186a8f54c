import type { TReceiptDetail, TScanReceiptResult } from "@wms/contracts";
import { Alert, Button, Flex, Input, type InputRef, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { receiptsApi } from "./receipts-api.ts";

/**
 * Receiving by scanner: a keyboard-wedge scanner types into the focused field and presses Enter. Each
 * code is sent in order (a queue, so fast scans never overtake each other); the field is cleared at once
 * and keeps the focus. Errors show next to the field (no sound). Tab then Enter goes on to inspection.
 */
export function ScanPanel(props: { receipt: TReceiptDetail; onScanned: () => void; onInspect: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [last, setLast] = useState<TScanReceiptResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const input = useRef<InputRef>(null);
  useEffect(() => input.current?.focus(), []);

  const send = (scanned: string) => {
    queue.current = queue.current.then(async () => {
      try {
        const result = await receiptsApi.scan({ receipt_id: props.receipt.receipt_id, code: scanned });
        setLast(result);
        setError(null);
        props.onScanned();
      } catch (err) {
        setLast(null);
        setError(err instanceof ApiError ? err.message : t("receipts.scan.failed"));
      }
    });
  };

  const boxesReceived = props.receipt.boxes.filter((b) => b.received_at).length;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t("receipts.scan.hint")} ·{" "}
        {t("receipts.scan.boxes", { received: boxesReceived, total: props.receipt.boxes.length })}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Input
          ref={input}
          value={code}
          size="large"
          status={error ? "error" : undefined}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={() => {
            const scanned = code.trim();
            setCode("");
            if (scanned) send(scanned);
          }}
          placeholder={t("receipts.scan.placeholder")}
          aria-label={t("receipts.scan.placeholder")}
          aria-invalid={Boolean(error)}
          data-testid="receipt-scan"
          style={{ maxWidth: 420 }}
          autoComplete="off"
        />
        <Button size="large" type="primary" onClick={props.onInspect} data-testid="receipt-go-inspect">
          {t("receipts.scan.toInspection")}
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon message={error} data-testid="receipt-scan-error" />}
      {last?.kind === "box" && last.box && (
        <Alert
          type="success"
          showIcon
          message={t("receipts.scan.boxOk", { code: last.box.code })}
          data-testid="receipt-scan-ok"
        />
      )}
      {last?.kind === "line" && last.line && (
        <Alert
          type={last.added_line ? "warning" : "success"}
          showIcon
          data-testid="receipt-scan-ok"
          message={t(last.added_line ? "receipts.scan.lineAdded" : "receipts.scan.lineOk", {
            sku: last.line.sku,
            received: last.line.received_quantity,
            number: last.line.number,
          })}
        />
      )}
    </Flex>
  );
}
