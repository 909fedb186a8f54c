import { endpointGroup } from "./endpoint.ts";
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
  create: api.post("receipt/create-receipt", {
    summary: "Create a receipt",
    input: ZCreateReceiptRequest,
    output: ZReceiptDetail,
    success: "created",
  }),
  update: api.post("receipt/update-receipt", {
    summary: "Change a draft receipt",
    input: ZUpdateReceiptRequest,
    output: ZReceiptDetail,
    message: "saved",
  }),
  list: api.get("receipt/query-receipt", {
    summary: "List receipts",
    input: ZReceiptQuery,
    output: ZPage(ZReceiptSummary),
  }),
  detail: api.get("receipt/query-receipt-detail", {
    summary: "Read one receipt with its lines, boxes, putaways and log",
    input: ZReceiptIdRequest,
    output: ZReceiptDetail,
  }),
  // Transitions: each answers the receipt's new detail.
  submit: api.post("receipt/submit-receipt", {
    summary: "Submit a draft receipt to the warehouse",
    input: ZReceiptIdRequest,
    output: ZReceiptDetail,
  }),
  cancel: api.post("receipt/cancel-receipt", {
    summary: "Cancel a draft or submitted receipt",
    input: ZReceiptIdRequest,
    output: ZReceiptDetail,
  }),
  startReceiving: api.post("receipt/start-receiving", {
    summary: "Start receiving a submitted receipt",
    access: warehouse,
    input: ZReceiptIdRequest,
    output: ZReceiptDetail,
  }),
  scan: api.post("receipt/scan-receipt", {
    summary: "Scan a box code or an item into a receipt being received",
    access: warehouse,
    input: ZScanReceiptRequest,
    output: ZScanReceiptResult,
  }),
  inspect: api.post("receipt/inspect-receipt", {
    summary: "Record the inspection result of every line",
    access: warehouse,
    input: ZInspectReceiptRequest,
    output: ZReceiptDetail,
  }),
  suggestPutaway: api.get("receipt/suggest-putaway", {
    summary: "Suggest putaway locations for an inspected receipt",
    access: warehouse,
    input: ZReceiptIdRequest,
    output: ZPutawaySuggestions,
  }),
  putaway: api.post("receipt/putaway-receipt", {
    summary: "Put a receipt's goods away into locations",
    access: warehouse,
    input: ZPutawayReceiptRequest,
    output: ZReceiptDetail,
  }),
  complete: api.post("receipt/complete-receipt", {
    summary: "Complete a put-away receipt",
    access: warehouse,
    input: ZReceiptIdRequest,
    output: ZReceiptDetail,
  }),
  printBoxLabels: api.get("receipt/print-box-labels", {
    summary: "Print a receipt's box labels (PDF)",
    input: ZReceiptIdRequest,
    output: { file: "application/pdf" },
  }),
};
