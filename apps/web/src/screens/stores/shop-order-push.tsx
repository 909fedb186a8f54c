import type { TShopFulfilment, TShopFulfilmentState } from "@wms/contracts";
import { Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";

/** antd preset colours (theme-aware) of a fulfilment push's state, shared by the row's tag and the counts. */
export const pushStateColours = {
  due: "blue",
  pushed: "green",
  failed: "red",
} as const satisfies Record<TShopFulfilmentState, string>;

/**
 * A shop order's fulfilment push to Shopify as a tag (nothing before its warehouse order shipped), with
 * the server's sentence on what went wrong for a failed or retrying one, and a due one's next try.
 */
export function ShopOrderPushCell({ push }: { push: TShopFulfilment | null }) {
  const { t } = useTranslation();
  if (!push) return null;
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color={pushStateColours[push.state]} data-testid="shop-order-push">
        {t(`stores.orders.push.states.${push.state}`)}
      </Tag>
      {push.error_text && push.state !== "pushed" && (
        <Typography.Text
          type={push.state === "failed" ? "danger" : "warning"}
          style={{ maxWidth: 280, overflowWrap: "anywhere" }}
          data-testid="shop-order-push-error"
        >
          {push.error_text}
        </Typography.Text>
      )}
      {push.state === "due" && push.due_at !== null && (
        <Typography.Text type="secondary" data-testid="shop-order-push-due">
          {t("stores.orders.push.nextTry", { time: formatTime(push.due_at) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
