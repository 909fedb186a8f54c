import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { shelfReturnStatuses, type TShelfReturn } from "@wms/contracts";
import { App, Button, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { statusTag } from "../../components/status-tag.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { shelfReturnsKey, shippingApi } from "./shipping-api.ts";

const ShelfReturnStatusTag = statusTag({
  colours: { pending: "processing", done: "success" },
  textKey: "shipping.shelfReturns.status",
});

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
        warehouseFilter(t("shipping.fields.warehouse"), warehouses.data, 220),
        valuesFilter({ name: "status", label: t("shipping.fields.status") }, shelfReturnStatuses, (value) =>
          t(`shipping.shelfReturns.status.${value}`),
        ),
      ]}
      emptyText={t("shipping.shelfReturns.empty")}
      columns={[
        textColumn("order_code", t("shipping.fields.order")),
        textColumn("warehouse_name", t("shipping.fields.warehouse")),
        textColumn("lines", t("shipping.shelfReturns.goods"), {
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
        }),
        textColumn("status", t("shipping.fields.status"), {
          render: (s: TShelfReturn["status"]) => <ShelfReturnStatusTag status={s} />,
        }),
        timeColumn("created_at", t("shipping.fields.createdAt"), { sorter: false }),
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
