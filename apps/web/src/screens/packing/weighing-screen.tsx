import type { TWeighResult } from "@wms/contracts";
import { Alert, Flex, Input, type InputRef, Table, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { packingApi } from "./packing-api.ts";
import { errorText, ScanField, type TScanFieldHandle } from "./scan-field.tsx";
import { WeighingSettingsButton } from "./weighing-settings.tsx";

const weightPattern = /^\d{1,4}(\.\d{1,3})?$/;

/**
 * Batch weighing (/p/p-batch-weighing) of bagged packages: scan the order code or tracking number, then
 * type (or paste from the scale) the weight in kg and press Enter. Within tolerance the order is
 * weighed; outside it goes to exceptions (and out of its bag). The session's results stay listed.
 */
export function WeighingScreen() {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [weight, setWeight] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<TWeighResult[]>([]);
  const scan = useRef<TScanFieldHandle>(null);
  const weightInput = useRef<InputRef>(null);
  // The focus follows the step: the scan field while no package is scanned, else the weight field.
  useEffect(() => {
    if (code) weightInput.current?.focus();
    else scan.current?.focus();
  }, [code]);

  const submit = async () => {
    const value = weight.trim().replace(",", ".");
    if (!code) return;
    if (!weightPattern.test(value) || Number(value) <= 0) {
      setError(t("packing.weighing.weightFormat"));
      return;
    }
    try {
      const result = await packingApi.weigh(code, value);
      setResults((r) => [result, ...r].slice(0, 200));
      setError(null);
    } catch (err) {
      setError(errorText(err, t("packing.failed")));
    }
    setCode(null);
    setWeight("");
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
        error={code ? null : error}
        disabled={code !== null}
        onScan={(scanned) => {
          setCode(scanned);
          setError(null);
        }}
        ok={
          last && (
            <Alert
              type={last.within_tolerance ? "success" : "warning"}
              showIcon
              data-testid="weighing-last"
              message={t(last.within_tolerance ? "packing.weighing.ok" : "packing.weighing.out", {
                code: last.code,
                expected: last.expected_kg,
                actual: last.actual_kg,
              })}
            />
          )
        }
      />
      {code && (
        <Flex vertical gap={8} style={{ maxWidth: 520 }}>
          <Typography.Text strong>{t("packing.weighing.for", { code })}</Typography.Text>
          <Input
            ref={weightInput}
            size="large"
            value={weight}
            suffix="kg"
            inputMode="decimal"
            status={error ? "error" : undefined}
            aria-label={t("packing.weighing.weight")}
            placeholder={t("packing.weighing.weight")}
            data-testid="weighing-weight"
            autoComplete="off"
            onChange={(e) => setWeight(e.target.value)}
            onPressEnter={() => void submit()}
            onKeyDown={(e) => {
              if (e.key === "Escape") {
                setCode(null);
                setWeight("");
                setError(null);
              }
            }}
          />
          {error && <Alert type="error" showIcon message={error} data-testid="weighing-weight-error" />}
        </Flex>
      )}
      <Table<TWeighResult>
        rowKey={(r) => `${r.order_id}-${r.actual_kg}-${r.status}`}
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
            render: (_, r) =>
              r.within_tolerance ? (
                <Tag color="success">{t("packing.weighing.within")}</Tag>
              ) : (
                <Tag color="error">{t("packing.weighing.outside")}</Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}
