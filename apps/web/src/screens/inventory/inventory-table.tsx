import { useQuery } from "@tanstack/react-query";
import type { TInventoryDetailRow, TInventoryRow } from "@wms/contracts";
import { Space, Tag, Typography, theme } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type TFilter } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ExportButton } from "../../components/export-button.tsx";
import { formatTime } from "../../components/format.ts";
import { customersApi } from "../customers/customers-api.ts";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { inventoryApi, inventoryKey, type TInventoryScope } from "./inventory-api.ts";
import { InventoryDetail } from "./inventory-detail.tsx";

/**
 * Inventory statistics grouped by SKU (and owner), expandable to location/lot rows. `staff` adds the
 * warehouse and owner filters and the move action; the drop shipper's view is read-only.
 */
export function InventoryTable(props: {
  scope: TInventoryScope;
  staff: boolean;
  actions?: ReactNode;
  onMove?: (balance: TInventoryDetailRow, row: TInventoryRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [params] = useListParams();
  const warehouseList = useQuery({
    queryKey: [...inventoryKey, "warehouse-options"],
    queryFn: () => warehousingApi.warehouses({ page_size: 200, cur_page: 1 }),
    enabled: props.staff,
  });
  const warehouses = (warehouseList.data?.list ?? []).map((w) => ({
    value: w.id,
    label: `${w.code} · ${w.name}`,
  }));
  const owners = useQuery({
    queryKey: ["customers", "options"],
    queryFn: () => customersApi.list({ page_size: 200, cur_page: 1 }),
    enabled: props.staff,
  });
  const c = (key: string) => t(`inventory.columns.${key}`);

  const columns: ColumnsType<TInventoryRow> = [
    {
      key: "sku",
      title: c("sku"),
      dataIndex: "sku",
      sorter: true,
      fixed: "left",
      render: (sku: string, row) => (
        <Space>
          <Typography.Text strong>{sku}</Typography.Text>
          {row.low_stock && (
            <Tag color="warning" data-testid="low-stock-tag">
              {t("inventory.low")}
            </Tag>
          )}
        </Space>
      ),
    },
    { key: "barcode", title: c("barcode"), dataIndex: "barcode", render: (v: string) => v || "—" },
    {
      key: "name",
      title: c("name"),
      render: (_, row) =>
        (i18n.language === "zh_cn" ? row.name_cn || row.name_en : row.name_en || row.name_cn) || "—",
    },
    { key: "owner", title: c("owner"), dataIndex: "owner_code" },
    { key: "total", title: c("total"), dataIndex: "total", sorter: true, align: "right" },
    {
      key: "available",
      title: c("available"),
      dataIndex: "available",
      sorter: true,
      align: "right",
      render: (v: number, row) => (
        <span style={row.low_stock ? { color: token.colorWarning, fontWeight: 600 } : undefined}>{v}</span>
      ),
    },
    { key: "draft", title: c("draft"), dataIndex: "draft_occupied", align: "right" },
    { key: "unpicked", title: c("unpicked"), dataIndex: "unpicked_occupied", align: "right" },
    { key: "picking", title: c("picking"), dataIndex: "picking_occupied", align: "right" },
    { key: "locations", title: c("locations"), dataIndex: "locations", align: "right" },
    { key: "warning", title: c("warning"), dataIndex: "warning_quantity", align: "right" },
    { key: "expiry", title: c("expiry"), dataIndex: "nearest_expiry_date", render: (v) => v ?? "—" },
    {
      key: "inbound_at",
      title: c("inbound"),
      dataIndex: "first_inbound_at",
      sorter: true,
      render: (v: number | null) => formatTime(v),
    },
  ];
  const filters: TFilter[] = [
    {
      kind: "select",
      name: "low_stock",
      label: t("inventory.lowOnly"),
      options: [{ value: "true", label: t("inventory.lowOnly") }],
    },
  ];
  if (props.staff) {
    filters.unshift(
      {
        kind: "select",
        name: "warehouse_id",
        label: t("inventory.warehouse"),
        options: warehouses,
        width: 200,
      },
      {
        kind: "select",
        name: "customer_id",
        label: t("inventory.owner"),
        width: 200,
        options: (owners.data?.list ?? []).map((o) => ({
          value: o.id,
          label: `${o.owner_code} · ${o.username}`,
        })),
      },
    );
  }
  const warehouseId = typeof params.warehouse_id === "string" ? params.warehouse_id : undefined;
  return (
    <DataTable<TInventoryRow>
      testId="inventory-table"
      title={t("inventory.title")}
      queryKey={[...inventoryKey, "list", props.scope.providerUuid ?? "tenant"]}
      fetchPage={(p) => inventoryApi.list(props.scope, p)}
      rowKey="variant_id"
      columns={columns}
      search={{ name: "keyword", placeholder: t("inventory.search") }}
      filters={filters}
      emptyText={t("inventory.empty")}
      expandable={{
        expandedRowRender: (row) => (
          <InventoryDetail row={row} scope={props.scope} warehouseId={warehouseId} onMove={props.onMove} />
        ),
        rowExpandable: (row) => row.locations > 0,
      }}
      actions={() => (
        <>
          {props.actions}
          <ExportButton start={() => inventoryApi.startExport(props.scope, params)} />
        </>
      )}
    />
  );
}
