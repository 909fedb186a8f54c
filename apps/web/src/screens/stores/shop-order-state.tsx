import type { TShopOrder, TShopOrderState } from "@wms/contracts";
import { Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { ShopOrderReturns } from "./shop-order-returns.tsx";

/** antd preset colours (theme-aware) of a shop order's state, shared by the row's tag and the counts. */
export const shopOrderStateColours = {
  waiting: "blue",
  held: "orange",
  converted: "green",
  skipped: "default",
  cancelled: "default",
  exception: "red",
} as const satisfies Record<TShopOrderState, string>;

/** How the reason reads: a warning while held, an error for an exception, else a plain note. */
const reasonTone = {
  waiting: "secondary",
  held: "warning",
  converted: "secondary",
  skipped: "secondary",
  cancelled: "secondary",
  exception: "danger",
} as const satisfies Record<TShopOrderState, "secondary" | "warning" | "danger">;

/**
 * The order's state as a tag, with the server's sentence on why and what to do, and when it is due; under
 * it, its returns in Shopify (`rmaLink`: where an RMA made of one opens).
 */
export function ShopOrderStateCell({
  order,
  rmaLink,
}: {
  order: TShopOrder;
  rmaLink: (code: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color={shopOrderStateColours[order.state]} data-testid="shop-order-state">
        {t(`stores.orders.states.${order.state}`)}
      </Tag>
      {order.reason_text && (
        <Typography.Text
          type={reasonTone[order.state]}
          style={{ maxWidth: 320 }}
          data-testid="shop-order-reason"
        >
          {order.reason_text}
        </Typography.Text>
      )}
      {order.due_at !== null && (
        <Typography.Text type="secondary" data-testid="shop-order-due">
          {t("stores.orders.dueAt", { time: formatTime(order.due_at) })}
        </Typography.Text>
      )}
      <ShopOrderReturns returns={order.returns} rmaLink={rmaLink} />
    </Flex>
  );
}
