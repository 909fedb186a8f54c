import { useQuery } from "@tanstack/react-query";
import type { TReceiptDetail } from "@wms/contracts";
import { Descriptions, Drawer, Skeleton, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatTime } from "../../components/format.ts";
import { Difference, ReceiptStatusTag } from "./receipt-status.tsx";
import { receiptsApi, receiptsKey } from "./receipts-api.ts";

/** Lines with expected / inspected quantities (over and short visible), boxes, putaway and the log. */
export function ReceiptLinesTable({ receipt }: { receipt: TReceiptDetail }) {
  const { t } = useTranslation();
  return (
    <ItemsTable
      rowKey="line_id"
      dataSource={receipt.lines}
      data-testid="receipt-lines"
      columns={[
        { key: "sku", title: t("receipts.fields.sku"), dataIndex: "sku" },
        { key: "name", title: t("receipts.fields.name"), render: (_v, l) => l.name_en || l.name_cn },
        { key: "number", title: t("receipts.fields.number"), dataIndex: "number" },
        { key: "received", title: t("receipts.fields.received"), dataIndex: "received_quantity" },
        { key: "qualified", title: t("receipts.fields.qualified"), dataIndex: "qualified_quantity" },
        { key: "unqualified", title: t("receipts.fields.unqualified"), dataIndex: "unqualified_quantity" },
        {
          key: "difference",
          title: t("receipts.fields.difference"),
          render: (_v, l) => <Difference expected={l.number} actual={l.received_quantity} />,
        },
      ]}
    />
  );
}

export function ReceiptDetailDrawer(props: {
  receiptId: string | null;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...receiptsKey, "detail", props.receiptId],
    queryFn: () =>
      receiptsApi.detail({ provider_uuid: props.providerUuid, receipt_id: props.receiptId ?? "" }),
    enabled: Boolean(props.receiptId),
  });
  const r = detail.data;
  return (
    <Drawer open={Boolean(props.receiptId)} onClose={props.onClose} size="large" title={r?.code}>
      {!r ? (
        <Skeleton active />
      ) : (
        <div data-testid="receipt-detail">
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t("receipts.fields.status")}>
              <ReceiptStatusTag status={r.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("receipts.fields.warehouse")}>
              {r.warehouse_code} {r.warehouse_name}
            </Descriptions.Item>
            <Descriptions.Item label={t("receipts.fields.customer")}>
              {r.owner_code} {r.customer_name}
            </Descriptions.Item>
            <Descriptions.Item label={t("receipts.fields.expectedArrival")}>
              {r.expected_arrival ?? "—"}
            </Descriptions.Item>
            <Descriptions.Item label={t("receipts.fields.reference")}>{r.reference || "—"}</Descriptions.Item>
            <Descriptions.Item label={t("receipts.fields.remark")}>{r.remark || "—"}</Descriptions.Item>
          </Descriptions>
          <ReceiptLinesTable receipt={r} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t("receipts.boxesTitle")}
          </Typography.Title>
          <ItemsTable
            rowKey="box_id"
            dataSource={r.boxes}
            columns={[
              { key: "code", title: t("receipts.fields.boxCode"), dataIndex: "code" },
              { key: "weight", title: t("receipts.fields.weight"), dataIndex: "weight" },
              {
                key: "received",
                title: t("receipts.fields.receivedAt"),
                render: (_v, b) => formatTime(b.received_at),
              },
            ]}
          />
          {r.putaways.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t("receipts.putawayTitle")}
              </Typography.Title>
              <ItemsTable
                rowKey={(p) => `${p.line_id}:${p.kind}:${p.location_id}`}
                dataSource={r.putaways}
                data-testid="receipt-putaways"
                columns={[
                  { key: "sku", title: t("receipts.fields.sku"), dataIndex: "sku" },
                  {
                    key: "kind",
                    title: t("receipts.fields.kind"),
                    render: (_v, p) => t(`receipts.kind.${p.kind}`),
                  },
                  { key: "location", title: t("receipts.fields.location"), dataIndex: "location_code" },
                  { key: "quantity", title: t("receipts.fields.quantity"), dataIndex: "quantity" },
                ]}
              />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t("receipts.logTitle")}
          </Typography.Title>
          <Timeline
            items={r.logs.map((l) => ({
              children: `${formatTime(l.created_at)} · ${l.actor_name} · ${t(`receipts.actions.${l.action}`, { defaultValue: l.action })}${
                l.to_status ? ` → ${t(`receipts.status.${l.to_status}`)}` : ""
              }`,
            }))}
          />
        </div>
      )}
    </Drawer>
  );
}
