import { useTranslation } from "react-i18next";
import { OrderInfo } from "./order-info.tsx";
import { ShipperShopScope } from "./shop-scope.tsx";

/** /ds/ds-order-info: the orders Shopify sent from the drop shipper's shops, and what became of each. */
export function ShipperOrderInfoScreen() {
  const { t } = useTranslation();
  return (
    <ShipperShopScope
      title={t("menu.orderInfo")}
      noShopText={t("stores.orders.noShop")}
      testIdPrefix="order-info"
    >
      {(shops, shopId, providerUuid) => (
        <OrderInfo key={shopId} shops={shops} shopId={shopId} providerUuid={providerUuid} />
      )}
    </ShipperShopScope>
  );
}
