import { shopLinkStates, type TShopVariant } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { shopProductColumns } from "./shop-product-columns.tsx";
import { shopProductsKey } from "./shop-sync.ts";
import { storesApi } from "./stores-api.ts";

/**
 * A shop's variants as last synced: the drop shipper's with `providerUuid`, or, without it, a customer
 * shop read by provider staff. Keyword, link state, sort and page live in the URL (the sync panel's
 * counts set the link state too). `neverSynced` says how to fill an empty shop.
 */
export function ShopProductsTable(props: { shopId: string; providerUuid?: string; neverSynced: boolean }) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const staff = providerUuid === undefined;
  const catalogueLink = (sku: string) => {
    const search = `search=${encodeURIComponent(sku)}`;
    return staff ? `/p/product?${search}` : `/ds/product?${search}&provider_uuid=${providerUuid}`;
  };
  let emptyText = t("stores.products.noMatch");
  if (props.neverSynced) emptyText = t(staff ? "stores.products.emptyStaff" : "stores.products.empty");
  return (
    <DataTable<TShopVariant>
      testId="shop-products-table"
      title={t("stores.products.title")}
      queryKey={shopProductsKey(shopId)}
      fetchPage={(p) => storesApi.products({ ...p, shop_id: shopId, provider_uuid: providerUuid })}
      rowKey="id"
      search={{ name: "keyword", placeholder: t("stores.products.search") }}
      filters={[
        valuesFilter({ name: "link_state", label: t("stores.products.linkState") }, shopLinkStates, (s) =>
          t(`stores.products.linkStates.${s}`),
        ),
      ]}
      emptyText={emptyText}
      columns={shopProductColumns(t, catalogueLink)}
    />
  );
}
