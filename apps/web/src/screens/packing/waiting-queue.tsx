import { useQuery } from "@tanstack/react-query";
import type { TOrderStatus, TOrderSummary } from "@wms/contracts";
import { Card, Table } from "antd";
import { useTranslation } from "react-i18next";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { packingApi } from "./packing-api.ts";

/** Invalidate after a bench moves a parcel on (every queue refetches). */
export const queueKey = ["packing", "queue"] as const;
const shown = 10;

/**
 * The parcels waiting at a bench, oldest first (the order they should be worked in): so an operator sees
 * what is left without leaving the scan screen. Refreshed every 15 s and after each scan.
 */
export function WaitingQueue(props: { status: TOrderStatus; labelled?: "yes" | "no"; testId: string }) {
  const { t } = useTranslation();
  const waiting = useQuery({
    queryKey: [...queueKey, props.status, props.labelled],
    queryFn: () => packingApi.waiting(props.status, props.labelled, shown),
    refetchInterval: 15_000,
  });
  const total = waiting.data?.total ?? 0;
  return (
    <Card size="small" title={t("packing.queue.title", { count: total })} data-testid={props.testId}>
      <Table<TOrderSummary>
        rowKey="order_id"
        size="small"
        loading={waiting.isLoading}
        dataSource={waiting.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: t("packing.queue.empty") }}
        footer={total > shown ? () => t("packing.queue.more", { count: total - shown }) : undefined}
        columns={[
          textColumn("code", t("packing.fields.order"), { sorter: false }),
          textColumn("channel_name", t("packing.fields.channel"), { sorter: false }),
          textColumn("consignee", t("packing.queue.consignee"), { sorter: false, ellipsis: true }),
          numberColumn("quantity", t("packing.queue.pieces"), { sorter: false }),
          timeColumn("created_at", t("packing.queue.created"), { sorter: false }),
        ]}
      />
    </Card>
  );
}
