import { receiptMaxQuantity, type TReceiptDetail, type TScanReceiptResult } from "@wms/contracts";
import { Alert, Button, Flex, type GetRef, Input, InputNumber, type InputRef, Typography } from "antd";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { receiptsApi } from "./receipts-api.ts";
import { isBoxCode, knownCodes, readCountEntry } from "./scan-count.ts";

/** A scanned SKU or barcode waiting for its count; `seq` gives each one a fresh count field. */
type TPending = { code: string; seq: number };

/**
 * Receiving by scanner: a keyboard-wedge scanner types into the focused field and presses Enter. A box
 * label is sent at once. A SKU or barcode waits for its count: the count field takes the focus with 1
 * selected; Enter sends the code with the typed count and goes back to the scan field. Scanning the next
 * item instead (the scanner types over the selected 1) sends the waiting code with its count and makes the
 * new code wait; Escape drops it. What Enter in the count field means is `readCountEntry`'s.
 *
 * Codes are sent in order (a queue, so fast scans never overtake each other). Errors show next to the
 * field (no sound). Tab then Enter goes on to inspection.
 */
export function ScanPanel(props: { receipt: TReceiptDetail; onScanned: () => void; onInspect: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState<TPending | null>(null);
  const [countError, setCountError] = useState(false);
  const [last, setLast] = useState<{ result: TScanReceiptResult; quantity: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const input = useRef<InputRef>(null);
  const countField = useRef<GetRef<typeof InputNumber>>(null);
  /** What the count field holds as typed (InputNumber would only report it once it parses as a number). */
  const countText = useRef("1");
  const seq = useRef(0);
  const promptId = useId();
  const countErrorId = useId();
  const known = useMemo(() => knownCodes(props.receipt), [props.receipt]);
  useEffect(() => input.current?.focus(), []);
  // A new waiting code: its count field has the focus with the 1 selected, so typing replaces it.
  useLayoutEffect(() => {
    if (pending) countField.current?.focus({ cursor: "all" });
  }, [pending]);

  const send = (scanned: string, quantity: number) => {
    queue.current = queue.current.then(async () => {
      try {
        const result = await receiptsApi.scan({
          receipt_id: props.receipt.receipt_id,
          code: scanned,
          quantity,
        });
        setLast({ result, quantity });
        setError(null);
        props.onScanned();
      } catch (err) {
        setLast(null);
        setError(err instanceof ApiError ? err.message : t("receipts.scan.failed"));
      }
    });
  };

  const backToScan = () => {
    setPending(null);
    setCountError(false);
    input.current?.focus();
  };

  /** A scanned code: a box label is sent, anything else waits for its count. */
  const accept = (scanned: string) => {
    if (isBoxCode(props.receipt, scanned)) {
      send(scanned, 1);
      backToScan();
      return;
    }
    countText.current = "1";
    setCountError(false);
    seq.current += 1;
    setPending({ code: scanned, seq: seq.current });
  };

  const refuseCount = () => {
    setCountError(true);
    countField.current?.focus({ cursor: "all" });
  };

  const onCountKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!pending) return;
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      backToScan();
      return;
    }
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    // Decided here, before InputNumber's own Enter (which would bring the text into min..max first).
    e.preventDefault();
    e.stopPropagation();
    const entry = readCountEntry(countText.current, known);
    if (entry.kind === "invalid") return refuseCount();
    send(pending.code, entry.quantity);
    if (entry.kind === "code") accept(entry.code);
    else backToScan();
  };

  const boxesReceived = props.receipt.boxes.filter((b) => b.received_at).length;
  const line = last?.result.kind === "line" ? last.result.line : null;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t("receipts.scan.hint")} ·{" "}
        {t("receipts.scan.boxes", { received: boxesReceived, total: props.receipt.boxes.length })}
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        <Input
          ref={input}
          value={code}
          size="large"
          status={error ? "error" : undefined}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape" && pending) backToScan();
          }}
          onPressEnter={() => {
            const scanned = code.trim();
            if (!scanned) return setCode("");
            if (pending) {
              // Back in the scan field while a code waits: it goes with its count, as in the count field.
              const entry = readCountEntry(countText.current, []);
              if (entry.kind !== "count") return refuseCount();
              send(pending.code, entry.quantity);
            }
            setCode("");
            accept(scanned);
          }}
          placeholder={t("receipts.scan.placeholder")}
          aria-label={t("receipts.scan.placeholder")}
          aria-invalid={Boolean(error)}
          data-testid="receipt-scan"
          style={{ maxWidth: 420 }}
          autoComplete="off"
        />
        {pending && (
          <InputNumber<number>
            key={pending.seq}
            ref={countField}
            size="large"
            min={1}
            max={receiptMaxQuantity}
            precision={0}
            defaultValue={1}
            changeOnBlur={false}
            status={countError ? "error" : undefined}
            onInput={(text) => {
              countText.current = text;
              setCountError(false);
            }}
            onStep={(value) => {
              countText.current = String(value);
              setCountError(false);
            }}
            onKeyDown={onCountKey}
            aria-label={t("receipts.scan.countLabel", { code: pending.code })}
            aria-describedby={countError ? `${promptId} ${countErrorId}` : promptId}
            aria-invalid={countError}
            data-testid="receipt-count"
            style={{ width: 160 }}
          />
        )}
        <Button size="large" type="primary" onClick={props.onInspect} data-testid="receipt-go-inspect">
          {t("receipts.scan.toInspection")}
        </Button>
      </Flex>
      {pending && (
        <Flex vertical gap={4}>
          <Typography.Text strong id={promptId} role="status" data-testid="receipt-count-prompt">
            {t("receipts.scan.pending", { code: pending.code })}
          </Typography.Text>
          {countError && (
            <Typography.Text type="danger" id={countErrorId} role="alert" data-testid="receipt-count-error">
              {t("receipts.scan.countInvalid", { max: receiptMaxQuantity })}
            </Typography.Text>
          )}
        </Flex>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="receipt-scan-error" />}
      {last?.result.kind === "box" && last.result.box && (
        <Alert
          type="success"
          showIcon
          title={t("receipts.scan.boxOk", { code: last.result.box.code })}
          data-testid="receipt-scan-ok"
        />
      )}
      {line && last && (
        <Alert
          type={last.result.added_line ? "warning" : "success"}
          showIcon
          data-testid="receipt-scan-ok"
          title={t(last.result.added_line ? "receipts.scan.lineAdded" : "receipts.scan.lineOk", {
            sku: line.sku,
            count: last.quantity,
            received: line.received_quantity,
            number: line.number,
          })}
        />
      )}
    </Flex>
  );
}
