import { useTranslation } from "react-i18next";
import { OrderInfo } from "./order-info.tsx";
import { StaffShopScope } from "./shop-scope.tsx";

/**
 * /p/p-order-info?shop_id=: a customer shop's orders and what became of each, read-only, for provider
 * staff; the picker offers every shop of the provider's customers (the first one without `shop_id`).
 */
export function ProviderOrderInfoScreen() {
  const { t } = useTranslation();
  return (
    <StaffShopScope title={t("menu.orderInfo")} testIdPrefix="order-info">
      {(shops, shopId, back) => <OrderInfo key={shopId} shops={shops} shopId={shopId} extra={back} />}
    </StaffShopScope>
  );
}
