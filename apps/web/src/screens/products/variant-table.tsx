import { isWeightless, type TProduct, type TProductVariant } from "@wms/contracts";
import { Image, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { unseenTitle } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatMoney } from "../../components/format.ts";

const dims = (l: string | null, w: string | null, h: string | null) =>
  l === null || w === null || h === null ? "—" : `${Number(l)} × ${Number(w)} × ${Number(h)}`;

/** The expanded row of a product: its variants with stock (stock below the warning quantity is flagged). */
export function VariantTable({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  return (
    <ItemsTable<TProductVariant>
      rowKey="variant_id"
      dataSource={product.product_variants}
      scroll={{ x: "max-content" }}
      data-testid={`variants-${product.product_uuid}`}
      columns={[
        {
          key: "image",
          title: unseenTitle(t("products.mainImage")),
          width: 48,
          render: (_v, v) =>
            v.main_image_url || product.main_image_url ? (
              <Image
                src={v.main_image_url || product.main_image_url}
                alt={v.sku}
                width={36}
                height={36}
                style={{ objectFit: "cover" }}
              />
            ) : null,
        },
        {
          key: "sku",
          title: t("products.sku"),
          render: (_v, v) => <Typography.Text copyable>{v.sku}</Typography.Text>,
        },
        { key: "barcode", title: t("products.barcode"), render: (_v, v) => v.barcode || "—" },
        {
          key: "name",
          title: t("products.name"),
          render: (_v, v) => [v.name_en, v.name_cn].filter(Boolean).join(" / "),
        },
        {
          key: "attributes",
          title: t("products.attributes"),
          render: (_v, v) => [v.size, v.colour, v.unit].filter(Boolean).join(" · "),
        },
        {
          key: "weight",
          title: t("products.weightKg"),
          align: "right",
          render: (_v, v) =>
            isWeightless(v.weight) ? (
              <Tag color="error" title={t("products.noWeightHint")}>
                {t("products.noWeight")}
              </Tag>
            ) : (
              Number(v.weight)
            ),
        },
        {
          key: "dimensions",
          title: t("products.dimensionsCm"),
          render: (_v, v) => dims(v.length, v.width, v.height),
        },
        {
          key: "inspection",
          title: t("products.inspectionCm"),
          render: (_v, v) => dims(v.inspection_length, v.inspection_width, v.inspection_height),
        },
        {
          key: "price",
          title: t("products.price"),
          align: "right",
          render: (_v, v) => (
            <>
              {formatMoney(v.price)}
              {v.compare_at_price !== null && (
                <Typography.Text delete type="secondary" style={{ marginLeft: 6 }}>
                  {formatMoney(v.compare_at_price)}
                </Typography.Text>
              )}
            </>
          ),
        },
        { key: "origin", title: t("products.origin"), render: (_v, v) => v.origin || "—" },
        {
          key: "quantity",
          title: t("products.stock"),
          align: "right",
          render: (_v, v) =>
            v.warning_quantity > 0 && v.quantity <= v.warning_quantity ? (
              <Tag color="warning" title={t("products.lowStock", { n: v.warning_quantity })}>
                {v.quantity}
              </Tag>
            ) : (
              v.quantity
            ),
        },
        {
          key: "warning_quantity",
          title: t("products.warningQuantity"),
          align: "right",
          dataIndex: "warning_quantity",
        },
      ]}
    />
  );
}
