import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { storesApi, storesKey } from "./stores-api.ts";

/** The shop's stock drift figure and list (docs/stores.md "Stock drift"); the list appends its params. */
export const shopDriftKey = (shopId: string) => [...storesKey, "shop-drift", shopId] as const;
export const shopDriftListKey = (shopId: string) => [...shopDriftKey(shopId), "list"] as const;

/** While a check is this close (or asked for), the figure is read every `checkingPollMs`. */
const soonMs = 60_000;
export const checkingPollMs = 5000;

/**
 * How the shop's stock compares with the warehouse: "repaired today" counts from the reader's own
 * midnight. Read again every few seconds while a check is due within the minute, else every minute.
 */
export function useShopDriftSummary(shopId: string, providerUuid?: string) {
  return useQuery({
    queryKey: [...shopDriftKey(shopId), "summary"],
    queryFn: () =>
      storesApi.driftSummary({
        shop_id: shopId,
        provider_uuid: providerUuid,
        since: dayjs().startOf("day").unix(),
      }),
    refetchInterval: (query) => {
      const summary = query.state.data;
      if (!summary?.push_stock) return false;
      const next = summary.next_check_at;
      return next === null || next * 1000 - Date.now() < soonMs ? checkingPollMs : soonMs;
    },
  });
}
