import { stockReasons, type TStockLogRow, textCaps } from "@wms/contracts";
import { Card, Form, Input, theme } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { formatTime } from "../../components/format.ts";
import { inventoryApi, inventoryKey, type TInventoryScope } from "./inventory-api.ts";

/**
 * The stock log: the latest changes of every SKU until a barcode (or SKU) is given, then that product's
 * log (spec section 5). The barcode field is keyboard-wedge friendly: a scanner types the code and presses Enter.
 */
export function StockLogTable({ scope }: { scope: TInventoryScope }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [params, update] = useListParams();
  const barcode = typeof params.barcode === "string" ? params.barcode : "";
  const c = (key: string) => t(`inventory.log.columns.${key}`);
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const columns: ColumnsType<TStockLogRow> = [
    { key: "time", title: c("time"), dataIndex: "created_at", render: (v: number) => formatTime(v) },
    {
      key: "reason",
      title: c("reason"),
      dataIndex: "reason",
      render: (r: string) => t(`inventory.log.reasons.${r}`),
    },
    // Before a code narrows the log to one product, each row names its SKU.
    ...(barcode ? [] : [{ key: "sku", title: c("sku"), dataIndex: "sku" }]),
    { key: "document", title: c("document"), dataIndex: "document_code" },
    { key: "warehouse", title: c("warehouse"), dataIndex: "warehouse_code" },
    { key: "location", title: c("location"), dataIndex: "location_code" },
    { key: "batch", title: c("batch"), dataIndex: "batch", render: (v: string) => v || "—" },
    {
      key: "delta",
      title: c("delta"),
      dataIndex: "delta",
      align: "right",
      render: (v: number) => (
        <span style={{ color: v > 0 ? token.colorSuccess : v < 0 ? token.colorError : undefined }}>
          {signed(v)}
        </span>
      ),
    },
    { key: "before", title: c("before"), dataIndex: "on_hand_before", align: "right" },
    { key: "after", title: c("after"), dataIndex: "on_hand_after", align: "right" },
    {
      key: "occupation",
      title: c("occupation"),
      render: (_, r) =>
        (["draft", "unpicked", "picking"] as const)
          .filter((s) => r[`${s}_delta`] !== 0)
          .map((s) => `${t(`inventory.log.states.${s}`)} ${signed(r[`${s}_delta`])}`)
          .join(", ") || "—",
    },
    { key: "available", title: c("available"), dataIndex: "available_after", align: "right" },
    { key: "operator", title: c("operator"), dataIndex: "operator" },
    { key: "note", title: c("note"), dataIndex: "note", render: (v: string) => v || "—" },
  ];
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Form layout="inline">
          <Form.Item
            label={t("inventory.log.barcode")}
            extra={barcode ? undefined : t("inventory.log.barcodeHint")}
          >
            <Input.Search
              key={barcode}
              defaultValue={barcode}
              allowClear
              maxLength={textCaps.code}
              autoFocus
              style={{ width: 320 }}
              aria-label={t("inventory.log.barcode")}
              data-testid="stock-log-barcode"
              onSearch={(value) => update({ barcode: value.trim() || undefined })}
            />
          </Form.Item>
        </Form>
      </Card>
      <DataTable<TStockLogRow>
        testId="stock-log-table"
        title={barcode ? t("inventory.log.title") : t("inventory.log.recent")}
        queryKey={[...inventoryKey, "log", scope.providerUuid ?? "tenant"]}
        fetchPage={(p) => inventoryApi.stockLog(scope, p)}
        rowKey="id"
        columns={columns}
        search={false}
        filters={[
          { kind: "dateRange", name: "created", label: t("inventory.log.created") },
          valuesFilter({ name: "reason", label: t("inventory.log.reason"), width: 200 }, stockReasons, (r) =>
            t(`inventory.log.reasons.${r}`),
          ),
          { kind: "text", name: "document_code", label: t("inventory.log.document"), width: 200 },
        ]}
        emptyText={t(barcode ? "inventory.log.empty" : "inventory.log.emptyRecent")}
      />
    </>
  );
}
