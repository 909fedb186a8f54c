import { useMutation, useQueryClient } from "@tanstack/react-query";
import { exceptionReasons, type TExceptionOrder } from "@wms/contracts";
import { App, Button, Flex, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { exceptionsKey, shippingApi } from "./shipping-api.ts";

/** "weight_out_of_tolerance: expected 1 kg" -> the localised reason plus its details. */
function useReasonText() {
  const { t } = useTranslation();
  return (reason: string) => {
    const [code = "", ...rest] = reason.split(":");
    const known = (exceptionReasons as readonly string[]).includes(code.trim());
    if (!known) return reason;
    const details = rest.join(":").trim();
    return details
      ? `${t(`shipping.reasons.${code.trim()}`)}: ${details}`
      : t(`shipping.reasons.${code.trim()}`);
  };
}

/**
 * Exception management (/p/p-exceptions): orders the floor moved to exceptions, by reason. Resolve sends
 * an order back to the step it came from; cancel cuts it off (stock released, picked goods go back to the
 * shelf) and cancels it. Both confirm first.
 */
export function ExceptionsScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const reasonText = useReasonText();
  const handle = useMutation({
    mutationFn: (v: { action: "resolve" | "cancel"; ids: string[] }) =>
      shippingApi.handleExceptions(v.action, v.ids),
    onSuccess: (res) => {
      if (res.errors.length) void message.warning(res.errors.map((e) => e.message).join("; "));
      else void message.success(t("shipping.exceptions.done", { count: res.done.length }));
      void queryClient.invalidateQueries({ queryKey: exceptionsKey });
    },
  });
  const ask = (action: "resolve" | "cancel", rows: TExceptionOrder[], clear: () => void) =>
    modal.confirm({
      title: t(`shipping.exceptions.${action}Title`, { count: rows.length }),
      content: t(`shipping.exceptions.${action}Text`),
      okButtonProps: { danger: action === "cancel" },
      okText: t(`shipping.exceptions.${action}`),
      onOk: async () => {
        await handle.mutateAsync({ action, ids: rows.map((r) => r.order_id) });
        clear();
      },
    });
  return (
    <Flex vertical gap={16} data-testid="exceptions-screen">
      <Typography.Title level={3}>{t("shipping.exceptions.title")}</Typography.Title>
      <DataTable<TExceptionOrder>
        testId="exceptions-table"
        queryKey={[...exceptionsKey, "list"]}
        fetchPage={shippingApi.exceptions}
        rowKey="order_id"
        selectable
        search={{ name: "keyword", placeholder: t("shipping.exceptions.search") }}
        filters={[
          {
            kind: "select",
            name: "reason",
            label: t("shipping.fields.reason"),
            options: exceptionReasons.map((value) => ({ value, label: t(`shipping.reasons.${value}`) })),
            width: 220,
          },
        ]}
        emptyText={t("shipping.exceptions.empty")}
        actions={(selected, clear) => (
          <Space>
            <Button disabled={selected.length === 0} onClick={() => ask("resolve", selected, clear)}>
              {t("shipping.exceptions.resolve")}
            </Button>
            <Button danger disabled={selected.length === 0} onClick={() => ask("cancel", selected, clear)}>
              {t("shipping.exceptions.cancel")}
            </Button>
          </Space>
        )}
        columns={[
          { key: "code", title: t("shipping.fields.order"), dataIndex: "code" },
          { key: "consignee", title: t("shipping.fields.consignee"), dataIndex: "consignee" },
          {
            key: "reason",
            title: t("shipping.fields.reason"),
            dataIndex: "exception_reason",
            render: (v: string) => reasonText(v),
          },
          {
            key: "from",
            title: t("shipping.fields.from"),
            dataIndex: "exception_from",
            render: (s: string) => t(`shipping.orderStatus.${s}`, { defaultValue: s }),
          },
          {
            key: "updated_at",
            title: t("shipping.fields.updatedAt"),
            dataIndex: "updated_at",
            render: (v: number) => formatTime(v),
          },
        ]}
      />
    </Flex>
  );
}
