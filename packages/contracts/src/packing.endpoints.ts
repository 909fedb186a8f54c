import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZBag,
  ZBagQuery,
  ZCloseBagRequest,
  ZExpectedWeight,
  ZExpectedWeightQuery,
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
  startReview: api.post("review/start-review", ZPackingScanRequest, ZReviewStart, {
    summary: "Open an order or a wave at the review bench",
  }),
  scanItem: api.post("review/scan-item", ZReviewScanItemRequest, ZReviewState, {
    summary: "Scan an item of the order under review",
  }),
  scanWaveItem: api.post("review/scan-wave-item", ZReviewWaveScanRequest, ZReviewWaveScan, {
    summary: "Scan an item of the wave under review",
  }),
  completeReview: api.post("review/complete-review", ZReviewOrderRequest, ZReviewState, {
    summary: "Complete an order's review",
  }),
  putIntoBag: api.put("dropshipping/put-into-bag", ZPutIntoBagRequest, ZPutIntoBagResponse, {
    summary: "Put a weighed, labelled parcel into its channel's bag",
  }),
  closeBag: api.put("dropshipping/close-bag", ZCloseBagRequest, ZBag, {
    summary: "Close a bag",
    message: "packing.bagClosedDone",
  }),
  bags: api.get("dropshipping/query-bagged-specific-element", ZBagQuery, ZPage(ZBag), {
    summary: "List bags",
  }),
  printBags: api.get("dropshipping/print-bagged-list", ZPrintBagsQuery, fileAnswer.pdf, {
    summary: "Print the package list of bags (PDF)",
  }),
  weigh: api.post("weighing/weigh-package", ZWeighRequest, ZWeighResult, {
    summary: "Weigh a reviewed package",
  }),
  expected: api.get("weighing/expected-weight", ZExpectedWeightQuery, ZExpectedWeight, {
    summary: "The expected weight and tolerance of a package, before it is weighed",
  }),
  settings: api.get("weighing/query-settings", null, ZWeighingSettings, {
    summary: "Read the weighing tolerance",
  }),
  saveSettings: api.put("weighing/update-settings", ZWeighingSettings, ZWeighingSettings, {
    summary: "Change the weighing tolerance",
    access: ["provider"],
    message: "saved",
  }),
};
