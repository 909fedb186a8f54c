import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { ShopAccessBanner } from "./shop-access-banner.tsx";
import { StoresTable } from "./stores-table.tsx";

/** /ds/ds-store-management: the drop shipper's shops with the chosen provider; bind and unbind. */
export function ShipperStoresScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => (
        <>
          <ShopAccessBanner providerUuid={providerUuid} />
          <StoresTable providerUuid={providerUuid} />
        </>
      )}
    </ProviderScoped>
  );
}

/** /p/p-store-management: every shop the provider's customers bound, read-only. */
export function ProviderStoresScreen() {
  return <StoresTable />;
}
