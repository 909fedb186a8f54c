import { shippingEndpoints } from "@wms/contracts";
import { Card, Flex, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, ScanField, type TScanFieldHandle } from "../packing/scan-field.tsx";
import { fetchWaybillPdf } from "./shipping-api.ts";
import { TrackingNumbersCard } from "./tracking-numbers-card.tsx";

type TPrinted = {
  url: string;
  orderCode: string;
  orderId: string;
  barcode: string;
};

/**
 * One piece for shipping (/p/p-one-piece-for-shipping): scan one item; the next single-item order of that
 * SKU is reviewed by that scan (the item is the whole order) and its waybill printed at once (the PDF opens
 * below, ready for the printer); the parcel then goes on to weighing (if not weighed yet) and its channel's
 * bag. The scan field keeps the focus for the next item.
 */
export function OnePieceScreen() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [printed, setPrinted] = useState<TPrinted | null>(null);
  const scan = useRef<TScanFieldHandle>(null);
  const printedUrl = printed?.url;
  useEffect(() => () => (printedUrl ? URL.revokeObjectURL(printedUrl) : undefined), [printedUrl]);
  const refocus = () => setTimeout(() => scan.current?.focus(), 0);

  const onScan = async (barcode: string) => {
    try {
      const pdf = await fetchWaybillPdf(shippingEndpoints.onePiece, { barcode });
      setPrinted({ ...pdf, barcode });
      setError(null);
    } catch (err) {
      setError(errorText(err, t("shipping.failed")));
    }
    refocus();
  };

  return (
    <Flex vertical gap={16} data-testid="one-piece-screen">
      <Typography.Title level={3}>{t("shipping.onePiece.title")}</Typography.Title>
      <Typography.Text type="secondary">{t("shipping.onePiece.hint")}</Typography.Text>
      <ScanField
        ref={scan}
        label={t("shipping.onePiece.scan")}
        testId="one-piece-scan"
        error={error}
        onScan={(code) => void onScan(code)}
        ok={
          printed && (
            <Typography.Text type="success" data-testid="one-piece-printed">
              {t("shipping.onePiece.printed", { order: printed.orderCode, barcode: printed.barcode })}{" "}
              <a href={printed.url} target="_blank" rel="noreferrer">
                {t("shipping.onePiece.open")}
              </a>{" "}
              <Typography.Text type="secondary" data-testid="one-piece-next">
                {t("shipping.onePiece.next")}
              </Typography.Text>
            </Typography.Text>
          )
        }
      />
      {printed && (
        <Card size="small" title={t("shipping.onePiece.preview")}>
          <iframe
            title={t("shipping.onePiece.preview")}
            src={printed.url}
            style={{ width: "100%", height: 560, border: 0 }}
            data-testid="one-piece-pdf"
          />
        </Card>
      )}
      <TrackingNumbersCard />
    </Flex>
  );
}
