import { useQuery } from "@tanstack/react-query";
import type { TReceiptBox, TReceiptDetail, TReceiptLine } from "@wms/contracts";
import { Descriptions, Drawer, Skeleton, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatTime } from "../../components/format.ts";
import { Difference, ReceiptStatusTag } from "./receipt-status.tsx";
import { receiptsApi, receiptsKey } from "./receipts-api.ts";

/** Lines with expected / inspected quantities (over and short visible), boxes, putaway and the log. */
export function ReceiptLinesTable({ receipt }: { receipt: TReceiptDetail }) {
  const { t } = useTranslation();
  return (
    <ItemsTable<TReceiptLine>
      rowKey="line_id"
      dataSource={receipt.lines}
      data-testid="receipt-lines"
      columns={[
        textColumn("sku", t("receipts.fields.sku")),
        { key: "name", title: t("receipts.fields.name"), render: (_v, l) => l.name_en || l.name_cn },
        textColumn("number", t("receipts.fields.number")),
        textColumn("received_quantity", t("receipts.fields.received")),
        textColumn("qualified_quantity", t("receipts.fields.qualified")),
        textColumn("unqualified_quantity", t("receipts.fields.unqualified")),
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
          <ItemsTable<TReceiptBox>
            rowKey="box_id"
            dataSource={r.boxes}
            columns={[
              textColumn("code", t("receipts.fields.boxCode")),
              textColumn("weight", t("receipts.fields.weight")),
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
              <ItemsTable<TReceiptDetail["putaways"][number]>
                rowKey={(p) => `${p.line_id}:${p.kind}:${p.location_id}`}
                dataSource={r.putaways}
                data-testid="receipt-putaways"
                columns={[
                  textColumn("sku", t("receipts.fields.sku")),
                  {
                    key: "kind",
                    title: t("receipts.fields.kind"),
                    render: (_v, p) => t(`receipts.kind.${p.kind}`),
                  },
                  textColumn("location_code", t("receipts.fields.location")),
                  textColumn("quantity", t("receipts.fields.quantity")),
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
