import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateReceiptRequest,
  ZInspectReceiptRequest,
  ZPutawayReceiptRequest,
  ZPutawaySuggestions,
  ZReceiptDetail,
  ZReceiptIdRequest,
  ZReceiptQuery,
  ZReceiptSummary,
  ZScanReceiptRequest,
  ZScanReceiptResult,
  ZUpdateReceiptRequest,
} from "./receipts.ts";

/** Receiving, inspection and putaway happen in the warehouse. */
const warehouse = ["provider", "operator"] as const;

/** Drop shippers create, submit and follow their receipts; the provider also acts on their behalf. */
const api = endpointGroup({ tag: "receipts", access: ["provider", "operator", "dropShipper"] });

export const receiptsEndpoints = {
  create: api.post("receipt/create-receipt", ZCreateReceiptRequest, ZReceiptDetail, {
    summary: "Create a receipt",
    success: "created",
  }),
  update: api.post("receipt/update-receipt", ZUpdateReceiptRequest, ZReceiptDetail, {
    summary: "Change a draft receipt",
    message: "saved",
  }),
  list: api.get("receipt/query-receipt", ZReceiptQuery, ZPage(ZReceiptSummary), { summary: "List receipts" }),
  detail: api.get("receipt/query-receipt-detail", ZReceiptIdRequest, ZReceiptDetail, {
    summary: "Read one receipt with its lines, boxes, putaways and log",
  }),
  // Transitions: each answers the receipt's new detail.
  submit: api.post("receipt/submit-receipt", ZReceiptIdRequest, ZReceiptDetail, {
    summary: "Submit a draft receipt to the warehouse",
  }),
  cancel: api.post("receipt/cancel-receipt", ZReceiptIdRequest, ZReceiptDetail, {
    summary: "Cancel a draft or submitted receipt",
  }),
  startReceiving: api.post("receipt/start-receiving", ZReceiptIdRequest, ZReceiptDetail, {
    summary: "Start receiving a submitted receipt",
    access: warehouse,
  }),
  scan: api.post("receipt/scan-receipt", ZScanReceiptRequest, ZScanReceiptResult, {
    summary: "Scan a box code or an item into a receipt being received",
    access: warehouse,
  }),
  inspect: api.post("receipt/inspect-receipt", ZInspectReceiptRequest, ZReceiptDetail, {
    summary: "Record the inspection result of every line",
    access: warehouse,
  }),
  suggestPutaway: api.get("receipt/suggest-putaway", ZReceiptIdRequest, ZPutawaySuggestions, {
    summary: "Suggest putaway locations for an inspected receipt",
    access: warehouse,
  }),
  putaway: api.post("receipt/putaway-receipt", ZPutawayReceiptRequest, ZReceiptDetail, {
    summary: "Put a receipt's goods away into locations",
    access: warehouse,
  }),
  complete: api.post("receipt/complete-receipt", ZReceiptIdRequest, ZReceiptDetail, {
    summary: "Complete a put-away receipt",
    access: warehouse,
  }),
  printBoxLabels: api.get("receipt/print-box-labels", ZReceiptIdRequest, fileAnswer.pdf, {
    summary: "Print a receipt's box labels (PDF)",
  }),
};
