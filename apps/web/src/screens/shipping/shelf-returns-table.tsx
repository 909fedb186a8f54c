import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { shelfReturnStatuses, type TShelfReturn } from "@wms/contracts";
import { App, Button, Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { shelfReturnsKey, shippingApi } from "./shipping-api.ts";

/**
 * Return-to-shelf tasks: goods already picked for orders that were cut off or re-queued go back to the
 * locations they were picked from. Their stock was released at once, so "Mark done" (confirmed first)
 * only records that the goods are physically back, and who put them there.
 */
export function ShelfReturnsTable() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const warehouses = useQuery({ queryKey: ["shipping", "warehouses"], queryFn: shippingApi.warehouses });
  const finish = useMutation({
    mutationFn: (task: TShelfReturn) => shippingApi.finishShelfReturn(task.task_id),
    onSuccess: (task) => {
      void message.success(t("shipping.shelfReturns.markedDone", { code: task.order_code }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shelfReturnsKey }),
  });
  const ask = (task: TShelfReturn) =>
    modal.confirm({
      title: t("shipping.shelfReturns.markDoneTitle", { code: task.order_code }),
      content: t("shipping.shelfReturns.markDoneText"),
      okText: t("shipping.shelfReturns.markDone"),
      cancelText: t("shipping.keep"),
      onOk: () => finish.mutateAsync(task).catch(() => undefined),
    });
  return (
    <DataTable<TShelfReturn>
      testId="shelf-returns-table"
      queryKey={[...shelfReturnsKey, "list"]}
      fetchPage={shippingApi.shelfReturns}
      rowKey="task_id"
      search={{ name: "keyword", placeholder: t("shipping.shelfReturns.search") }}
      filters={[
        {
          kind: "select",
          name: "warehouse_id",
          label: t("shipping.fields.warehouse"),
          options: (warehouses.data ?? []).map((w) => ({
            value: w.warehouse_id,
            label: `${w.code} ${w.name}`,
          })),
          width: 220,
        },
        valuesFilter({ name: "status", label: t("shipping.fields.status") }, shelfReturnStatuses, (value) =>
          t(`shipping.shelfReturns.status.${value}`),
        ),
      ]}
      emptyText={t("shipping.shelfReturns.empty")}
      columns={[
        { key: "order_code", title: t("shipping.fields.order"), dataIndex: "order_code" },
        { key: "warehouse", title: t("shipping.fields.warehouse"), dataIndex: "warehouse_name" },
        {
          key: "lines",
          title: t("shipping.shelfReturns.goods"),
          dataIndex: "lines",
          render: (lines: TShelfReturn["lines"]) => (
            <Flex vertical>
              {lines.map((l) => (
                <Typography.Text key={`${l.variant_id}|${l.location_id}`}>
                  {l.location_code
                    ? t("shipping.shelfReturns.line", {
                        sku: l.sku,
                        quantity: l.quantity,
                        location: l.location_code,
                      })
                    : t("shipping.shelfReturns.lineNoLocation", { sku: l.sku, quantity: l.quantity })}
                </Typography.Text>
              ))}
            </Flex>
          ),
        },
        {
          key: "status",
          title: t("shipping.fields.status"),
          dataIndex: "status",
          render: (s: TShelfReturn["status"]) => (
            <Tag color={s === "done" ? "success" : "processing"}>
              {t(`shipping.shelfReturns.status.${s}`)}
            </Tag>
          ),
        },
        {
          key: "created_at",
          title: t("shipping.fields.createdAt"),
          dataIndex: "created_at",
          render: (v: number) => formatTime(v),
        },
        {
          key: "done",
          title: t("shipping.shelfReturns.doneBy"),
          render: (_: unknown, r: TShelfReturn) =>
            r.done_at ? `${r.done_by} · ${formatTime(r.done_at)}` : "-",
        },
        {
          key: "actions",
          title: t("shipping.fields.actions"),
          render: (_: unknown, r: TShelfReturn) =>
            r.status === "pending" && (
              <Button
                size="small"
                data-testid={`shelf-return-done-${r.order_code}`}
                loading={finish.isPending && finish.variables?.task_id === r.task_id}
                onClick={() => ask(r)}
              >
                {t("shipping.shelfReturns.markDone")}
              </Button>
            ),
        },
      ]}
    />
  );
}
