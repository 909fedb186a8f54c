import type { TRelatedProduct } from "@wms/contracts";
import { Avatar } from "antd";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { storageApi, storageKey } from "./storage-api.ts";

/** The SKUs the drop shipper can store in its selected warehouses (storage-m/get-related-products). */
export function RelatedProductsTable({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  return (
    <DataTable<TRelatedProduct>
      testId="related-products"
      title={t("warehousing.storage.relatedTitle")}
      queryKey={[...storageKey, "related", providerUuid]}
      fetchPage={(params) => storageApi.relatedProducts({ ...params, provider_uuid: providerUuid })}
      rowKey="variant_id"
      search={{ name: "keyword", placeholder: t("warehousing.storage.relatedSearch") }}
      emptyText={t("warehousing.storage.relatedEmpty")}
      columns={[
        {
          key: "image",
          title: "",
          width: 56,
          render: (_v, p) => <Avatar shape="square" src={p.main_image_url || undefined} alt={p.sku} />,
        },
        textColumn("sku", t("warehousing.storage.sku")),
        textColumn("title", t("warehousing.storage.productTitle"), { ellipsis: true }),
        textColumn("barcode", t("warehousing.storage.barcode")),
        textColumn("name_en", t("warehousing.storage.nameEn"), { ellipsis: true }),
        textColumn("name_cn", t("warehousing.storage.nameCn"), { ellipsis: true }),
      ]}
    />
  );
}
