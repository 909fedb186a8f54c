import { exceptionReasons, type TExceptionAction, type TExceptionOrder } from "@wms/contracts";
import { App, Button, Flex, Space, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { useExceptionBulk } from "./exception-bulk.tsx";
import { ShelfReturnsTable } from "./shelf-returns-table.tsx";
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

const actions: { action: TExceptionAction; danger: boolean }[] = [
  { action: "resolve", danger: false },
  { action: "requeue", danger: false },
  { action: "cancel", danger: true },
];

/**
 * Orders the floor moved to exceptions, by reason. Resolve sends an order back to the step it came
 * from; re-queue sends it back to confirmed with its stock allocated again (ready for a new wave);
 * cancel cuts it off (stock released, picked goods go back to the shelf) and cancels it. All confirm first.
 */
function ExceptionsTable() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const reasonText = useReasonText();
  const runner = useExceptionBulk();
  const ask = (action: TExceptionAction, rows: TExceptionOrder[], clear: () => void) =>
    modal.confirm({
      title: t(`shipping.exceptions.${action}Title`, { count: rows.length }),
      content: t(`shipping.exceptions.${action}Text`),
      okButtonProps: { danger: action === "cancel" },
      okText: t(`shipping.exceptions.${action}`),
      cancelText: t("shipping.keep"),
      onOk: async () => {
        if (
          await runner.run(
            () =>
              shippingApi.handleExceptions(
                action,
                rows.map((r) => r.order_id),
              ),
            rows.length,
          )
        )
          clear();
      },
    });
  return (
    <>
      <DataTable<TExceptionOrder>
        testId="exceptions-table"
        queryKey={[...exceptionsKey, "list"]}
        fetchPage={shippingApi.exceptions}
        rowKey="order_id"
        selectable
        search={{ name: "keyword", placeholder: t("shipping.exceptions.search") }}
        filters={[
          valuesFilter(
            { name: "reason", label: t("shipping.fields.reason"), width: 220 },
            exceptionReasons,
            (value) => t(`shipping.reasons.${value}`),
          ),
        ]}
        emptyText={t("shipping.exceptions.empty")}
        actions={(selected, clear) => (
          <Space>
            {actions.map(({ action, danger }) => (
              <Button
                key={action}
                danger={danger}
                disabled={selected.length === 0}
                data-testid={`exception-${action}`}
                onClick={() => ask(action, selected, clear)}
              >
                {t(`shipping.exceptions.${action}`)}
              </Button>
            ))}
          </Space>
        )}
        columns={[
          textColumn("code", t("shipping.fields.order")),
          textColumn("consignee", t("shipping.fields.consignee")),
          textColumn("exception_reason", t("shipping.fields.reason"), {
            render: (v: string) => reasonText(v),
          }),
          textColumn("exception_from", t("shipping.fields.from"), {
            render: (s: string) => t(`shipping.orderStatus.${s}`, { defaultValue: s }),
          }),
          timeColumn("updated_at", t("shipping.fields.updatedAt"), { sorter: false }),
        ]}
      />
      {runner.errorsModal}
    </>
  );
}

const tabs = ["exceptions", "returns"] as const;
type TTab = (typeof tabs)[number];

/** Exception management (/p/p-exceptions): the exceptions and the return-to-shelf tasks, as tabs (`?tab=`). */
export function ExceptionsScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const tab: TTab = tabs.includes(params.tab as TTab) ? (params.tab as TTab) : "exceptions";
  return (
    <Flex vertical gap={16} data-testid="exceptions-screen">
      <Typography.Title level={3}>{t("shipping.exceptions.title")}</Typography.Title>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        // each tab's list starts from a clean filter set
        onChange={(key) => {
          const cleared: Record<string, undefined> = {};
          for (const name of Object.keys(params)) cleared[name] = undefined;
          update({ ...cleared, tab: key === "exceptions" ? undefined : key });
        }}
        items={[
          {
            key: "exceptions",
            label: t("shipping.tabs.exceptions"),
            children: tab === "exceptions" && <ExceptionsTable />,
          },
          {
            key: "returns",
            label: t("shipping.tabs.shelfReturns"),
            children: tab === "returns" && <ShelfReturnsTable />,
          },
        ]}
      />
    </Flex>
  );
}
