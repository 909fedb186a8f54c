import { ExportOutlined } from "@ant-design/icons";
import type { TShopVariant } from "@wms/contracts";
import { Flex, Image, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { LinkButton } from "../../components/link-button.tsx";
import { LinkStateCell } from "./shop-link-state.tsx";
import { ShopStockCell } from "./shop-stock-cell.tsx";

const dash = (value: string | null) => value || "—";

/**
 * The columns of a shop's synced variants. `catalogueLink` is where a linked (or created) variant opens
 * in the catalogue: the drop shipper's products with the provider, or the provider's products.
 */
export function shopProductColumns(
  t: TFunction,
  catalogueLink: (sku: string) => string,
): ColumnsType<TShopVariant> {
  const c = (key: string) => t(`stores.products.columns.${key}`);
  return [
    {
      key: "image",
      title: c("image"),
      width: 64,
      render: (_v, v) =>
        v.image_url ? (
          <Image
            src={v.image_url}
            alt={v.product_title}
            width={40}
            height={40}
            style={{ objectFit: "cover" }}
          />
        ) : null,
    },
    {
      key: "product_title",
      title: c("product"),
      sorter: true,
      render: (_v, v) => (
        <Flex vertical>
          <Typography.Text>{v.product_title}</Typography.Text>
          {v.variant_title && <Typography.Text type="secondary">{v.variant_title}</Typography.Text>}
        </Flex>
      ),
    },
    textColumn("sku", c("sku"), { sorter: true, render: (sku: string) => dash(sku) }),
    textColumn("barcode", c("barcode"), { render: (barcode: string) => dash(barcode) }),
    { key: "options", title: c("options"), render: (_v, v) => dash(v.options.join(", ")) },
    {
      key: "price",
      title: c("price"),
      align: "right",
      render: (_v, v) => (
        <Flex vertical align="flex-end">
          <Typography.Text>{v.price}</Typography.Text>
          {v.compare_at_price && (
            <Typography.Text delete type="secondary" title={t("stores.products.compareAt")}>
              {v.compare_at_price}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    textColumn("weight_kg", c("weight"), { align: "right", render: (w: string | null) => dash(w) }),
    { key: "link_state", title: c("linkState"), render: (_v, v) => <LinkStateCell variant={v} /> },
    {
      key: "shop_stock",
      title: c("shopStock"),
      align: "right",
      render: (_v, v) => <ShopStockCell variant={v} />,
    },
    timeColumn("synced_at", c("syncedAt")),
    {
      key: "actions",
      title: c("actions"),
      render: (_v, v) =>
        v.link_state !== "sku_conflict" && (
          <LinkButton
            size="small"
            icon={<ExportOutlined />}
            to={catalogueLink(v.sku)}
            aria-label={t("stores.products.openCatalogueLabel", { sku: v.sku })}
            data-testid={`open-catalogue-${v.sku}`}
          >
            {t("stores.products.openCatalogue")}
          </LinkButton>
        ),
    },
  ];
}
