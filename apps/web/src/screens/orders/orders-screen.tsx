import { CopyOutlined, ImportOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { orderStatuses, type TOrderSummary } from "@wms/contracts";
import { Button, Flex, Space, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  actionsColumn,
  CellText,
  codeLinkColumn,
  longTextColumn,
  numberColumn,
  twoLineColumn,
} from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { IconAction } from "../../components/icon-action.tsx";
import { ProviderPicker, useProviderScope } from "../../components/use-provider-scope.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { areaOfPath } from "../../session/session-store.ts";
import { productsApi } from "../products/products-api.ts";
import { OrderBulkActions, useOrderAction } from "./order-bulk-actions.tsx";
import { OrderDetailDrawer } from "./order-detail-drawer.tsx";
import { OrderFormDrawer, type TFormMode } from "./order-form-drawer.tsx";
import { OrderImportModal } from "./order-import-modal.tsx";
import { OrderStatusTag, ShopLabels } from "./order-status.tsx";
import { ordersApi, ordersKey } from "./orders-api.ts";

/** /ds/order and /p/order: the order list with status tabs, bulk actions, the form and the details drawer. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const area = areaOfPath(window.location.pathname) ?? "ds";
  const staff = area === "p";
  const scope = useProviderScope();
  const providerUuid = staff ? undefined : scope.providerUuid;
  const [params, update] = useListParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<TFormMode | null>(null);
  const [importing, setImporting] = useState(false);
  const runner = useOrderAction(providerUuid);
  const warehouses = useQuery({
    queryKey: [...ordersKey, "warehouses", providerUuid],
    queryFn: () => ordersApi.warehouses(providerUuid),
    enabled: staff || Boolean(providerUuid),
  });
  const customers = useQuery({
    queryKey: ["customers", "owner-picker", ""],
    queryFn: () => productsApi.customers(""),
    enabled: staff,
  });
  const copy = async (r: TOrderSummary) => {
    const created = await ordersApi.copy({ provider_uuid: providerUuid, order_id: r.order_id });
    await queryClient.invalidateQueries({ queryKey: ordersKey });
    setForm({ kind: "edit", orderId: created.order_id });
  };

  if (!staff && !providerUuid)
    return <Typography.Text type="secondary">{t("orders.noProvider")}</Typography.Text>;

  return (
    <Flex vertical gap={12}>
      <ProviderPicker scope={scope} />
      <Tabs
        activeKey={String(params.status ?? "all")}
        onChange={(key) => update({ status: key === "all" ? undefined : key })}
        items={["all", ...orderStatuses].map((s) => ({
          key: s,
          label: t(s === "all" ? "orders.all" : `orders.status.${s}`),
        }))}
      />
      <DataTable<TOrderSummary>
        testId="orders-list"
        title={t("orders.listTitle")}
        queryKey={[...ordersKey, "list", providerUuid]}
        fetchPage={(p) => ordersApi.list(withDayRange({ ...p, provider_uuid: providerUuid }))}
        rowKey="order_id"
        selectable
        search={{ name: "keyword", placeholder: t("orders.searchPlaceholder") }}
        filters={[
          warehouseFilter(t("orders.fields.warehouse"), warehouses.data, 200),
          ...(staff
            ? [
                {
                  kind: "select" as const,
                  name: "customer_id",
                  label: t("orders.fields.customer"),
                  options: (customers.data?.list ?? []).map((c) => ({
                    value: c.id,
                    label: `${c.owner_code} ${c.username}`,
                  })),
                  width: 200,
                },
              ]
            : []),
          { kind: "dateRange", name: "date", label: t("orders.fields.createdAt") },
        ]}
        actions={(selected, clear) => (
          <Space wrap>
            <OrderBulkActions selected={selected} clear={clear} staff={staff} runner={runner} />
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t("orders.import.button")}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ kind: "create" })}
              data-testid="order-create"
            >
              {t("orders.create")}
            </Button>
          </Space>
        )}
        emptyText={t("orders.empty")}
        narrowedBy={["status"]}
        columns={[
          codeLinkColumn(t("orders.fields.code"), (r) => setOpenId(r.order_id)),
          ...(staff
            ? [
                twoLineColumn<TOrderSummary>(
                  "customer",
                  t("orders.fields.customer"),
                  (r) => r.owner_code,
                  (r) => r.customer_name,
                ),
              ]
            : []),
          // Second lines (the country under the consignee, the channel under the warehouse) keep the list
          // within a 1440 px window in both languages.
          twoLineColumn<TOrderSummary>(
            "consignee",
            t("orders.fields.consigneeCountry"),
            (r) => r.consignee,
            (r) => r.country,
            { sorter: true },
          ),
          twoLineColumn<TOrderSummary>(
            "warehouse",
            t("orders.fields.warehouseChannel"),
            (r) => r.warehouse_code,
            (r) => r.channel_name,
          ),
          {
            key: "status",
            title: t("orders.fields.status"),
            sorter: true,
            render: (_v, r) => (
              <>
                <OrderStatusTag status={r.status} />
                <ShopLabels payment={r.payment_status} fulfilment={r.fulfilment_status} />
              </>
            ),
          },
          numberColumn("quantity", t("orders.fields.quantity")),
          longTextColumn<TOrderSummary>("tracking", t("orders.fields.tracking"), (r) => r.tracking_number, {
            render: (_v, r) => (
              <CellText text={r.tracking_number}>
                {r.tracking_url ? (
                  <Typography.Link href={r.tracking_url} target="_blank" rel="noopener noreferrer">
                    {r.tracking_number}
                  </Typography.Link>
                ) : undefined}
              </CellText>
            ),
          }),
          timeColumn("created_at", t("orders.fields.createdAt")),
          actionsColumn<TOrderSummary>(t("orders.fields.actions"), (r) => (
            <Space size={4}>
              {r.status === "draft" && (
                <Button size="small" onClick={() => setForm({ kind: "edit", orderId: r.order_id })}>
                  {t("orders.edit")}
                </Button>
              )}
              <IconAction title={t("orders.copy")} icon={<CopyOutlined />} onClick={() => void copy(r)} />
            </Space>
          )),
        ]}
      />
      <OrderDetailDrawer
        orderId={openId}
        providerUuid={providerUuid}
        staff={staff}
        runner={runner}
        onClose={() => setOpenId(null)}
        onEdit={(id, kind) => setForm({ kind, orderId: id })}
        onOpen={setOpenId}
      />
      {form && (
        <OrderFormDrawer
          mode={form}
          staff={staff}
          providerUuid={providerUuid}
          // A drop shipper orders from the warehouses it stores in; staff pick for the customer.
          warehouses={(warehouses.data ?? []).filter((w) => staff || w.selected)}
          onClose={() => setForm(null)}
          onSaved={(id) => {
            setForm(null);
            setOpenId(id);
          }}
          onSubmit={(id) => runner.run("submit", [id])}
        />
      )}
      <OrderImportModal
        open={importing}
        staff={staff}
        providerUuid={providerUuid}
        onClose={() => setImporting(false)}
      />
      {runner.errorsModal}
    </Flex>
  );
}
