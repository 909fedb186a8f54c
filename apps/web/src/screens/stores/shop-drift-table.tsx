import { shopDriftStates, type TShopDrift } from "@wms/contracts";
import { Flex, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { shopDriftListKey } from "./shop-drift.ts";
import { DriftStateTag } from "./shop-drift-state.tsx";
import { storesApi } from "./stores-api.ts";

/**
 * A shop's stock drifts, newest first: each variant found with Shopify and the warehouse apart, by how
 * much, and what became of it. Keyword (SKU or title), state, sort and page live in the URL.
 */
export function ShopDriftTable(props: { shopId: string; providerUuid?: string }) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  return (
    <DataTable<TShopDrift>
      testId="shop-drift-table"
      title={t("stores.drift.listTitle")}
      queryKey={shopDriftListKey(shopId)}
      fetchPage={(p) => storesApi.drifts({ ...p, shop_id: shopId, provider_uuid: providerUuid })}
      rowKey="id"
      search={{ name: "keyword", placeholder: t("stores.drift.search") }}
      filters={[
        valuesFilter({ name: "state", label: t("stores.drift.state") }, shopDriftStates, (s) =>
          t(`stores.drift.states.${s}`),
        ),
      ]}
      emptyText={t("stores.drift.empty")}
      columns={driftColumns(t)}
    />
  );
}

function driftColumns(t: TFunction): ColumnsType<TShopDrift> {
  const c = (key: string) => t(`stores.drift.columns.${key}`);
  return [
    timeColumn("found_at", c("foundAt")),
    textColumn("sku", c("sku"), { sorter: true }),
    textColumn("title", c("title")),
    textColumn("shopify_quantity", c("shopify"), { align: "right" }),
    textColumn("warehouse_quantity", c("warehouse"), { align: "right" }),
    {
      key: "difference",
      title: c("difference"),
      align: "right",
      sorter: true,
      render: (_v, d) => (
        <Typography.Text type={d.difference > 0 ? "danger" : undefined}>
          {d.difference > 0 ? `+${d.difference}` : d.difference}
        </Typography.Text>
      ),
    },
    {
      key: "state",
      title: c("state"),
      render: (_v, d) => (
        <Flex vertical gap={4} align="flex-start">
          <DriftStateTag status={d.state} />
          {d.state === "repaired" && (
            <Typography.Text type="secondary" data-testid="shop-drift-repair">
              {t("stores.drift.repairedFromTo", { from: d.repaired_from, to: d.repaired_to })}
            </Typography.Text>
          )}
          {d.error_text && (
            <Typography.Text type="danger" style={{ maxWidth: 280, overflowWrap: "anywhere" }}>
              {d.error_text}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    timeColumn("resolved_at", c("resolvedAt"), { sorter: false }),
  ];
}
