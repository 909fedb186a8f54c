import type {
  TBag,
  TChannelOption,
  TPackageDetail,
  TPutIntoBagResponse,
  TReviewStart,
  TReviewState,
  TReviewWaveScan,
  TWeighingSettings,
  TWeighResult,
} from "@wms/contracts";
import { api } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Invalidate after bagging changes (bag list). */
export const bagsKey = ["packing", "bags"] as const;

/** Scan errors are shown next to the scan field (visual, no sound), never as a toast. */
const quiet = { skipErrorMessage: true };

export const packingApi = {
  /** An order code or tracking number opens the order (mode "order"), a wave code the wave. */
  startReview: (code: string) => api.post<TReviewStart>("review/start-review", { code }, quiet),
  scanWaveItem: (waveId: string, code: string) =>
    api.post<TReviewWaveScan>("review/scan-wave-item", { wave_id: waveId, code }, quiet),
  scanItem: (orderId: string, code: string) =>
    api.post<TReviewState>("review/scan-item", { order_id: orderId, code }, quiet),
  completeReview: (orderId: string) =>
    api.post<TReviewState>("review/complete-review", { order_id: orderId }, quiet),
  putIntoBag: (code: string, bagNumber?: string) =>
    api.put<TPutIntoBagResponse>("dropshipping/put-into-bag", { code, bag_number: bagNumber }, quiet),
  /** One package by order code or tracking number: review progress, bag, weighings, waybill. */
  lookupPackage: (code: string) => api.get<TPackageDetail>("dropshipping/specific-element", { code }, quiet),
  closeBag: (bagId: string) => api.put<TBag>("dropshipping/close-bag", { bag_id: bagId }),
  bags: (params: TListParams) =>
    api.get<TPageResult<TBag>>("dropshipping/query-bagged-specific-element", params),
  printBags: (bagNumbers: string[]) =>
    downloadFile("dropshipping/print-bagged-list", { bag_numbers: bagNumbers }),
  channels: () => api.get<TChannelOption[]>("logistics/get-specified-channels", {}),
  weigh: (code: string, weight: string) =>
    api.post<TWeighResult>("weighing/weigh-package", { code, weight }, quiet),
  settings: () => api.get<TWeighingSettings>("weighing/query-settings"),
  saveSettings: (body: TWeighingSettings) => api.put<TWeighingSettings>("weighing/update-settings", body),
};
