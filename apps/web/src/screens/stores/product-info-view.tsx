import { useTranslation } from "react-i18next";
import { ProductInfo } from "./product-info.tsx";
import { StaffShopScope } from "./shop-scope.tsx";

/**
 * /p/p-product-info?shop_id=: a customer shop's products and its last sync, read-only, for provider
 * staff; the picker offers every shop of the provider's customers (the first one without `shop_id`).
 */
export function ProviderProductInfoScreen() {
  const { t } = useTranslation();
  return (
    <StaffShopScope title={t("menu.productInfo")} testIdPrefix="product-info">
      {(shops, shopId, back) => <ProductInfo key={shopId} shops={shops} shopId={shopId} extra={back} />}
    </StaffShopScope>
  );
}
