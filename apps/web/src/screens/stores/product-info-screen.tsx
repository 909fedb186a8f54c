import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { ProductInfo } from "./product-info.tsx";
import { ShipperShopScope } from "./shop-scope.tsx";

/** /ds/ds-product-info: the products of the drop shipper's shops with the chosen provider, and their sync. */
export function ShipperProductInfoScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => (
        <ShipperShopScope
          providerUuid={providerUuid}
          title={t("menu.productInfo")}
          noShopText={t("stores.products.noShop")}
          testIdPrefix="product-info"
        >
          {(shops, shopId) => (
            <ProductInfo key={shopId} shops={shops} shopId={shopId} providerUuid={providerUuid} />
          )}
        </ShipperShopScope>
      )}
    </ProviderScoped>
  );
}
