import { PrinterOutlined, WarningOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { shippingEndpoints, type TOrderSummary } from "@wms/contracts";
import { App, Button, Flex, Modal, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { PackageLookupButton } from "../packing/package-lookup.tsx";
import { useExceptionBulk } from "./exception-bulk.tsx";
import { ReportExceptionModal } from "./report-exception-modal.tsx";
import { fetchWaybillPdf, shippingApi } from "./shipping-api.ts";

/** States in which an order can get its waybill (the server's rule in shipping.waybills.ts). */
const shippingStates = ["in_wave", "picked", "reviewed", "bagged", "weighed", "shipped"] as const;

/**
 * List of shipping orders (/p/p-list-of-shipping-orders): orders on the floor with their waybill
 * numbers; the selected orders' waybills print as one PDF (numbers are issued on first print).
 */
export function ShippingOrdersScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pdf, setPdf] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const [reporting, setReporting] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const bulk = useExceptionBulk();
  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf) : undefined), [pdf]);
  const print = async (rows: TOrderSummary[]) => {
    setPrinting(true);
    try {
      setPdf(
        (await fetchWaybillPdf(shippingEndpoints.printWaybills, { order_ids: rows.map((r) => r.order_id) }))
          .url,
      );
    } catch (err) {
      void message.error(err instanceof Error ? err.message : t("shipping.failed"));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Flex vertical gap={16} data-testid="shipping-orders-screen">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t("shipping.orders.title")}</Typography.Title>
        <Space>
          <PackageLookupButton />
          <Link to="/p/p-exceptions">
            <WarningOutlined /> {t("menu.shippingExceptions")}
          </Link>
        </Space>
      </Flex>
      <DataTable<TOrderSummary>
        testId="shipping-orders-table"
        queryKey={["shipping", "orders"]}
        fetchPage={shippingApi.orders}
        rowKey="order_id"
        selectable
        search={{ name: "keyword", placeholder: t("shipping.orders.search") }}
        filters={[
          valuesFilter({ name: "status", label: t("shipping.fields.status") }, shippingStates, (value) =>
            t(`shipping.orderStatus.${value}`),
          ),
        ]}
        emptyText={t("shipping.orders.empty")}
        actions={(selected, clear) => (
          <Space>
            <Button
              danger
              icon={<WarningOutlined />}
              disabled={selected.length === 0 || selected.length > 200}
              onClick={() => setReporting({ ids: selected.map((r) => r.order_id), clear })}
              data-testid="report-exception"
            >
              {t("shipping.report.button", { count: selected.length })}
            </Button>
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              disabled={selected.length === 0 || selected.length > 100}
              loading={printing}
              onClick={() => void print(selected)}
              data-testid="print-waybills"
            >
              {t("shipping.orders.print", { count: selected.length })}
            </Button>
          </Space>
        )}
        columns={[
          textColumn("code", t("shipping.fields.order"), { sorter: true }),
          textColumn("consignee", t("shipping.fields.consignee")),
          textColumn("country", t("shipping.fields.country")),
          textColumn("channel_name", t("shipping.fields.channel")),
          textColumn("tracking_number", t("shipping.fields.tracking"), { render: (v: string) => v || "-" }),
          textColumn("status", t("shipping.fields.status"), {
            sorter: true,
            render: (s: string) => t(`shipping.orderStatus.${s}`),
          }),
          timeColumn("updated_at", t("shipping.fields.updatedAt")),
        ]}
      />
      {reporting && (
        <ReportExceptionModal
          count={reporting.ids.length}
          onClose={() => setReporting(null)}
          onSubmit={async ({ reason, note }) => {
            const done = await bulk.run(
              () => shippingApi.reportExceptions(reason, reporting.ids, note),
              reporting.ids.length,
            );
            if (done) reporting.clear();
            setReporting(null);
            await queryClient.invalidateQueries({ queryKey: ["shipping", "orders"] });
          }}
        />
      )}
      {bulk.errorsModal}
      <Modal
        open={pdf !== null}
        title={t("shipping.onePiece.preview")}
        footer={null}
        width={720}
        onCancel={() => setPdf(null)}
      >
        {pdf && (
          <iframe
            title={t("shipping.onePiece.preview")}
            src={pdf}
            style={{ width: "100%", height: 600, border: 0 }}
            data-testid="waybills-pdf"
          />
        )}
      </Modal>
    </Flex>
  );
}
