import { useQueryClient } from "@tanstack/react-query";
import type { TReviewLine, TReviewState, TReviewWaveState } from "@wms/contracts";
import { Alert, Button, Card, Descriptions, Flex, Progress, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { packingApi } from "./packing-api.ts";
import { errorText, ScanField, type TScanFieldHandle } from "./scan-field.tsx";
import { queueKey, WaitingQueue } from "./waiting-queue.tsx";

/** What the bench waits for: a code, an item of an open wave, or an item of one order. */
type TMode =
  | { kind: "idle" }
  | { kind: "wave"; wave: TReviewWaveState; lastReviewed: string | null }
  /** `wave`: the order came from that wave's scan; the bench returns to the wave when it is done. */
  | { kind: "order"; order: TReviewState; wave: TReviewWaveState | null; lastReviewed: string | null };

type TNotice =
  | { key: "done"; code: string }
  | { key: "doneInWave"; code: string; wave: string }
  | { key: "waveDone"; wave: string };

const idle: TMode = { kind: "idle" };

/**
 * Review bench (/p/p-to-review): scan the order code (or tracking number), then every item's barcode or
 * SKU; or scan a wave code, then items only: each goes to the wave's oldest order that still needs it.
 * A single-item order is reviewed at once and the bench stays on the wave; a bigger order takes the
 * bench (order mode) until it is complete, then the bench returns to the wave. Wrong items and extra
 * pieces are refused with a visual error (the server records them). Escape steps back: from an order of
 * a wave to the wave, from a wave or an order to waiting for a code.
 *
 * Scans are queued; each one reads the mode left by the previous one from `mode` (a ref), never from
 * the render it was typed in, so a fast wedge scanner cannot send an item to a stale order or wave.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<TMode>(idle);
  const mode = useRef<TMode>(idle);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const field = useRef<TScanFieldHandle>(null);
  const client = useQueryClient();

  const apply = (next: TMode) => {
    mode.current = next;
    setView(next);
  };

  const run = (work: () => Promise<void>) => {
    queue.current = queue.current.then(async () => {
      try {
        await work();
        setError(null);
        void client.invalidateQueries({ queryKey: queueKey });
      } catch (err) {
        setError(errorText(err, t("packing.failed")));
      }
      field.current?.focus();
    });
  };

  /** The wave as the server sees it now: stays open while it has orders to review, else is done. */
  const showWave = (wave: TReviewWaveState, reviewed: string | null, last: string | null = null) => {
    if (wave.to_review === 0) {
      setNotice({ key: "waveDone", wave: wave.code });
      apply(idle);
      return;
    }
    setNotice(reviewed ? { key: "doneInWave", code: reviewed, wave: wave.code } : null);
    apply({ kind: "wave", wave, lastReviewed: reviewed ?? last });
  };

  /** Back to the wave the order came from (its counts read again), or to waiting for a code. */
  const leaveOrder = async (current: Extract<TMode, { kind: "order" }>, reviewed: string | null) => {
    if (!current.wave) {
      setNotice(reviewed ? { key: "done", code: reviewed } : null);
      apply(idle);
      return;
    }
    // The wave as last known first, so a failed refresh still leaves the bench on the wave.
    const last = reviewed ?? current.lastReviewed;
    apply({ kind: "wave", wave: current.wave, lastReviewed: last });
    const fresh = await packingApi.startReview(current.wave.code);
    if (fresh.mode === "wave") showWave(fresh, reviewed, last);
  };

  const onScan = (code: string) =>
    run(async () => {
      const current = mode.current;
      if (current.kind === "idle") {
        setNotice(null);
        const started = await packingApi.startReview(code);
        if (started.mode === "wave") showWave(started, null);
        else apply({ kind: "order", order: started, wave: null, lastReviewed: null });
        return;
      }
      if (current.kind === "wave") {
        const scan = await packingApi.scanWaveItem(current.wave.wave_id, code);
        if (scan.order.status !== "picked") showWave(scan.wave, scan.order.code);
        else {
          setNotice(null);
          apply({ kind: "order", order: scan.order, wave: scan.wave, lastReviewed: current.lastReviewed });
        }
        return;
      }
      const next = await packingApi.scanItem(current.order.order_id, code);
      if (next.status !== "picked") await leaveOrder(current, next.code);
      else apply({ ...current, order: next });
    });

  const complete = () =>
    run(async () => {
      const current = mode.current;
      if (current.kind !== "order") return;
      const done = await packingApi.completeReview(current.order.order_id);
      await leaveOrder(current, done.code);
    });

  const back = () =>
    run(async () => {
      const current = mode.current;
      if (current.kind === "order") await leaveOrder(current, null);
      else if (current.kind === "wave") {
        setNotice(null);
        apply(idle);
      }
    });

  const order = view.kind === "order" ? view.order : null;
  const wave = view.kind === "idle" ? null : view.wave;
  const hint =
    view.kind === "idle"
      ? t("packing.review.hintOrder")
      : view.kind === "wave"
        ? t("packing.review.hintWave")
        : view.wave
          ? t("packing.review.hintItemInWave", { wave: view.wave.code })
          : t("packing.review.hintItem");
  return (
    <Flex
      vertical
      gap={16}
      data-testid="review-screen"
      onKeyDown={(e) => {
        if (e.key === "Escape" && view.kind !== "idle") back();
      }}
    >
      <Typography.Title level={3}>{t("packing.review.title")}</Typography.Title>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <ScanField
        ref={field}
        label={view.kind === "idle" ? t("packing.review.scanOrder") : t("packing.review.scanItem")}
        onScan={onScan}
        error={error}
        testId="review-scan"
        ok={notice && <NoticeAlert notice={notice} />}
      />
      {wave && view.kind === "wave" && (
        <WaveCard wave={wave} lastReviewed={view.lastReviewed} onLeave={back} />
      )}
      {order && <OrderCard order={order} wave={wave} onBack={back} onComplete={complete} />}
      {view.kind === "idle" && <WaitingQueue status="picked" testId="review-queue" />}
    </Flex>
  );
}

