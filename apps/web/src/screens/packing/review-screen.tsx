import type { TReviewLine, TReviewState } from "@wms/contracts";
import { Alert, Button, Card, Descriptions, Flex, Progress, Table, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { packingApi } from "./packing-api.ts";
import { errorText, ScanField, type TScanFieldHandle } from "./scan-field.tsx";

/**
 * Review bench (/p/p-to-review): scan the order code (or tracking number), then every item's barcode or
 * SKU. Wrong items and extra pieces are refused with a visual error (the server records them); the
 * order is reviewed as soon as the last piece is scanned. Escape (or the button) drops the current order.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  const [order, setOrder] = useState<TReviewState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const field = useRef<TScanFieldHandle>(null);

  const run = (work: () => Promise<void>) => {
    queue.current = queue.current.then(async () => {
      try {
        await work();
        setError(null);
      } catch (err) {
        setError(errorText(err, t("packing.failed")));
      }
      field.current?.focus();
    });
  };

  const onScan = (code: string) =>
    run(async () => {
      if (!order) {
        setDone(null);
        setOrder(await packingApi.startReview(code));
        return;
      }
      const next = await packingApi.scanItem(order.order_id, code);
      if (next.status === "reviewed") {
        setDone(next.code);
        setOrder(null);
      } else setOrder(next);
    });

  const reset = () => {
    setOrder(null);
    setError(null);
    field.current?.focus();
  };

  const scannedTotal = order?.lines.reduce((a, l) => a + l.scanned, 0) ?? 0;
  const total = order?.lines.reduce((a, l) => a + l.quantity, 0) ?? 0;
  return (
    <Flex
      vertical
      gap={16}
      data-testid="review-screen"
      onKeyDown={(e) => {
        if (e.key === "Escape" && order) reset();
      }}
    >
      <Typography.Title level={3}>{t("packing.review.title")}</Typography.Title>
      <Typography.Text type="secondary">
        {order ? t("packing.review.hintItem") : t("packing.review.hintOrder")}
      </Typography.Text>
      <ScanField
        ref={field}
        label={order ? t("packing.review.scanItem") : t("packing.review.scanOrder")}
        onScan={onScan}
        error={error}
        testId="review-scan"
        ok={
          done && (
            <Alert
              type="success"
              showIcon
              message={t("packing.review.done", { code: done })}
              data-testid="review-done"
            />
          )
        }
      />
      {order && (
        <Card
          title={
            <Flex gap={8} align="center">
              <span data-testid="review-order-code">{order.code}</span>
              {order.errors > 0 && (
                <Tag color="warning">{t("packing.review.errors", { count: order.errors })}</Tag>
              )}
            </Flex>
          }
          extra={
            <Flex gap={8}>
              <Button onClick={reset} data-testid="review-cancel">
                {t("packing.review.cancel")}
              </Button>
              <Button
                type="primary"
                disabled={!order.complete}
                onClick={() => run(async () => void (await packingApi.completeReview(order.order_id)))}
              >
                {t("packing.review.complete")}
              </Button>
            </Flex>
          }
        >
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t("packing.fields.tracking")}>
              {order.tracking_number || "—"}
            </Descriptions.Item>
            <Descriptions.Item label={t("packing.fields.notes")}>{order.notes || "—"}</Descriptions.Item>
          </Descriptions>
          <Progress percent={total ? Math.round((scannedTotal / total) * 100) : 0} />
          <Table<TReviewLine>
            rowKey="variant_id"
            size="small"
            pagination={false}
            dataSource={order.lines}
            data-testid="review-lines"
            columns={[
              { title: t("packing.fields.sku"), dataIndex: "sku" },
              { title: t("packing.fields.barcode"), dataIndex: "barcode" },
              { title: t("packing.fields.name"), dataIndex: "name" },
              {
                title: t("packing.fields.scanned"),
                key: "scanned",
                render: (_, l) => (
                  <Tag color={l.scanned >= l.quantity ? "success" : "default"}>
                    {l.scanned} / {l.quantity}
                  </Tag>
                ),
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
