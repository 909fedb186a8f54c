import { CloseCircleOutlined, PlusOutlined, PrinterOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { receiptStatuses, type TReceiptSummary } from "@wms/contracts";
import { App, Button, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import {
  actionsColumn,
  codeLinkColumn,
  numberColumn,
  twoLineColumn,
} from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { IconAction } from "../../components/icon-action.tsx";
import { useProviderScope } from "../../components/use-provider-scope.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { ReceiptDetailDrawer } from "./receipt-detail-drawer.tsx";
import { currentArea, Difference, ReceiptStatusTag } from "./receipt-status.tsx";
import { receiptsApi, receiptsKey } from "./receipts-api.ts";

/** The receipts list, a tab of /ds/warehousing and /p/warehousing-definition. */
export function ReceiptsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const area = currentArea();
  const scope = useProviderScope();
  const providerUuid = area === "ds" ? scope.providerUuid : undefined;
  // The completion mail links here with ?receipt=<id>: open that receipt's detail.
  const [search] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(search.get("receipt"));
  const warehouses = useQuery({
    queryKey: ["storage", "definitions", area, providerUuid],
    queryFn: () => storageApi.definitions(providerUuid),
  });
  const ref = (r: TReceiptSummary) => ({ provider_uuid: providerUuid, receipt_id: r.receipt_id });
  const act = async (call: Promise<unknown>, done: string) => {
    await call;
    void message.success(done);
    await queryClient.invalidateQueries({ queryKey: receiptsKey });
  };
  const withProvider = (path: string) => (providerUuid ? `${path}&provider_uuid=${providerUuid}` : path);

  return (
    <>
      <DataTable<TReceiptSummary>
        testId="receipts-list"
        title={t("receipts.listTitle")}
        queryKey={[...receiptsKey, "list", providerUuid]}
        fetchPage={({ tab: _tab, ...params }) =>
          receiptsApi.list(withDayRange({ ...params, provider_uuid: providerUuid }))
        }
        rowKey="receipt_id"
        search={{ name: "keyword", placeholder: t("receipts.searchPlaceholder") }}
        filters={[
          valuesFilter(
            { name: "status", label: t("receipts.fields.status"), width: 160 },
            receiptStatuses,
            (s) => t(`receipts.status.${s}`),
          ),
          warehouseFilter(t("receipts.fields.warehouse"), warehouses.data, 220),
          { kind: "dateRange", name: "date", label: t("receipts.fields.createdAt") },
        ]}
        actions={() => (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(withProvider(`/${area}/addWarehouse?new=1`))}
          >
            {t("receipts.create")}
          </Button>
        )}
        emptyText={t("receipts.empty")}
        columns={[
          codeLinkColumn(t("receipts.fields.code"), (r) => setOpenId(r.receipt_id)),
          ...(area === "p"
            ? [
                twoLineColumn<TReceiptSummary>(
                  "customer",
                  t("receipts.fields.customer"),
                  (r) => r.owner_code,
                  (r) => r.customer_name,
                ),
              ]
            : []),
          { key: "warehouse", title: t("receipts.fields.warehouse"), render: (_v, r) => r.warehouse_code },
          {
            key: "status",
            title: t("receipts.fields.status"),
            sorter: true,
            render: (_v, r) => <ReceiptStatusTag status={r.status} />,
          },
          {
            key: "expected_arrival",
            title: t("receipts.fields.expectedArrival"),
            sorter: true,
            render: (_v, r) => r.expected_arrival ?? "—",
          },
          numberColumn("box_count", t("receipts.fields.boxes")),
          numberColumn("number", t("receipts.fields.number")),
          {
            key: "inspected",
            title: t("receipts.fields.qualifiedUnqualified"),
            align: "right",
            className: oneLineCell,
            render: (_v, r) => `${r.qualified_quantity} / ${r.unqualified_quantity}`,
          },
          {
            key: "difference",
            title: t("receipts.fields.difference"),
            render: (_v, r) =>
              ["inspected", "put_away", "completed"].includes(r.status) ? (
                <Difference expected={r.number} actual={r.qualified_quantity + r.unqualified_quantity} />
              ) : (
                "—"
              ),
          },
          timeColumn("created_at", t("receipts.fields.createdAt")),
          actionsColumn<TReceiptSummary>(t("receipts.fields.actions"), (r) => (
            <Space size={0}>
              {r.status === "draft" && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(withProvider(`/${area}/addWarehouse?receipt_id=${r.receipt_id}`))}
                >
                  {t("receipts.edit")}
                </Button>
              )}
              {r.status === "draft" && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void act(receiptsApi.submit(ref(r)), t("receipts.submitted"))}
                >
                  {t("receipts.submit")}
                </Button>
              )}
              {area === "p" && ["submitted", "receiving", "inspected", "put_away"].includes(r.status) && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(`/p/receiving?receipt_id=${r.receipt_id}`)}
                >
                  {t("receipts.receive")}
                </Button>
              )}
              <IconAction
                type="text"
                icon={<PrinterOutlined />}
                title={t("receipts.printLabels")}
                onClick={() => void receiptsApi.printLabels(ref(r))}
              />
              {(r.status === "draft" || r.status === "submitted") && (
                <Popconfirm
                  title={t("receipts.cancelConfirm", { code: r.code })}
                  okText={t("receipts.cancel")}
                  cancelText={t("receipts.keep")}
                  onConfirm={() => act(receiptsApi.cancel(ref(r)), t("receipts.cancelled"))}
                >
                  <IconAction
                    type="text"
                    danger
                    icon={<CloseCircleOutlined />}
                    title={t("receipts.cancel")}
                  />
                </Popconfirm>
              )}
            </Space>
          )),
        ]}
      />
      <ReceiptDetailDrawer receiptId={openId} providerUuid={providerUuid} onClose={() => setOpenId(null)} />
    </>
  );
}
