import type { TShopOrder } from "@wms/contracts";
import { Flex, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatMoney } from "../../components/format.ts";
import { OrderStatusTag, ShopLabels } from "../orders/order-status.tsx";
import { ShopOrderPushCell } from "./shop-order-push.tsx";
import { ShopOrderStateCell } from "./shop-order-state.tsx";

/** A test id's form of the shop's order number: "#1001" → "1001". */
export const orderNumberId = (order: TShopOrder) => order.order_number.replace(/^#/, "");

/**
 * The columns of a shop's orders: what Shopify sent (number, time, customer, payment, fulfilment, total)
 * and what became of it here (state and reason, the warehouse order and its tracking number), and its
 * fulfilment pushed back to Shopify. Its returns in Shopify show under its state; `rmaLink` is where the
 * RMA made of one opens in Returns.
 */
export function shopOrderColumns(t: TFunction, rmaLink: (code: string) => string): ColumnsType<TShopOrder> {
  const c = (key: string) => t(`stores.orders.columns.${key}`);
  return [
    textColumn("order_number", c("orderNumber"), { sorter: true }),
    timeColumn("ordered_at", c("orderedAt")),
    {
      key: "customer",
      title: c("customer"),
      render: (_v, o) => (
        <Flex vertical>
          <Typography.Text>{o.customer || "—"}</Typography.Text>
          {o.email && <Typography.Text type="secondary">{o.email}</Typography.Text>}
          {o.redacted && (
            <Typography.Text type="secondary" italic data-testid="shop-order-redacted">
              {t("stores.orders.redacted")}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: "payment_status",
      title: c("payment"),
      // Shopify's own status when it has no label of the spec's (pending, authorized, voided…)
      render: (_v, o) =>
        o.payment_status ? (
          <ShopLabels payment={o.payment_status} fulfilment={null} />
        ) : (
          o.financial_status || "—"
        ),
    },
    {
      key: "fulfilment_status",
      title: c("fulfilment"),
      render: (_v, o) => <ShopLabels payment={null} fulfilment={o.fulfilment_status} />,
    },
    {
      key: "total_price",
      title: c("total"),
      align: "right",
      sorter: true,
      render: (_v, o) => formatMoney(o.total_price, o.currency),
    },
    {
      key: "state",
      title: c("state"),
      render: (_v, o) => <ShopOrderStateCell order={o} rmaLink={rmaLink} />,
    },
    {
      key: "warehouse_order",
      title: c("warehouseOrder"),
      // A shop order shipped in parts (a split warehouse order): every parcel, the first order first.
      render: (_v, o) =>
        o.order_code ? (
          <Flex vertical gap={8} align="flex-start">
            <Flex vertical gap={4} align="flex-start">
              <Typography.Text copyable data-testid={`shop-order-warehouse-${orderNumberId(o)}`}>
                {o.order_code}
              </Typography.Text>
              {o.order_status && <OrderStatusTag status={o.order_status} />}
            </Flex>
            {o.split_orders.map((part) => (
              <Flex key={part.order_id} vertical gap={4} align="flex-start">
                <Typography.Text copyable data-testid={`shop-order-part-${part.order_code}`}>
                  {part.order_code}
                </Typography.Text>
                <OrderStatusTag status={part.order_status} />
              </Flex>
            ))}
          </Flex>
        ) : (
          "—"
        ),
    },
    {
      key: "tracking_number",
      title: c("tracking"),
      render: (_v, o) => {
        const numbers = [o.tracking_number, ...o.split_orders.map((p) => p.tracking_number)].filter(Boolean);
        return numbers.length > 0 ? (
          <Flex vertical gap={4}>
            {numbers.map((n) => (
              <Typography.Text key={n}>{n}</Typography.Text>
            ))}
          </Flex>
        ) : (
          "—"
        );
      },
    },
    {
      key: "fulfilment_push",
      title: c("push"),
      render: (_v, o) => <ShopOrderPushCell push={o.fulfilment_push} />,
    },
  ];
}
