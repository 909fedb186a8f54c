import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { OrderInfo } from "./order-info.tsx";
import { ShipperShopScope } from "./shop-scope.tsx";

/** /ds/ds-order-info: the orders Shopify sent from the drop shipper's shops, and what became of each. */
export function ShipperOrderInfoScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => (
        <ShipperShopScope
          providerUuid={providerUuid}
          title={t("menu.orderInfo")}
          noShopText={t("stores.orders.noShop")}
          testIdPrefix="order-info"
        >
          {(shops, shopId) => (
            <OrderInfo key={shopId} shops={shops} shopId={shopId} providerUuid={providerUuid} />
          )}
        </ShipperShopScope>
      )}
    </ProviderScoped>
  );
}
