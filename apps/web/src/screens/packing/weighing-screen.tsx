import { useQueryClient } from "@tanstack/react-query";
import type { TExpectedWeight, TWeighResult } from "@wms/contracts";
import { Alert, Flex, Table, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { packingApi } from "./packing-api.ts";
import { errorText, ScanField, type TScanFieldHandle } from "./scan-field.tsx";
import { queueKey, WaitingQueue } from "./waiting-queue.tsx";
import { WeighingEntry } from "./weighing-entry.tsx";
import { WeighingSettingsButton } from "./weighing-settings.tsx";

const verdictColours: Record<TWeighResult["outcome"], string> = {
  weighed: "success",
  weight_recorded: "success",
  weigh_again: "warning",
  exception: "error",
  weight_unknown: "default",
};

/**
 * Batch weighing (/p/p-batch-weighing) of reviewed (packed) parcels, before their waybill and their bag:
 * scan the order code or tracking number; the expected weight and the tolerance show; type (or paste from
 * the scale) the weight in kg and press Enter. Within tolerance the parcel is weighed; a first miss asks
 * to weigh again, a second one moves it to exceptions. A SKU without a weight records the scale's weight
 * once the bench confirms. The session's results stay listed.
 */
export function WeighingScreen() {
  const { t } = useTranslation();
  const [parcel, setParcel] = useState<TExpectedWeight | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<TWeighResult[]>([]);
  const scan = useRef<TScanFieldHandle>(null);
  const client = useQueryClient();
  useEffect(() => {
    if (!parcel) scan.current?.focus();
  }, [parcel]);

  const open = async (code: string) => {
    try {
      setParcel(await packingApi.expectedWeight(code));
      setError(null);
    } catch (err) {
      setError(errorText(err, t("packing.failed")));
    }
  };
  const weighed = (result: TWeighResult) => {
    setResults((r) => [result, ...r].slice(0, 200));
    void client.invalidateQueries({ queryKey: queueKey });
    // A first miss keeps the parcel on the scale: it is weighed again.
    if (result.outcome === "weigh_again" && parcel) setParcel({ ...parcel, second_try: true });
    else setParcel(null);
  };

  const last = results[0];
  return (
    <Flex vertical gap={16} data-testid="weighing-screen">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t("packing.weighing.title")}</Typography.Title>
        <WeighingSettingsButton />
      </Flex>
      <Typography.Text type="secondary">{t("packing.weighing.hint")}</Typography.Text>
      <ScanField
        ref={scan}
        label={t("packing.weighing.scanOrder")}
        testId="weighing-scan"
        error={parcel ? null : error}
        disabled={parcel !== null}
        onScan={(scanned) => void open(scanned)}
        ok={
          last && (
            <Alert
              type={last.outcome === "weighed" || last.outcome === "weight_recorded" ? "success" : "warning"}
              showIcon
              data-testid="weighing-last"
              message={t(`packing.weighing.outcome.${last.outcome}`, {
                code: last.code,
                expected: last.expected_kg,
                actual: last.actual_kg,
              })}
            />
          )
        }
      />
      {parcel && (
        <WeighingEntry
          key={`${parcel.order_id}-${parcel.second_try}`}
          parcel={parcel}
          onWeighed={weighed}
          onCancel={() => setParcel(null)}
        />
      )}
      <WaitingQueue status="reviewed" testId="weighing-queue" />
      <Table<TWeighResult>
        rowKey={(r) => `${r.order_id}-${r.actual_kg}-${r.outcome}-${r.status}`}
        size="small"
        dataSource={results}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: t("packing.weighing.empty") }}
        data-testid="weighing-results"
        columns={[
          textColumn("code", t("packing.fields.order")),
          textColumn("expected_kg", t("packing.weighing.expected")),
          textColumn("actual_kg", t("packing.weighing.actual")),
          {
            title: t("packing.weighing.verdict"),
            key: "verdict",
            render: (_, r) => (
              <Tag color={verdictColours[r.outcome]}>{t(`packing.weighing.verdicts.${r.outcome}`)}</Tag>
            ),
          },
        ]}
      />
    </Flex>
  );
}
