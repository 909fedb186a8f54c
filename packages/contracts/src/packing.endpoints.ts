import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZBag,
  ZBagQuery,
  ZCloseBagRequest,
  ZPackingScanRequest,
  ZPrintBagsQuery,
  ZPutIntoBagRequest,
  ZPutIntoBagResponse,
  ZReviewOrderRequest,
  ZReviewScanItemRequest,
  ZReviewStart,
  ZReviewState,
  ZReviewWaveScan,
  ZReviewWaveScanRequest,
  ZWeighingSettings,
  ZWeighRequest,
  ZWeighResult,
} from "./packing.ts";

const api = endpointGroup({ tag: "packing", access: ["provider", "operator"] });

export const packingEndpoints = {
  /** An order code or tracking number answers the order's state (mode "order"), a wave code the wave's. */
  startReview: api.post("review/start-review", {
    summary: "Open an order or a wave at the review bench",
    input: ZPackingScanRequest,
    output: ZReviewStart,
  }),
  scanItem: api.post("review/scan-item", {
    summary: "Scan an item of the order under review",
    input: ZReviewScanItemRequest,
    output: ZReviewState,
  }),
  scanWaveItem: api.post("review/scan-wave-item", {
    summary: "Scan an item of the wave under review",
    input: ZReviewWaveScanRequest,
    output: ZReviewWaveScan,
  }),
  completeReview: api.post("review/complete-review", {
    summary: "Complete an order's review",
    input: ZReviewOrderRequest,
    output: ZReviewState,
  }),
  putIntoBag: api.put("dropshipping/put-into-bag", {
    summary: "Put a reviewed package into its channel's bag",
    input: ZPutIntoBagRequest,
    output: ZPutIntoBagResponse,
  }),
  closeBag: api.put("dropshipping/close-bag", {
    summary: "Close a bag",
    input: ZCloseBagRequest,
    output: ZBag,
    message: "packing.bagClosedDone",
  }),
  bags: api.get("dropshipping/query-bagged-specific-element", {
    summary: "List bags",
    input: ZBagQuery,
    output: ZPage(ZBag),
  }),
  printBags: api.get("dropshipping/print-bagged-list", {
    summary: "Print the package list of bags (PDF)",
    input: ZPrintBagsQuery,
    output: { file: "application/pdf" },
  }),
  weigh: api.post("weighing/weigh-package", {
    summary: "Weigh a bagged package",
    input: ZWeighRequest,
    output: ZWeighResult,
  }),
  settings: api.get("weighing/query-settings", {
    summary: "Read the weighing tolerance",
    output: ZWeighingSettings,
  }),
  saveSettings: api.put("weighing/update-settings", {
    summary: "Change the weighing tolerance",
    access: ["provider"],
    input: ZWeighingSettings,
    output: ZWeighingSettings,
    message: "saved",
  }),
};
