import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { LinkButton } from "../../components/link-button.tsx";
import { ProductInfo } from "./product-info.tsx";
import { storesApi, storesKey } from "./stores-api.ts";

/**
 * /p/p-product-info?shop_id=: a customer shop's products and its last sync, read-only, for provider
 * staff; the picker offers every shop of the provider's customers (the first one without `shop_id`).
 */
export function ProviderProductInfoScreen() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const shops = useQuery({
    queryKey: [...storesKey, "list", "tenant", "options"],
    queryFn: () => storesApi.list({ page_size: 200, cur_page: 1 }),
  });
  const list = shops.data?.list ?? [];
  const shopId = (typeof params.shop_id === "string" && params.shop_id) || list[0]?.shop_id || "";
  const back = (
    <LinkButton to="/p/p-store-management" data-testid="p-product-info-back">
      {t("menu.customerShops")}
    </LinkButton>
  );
  if (shopId === "" && shops.isPending) return <Skeleton active />;
  if (shopId === "")
    return (
      <Card title={t("menu.productInfo")} extra={back}>
        <Empty description={t("stores.emptyStaff")} data-testid="p-product-info-no-shop" />
      </Card>
    );
  return <ProductInfo key={shopId} shops={list} shopId={shopId} extra={back} />;
}
