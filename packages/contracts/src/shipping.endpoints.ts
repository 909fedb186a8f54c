import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import { ZPackageDetail, ZPackingScanRequest } from "./packing.ts";
import {
  ZCreateShippingNoticeRequest,
  ZExceptionOrder,
  ZExceptionQuery,
  ZFinishShelfReturnRequest,
  ZHandleExceptionRequest,
  ZHandleExceptionResponse,
  ZHandOverOrdersRequest,
  ZHandOverOrdersResponse,
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
  packageDetail: api.get("dropshipping/specific-element", ZPackingScanRequest, ZPackageDetail, {
    summary: "Look up a package by its order code or tracking number",
    tag: "packing",
  }),
  printWaybills: api.post("waybill/print-waybills", ZPrintWaybillsRequest, fileAnswer.pdf, {
    summary: "Print the waybills of the selected orders (PDF)",
  }),
  /** The PDF's order is named in the x-order-code and x-order-id headers. */
  onePiece: api.post("waybill/one-piece", ZOnePieceRequest, fileAnswer.pdf, {
    summary: "Review a single-item order by its scanned item and print its waybill (PDF)",
  }),
  /** A bulk action: 200 all saved, 3000 some refused (errors listed), none saved: the first failure's error. */
  setTrackingNumbers: api.post(
    "waybill/set-tracking-numbers",
    ZSetTrackingNumbersRequest,
    ZSetTrackingNumbersResponse,
    { summary: "Set the tracking numbers of a manual carrier's orders", message: "shipping.trackingSaved" },
  ),
  notices: api.get("delivery_list/query-delivery-list", ZShippingNoticeQuery, ZPage(ZShippingNoticeSummary), {
    summary: "List shipping notices",
  }),
  notice: api.get(
    "delivery_list/query-delivery-specific-element",
    ZShippingNoticeRef,
    ZShippingNoticeDetail,
    { summary: "Read one shipping notice with its orders" },
  ),
  /** The message names the new notice's code ("shipping.noticeCreated"). */
  createNotice: api.post(
    "delivery_list/create-delivery",
    ZCreateShippingNoticeRequest,
    ZShippingNoticeDetail,
    {
      summary: "Create a shipping notice of bagged orders",
      success: "created",
      message: "shipping.noticeCreated",
    },
  ),
  confirmNotice: api.post("delivery_list/confirm-delivery", ZShippingNoticeRef, ZShippingNoticeDetail, {
    summary: "Confirm a shipping notice's handover (its orders ship)",
    message: "shipping.noticeConfirmed",
  }),
  /**
   * Weighed orders with tracking numbers ship at once: one notice per warehouse and channel, created and
   * handed over in one transaction (all or nothing). The message counts the orders and notices.
   */
  handOverOrders: api.post(
    "delivery_list/hand-over-orders",
    ZHandOverOrdersRequest,
    ZHandOverOrdersResponse,
    {
      summary: "Hand over bagged orders at once (a shipping notice per warehouse and channel, shipped)",
      message: "shipping.handedOver",
    },
  ),
  exceptions: api.get("exception/query-exceptions", ZExceptionQuery, ZPage(ZExceptionOrder), {
    summary: "List orders in exception",
  }),
  /** A bulk action: 200 all handled, 3000 some refused (errors listed), none handled: the first failure's error. */
  handleExceptions: api.post(
    "exception/handle-exception",
    ZHandleExceptionRequest,
    ZHandleExceptionResponse,
    { summary: "Resolve, requeue or cancel orders in exception", message: "shipping.exceptionsHandled" },
  ),
  /** A bulk action: 200 all reported, 3000 some refused (errors listed), none reported: the first failure's error. */
  reportExceptions: api.post(
    "exception/report-exception",
    ZReportExceptionRequest,
    ZHandleExceptionResponse,
    { summary: "Report orders as exceptions", message: "shipping.exceptionsReported" },
  ),
  shelfReturns: api.get("exception/query-shelf-returns", ZShelfReturnQuery, ZPage(ZShelfReturn), {
    summary: "List return-to-shelf tasks",
  }),
  finishShelfReturn: api.post("exception/finish-shelf-return", ZFinishShelfReturnRequest, ZShelfReturn, {
    summary: "Mark a return-to-shelf task done",
    message: "shipping.shelfReturnFinished",
  }),
};
