import { LinkOutlined } from "@ant-design/icons";
import type { TShopOrder, TShopOrderAddress, TShopOrderLine } from "@wms/contracts";
import { Button, Descriptions, Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatTime } from "../../components/format.ts";
import { ShopOrderPushDetail } from "./shop-order-push-detail.tsx";

/** A line the drop shipper can map: no catalogue SKU yet, and a Shopify variant to map. */
export const mappable = (line: TShopOrderLine) =>
  line.mapped_sku === null && line.shopify_variant_id !== null;

/**
 * An order's expanded row: where it ships, its fulfilment in Shopify once pushed (tracking), and its
 * lines with the catalogue SKU each maps to. With `onMap` (the drop shipper) an unmapped line offers
 * "Map this SKU".
 */
export function ShopOrderDetail(props: { order: TShopOrder; onMap?: (line: TShopOrderLine) => void }) {
  const { t } = useTranslation();
  const { order, onMap } = props;
  const c = (key: string) => t(`stores.orders.items.${key}`);
  return (
    // A fixed-width box: in a table sized to its content, a detail as wide as "100%" of the row would
    // widen the row it sits in, without end.
    <Flex
      vertical
      gap={16}
      style={{ width: 920, maxWidth: "100%" }}
      data-testid={`shop-order-detail-${order.id}`}
    >
      <Flex gap={24} wrap>
        <Flex vertical gap={4} style={{ minWidth: 240 }}>
          <Typography.Text strong>{t("stores.orders.detail.address")}</Typography.Text>
          <AddressLines address={order.shipping_address} />
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: "financial",
              label: t("stores.orders.detail.financialStatus"),
              children: order.financial_status || "—",
            },
            ...(order.cancelled_at === null
              ? []
              : [
                  {
                    key: "cancelled",
                    label: t("stores.orders.detail.cancelledAt"),
                    children: formatTime(order.cancelled_at),
                  },
                ]),
            {
              key: "updated",
              label: t("stores.orders.detail.updatedAt"),
              children: formatTime(order.updated_at),
            },
          ]}
        />
        {order.fulfilment_push && <ShopOrderPushDetail push={order.fulfilment_push} />}
      </Flex>
      <ItemsTable<TShopOrderLine>
        rowKey="line_item_id"
        dataSource={order.items}
        columns={[
          { key: "sku", title: c("sku"), render: (_v, l) => l.sku || "—" },
          { key: "title", title: c("title"), dataIndex: "title" },
          { key: "variant", title: c("variant"), render: (_v, l) => l.variant_title || "—" },
          { key: "quantity", title: c("quantity"), dataIndex: "quantity", align: "right" },
          {
            key: "price",
            title: c("price"),
            align: "right",
            render: (_v, l) => `${order.currency} ${l.price}`,
          },
          {
            key: "mapped_sku",
            title: c("mappedSku"),
            render: (_v, l) => l.mapped_sku ?? <Tag color="orange">{c("notMapped")}</Tag>,
          },
          ...(onMap
            ? [
                {
                  key: "actions",
                  title: c("actions"),
                  render: (_v: unknown, l: TShopOrderLine) =>
                    mappable(l) && (
                      <Button
                        size="small"
                        icon={<LinkOutlined />}
                        onClick={() => onMap(l)}
                        aria-label={t("stores.orders.mapSku.buttonLabel", { sku: l.sku || l.title })}
                        data-testid={`map-sku-${l.sku || l.line_item_id}`}
                      >
                        {t("stores.orders.mapSku.button")}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}

/** The shipping address as the lines of a label, or that the order has none. */
function AddressLines({ address }: { address: TShopOrderAddress | null }) {
  const { t } = useTranslation();
  if (!address)
    return <Typography.Text type="secondary">{t("stores.orders.detail.noAddress")}</Typography.Text>;
  const lines = [
    address.name,
    address.company,
    address.address1,
    address.address2,
    [address.zip, address.city, address.province].filter(Boolean).join(" "),
    address.country_code,
    address.phone,
  ].filter(Boolean);
  return (
    <Flex vertical data-testid="shop-order-address">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines that may repeat
        <Typography.Text key={i}>{line}</Typography.Text>
      ))}
    </Flex>
  );
}
