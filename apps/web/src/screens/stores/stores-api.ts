import type { QueryClient } from "@tanstack/react-query";
import {
  storeEndpoints as e,
  logisticsEndpoints,
  missionsEndpoints,
  storageEndpoints,
  type TInputOf,
  type TShopIdBody,
  type TStartSyncRequest,
} from "@wms/contracts";
import { refreshSession } from "../../api/auth-api.ts";
import { call, callEnvelope, caller, quiet } from "../../api/client.ts";

export const storesKey = ["stores"] as const;

export const storesApi = {
  list: caller(e.list),
  /** Quiet: the form shows the server's field errors and missing scopes itself. */
  verifyCustomApp: caller(e.verifyCustomApp, quiet),
  /** Quiet, as above: a Dev Dashboard app's client ID and secret. */
  verifyDevApp: caller(e.verifyDevApp, quiet),
  /** The whole envelope: the screen shows the server's message. */
  unbind: (body: TShopIdBody) => callEnvelope(e.unbind, body),
  /** The whole envelope: the success message is the server's; a refusal pops up as usual. */
  verify: (body: TShopIdBody) => callEnvelope(e.verify, body),
  /** Quiet: the install screens show a refusal in place (the launch link cannot be retried anyway). */
  directAuth: caller(e.directAuth, quiet),
  bindInstall: caller(e.bindInstall, quiet),
  userInfo: caller(e.userInfo),
  /** The whole envelope (the success message is the server's); quiet: the form shows field errors. */
  saveUserInfo: (body: TInputOf<typeof e.saveUserInfo>) => callEnvelope(e.saveUserInfo, body, quiet),
  /** The provider's warehouses, each marked `selected` when the drop shipper stores in it. */
  warehouses: (provider_uuid: string) => call(storageEndpoints.definitions, { provider_uuid }),
  /** The provider's enabled channels of a warehouse. */
  channels: caller(logisticsEndpoints.specifiedChannels),
  /** The whole envelope: the screen shows the server's message; a refusal (4009: one runs) pops up. */
  syncProducts: (body: TStartSyncRequest) => callEnvelope(e.syncProducts, body),
  /** The shop's last product sync and its link counts; rejects with the silent 12004 when never synced. */
  syncMission: caller(e.syncMission),
  /** The whole envelope: the screen shows the server's message. */
  stopSync: (body: TShopIdBody) => callEnvelope(e.stopSync, body),
  /** The shop's variants as last synced, one row per variant. */
  products: caller(e.products),
  /** The shop's orders as Shopify sent them, and what became of each. */
  orders: caller(e.orders),
  /** How many of the shop's orders are in each state. */
  orderCounts: caller(e.orderCounts),
  /** The whole envelope (the success message is the server's); quiet: the form shows field errors. */
  mapSku: (body: TInputOf<typeof e.mapSku>) => callEnvelope(e.mapSku, body, quiet),
  /** The whole envelope: the screen shows the server's message; a refusal pops up as usual. */
  retryOrders: (body: TInputOf<typeof e.retryOrders>) => callEnvelope(e.retryOrders, body),
  /** The whole envelope: the screen shows the server's message; a refusal (4009: one runs, none due) pops up. */
  fulfil: (body: TShopIdBody) => callEnvelope(e.fulfil, body),
  /** The shop's last fulfilment push (null before the first) and how many are due, pushed and failed. */
  fulfilMission: caller(e.fulfilMission),
  /** The whole envelope: the screen shows the server's message. */
  stopFulfil: (body: TShopIdBody) => callEnvelope(e.stopFulfil, body),
  /** The whole envelope: the failed fulfilments become due and a push starts; a refusal pops up. */
  resetFulfil: (body: TShopIdBody) => callEnvelope(e.resetFulfil, body),
  /** How the shop's stock compares with the warehouse: in step, drifts open, repaired and failed, last check. */
  driftSummary: caller(e.driftSummary),
  /** The shop's stock drifts, one row per variant and time found. */
  drifts: caller(e.drifts),
  /** The whole envelope: the screen shows the server's message; a refusal (stock push off) pops up. */
  checkDrift: (body: TShopIdBody) => callEnvelope(e.checkDrift, body),
  /** Exports the shop's orders as the list is filtered (a mission; the file is in the tasks center). */
  exportOrders: (provider_uuid: string | undefined, filters: Record<string, string>) =>
    call(missionsEndpoints.startExport, { kind: "shop-orders", provider_uuid, filters }),
  /** The caller's last export of the shop's orders (null before the first). */
  exportMission: caller(e.exportMission),
};

/**
 * After a bind or an unbind: re-reads the drop shipper's `home` into the stored session (the store menu
 * appears or disappears at once) and into the cached `home` answer, and drops the cached shop lists.
 * Resolves with the shops still bound; a failed re-read leaves the session as it was (the next sign-in
 * corrects it) and resolves with null.
 */
export async function syncSessionShops(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: storesKey });
  try {
    const home = await refreshSession("ds");
    queryClient.setQueryData(["home", "ds"], home);
    return home.shops;
  } catch {
    return null;
  }
}
