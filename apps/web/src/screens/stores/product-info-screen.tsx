import { useTranslation } from "react-i18next";
import { ProductInfo } from "./product-info.tsx";
import { ShipperShopScope } from "./shop-scope.tsx";

/** /ds/ds-product-info: the products of the drop shipper's shops with the chosen provider, and their sync. */
export function ShipperProductInfoScreen() {
  const { t } = useTranslation();
  return (
    <ShipperShopScope
      title={t("menu.productInfo")}
      noShopText={t("stores.products.noShop")}
      testIdPrefix="product-info"
    >
      {(shops, shopId, providerUuid) => (
        <ProductInfo key={shopId} shops={shops} shopId={shopId} providerUuid={providerUuid} />
      )}
    </ShipperShopScope>
  );
}
