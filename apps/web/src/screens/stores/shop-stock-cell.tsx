import type { TShopVariant } from "@wms/contracts";
import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";

/**
 * What the stock push last set in the shop for this variant, and when; or why it could not (the server's
 * sentence, Shopify's words included). A dash when the shop has never had stock from the warehouse.
 */
export function ShopStockCell({ variant }: { variant: TShopVariant }) {
  const { t } = useTranslation();
  const { stock_quantity: quantity, stock_pushed_at: pushedAt, stock_error: error } = variant;
  if (quantity === null && !error) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2} align="flex-end">
      {quantity !== null && <Typography.Text data-testid="stock-quantity">{quantity}</Typography.Text>}
      {pushedAt !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("stores.products.stockPushedAt", { time: formatTime(pushedAt) })}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text
          type="danger"
          style={{ maxWidth: 280, textAlign: "right" }}
          data-testid="stock-error"
        >
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
