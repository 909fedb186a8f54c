import type { TRelatedProduct } from "@wms/contracts";
import { Avatar } from "antd";
import { useTranslation } from "react-i18next";
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
        { key: "sku", title: t("warehousing.storage.sku"), dataIndex: "sku" },
        { key: "title", title: t("warehousing.storage.productTitle"), dataIndex: "title", ellipsis: true },
        { key: "barcode", title: t("warehousing.storage.barcode"), dataIndex: "barcode" },
        { key: "name_en", title: t("warehousing.storage.nameEn"), dataIndex: "name_en", ellipsis: true },
        { key: "name_cn", title: t("warehousing.storage.nameCn"), dataIndex: "name_cn", ellipsis: true },
      ]}
    />
  );
}
