import { Code } from "@wms/contracts";
import { ApiError } from "../../api/api-error.ts";
import { useMissionQuery } from "../../components/use-mission-query.ts";
import { storesApi, storesKey } from "./stores-api.ts";

/** How often a running sync is asked again (the mission socket refreshes it sooner). */
export const syncPollMs = 1500;

/**
 * The shop's last product sync under "missions", so the mission socket refreshes it: its progress and
 * link counts, or null when the shop was never synced (the server's silent 12004, an empty state here).
 */
export const shopSyncKey = (shopId: string) => ["missions", "shop-sync", shopId] as const;

/** The shop's synced variants (the table appends its list params). */
export const shopProductsKey = (shopId: string) => [...storesKey, "shop-products", shopId] as const;

async function readSync(shopId: string, providerUuid: string | undefined) {
  try {
    return await storesApi.syncMission({ shop_id: shopId, provider_uuid: providerUuid });
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.noMission) return null;
    throw err;
  }
}

export type TShopSync = NonNullable<Awaited<ReturnType<typeof readSync>>>;

/**
 * The shop's product sync, asked again every ~1.5 s while it is pending or running. When it ends, the
 * shop's variants and the shop lists (last synced, last error) are read again so new rows show.
 */
export function useShopSync(shopId: string, providerUuid?: string) {
  return useMissionQuery({
    queryKey: shopSyncKey(shopId),
    queryFn: () => readSync(shopId, providerUuid),
    missionOf: (sync) => sync?.mission,
    pollMs: syncPollMs,
    refreshOnEnd: storesKey,
    enabled: shopId !== "",
  });
}
