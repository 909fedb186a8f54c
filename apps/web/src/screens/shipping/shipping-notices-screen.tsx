import { PlusOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { shippingNoticeStatuses, type TShippingNoticeSummary } from "@wms/contracts";
import { App, Button, Flex, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { NewNoticeModal } from "./new-notice-modal.tsx";
import { noticesKey, shippingApi } from "./shipping-api.ts";

/** The orders of one notice, grouped by bag (loaded when the row is expanded). */
function NoticeOrders({ noticeId }: { noticeId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...noticesKey, "detail", noticeId],
    queryFn: () => shippingApi.notice(noticeId),
  });
  return (
    <ItemsTable
      rowKey="order_id"
      loading={detail.isLoading}
      dataSource={detail.data?.orders ?? []}
      columns={[
        {
          key: "bag",
          title: t("shipping.fields.bag"),
          dataIndex: "bag_code",
          render: (v: string) => v || "-",
        },
        { key: "code", title: t("shipping.fields.order"), dataIndex: "code" },
        { key: "consignee", title: t("shipping.fields.consignee"), dataIndex: "consignee" },
        { key: "country", title: t("shipping.fields.country"), dataIndex: "country" },
        { key: "weight", title: t("shipping.fields.weight"), dataIndex: "weight" },
        { key: "tracking", title: t("shipping.fields.tracking"), dataIndex: "tracking_number" },
        {
          key: "status",
          title: t("shipping.fields.status"),
          dataIndex: "status",
          render: (s: string) => t(`shipping.orderStatus.${s}`, { defaultValue: s }),
        },
      ]}
    />
  );
}

/**
 * Shipping notices (/p/p-shipping-notice): the handover of weighed orders to a carrier. A notice collects
 * the weighed orders of a warehouse and channel; confirming it ships them all and tells each customer.
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
          { key: "code", title: t("shipping.fields.notice"), dataIndex: "code", sorter: true },
          { key: "warehouse", title: t("shipping.fields.warehouse"), dataIndex: "warehouse_name" },
          { key: "channel", title: t("shipping.fields.channel"), dataIndex: "channel_name" },
          { key: "orders", title: t("shipping.fields.orders"), dataIndex: "order_count" },
          {
            key: "status",
            title: t("shipping.fields.status"),
            dataIndex: "status",
            render: (s: TShippingNoticeSummary["status"]) => (
              <Tag color={s === "shipped" ? "success" : "processing"}>{t(`shipping.noticeStatus.${s}`)}</Tag>
            ),
          },
          { key: "created_by", title: t("shipping.fields.createdBy"), dataIndex: "created_by" },
          timeColumn("created_at", t("shipping.fields.createdAt")),
          {
            key: "shipped_at",
            title: t("shipping.fields.shippedAt"),
            dataIndex: "shipped_at",
            render: (v: number | null) => formatTime(v),
          },
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
