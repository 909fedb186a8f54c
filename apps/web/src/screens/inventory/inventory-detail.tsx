import { useQuery } from "@tanstack/react-query";
import type { TInventoryDetailRow, TInventoryRow } from "@wms/contracts";
import { Button, Space, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { formatTime } from "../../components/format.ts";
import { inventoryApi, inventoryKey, type TInventoryScope } from "./inventory-api.ts";

/** What a balance row holds that no order occupies (unsellable rows answer available 0; they may still move). */
export const free = (b: TInventoryDetailRow) =>
  b.total - b.draft_occupied - b.unpicked_occupied - b.picking_occupied;

/** Drill-down of one SKU: location stock per lot (batch, production and expiry dates, inbound time). */
export function InventoryDetail(props: {
  row: TInventoryRow;
  scope: TInventoryScope;
  warehouseId?: string;
  onMove?: (balance: TInventoryDetailRow, row: TInventoryRow) => void;
  onRelease?: (balance: TInventoryDetailRow, row: TInventoryRow) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...inventoryKey, "detail", props.scope.providerUuid, props.row.variant_id, props.warehouseId],
    queryFn: () => inventoryApi.detail(props.scope, props.row.variant_id, props.warehouseId),
  });
  const c = (key: string) => t(`inventory.columns.${key}`);
  const columns: ColumnsType<TInventoryDetailRow> = [
    { key: "warehouse", title: c("warehouse"), dataIndex: "warehouse_code", className: oneLineCell },
    {
      key: "location",
      title: c("location"),
      dataIndex: "location_code",
      className: oneLineCell,
      render: (code: string, balance) => (
        <Space size={4}>
          {code}
          <Tag
            color={balance.sellable ? undefined : balance.location_type === "defect" ? "error" : "warning"}
          >
            {t(`warehousing.locationTypes.${balance.location_type}`)}
          </Tag>
          {!balance.sellable && <Tag>{t("inventory.notSellable.tag")}</Tag>}
        </Space>
      ),
    },
    { key: "batch", title: c("batch"), dataIndex: "batch", render: (v: string) => v || "—" },
    {
      key: "production",
      title: c("production"),
      dataIndex: "production_date",
      className: oneLineCell,
      render: (v) => v ?? "—",
    },
    {
      key: "expiry",
      title: c("expiryDate"),
      dataIndex: "expiry_date",
      className: oneLineCell,
      render: (v) => v ?? "—",
    },
    {
      key: "inbound",
      title: c("inbound"),
      dataIndex: "inbound_at",
      className: oneLineCell,
      render: (v: number) => formatTime(v),
    },
    { key: "owner", title: c("owner"), dataIndex: "owner_code", className: oneLineCell },
    { key: "total", title: c("total"), dataIndex: "total", align: "right" },
    { key: "available", title: c("available"), dataIndex: "available", align: "right" },
    { key: "draft", title: c("draft"), dataIndex: "draft_occupied", align: "right" },
    { key: "unpicked", title: c("unpicked"), dataIndex: "unpicked_occupied", align: "right" },
    { key: "picking", title: c("picking"), dataIndex: "picking_occupied", align: "right" },
  ];
  if (props.onMove) {
    const { onMove, onRelease } = props;
    columns.push({
      key: "actions",
      title: c("actions"),
      className: oneLineCell,
      render: (_, balance) => (
        <Space size={4}>
          <Button size="small" disabled={free(balance) <= 0} onClick={() => onMove(balance, props.row)}>
            {t("inventory.move.button")}
          </Button>
          {!balance.sellable && onRelease && (
            <Button size="small" disabled={free(balance) <= 0} onClick={() => onRelease(balance, props.row)}>
              {t("inventory.release.button")}
            </Button>
          )}
        </Space>
      ),
    });
  }
  return (
    <Table<TInventoryDetailRow>
      size="small"
      rowKey="balance_id"
      data-testid={`inventory-detail-${props.row.sku}`}
      loading={query.isPending}
      columns={columns}
      dataSource={query.data?.list ?? []}
      pagination={false}
      // Laid out like the lists (data-table.tsx): titles wrap before the row's move button leaves the view.
      className="wms-data-table"
      tableLayout="auto"
      scroll={{ x: true }}
      locale={{ emptyText: t("inventory.noDetail") }}
    />
  );
}
