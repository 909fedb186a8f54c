import { useQuery } from "@tanstack/react-query";
import { Code } from "@wms/contracts";
import { Alert, Card, Empty, Select, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { LinkButton } from "../../components/link-button.tsx";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { ShopAccessBanner } from "./shop-access-banner.tsx";
import { storesApi } from "./stores-api.ts";
import { useActiveShops } from "./use-active-shops.ts";
import { UserInfoForm, userInfoKey } from "./user-info-form.tsx";

/** /ds/ds-user-info: the user info of the drop shipper's shops with the chosen provider. */
export function ShipperUserInfoScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => (
        <>
          <ShopAccessBanner providerUuid={providerUuid} />
          <ShipperUserInfo providerUuid={providerUuid} />
        </>
      )}
    </ProviderScoped>
  );
}

/**
 * A shop picker (the shop is kept in the URL, `shop_id`; the first shop by default) over the chosen
 * shop's form; without a shop, the way to bind one.
 */
function ShipperUserInfo({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const shops = useActiveShops(providerUuid);
  const list = shops.data?.list ?? [];
  const chosen = list.find((s) => s.shop_id === params.shop_id) ?? list[0];
  const info = useQuery({
    queryKey: userInfoKey(providerUuid, chosen?.shop_id ?? ""),
    queryFn: () => storesApi.userInfo({ shop_id: chosen?.shop_id, provider_uuid: providerUuid }),
    enabled: chosen !== undefined,
  });
  if (shops.isPending) return <Skeleton active />;
  const noShop = info.error instanceof ApiError && info.error.code === Code.noShopBound;
  if (shops.isSuccess && (!chosen || noShop)) return <NoShop providerUuid={providerUuid} />;
  const picker = (
    <Select
      aria-label={t("stores.userInfo.shop")}
      style={{ minWidth: 280 }}
      value={chosen?.shop_id}
      onChange={(shopId: string) => update({ shop_id: shopId })}
      options={list.map((s) => ({ value: s.shop_id, label: `${s.shop_name || s.shop_url} · ${s.shop_url}` }))}
      data-testid="user-info-shop-picker"
    />
  );
  let body = <Skeleton active />;
  if (shops.isError || info.isError)
    body = <Alert type="error" showIcon title={t("stores.userInfo.loadFailed")} />;
  else if (info.data)
    body = <UserInfoForm key={info.data.shop_id} info={info.data} providerUuid={providerUuid} />;
  return (
    <Card title={t("menu.userInfo")} extra={picker}>
      {body}
    </Card>
  );
}

/** No active shop with this provider: say so and link to binding one. */
function NoShop({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t("menu.userInfo")}>
      <Empty description={t("stores.userInfo.noShop")} data-testid="user-info-no-shop">
        <LinkButton
          type="primary"
          to={`/ds/third-part-key-information?provider_uuid=${providerUuid}`}
          data-testid="user-info-bind"
        >
          {t("stores.bindButton")}
        </LinkButton>
      </Empty>
    </Card>
  );
}
