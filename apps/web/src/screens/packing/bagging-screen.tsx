import { useQueryClient } from "@tanstack/react-query";
import type { TPutIntoBagResponse } from "@wms/contracts";
import { Alert, Flex, Input, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BagsTable } from "./bags-table.tsx";
import { bagsKey, packingApi } from "./packing-api.ts";
import { errorText, ScanField, type TScanFieldHandle } from "./scan-field.tsx";
import { queueKey, WaitingQueue } from "./waiting-queue.tsx";

/**
 * Bagging (/p/p-bagging), the last bench before the hand-over: scan a weighed parcel that carries its
 * waybill (order code or tracking number); it goes into the open bag of its channel (a bag is opened when there is none), or into the bag named in the optional
 * field. The list below shows bags by channel, status and date; bags are closed and printed from there.
 */
export function BaggingScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [bagNumber, setBagNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<TPutIntoBagResponse | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const field = useRef<TScanFieldHandle>(null);

  const onScan = (code: string) => {
    queue.current = queue.current.then(async () => {
      try {
        setLast(await packingApi.putIntoBag(code, bagNumber.trim() || undefined));
        setError(null);
        void client.invalidateQueries({ queryKey: bagsKey });
        void client.invalidateQueries({ queryKey: queueKey });
      } catch (err) {
        setLast(null);
        setError(errorText(err, t("packing.failed")));
      }
      field.current?.focus();
    });
  };

  return (
    <Flex vertical gap={16} data-testid="bagging-screen">
      <Typography.Title level={3}>{t("packing.bagging.title")}</Typography.Title>
      <Typography.Text type="secondary">{t("packing.bagging.hint")}</Typography.Text>
      <Flex gap={12} wrap align="flex-start">
        <ScanField
          ref={field}
          label={t("packing.bagging.scanOrder")}
          onScan={onScan}
          error={error}
          testId="bagging-scan"
          ok={
            last && (
              <Alert
                type="success"
                showIcon
                data-testid="bagging-ok"
                message={t("packing.bagging.done", {
                  code: last.order_code,
                  bag: last.bag.bag_number,
                  channel: last.bag.channel_name,
                  count: last.bag.packages,
                })}
              />
            )
          }
        />
        <Input
          size="large"
          value={bagNumber}
          onChange={(e) => setBagNumber(e.target.value)}
          placeholder={t("packing.bagging.bagNumber")}
          aria-label={t("packing.bagging.bagNumber")}
          allowClear
          style={{ width: 260 }}
          data-testid="bagging-bag-number"
        />
      </Flex>
      <WaitingQueue status="weighed" labelled="yes" testId="bagging-queue" />
      <BagsTable />
    </Flex>
  );
}
