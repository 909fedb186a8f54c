import type { TLowStockItem, TTopSalesItem } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { EmptyNote } from "../../components/plain-parts.tsx";

/** The SKU's name in the user's language, falling back to the other one. */
export function useNameOf() {
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh_cn";
  return (item: { name_en: string; name_cn: string }) =>
    (zh ? item.name_cn || item.name_en : item.name_en || item.name_cn) || "—";
}

/** SKUs at or below their warning quantity, lowest available first. */
export function LowStockList({ items, total }: { items: TLowStockItem[]; total: number }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  if (items.length === 0) return <EmptyNote text={t("home.noLowStock")} testId="low-stock-empty" />;
  return (
    <>
      <ul data-testid="low-stock-list">
        {items.map((item) => (
          <li key={`${item.sku}-${item.owner_code}`}>
            <div>
              {item.sku}
              <span className="wms-secondary">
                {nameOf(item)} · {item.owner_code}
              </span>
            </div>
            <span className="wms-warning-text">
              {t("home.dashboard.availableOf", { available: item.available, warning: item.warning_quantity })}
            </span>
          </li>
        ))}
      </ul>
      {total > items.length && (
        <p className="wms-secondary">{t("home.dashboard.moreLowStock", { count: total })}</p>
      )}
    </>
  );
}

/** The SKUs shipped most over the last 30 days. */
export function TopSalesList({ items }: { items: TTopSalesItem[] }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  if (items.length === 0) return <EmptyNote text={t("home.noSales")} testId="top-sales-empty" />;
  return (
    <ol data-testid="top-sales-list">
      {items.map((item, index) => (
        <li key={item.sku}>
          <div>
            {`${index + 1}. ${item.sku}`}
            <span className="wms-secondary">
              {nameOf(item)} · {t("home.dashboard.orders", { count: item.orders })}
            </span>
          </div>
          <strong>{t("home.dashboard.units", { count: item.quantity })}</strong>
        </li>
      ))}
    </ol>
  );
}
