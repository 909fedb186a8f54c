import { useQuery } from "@tanstack/react-query";
import type { TInventoryDetailRow, TInventoryRow } from "@wms/contracts";
import { Flex, Space, Tag, Typography, theme } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { longTextColumn, numberColumn } from "../../components/data-table/columns.tsx";
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
 * warehouse and owner filters and the move and release actions; the drop shipper's view is read-only.
 * Available is sellable stock only; defective and other unsellable stock is shown apart.
 */
export function InventoryTable(props: {
  scope: TInventoryScope;
  staff: boolean;
  actions?: ReactNode;
  onMove?: (balance: TInventoryDetailRow, row: TInventoryRow) => void;
  onRelease?: (balance: TInventoryDetailRow, row: TInventoryRow) => void;
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

  const count = (titleKey: string, field: keyof TInventoryRow & string, sorter = false) =>
    numberColumn<TInventoryRow>(field, c(titleKey), sorter ? { sorter } : {});
  const columns: ColumnsType<TInventoryRow> = [
    {
      // The barcode under its SKU: one column for the two codes, so that the counts fit beside them.
      key: "sku",
      title: c("skuBarcode"),
      dataIndex: "sku",
      sorter: true,
      fixed: "left",
      className: oneLineCell,
      render: (sku: string, row) => (
        <Flex vertical>
          <Space wrap size={[8, 2]}>
            <Typography.Text strong>{sku}</Typography.Text>
            {row.low_stock && (
              <Tag color="warning" data-testid="low-stock-tag">
                {t("inventory.low")}
              </Tag>
            )}
          </Space>
          <Typography.Text type="secondary">{row.barcode || "—"}</Typography.Text>
        </Flex>
      ),
    },
    longTextColumn<TInventoryRow>("name", c("name"), (row) =>
      i18n.language === "zh_cn" ? row.name_cn || row.name_en : row.name_en || row.name_cn,
    ),
    // The drop shipper sees only its own goods: the owner is itself.
    ...(props.staff
      ? [{ key: "owner", title: c("owner"), dataIndex: "owner_code", className: oneLineCell }]
      : []),
    count("total", "total", true),
    {
      ...count("available", "available", true),
      // Available is sellable stock; what is never available is shown apart under it: "2 defective at
      // DEF-01", "3 not for sale" (in the cell, two short lines, so that the list still fits its card).
      render: (v: number, row) => (
        <Flex vertical align="end">
          <span
            data-testid="available"
            style={row.low_stock ? { color: token.colorWarningText, fontWeight: 600 } : undefined}
          >
            {v}
          </span>
          {(row.defective > 0 || row.unsellable > 0) && (
            <Typography.Text
              type="secondary"
              data-testid="not-sellable"
              style={{ fontSize: token.fontSizeSM }}
            >
              {row.defective > 0 && (
                <Typography.Text type="danger" style={{ fontSize: token.fontSizeSM }}>
                  {t("inventory.notSellable.defective", { count: row.defective })} <br />
                  {t("inventory.notSellable.at", { locations: row.defective_locations })}
                </Typography.Text>
              )}
              {row.defective > 0 && row.unsellable > 0 && <br />}
              {row.unsellable > 0 && t("inventory.notSellable.other", { count: row.unsellable })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: "occupied",
      title: c("occupied"),
      children: [
        count("occupiedBy.draft", "draft_occupied"),
        count("occupiedBy.unpicked", "unpicked_occupied"),
        count("occupiedBy.picking", "picking_occupied"),
      ],
    },
    count("locations", "locations"),
    count("warning", "warning_quantity"),
    {
      key: "expiry",
      title: c("expiry"),
      dataIndex: "nearest_expiry_date",
      className: oneLineCell,
      render: (v) => v ?? "—",
    },
    {
      key: "inbound_at",
      title: c("inbound"),
      dataIndex: "first_inbound_at",
      sorter: true,
      className: oneLineCell,
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
          <InventoryDetail
            row={row}
            scope={props.scope}
            warehouseId={warehouseId}
            onMove={props.onMove}
            onRelease={props.onRelease}
          />
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
