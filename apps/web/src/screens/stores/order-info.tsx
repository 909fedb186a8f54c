import type { TShop } from "@wms/contracts";
import { Alert, Card, Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FulfilPanel } from "./fulfil-panel.tsx";
import { ShopOrderCounts } from "./shop-order-counts.tsx";
import { useShopOrderCounts } from "./shop-orders.ts";
import { ShopOrdersTable } from "./shop-orders-table.tsx";
import { ShopPicker } from "./shop-picker.tsx";

/**
 * One shop's orders, for both sides: the counts per state (with the shop picker and `extra` in the
 * header) beside the fulfilments pushed back to Shopify, over the order table. With `providerUuid` it
 * is the drop shipper's, who also maps SKUs, retries held orders and pushes fulfilments; without it,
 * provider staff read a customer's shop.
 */
export function OrderInfo(props: {
  shops: TShop[];
  shopId: string;
  providerUuid?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const counts = useShopOrderCounts(shopId, providerUuid);
  const header = (
    <Flex gap={8} wrap>
      <ShopPicker
        shops={props.shops}
        value={shopId}
        staff={providerUuid === undefined}
        testId="order-info-shop-picker"
      />
      {props.extra}
    </Flex>
  );
  const noOrdersYet = counts.data !== undefined && Object.values(counts.data).every((n) => n === 0);
  return (
    <Flex vertical gap={16}>
      {/* side by side on a wide screen, the fulfilment panel under the counts on a narrow one */}
      <Flex gap={16} wrap>
        <Card
          title={t("menu.orderInfo")}
          extra={header}
          style={{ flex: "2 1 560px", minWidth: 0 }}
          data-testid="shop-order-counts"
        >
          {counts.isError && <Alert type="error" showIcon title={t("stores.orders.countsFailed")} />}
          <ShopOrderCounts counts={counts.data} />
        </Card>
        <FulfilPanel
          shopId={shopId}
          providerUuid={providerUuid}
          demo={props.shops.find((s) => s.shop_id === shopId)?.demo}
          style={{ flex: "1 1 340px", minWidth: 0 }}
        />
      </Flex>
      <ShopOrdersTable shopId={shopId} providerUuid={providerUuid} noOrdersYet={noOrdersYet} />
    </Flex>
  );
}
