import { CarOutlined, PrinterOutlined, WarningOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { shippingEndpoints, type TOrderSummary } from "@wms/contracts";
import { App, Button, Flex, Modal, Space, Tooltip, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { PackageLookupButton } from "../packing/package-lookup.tsx";
import { useExceptionBulk } from "./exception-bulk.tsx";
import { handOverBlocker, handOverMax, shippingOrdersKey, useHandOver } from "./hand-over.tsx";
import { ReportExceptionModal } from "./report-exception-modal.tsx";
import { fetchWaybillPdf, shippingApi } from "./shipping-api.ts";
import { TrackingNumbersModal } from "./tracking-numbers-card.tsx";

/** States in which an order can get its waybill (the server's rule in shipping.waybills.ts). */
const shippingStates = ["in_wave", "picked", "reviewed", "weighed", "bagged", "shipped"] as const;

/** The waybills just printed: the PDF, the orders it holds and how to clear the list's selection. */
type TPrinted = { url: string; rows: TOrderSummary[]; clear: () => void };

/**
 * List of shipping orders (/p/p-list-of-shipping-orders): orders on the floor with their waybill
 * numbers; the selected orders' waybills print as one PDF (numbers are issued on first print), and bagged
 * orders with their numbers are handed over at once (from the selection or from the printed PDF).
 */
export function ShippingOrdersScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pdf, setPdf] = useState<TPrinted | null>(null);
  const [printing, setPrinting] = useState(false);
  // Orders printed here: they have their numbers, even in a selection made before the list was refetched.
  const [printedIds, setPrintedIds] = useState<ReadonlySet<string>>(new Set());
  // A manual channel's orders without a number: their numbers are entered here, then the print runs again.
  const [needNumbers, setNeedNumbers] = useState<{
    rows: TOrderSummary[];
    clear: () => void;
    reason: string;
  } | null>(null);
  const [reporting, setReporting] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const bulk = useExceptionBulk();
  const handOver = useHandOver();
  const pdfUrl = pdf?.url;
  useEffect(() => () => (pdfUrl ? URL.revokeObjectURL(pdfUrl) : undefined), [pdfUrl]);
  const numbered = (r: TOrderSummary) => Boolean(r.tracking_number) || printedIds.has(r.order_id);
  const print = async (rows: TOrderSummary[], clear: () => void) => {
    setPrinting(true);
    try {
      const ids = rows.map((r) => r.order_id);
      const { url } = await fetchWaybillPdf(shippingEndpoints.printWaybills, { order_ids: ids });
      setPrintedIds((before) => new Set([...before, ...ids]));
      setPdf({ url, rows, clear });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.tracking_number) {
        setNeedNumbers({ rows, clear, reason: err.fieldErrors.tracking_number });
        return;
      }
      void message.error(err instanceof Error ? err.message : t("shipping.failed"));
    } finally {
      setPrinting(false);
      // The first print issues the tracking numbers: the list shows them at once.
      void queryClient.invalidateQueries({ queryKey: shippingOrdersKey });
    }
  };
  const handOverRows = async (rows: TOrderSummary[], clear: () => void) => {
    if (await handOver.ask(rows.map((r) => r.order_id))) clear();
  };
  const printedBlocker = pdf && handOverBlocker(pdf.rows, numbered);
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
        queryKey={[...shippingOrdersKey]}
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
              onClick={() => void print(selected, clear)}
              data-testid="print-waybills"
            >
              {t("shipping.orders.print", { count: selected.length })}
            </Button>
            <HandOverButton
              blocker={handOverBlocker(selected, numbered)}
              loading={handOver.busy}
              onClick={() => void handOverRows(selected, clear)}
              testId="hand-over-orders"
            >
              {t("shipping.handOver.button", { count: selected.length })}
            </HandOverButton>
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
            await queryClient.invalidateQueries({ queryKey: shippingOrdersKey });
          }}
        />
      )}
      {bulk.errorsModal}
      {needNumbers && (
        <TrackingNumbersModal
          orderCodes={needNumbers.rows.filter((r) => !r.tracking_number).map((r) => r.code)}
          reason={needNumbers.reason}
          onClose={() => setNeedNumbers(null)}
          onSaved={() => {
            // The numbers are in: the same waybills print again.
            setNeedNumbers(null);
            void print(needNumbers.rows, needNumbers.clear);
          }}
        />
      )}
      <Modal
        open={pdf !== null}
        title={t("shipping.onePiece.preview")}
        footer={
          pdf && (
            <Space>
              <Button onClick={() => setPdf(null)}>{t("shipping.close")}</Button>
              <HandOverButton
                blocker={printedBlocker ?? null}
                loading={handOver.busy}
                onClick={() => {
                  const printed = pdf;
                  void handOver.ask(printed.rows.map((r) => r.order_id)).then((done) => {
                    if (!done) return;
                    printed.clear();
                    setPdf(null);
                  });
                }}
                testId="hand-over-printed"
              >
                {t("shipping.handOver.printed", { count: pdf.rows.length })}
              </HandOverButton>
            </Space>
          )
        }
        width={720}
        onCancel={() => setPdf(null)}
      >
        {pdf && (
          <iframe
            title={t("shipping.onePiece.preview")}
            src={pdf.url}
            style={{ width: "100%", height: 600, border: 0 }}
            data-testid="waybills-pdf"
          />
        )}
      </Modal>
    </Flex>
  );
}

/** The hand-over button: disabled with a tooltip saying why (print first, only bagged orders, …). */
function HandOverButton(props: {
  blocker: string | null;
  loading: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const button = (
    <Button
      icon={<CarOutlined />}
      disabled={props.blocker !== null}
      loading={props.loading}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
  if (!props.blocker) return button;
  // A disabled button fires no mouse events: the tooltip sits on a wrapper.
  return (
    <Tooltip title={t(props.blocker, { max: handOverMax })}>
      <span data-testid={`${props.testId}-blocked`}>{button}</span>
    </Tooltip>
  );
}
