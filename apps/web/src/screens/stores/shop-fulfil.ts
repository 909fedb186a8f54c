import { useMissionQuery } from "../../components/use-mission-query.ts";
import { shopOrdersKey } from "./shop-orders.ts";
import { storesApi } from "./stores-api.ts";

/** How often a running fulfilment push is asked again (the mission socket refreshes it sooner). */
export const fulfilPollMs = 2000;

/**
 * The shop's last fulfilment push to Shopify under "missions", so the mission socket refreshes it, with
 * how many of its fulfilments are due, pushed and failed.
 */
export const shopFulfilKey = (shopId: string) => ["missions", "shop-fulfil", shopId] as const;

/**
 * The shop's fulfilment push, asked again every ~2 s while it is pending or running. When it ends, the
 * shop's orders (and their counts) are read again so each row's push state shows.
 */
export function useShopFulfil(shopId: string, providerUuid?: string) {
  return useMissionQuery({
    queryKey: shopFulfilKey(shopId),
    queryFn: () => storesApi.fulfilMission({ shop_id: shopId, provider_uuid: providerUuid }),
    missionOf: (fulfil) => fulfil.mission,
    pollMs: fulfilPollMs,
    refreshOnEnd: shopOrdersKey(shopId),
  });
}
