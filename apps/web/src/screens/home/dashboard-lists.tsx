import type { TLowStockItem, TTopSalesItem } from "@wms/contracts";
import { Empty, List, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";

/** The SKU's name in the user's language, falling back to the other one. */
function useNameOf() {
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh_cn";
  return (item: { name_en: string; name_cn: string }) =>
    (zh ? item.name_cn || item.name_en : item.name_en || item.name_cn) || "—";
}

/** SKUs at or below their warning quantity, lowest available first. */
export function LowStockList({ items, total }: { items: TLowStockItem[]; total: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const nameOf = useNameOf();
  if (items.length === 0) return <Empty description={t("home.noLowStock")} data-testid="low-stock-empty" />;
  return (
    <List
      size="small"
      data-testid="low-stock-list"
      dataSource={items}
      footer={
        total > items.length ? (
          <Typography.Text type="secondary">
            {t("home.dashboard.moreLowStock", { count: total })}
          </Typography.Text>
        ) : undefined
      }
      renderItem={(item) => (
        <List.Item
          extra={
            <Typography.Text style={{ color: token.colorWarning, fontWeight: 600 }}>
              {t("home.dashboard.availableOf", {
                available: item.available,
                warning: item.warning_quantity,
              })}
            </Typography.Text>
          }
        >
          <List.Item.Meta
            title={item.sku}
            description={
              <Typography.Text type="secondary" ellipsis>
                {nameOf(item)} · {item.owner_code}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** The SKUs shipped most over the last 30 days. */
export function TopSalesList({ items }: { items: TTopSalesItem[] }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  if (items.length === 0) return <Empty description={t("home.noSales")} data-testid="top-sales-empty" />;
  return (
    <List
      size="small"
      data-testid="top-sales-list"
      dataSource={items}
      renderItem={(item, index) => (
        <List.Item
          extra={
            <Typography.Text strong>{t("home.dashboard.units", { count: item.quantity })}</Typography.Text>
          }
        >
          <List.Item.Meta
            title={`${index + 1}. ${item.sku}`}
            description={
              <Typography.Text type="secondary" ellipsis>
                {nameOf(item)} · {t("home.dashboard.orders", { count: item.orders })}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
