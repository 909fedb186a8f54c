import {
  packingEndpoints as e,
  logisticsEndpoints,
  ordersEndpoints,
  shippingEndpoints,
  type TOrderStatus,
  type TWeighingSettings,
} from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

/** Invalidate after bagging changes (bag list). */
export const bagsKey = ["packing", "bags"] as const;

/** Scan errors are shown next to the scan field (visual, no sound), never as a toast. */

export const packingApi = {
  /** An order code or tracking number opens the order (mode "order"), a wave code the wave. */
  startReview: (code: string) => call(e.startReview, { code }, quiet),
  scanWaveItem: (waveId: string, code: string) => call(e.scanWaveItem, { wave_id: waveId, code }, quiet),
  scanItem: (orderId: string, code: string) => call(e.scanItem, { order_id: orderId, code }, quiet),
  completeReview: (orderId: string) => call(e.completeReview, { order_id: orderId }, quiet),
  putIntoBag: (code: string, bagNumber?: string) =>
    call(e.putIntoBag, { code, bag_number: bagNumber }, quiet),
  /** One package by order code or tracking number: review progress, bag, weighings, waybill. */
  lookupPackage: (code: string) => call(shippingEndpoints.packageDetail, { code }, quiet),
  closeBag: (bagId: string) => call(e.closeBag, { bag_id: bagId }),
  bags: caller(e.bags),
  printBags: (bagNumbers: string[]) => downloadFile(e.printBags, { bag_numbers: bagNumbers }),
  channels: () => call(logisticsEndpoints.specifiedChannels, {}),
  /** The parcels waiting at a bench, oldest first (the first page). */
  waiting: (status: TOrderStatus, labelled: "yes" | "no" | undefined, pageSize: number) =>
    call(
      ordersEndpoints.list,
      { status, labelled, page_size: pageSize, cur_page: 1, sort: "created_at", order: "asc" },
      quiet,
    ),
  /** What the parcel should weigh and how far it may be off, before its weight is entered. */
  expectedWeight: (code: string) => call(e.expected, { code }, quiet),
  weigh: (code: string, weight: string, recordWeight = false) =>
    call(e.weigh, { code, weight, record_weight: recordWeight || undefined }, quiet),
  settings: () => call(e.settings),
  saveSettings: (body: TWeighingSettings) => call(e.saveSettings, body),
};
