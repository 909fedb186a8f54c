import { useQuery } from "@tanstack/react-query";
import { storesApi, storesKey } from "./stores-api.ts";

/** A shop's orders (the table appends its list params) and, under it, their counts per state. */
export const shopOrdersKey = (shopId: string) => [...storesKey, "shop-orders", shopId] as const;
const shopOrderCountsKey = (shopId: string) => [...shopOrdersKey(shopId), "counts"] as const;

/** How many of the shop's orders are in each state (read again whenever `shopOrdersKey` is invalidated). */
export function useShopOrderCounts(shopId: string, providerUuid?: string) {
  return useQuery({
    queryKey: shopOrderCountsKey(shopId),
    queryFn: () => storesApi.orderCounts({ shop_id: shopId, provider_uuid: providerUuid }),
  });
}
