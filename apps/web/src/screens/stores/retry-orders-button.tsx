import { RedoOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TShopOrder } from "@wms/contracts";
import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { shopOrdersKey } from "./shop-orders.ts";
import { storesApi } from "./stores-api.ts";

/**
 * "Try again" for the selected held orders (after stock arrived or a setting was fixed). The server's
 * answer is the message; a refusal pops up as the client shows errors. Either way the shop's orders
 * and counts are read again.
 */
export function RetryOrdersButton(props: {
  shopId: string;
  providerUuid: string;
  selected: TShopOrder[];
  clear: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () =>
      storesApi.retryOrders({
        shop_id: props.shopId,
        provider_uuid: props.providerUuid,
        ids: props.selected.map((o) => o.id),
      }),
    onSuccess: (res) => {
      void message.success(res.message);
      props.clear();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopOrdersKey(props.shopId) }),
  });
  return (
    <Button
      type="primary"
      icon={<RedoOutlined />}
      disabled={props.selected.length === 0}
      loading={retry.isPending}
      onClick={() => retry.mutate()}
      data-testid="shop-orders-retry"
    >
      {t("stores.orders.retry", { count: props.selected.length })}
    </Button>
  );
}