function NoticeAlert({ notice }: { notice: TNotice }) {
  const { t } = useTranslation();
  const message =
    notice.key === "done"
      ? t("packing.review.done", { code: notice.code })
      : notice.key === "doneInWave"
        ? t("packing.review.doneInWave", { code: notice.code, wave: notice.wave })
        : t("packing.review.waveDone", { wave: notice.wave });
  return <Alert type="success" showIcon message={message} data-testid="review-done" />;
}

function WaveCard(props: { wave: TReviewWaveState; lastReviewed: string | null; onLeave: () => void }) {
  const { t } = useTranslation();
  const { wave } = props;
  const reviewed = wave.order_count - wave.to_review;
  return (
    <Card
      data-testid="review-wave"
      title={
        <Flex gap={8} align="center">
          <span>{t("packing.review.wave")}</span>
          <span data-testid="review-wave-code">{wave.code}</span>
        </Flex>
      }
      extra={
        <Button onClick={props.onLeave} data-testid="review-leave-wave">
          {t("packing.review.leaveWave")}
        </Button>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t("packing.review.toReview")}>
          <span data-testid="review-wave-remaining">{wave.to_review}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.review.unitsToScan")}>{wave.units_to_scan}</Descriptions.Item>
        <Descriptions.Item label={t("packing.review.lastReviewed")}>
          <span data-testid="review-wave-last">{props.lastReviewed ?? "—"}</span>
        </Descriptions.Item>
      </Descriptions>
      <Progress
        percent={wave.order_count ? Math.round((Math.max(reviewed, 0) / wave.order_count) * 100) : 0}
        format={() => t("packing.review.waveProgress", { count: wave.to_review })}
      />
    </Card>
  );
}

function OrderCard(props: {
  order: TReviewState;
  wave: TReviewWaveState | null;
  onBack: () => void;
  onComplete: () => void;
}) {
  const { t } = useTranslation();
  const { order, wave } = props;
  const scannedTotal = order.lines.reduce((a, l) => a + l.scanned, 0);
  const total = order.lines.reduce((a, l) => a + l.quantity, 0);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <span data-testid="review-order-code">{order.code}</span>
          {wave && (
            <Tag data-testid="review-order-wave">{t("packing.review.ofWave", { wave: wave.code })}</Tag>
          )}
          {order.errors > 0 && (
            <Tag color="warning">{t("packing.review.errors", { count: order.errors })}</Tag>
          )}
        </Flex>
      }
      extra={
        <Flex gap={8}>
          <Button onClick={props.onBack} data-testid="review-cancel">
            {wave ? t("packing.review.backToWave") : t("packing.review.cancel")}
          </Button>
          <Button type="primary" disabled={!order.complete} onClick={props.onComplete}>
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
      <ItemsTable<TReviewLine>
        rowKey="variant_id"
        dataSource={order.lines}
        data-testid="review-lines"
        columns={[
          textColumn("sku", t("packing.fields.sku")),
          textColumn("barcode", t("packing.fields.barcode")),
          textColumn("name", t("packing.fields.name")),
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
  );
}
