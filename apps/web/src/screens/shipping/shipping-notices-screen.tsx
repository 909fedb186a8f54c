import { PlusOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  shippingNoticeStatuses,
  type TShippingNoticeDetail,
  type TShippingNoticeSummary,
} from "@wms/contracts";
import { App, Button, Flex, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { statusTag } from "../../components/status-tag.tsx";
import { NewNoticeModal } from "./new-notice-modal.tsx";
import { noticesKey, shippingApi } from "./shipping-api.ts";

const NoticeStatusTag = statusTag({
  colours: { open: "processing", shipped: "success" },
  textKey: "shipping.noticeStatus",
});

type TNoticeOrder = TShippingNoticeDetail["orders"][number];

/** The orders of one notice, grouped by bag (loaded when the row is expanded). */
function NoticeOrders({ noticeId }: { noticeId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...noticesKey, "detail", noticeId],
    queryFn: () => shippingApi.notice(noticeId),
  });
  return (
    <ItemsTable<TNoticeOrder>
      rowKey="order_id"
      loading={detail.isLoading}
      dataSource={detail.data?.orders ?? []}
      columns={[
        textColumn("bag_code", t("shipping.fields.bag"), { render: (v: string) => v || "-" }),
        textColumn("code", t("shipping.fields.order")),
        textColumn("consignee", t("shipping.fields.consignee")),
        textColumn("country", t("shipping.fields.country")),
        textColumn("weight", t("shipping.fields.weight")),
        textColumn("tracking_number", t("shipping.fields.tracking")),
        textColumn("status", t("shipping.fields.status"), {
          render: (s: string) => t(`shipping.orderStatus.${s}`, { defaultValue: s }),
        }),
      ]}
    />
  );
}

/**
 * Shipping notices (/p/p-shipping-notice): the handover of bagged orders to a carrier. A notice collects
 * the bagged orders of a warehouse and channel; confirming it ships them all and tells each customer.
 */
export function ShippingNoticesScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: noticesKey });
  const confirm = useMutation({
    mutationFn: (n: TShippingNoticeSummary) => shippingApi.confirmNotice(n.notice_id),
    onSuccess: () => {
      void message.success(t("shipping.notices.shipped"));
      refresh();
    },
  });
  const askConfirm = (n: TShippingNoticeSummary) =>
    modal.confirm({
      title: t("shipping.notices.confirmTitle", { code: n.code }),
      content: t("shipping.notices.confirmText", { count: n.order_count, channel: n.channel_name }),
      okText: t("shipping.notices.confirm"),
      onOk: () => confirm.mutateAsync(n),
    });
  return (
    <Flex vertical gap={16} data-testid="shipping-notices-screen">
      <Typography.Title level={3}>{t("shipping.notices.title")}</Typography.Title>
      <DataTable<TShippingNoticeSummary>
        testId="shipping-notices-table"
        queryKey={[...noticesKey, "list"]}
        fetchPage={shippingApi.notices}
        rowKey="notice_id"
        search={{ name: "keyword", placeholder: t("shipping.notices.search") }}
        filters={[
          valuesFilter(
            { name: "status", label: t("shipping.fields.status") },
            shippingNoticeStatuses,
            (value) => t(`shipping.noticeStatus.${value}`),
          ),
        ]}
        emptyText={t("shipping.notices.empty")}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t("shipping.notices.create")}
          </Button>
        )}
        expandable={{ expandedRowRender: (n) => <NoticeOrders noticeId={n.notice_id} /> }}
        columns={[
          textColumn("code", t("shipping.fields.notice"), { sorter: true }),
          textColumn("warehouse_name", t("shipping.fields.warehouse")),
          textColumn("channel_name", t("shipping.fields.channel")),
          textColumn("order_count", t("shipping.fields.orders")),
          textColumn("status", t("shipping.fields.status"), {
            render: (s: TShippingNoticeSummary["status"]) => <NoticeStatusTag status={s} />,
          }),
          textColumn("created_by", t("shipping.fields.createdBy")),
          timeColumn("created_at", t("shipping.fields.createdAt")),
          timeColumn("shipped_at", t("shipping.fields.shippedAt"), { sorter: false }),
          {
            key: "actions",
            title: t("shipping.fields.actions"),
            render: (_v, n) =>
              n.status === "open" && (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => askConfirm(n)}
                  data-testid="confirm-notice"
                >
                  {t("shipping.notices.confirm")}
                </Button>
              ),
          },
        ]}
      />
      {creating && (
        <NewNoticeModal
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            refresh();
          }}
        />
      )}
    </Flex>
  );
}
