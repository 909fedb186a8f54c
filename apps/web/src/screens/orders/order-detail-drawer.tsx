import { useQuery, useQueryClient } from "@tanstack/react-query";
import { flowSkipReason, orderBulkActions, type TOrderBulkAction, type TOrderDetail } from "@wms/contracts";
import {
  Button,
  Descriptions,
  Drawer,
  Flex,
  Input,
  List,
  Popconfirm,
  Space,
  Spin,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatMoney, formatTime } from "../../components/format.ts";
import type { useOrderAction } from "./order-bulk-actions.tsx";
import { OrderSplitModal } from "./order-split-modal.tsx";
import { OrderStatusTag, ShopLabels } from "./order-status.tsx";
import { ordersApi, ordersKey } from "./orders-api.ts";

/** Details of one order: fields, items, tracking link, notes, the order log and the actions allowed now. */
export function OrderDetailDrawer(props: {
  orderId: string | null;
  providerUuid?: string;
  staff: boolean;
  runner: ReturnType<typeof useOrderAction>;
  onClose: () => void;
  onEdit: (orderId: string, kind: "edit" | "change") => void;
  /** Shows another order in the drawer (the new part after a split). */
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  // A step the warehouse's flow passed by itself carries a reason code; other reasons are people's words.
  const logReason = (reason: string) =>
    reason === flowSkipReason ? t("orders.log.reasonNotRequired") : reason;
  const queryClient = useQueryClient();
  const ref = { provider_uuid: props.providerUuid, order_id: props.orderId ?? "" };
  const enabled = props.orderId !== null;
  const detail = useQuery({
    queryKey: [...ordersKey, "detail", props.orderId],
    queryFn: () => ordersApi.detail(ref),
    enabled,
  });
  const log = useQuery({
    queryKey: [...ordersKey, "log", props.orderId],
    queryFn: () => ordersApi.log(ref),
    enabled,
  });
  const [note, setNote] = useState("");
  const [splitting, setSplitting] = useState(false);
  const o = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKey });

  const actions = (o?.actions ?? []).filter((a): a is TOrderBulkAction =>
    (orderBulkActions as readonly string[]).includes(a),
  );
  const changeable = props.staff && o && ["draft", "submitted", "confirmed"].includes(o.status);

  return (
    <Drawer
      open={enabled}
      width={820}
      onClose={props.onClose}
      title={o ? `${t("orders.detailTitle")} ${o.code}` : t("orders.detailTitle")}
    >
      {!o ? (
        <Spin />
      ) : (
        <Flex vertical gap={16} data-testid="order-detail">
          <Space wrap>
            <OrderStatusTag status={o.status} />
            <ShopLabels payment={o.payment_status} fulfilment={o.fulfilment_status} />
            {o.status === "draft" && (
              <Button onClick={() => props.onEdit(o.order_id, "edit")}>{t("orders.edit")}</Button>
            )}
            {o.status === "draft" && o.quantity > 1 && (
              <Button onClick={() => setSplitting(true)} data-testid="detail-split">
                {t("orders.split.button")}
              </Button>
            )}
            {changeable && o.status !== "draft" && (
              <Button onClick={() => props.onEdit(o.order_id, "change")}>{t("orders.change")}</Button>
            )}
            {actions.map((a) => (
              <Popconfirm
                key={a}
                title={t(`orders.bulk.confirm.${a}`, { count: 1 })}
                okText={t(`orders.actions.${a}`)}
                cancelText={t("orders.keep")}
                onConfirm={() => props.runner.run(a, [o.order_id])}
              >
                <Button danger={a === "cancel" || a === "cut_off"} data-testid={`detail-${a}`}>
                  {t(`orders.actions.${a}`)}
                </Button>
              </Popconfirm>
            ))}
          </Space>
          {o.credit_hold && (
            <Typography.Text type="warning" data-testid="credit-hold">
              {t("orders.creditHold", {
                balance: formatMoney(o.credit_hold.balance, o.credit_hold.currency),
                fees: formatMoney(o.credit_hold.fees, o.credit_hold.currency),
                limit: formatMoney(o.credit_hold.credit_limit, o.credit_hold.currency),
              })}
            </Typography.Text>
          )}
          {o.exception_reason && (
            <Typography.Text type="danger">
              {t("orders.exceptionReason", { reason: o.exception_reason })}
            </Typography.Text>
          )}
          <OrderFields
            order={o}
            staff={props.staff}
            onClearTracking={async () => {
              await ordersApi.clearTracking(ref);
              await refresh();
            }}
          />
          <ItemsTable<TOrderDetail["lines"][number]>
            rowKey="line_id"
            dataSource={o.lines}
            columns={[
              textColumn("sku", t("orders.fields.sku")),
              { key: "name", title: t("orders.fields.name"), render: (_v, l) => l.name_en || l.name_cn },
              textColumn("barcode", t("orders.fields.barcode")),
              textColumn("quantity", t("orders.fields.quantity")),
            ]}
          />
          <Typography.Title level={5}>{t("orders.notes.title")}</Typography.Title>
          <List
            size="small"
            locale={{ emptyText: t("orders.notes.empty") }}
            dataSource={o.order_notes}
            renderItem={(n) => (
              <List.Item>
                <Typography.Text>{n.text}</Typography.Text>
                <Typography.Text type="secondary">{`${n.author} · ${formatTime(n.created_at)}`}</Typography.Text>
              </List.Item>
            )}
          />
          <Space.Compact>
            <Input
              value={note}
              maxLength={1000}
              placeholder={t("orders.notes.placeholder")}
              onChange={(e) => setNote(e.target.value)}
            />
            <Button
              disabled={!note.trim()}
              onClick={async () => {
                await ordersApi.addNote({ ...ref, text: note.trim() });
                setNote("");
                await refresh();
              }}
            >
              {t("orders.notes.add")}
            </Button>
          </Space.Compact>
          <OrderSplitModal
            order={splitting ? o : null}
            providerUuid={props.providerUuid}
            onClose={() => setSplitting(false)}
            onSplit={(part) => {
              setSplitting(false);
              void refresh();
              props.onOpen(part.order_id);
            }}
          />
          <Typography.Title level={5}>{t("orders.log.title")}</Typography.Title>
          <Timeline
            data-testid="order-log"
            items={(log.data ?? []).map((l) => ({
              children: (
                <Typography.Text>
                  {`${formatTime(l.created_at)} · ${l.actor} · ${t(`orders.log.${l.action}`, { defaultValue: l.action })}`}
                  {l.to_status && l.from_status !== l.to_status
                    ? ` → ${t(`orders.status.${l.to_status}`)}`
                    : ""}
                  {l.reason ? ` (${logReason(l.reason)})` : ""}
                </Typography.Text>
              ),
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}

function OrderFields(props: { order: TOrderDetail; staff: boolean; onClearTracking: () => Promise<void> }) {
  const { t } = useTranslation();
  const o = props.order;
  const dims = [o.length, o.width, o.height].map(Number).some((n) => n > 0)
    ? `${o.length} × ${o.width} × ${o.height} cm`
    : "—";
  return (
    <Descriptions size="small" bordered column={2}>
      <Descriptions.Item label={t("orders.fields.consignee")}>{o.consignee}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.phone")}>{o.phone || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.email")}>{o.email || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.country")}>{o.country}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.address")} span={2}>
        {[o.address, o.city, o.province, o.postcode].filter(Boolean).join(", ")}
      </Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.warehouse")}>{o.warehouse_code}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.channel")}>{o.channel_name || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.tracking")}>
        {o.tracking_url ? (
          <Typography.Link
            href={o.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="order-tracking-link"
          >
            {o.tracking_number}
          </Typography.Link>
        ) : (
          o.tracking_number || "—"
        )}
        {props.staff && o.tracking_number && o.status !== "shipped" && (
          <Popconfirm title={t("orders.clearTrackingConfirm")} onConfirm={props.onClearTracking}>
            <Button type="link" size="small" danger>
              {t("orders.clearTracking")}
            </Button>
          </Popconfirm>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.reference")}>{o.reference || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.cod")}>{t(`orders.cod.${o.cod_type}`)}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.amount")}>{`${o.amount} ${o.currency}`}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.ioss")}>{o.ioss || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.vat")}>{o.vat || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.idNumber")}>{o.id_number || "—"}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.weight")}>{`${o.weight} kg`}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.dimensions")}>{dims}</Descriptions.Item>
      <Descriptions.Item label={t("orders.fields.createdAt")}>{formatTime(o.created_at)}</Descriptions.Item>
      {o.split_from_code && (
        <Descriptions.Item label={t("orders.split.from")} span={2}>
          {o.split_from_code}
        </Descriptions.Item>
      )}
      {o.split_codes.length > 0 && (
        <Descriptions.Item label={t("orders.split.parts")} span={2}>
          {o.split_codes.join(", ")}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t("orders.fields.notes")} span={2}>
        {o.notes || "—"}
      </Descriptions.Item>
    </Descriptions>
  );
}
