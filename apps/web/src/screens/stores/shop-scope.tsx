import { useQuery } from "@tanstack/react-query";
import type { TShop } from "@wms/contracts";
import { Alert, Card, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { LinkButton } from "../../components/link-button.tsx";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { DemoShopNote } from "./demo-shop-note.tsx";
import { ShopAccessBanner } from "./shop-access-banner.tsx";
import { storesApi, storesKey } from "./stores-api.ts";
import { useActiveShops } from "./use-active-shops.ts";

/** What a per-shop screen (product info, order info) names itself: its title and its test id prefix. */
type TShopScreen = { title: string; testIdPrefix: string };

type TShipperShopScreen = TShopScreen & {
  noShopText: string;
  children: (shops: TShop[], shopId: string, providerUuid: string) => ReactNode;
};

/**
 * A drop shipper's per-shop screen, under the provider chosen in the header: the shop in the URL
 * (`shop_id`; the first active shop with that provider by default), or, without one, `noShopText` and
 * the way to My shops.
 */
export function ShipperShopScope(props: TShipperShopScreen) {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => <ShopOfProvider {...props} providerUuid={providerUuid} />}
    </ProviderScoped>
  );
}

function ShopOfProvider(props: TShipperShopScreen & { providerUuid: string }) {
  const { t } = useTranslation();
  const [params] = useListParams();
  const shops = useActiveShops(props.providerUuid);
  if (shops.isPending) return <Skeleton active />;
  if (shops.isError) return <Alert type="error" showIcon title={t("stores.products.shopsFailed")} />;
  const list = shops.data.list;
  const chosen = list.find((s) => s.shop_id === params.shop_id) ?? list[0];
  return (
    <>
      <ShopAccessBanner providerUuid={props.providerUuid} />
      <DemoShopNote shop={chosen} />
      {chosen ? (
        props.children(list, chosen.shop_id, props.providerUuid)
      ) : (
        <Card title={props.title}>
          <Empty description={props.noShopText} data-testid={`${props.testIdPrefix}-no-shop`}>
            <LinkButton
              type="primary"
              to="/ds/ds-store-management"
              data-testid={`${props.testIdPrefix}-shops-link`}
            >
              {t("stores.products.toShops")}
            </LinkButton>
          </Empty>
        </Card>
      )}
    </>
  );
}

/**
 * Provider staff's read-only per-shop screen: the shop in the URL (`shop_id`; the first of every
 * customer shop by default). `children` also gets the link back to the customer shops.
 */
export function StaffShopScope(
  props: TShopScreen & { children: (shops: TShop[], shopId: string, back: ReactNode) => ReactNode },
) {
  const { t } = useTranslation();
  const [params] = useListParams();
  const shops = useQuery({
    queryKey: [...storesKey, "list", "tenant", "options"],
    queryFn: () => storesApi.list({ page_size: 200, cur_page: 1 }),
  });
  const list = shops.data?.list ?? [];
  const shopId = (typeof params.shop_id === "string" && params.shop_id) || list[0]?.shop_id || "";
  const back = (
    <LinkButton to="/p/p-store-management" data-testid={`p-${props.testIdPrefix}-back`}>
      {t("menu.customerShops")}
    </LinkButton>
  );
  if (shopId === "" && shops.isPending) return <Skeleton active />;
  if (shopId === "")
    return (
      <Card title={props.title} extra={back}>
        <Empty description={t("stores.emptyStaff")} data-testid={`p-${props.testIdPrefix}-no-shop`} />
      </Card>
    );
  return (
    <>
      <DemoShopNote shop={list.find((s) => s.shop_id === shopId)} />
      {props.children(list, shopId, back)}
    </>
  );
}
