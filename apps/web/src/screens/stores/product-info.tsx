import type { TShop } from "@wms/contracts";
import { Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { ShopDriftPanel } from "./shop-drift-panel.tsx";
import { ShopDriftTable } from "./shop-drift-table.tsx";
import { ShopPicker } from "./shop-picker.tsx";
import { ShopProductsTable } from "./shop-products-table.tsx";
import { useShopSync } from "./shop-sync.ts";
import { ShopSyncPanel } from "./shop-sync-panel.tsx";

/**
 * One shop's products, for both sides: the sync panel (with the shop picker and `extra` in its header) and
 * how the shop's stock compares with the warehouse, over the synced variants or (tab `view=drift`) the
 * stock drifts. With `providerUuid` it is the drop shipper's, who also syncs; without it,
 * provider staff read a customer's shop.
 */
export function ProductInfo(props: {
  shops: TShop[];
  shopId: string;
  providerUuid?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const sync = useShopSync(shopId, providerUuid);
  const demo = props.shops.find((s) => s.shop_id === shopId)?.demo === true;
  const header = (
    <Flex gap={8} wrap>
      <ShopPicker
        shops={props.shops}
        value={shopId}
        staff={providerUuid === undefined}
        testId="product-info-shop-picker"
      />
      {props.extra}
    </Flex>
  );
  return (
    <Flex vertical gap={16}>
      <ShopSyncPanel shopId={shopId} providerUuid={providerUuid} sync={sync} extra={header} demo={demo} />
      <ShopDriftPanel shopId={shopId} providerUuid={providerUuid} demo={demo} />
      <UrlTabs
        param="view"
        keep={["shop_id", "provider_uuid"]}
        tabs={[
          {
            key: "products",
            label: t("stores.products.title"),
            render: () => (
              <ShopProductsTable
                shopId={shopId}
                providerUuid={providerUuid}
                neverSynced={sync.data === null}
              />
            ),
          },
          {
            key: "drift",
            label: t("stores.drift.listTitle"),
            render: () => <ShopDriftTable shopId={shopId} providerUuid={providerUuid} />,
          },
        ]}
      />
    </Flex>
  );
}
