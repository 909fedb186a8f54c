import { useQuery } from "@tanstack/react-query";
import { Alert, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../components/link-button.tsx";
import { storesApi, storesKey } from "./stores-api.ts";

/**
 * On every store screen of the drop shipper: each of its shops with the provider whose access Shopify
 * refused (status `access_lost`; docs/stores.md "Shop health"), what that means and the way to bind it
 * again. Nothing when every shop answers.
 */
export function ShopAccessBanner({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const lost = useQuery({
    queryKey: [...storesKey, "access-lost", providerUuid],
    queryFn: () =>
      storesApi.list({ provider_uuid: providerUuid, status: "access_lost", page_size: 200, cur_page: 1 }),
  });
  const shops = lost.data?.list ?? [];
  if (shops.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {shops.map((shop) => (
        <Alert
          key={shop.shop_id}
          type="error"
          showIcon
          role="alert"
          data-testid="shop-access-lost"
          title={t("stores.accessLost.title", { shop: shop.shop_url })}
          description={shop.last_error ?? t("stores.accessLost.what")}
          action={
            <LinkButton to="/ds/third-part-key-information" data-testid="shop-access-lost-bind">
              {t("stores.accessLost.bindAgain")}
            </LinkButton>
          }
        />
      ))}
    </Flex>
  );
}
