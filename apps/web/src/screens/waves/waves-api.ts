import {
  ordersEndpoints,
  storageEndpoints,
  type TConfirmPickingRequest,
  waveStrategiesEndpoints,
  wavesEndpoints,
} from "@wms/contracts";
import { call, caller } from "../../api/client.ts";
import { fetchFileUrl } from "../../api/download.ts";

/** Invalidate after generating or confirming: the wave list, details and the confirmed orders. */
export const wavesKey = ["waves"] as const;

export const wavesApi = {
  list: caller(wavesEndpoints.list),
  detail: (wave_id: string) => call(wavesEndpoints.detail, { wave_id }),
  preview: caller(wavesEndpoints.preview),
  generate: caller(wavesEndpoints.generate),
  confirm: (wave_id: string, lines: TConfirmPickingRequest["lines"]) =>
    call(wavesEndpoints.confirmPicking, { wave_id, lines }, { skipErrorMessage: true }),
  warehouses: () => call(storageEndpoints.definitions),
  strategies: (warehouse_id: string) => call(waveStrategiesEndpoints.ofWarehouse, { warehouse_id }),
  allStrategies: () => call(waveStrategiesEndpoints.list, { page_size: 200 }),
  confirmedOrders: (warehouse_id: string) =>
    call(ordersEndpoints.list, {
      warehouse_id,
      status: "confirmed",
      page_size: 200,
      sort: "created_at",
      order: "desc",
    }),
};

/** The pick list PDF as an object URL (fetched with the session's token; an error answer is thrown). */
export const fetchPickListPdf = (waveId: string) =>
  fetchFileUrl(wavesEndpoints.pickList, { wave_id: waveId });
