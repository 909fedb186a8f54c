import { AppstoreOutlined, ProfileOutlined, SettingOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import type { TShop } from "@wms/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../components/link-button.tsx";

type TShopScreen = { path: string; icon: ReactNode; text: string; label: string; testId: string };

/**
 * A shop's own screens from a shop list: the drop shipper's (`providerUuid`: user info to edit, products,
 * orders) or the provider's (read-only user info, products, orders).
 */
export function ShopScreenLinks({ shop, providerUuid }: { shop: TShop; providerUuid?: string }) {
  const { t } = useTranslation();
  const area = providerUuid ? "ds" : "p";
  const screens: TShopScreen[] = [
    providerUuid
      ? {
          path: "ds-user-info",
          icon: <SettingOutlined />,
          text: "stores.userInfo.settings",
          label: "stores.userInfo.settingsLabel",
          testId: "settings",
        }
      : {
          path: "p-user-info",
          icon: <ProfileOutlined />,
          text: "stores.userInfo.open",
          label: "stores.userInfo.openLabel",
          testId: "user-info",
        },
    {
      path: `${area}-product-info`,
      icon: <AppstoreOutlined />,
      text: "stores.products.open",
      label: "stores.products.openLabel",
      testId: "products",
    },
    {
      path: `${area}-order-info`,
      icon: <ShoppingCartOutlined />,
      text: "stores.orders.open",
      label: "stores.orders.openLabel",
      testId: "orders",
    },
  ];
  const query = `shop_id=${shop.shop_id}${providerUuid ? `&provider_uuid=${providerUuid}` : ""}`;
  return screens.map((s) => (
    <LinkButton
      key={s.path}
      size="small"
      icon={s.icon}
      to={`/${area}/${s.path}?${query}`}
      aria-label={t(s.label, { shop: shop.shop_url })}
      data-testid={`${s.testId}-${shop.shop_url}`}
    >
      {t(s.text)}
    </LinkButton>
  ));
}
