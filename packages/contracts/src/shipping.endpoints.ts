import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import { ZPackageDetail, ZPackingScanRequest } from "./packing.ts";
import {
  ZCreateShippingNoticeRequest,
  ZExceptionOrder,
  ZExceptionQuery,
  ZFinishShelfReturnRequest,
  ZHandleExceptionRequest,
  ZHandleExceptionResponse,
  ZOnePieceRequest,
  ZPrintWaybillsRequest,
  ZReportExceptionRequest,
  ZSetTrackingNumbersRequest,
  ZSetTrackingNumbersResponse,
  ZShelfReturn,
  ZShelfReturnQuery,
  ZShippingNoticeDetail,
  ZShippingNoticeQuery,
  ZShippingNoticeRef,
  ZShippingNoticeSummary,
} from "./shipping.ts";

const api = endpointGroup({ tag: "shipping", access: ["provider", "operator"] });

export const shippingEndpoints = {
  /** The floor's package lookup (packing's review, bag and weighings with shipping's waybill). */
  packageDetail: api.get("dropshipping/specific-element", {
    summary: "Look up a package by its order code or tracking number",
    tag: "packing",
    input: ZPackingScanRequest,
    output: ZPackageDetail,
  }),
  printWaybills: api.post("waybill/print-waybills", {
    summary: "Print the waybills of the selected orders (PDF)",
    input: ZPrintWaybillsRequest,
    output: { file: "application/pdf" },
  }),
  /** The PDF's order is named in the x-order-code and x-order-id headers. */
  onePiece: api.post("waybill/one-piece", {
    summary: "Print the waybill of a single-item order found by its scanned item (PDF)",
    input: ZOnePieceRequest,
    output: { file: "application/pdf" },
  }),
  /** A bulk action: 200 all saved, 3000 some refused (errors listed), none saved: the first failure's error. */
  setTrackingNumbers: api.post("waybill/set-tracking-numbers", {
    summary: "Set the tracking numbers of a manual carrier's orders",
    input: ZSetTrackingNumbersRequest,
    output: ZSetTrackingNumbersResponse,
    message: "shipping.trackingSaved",
  }),
  notices: api.get("delivery_list/query-delivery-list", {
    summary: "List shipping notices",
    input: ZShippingNoticeQuery,
    output: ZPage(ZShippingNoticeSummary),
  }),
  notice: api.get("delivery_list/query-delivery-specific-element", {
    summary: "Read one shipping notice with its orders",
    input: ZShippingNoticeRef,
    output: ZShippingNoticeDetail,
  }),
  /** The message names the new notice's code ("shipping.noticeCreated"). */
  createNotice: api.post("delivery_list/create-delivery", {
    summary: "Create a shipping notice of weighed orders",
    input: ZCreateShippingNoticeRequest,
    output: ZShippingNoticeDetail,
    success: "created",
    message: "shipping.noticeCreated",
  }),
  confirmNotice: api.post("delivery_list/confirm-delivery", {
    summary: "Confirm a shipping notice's handover (its orders ship)",
    input: ZShippingNoticeRef,
    output: ZShippingNoticeDetail,
    message: "shipping.noticeConfirmed",
  }),
  exceptions: api.get("exception/query-exceptions", {
    summary: "List orders in exception",
    input: ZExceptionQuery,
    output: ZPage(ZExceptionOrder),
  }),
  /** A bulk action: 200 all handled, 3000 some refused (errors listed), none handled: the first failure's error. */
  handleExceptions: api.post("exception/handle-exception", {
    summary: "Resolve, requeue or cancel orders in exception",
    input: ZHandleExceptionRequest,
    output: ZHandleExceptionResponse,
    message: "shipping.exceptionsHandled",
  }),
  /** A bulk action: 200 all reported, 3000 some refused (errors listed), none reported: the first failure's error. */
  reportExceptions: api.post("exception/report-exception", {
    summary: "Report orders as exceptions",
    input: ZReportExceptionRequest,
    output: ZHandleExceptionResponse,
    message: "shipping.exceptionsReported",
  }),
  shelfReturns: api.get("exception/query-shelf-returns", {
    summary: "List return-to-shelf tasks",
    input: ZShelfReturnQuery,
    output: ZPage(ZShelfReturn),
  }),
  finishShelfReturn: api.post("exception/finish-shelf-return", {
    summary: "Mark a return-to-shelf task done",
    input: ZFinishShelfReturnRequest,
    output: ZShelfReturn,
    message: "shipping.shelfReturnFinished",
  }),
};
