import type { TExpectedWeight, TWeighResult } from "@wms/contracts";
import { Alert, Button, Descriptions, Flex, Input, type InputRef, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { packingApi } from "./packing-api.ts";
import { errorText } from "./scan-field.tsx";

const weightPattern = /^\d{1,4}(\.\d{1,3})?$/;

/**
 * The weight of one scanned parcel: what it should weigh and how far it may be off show before the entry.
 * A parcel whose one SKU has no weight asks, once the weight is entered, to record it for that SKU (the
 * weight beyond the rest of the parcel, per piece); several weightless SKUs cannot be told apart on one
 * scale and are sent to the product form. Esc goes back to scanning.
 */
export function WeighingEntry(props: {
  parcel: TExpectedWeight;
  onWeighed: (result: TWeighResult) => void;
  onCancel: () => void;
}) {
  const { parcel } = props;
  const { t } = useTranslation();
  const [weight, setWeight] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  const [only, ...others] = parcel.weightless;
  // The weight field has the focus while nothing waits for a confirmation (the screen mounts this panel
  // afresh for each try, so a first miss lands here again for the second weighing).
  useEffect(() => {
    if (!confirming) input.current?.focus();
  }, [confirming]);

  const send = async (value: string, recordWeight: boolean) => {
    try {
      const result = await packingApi.weigh(parcel.code, value, recordWeight);
      setError(null);
      setConfirming(null);
      setWeight("");
      props.onWeighed(result);
    } catch (err) {
      setError(errorText(err, t("packing.failed")));
    }
  };
  const submit = () => {
    const value = weight.trim().replace(",", ".");
    if (!weightPattern.test(value) || Number(value) <= 0) return setError(t("packing.weighing.weightFormat"));
    if (others.length > 0) return setError(t("packing.weighing.severalWeightless"));
    if (only) return setConfirming(value);
    void send(value, false);
  };
  const perPiece = (value: string) =>
    only ? ((Number(value) - Number(parcel.expected_kg)) / only.quantity).toFixed(3) : "";

  return (
    <Flex vertical gap={8} style={{ maxWidth: 560 }} data-testid="weighing-entry">
      <Typography.Text strong>{t("packing.weighing.for", { code: parcel.code })}</Typography.Text>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t("packing.weighing.expected")}>
          <span data-testid="weighing-expected">
            {t("packing.weighing.expectedValue", {
              expected: parcel.expected_kg,
              allowed: parcel.allowed_kg,
            })}
          </span>
        </Descriptions.Item>
      </Descriptions>
      {parcel.weightless.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="weighing-weightless"
          message={t("packing.weighing.weightless", { skus: parcel.weightless.map((l) => l.sku).join(", ") })}
        />
      )}
      {parcel.second_try && (
        <Alert type="warning" showIcon data-testid="weighing-again" message={t("packing.weighing.again")} />
      )}
      <Input
        ref={input}
        size="large"
        value={weight}
        suffix="kg"
        inputMode="decimal"
        disabled={confirming !== null}
        status={error ? "error" : undefined}
        aria-label={t("packing.weighing.weight")}
        placeholder={t("packing.weighing.weight")}
        data-testid="weighing-weight"
        autoComplete="off"
        onChange={(e) => setWeight(e.target.value)}
        onPressEnter={submit}
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onCancel();
        }}
      />
      {confirming && only && (
        <Alert
          type="info"
          showIcon
          data-testid="weighing-record"
          message={t("packing.weighing.recordQuestion", { sku: only.sku, kg: perPiece(confirming) })}
          action={
            <Flex gap={8}>
              {/* No autoFocus: the Enter that asked the question must not also answer it. */}
              <Button type="primary" onClick={() => void send(confirming, true)}>
                {t("packing.weighing.record")}
              </Button>
              <Button onClick={() => setConfirming(null)}>{t("packing.cancel")}</Button>
            </Flex>
          }
        />
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="weighing-weight-error" />}
    </Flex>
  );
}
