import { Alert, Card, Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { LinkButton } from "../../components/link-button.tsx";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { ProductInfo } from "./product-info.tsx";
import { useActiveShops } from "./use-active-shops.ts";

/** /ds/ds-product-info: the products of the drop shipper's shops with the chosen provider, and their sync. */
export function ShipperProductInfoScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => <ShipperProductInfo providerUuid={providerUuid} />}
    </ProviderScoped>
  );
}

/** The shop in the URL (`shop_id`; the first active shop by default); without one, the way to the shops. */
function ShipperProductInfo({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const [params] = useListParams();
  const shops = useActiveShops(providerUuid);
  if (shops.isPending) return <Skeleton active />;
  if (shops.isError) return <Alert type="error" showIcon title={t("stores.products.shopsFailed")} />;
  const list = shops.data.list;
  const chosen = list.find((s) => s.shop_id === params.shop_id) ?? list[0];
  if (!chosen)
    return (
      <Card title={t("menu.productInfo")}>
        <Empty description={t("stores.products.noShop")} data-testid="product-info-no-shop">
          <LinkButton type="primary" to="/ds/ds-store-management" data-testid="product-info-shops-link">
            {t("stores.products.toShops")}
          </LinkButton>
        </Empty>
      </Card>
    );
  return (
    <ProductInfo key={chosen.shop_id} shops={list} shopId={chosen.shop_id} providerUuid={providerUuid} />
  );
}
