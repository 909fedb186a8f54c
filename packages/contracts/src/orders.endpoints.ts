import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZBatchOrderRequest,
  ZBatchOrderResponse,
  ZChangeOrderRequest,
  ZCreateOrderRequest,
  ZImportOrdersQuery,
  ZImportOrdersResponse,
  ZOrderDetail,
  ZOrderLogEntry,
  ZOrderNoteRequest,
  ZOrderQuery,
  ZOrderRef,
  ZOrderSummary,
  ZOutboundOverview,
  ZOutboundQuery,
  ZSplitOrderRequest,
  ZUpdateOrderRequest,
} from "./orders.ts";

const staff = ["provider", "operator"] as const;

const api = endpointGroup({ tag: "orders", access: ["provider", "operator", "dropShipper"] });

export const ordersEndpoints = {
  list: api.get("order/query-order", ZOrderQuery, ZPage(ZOrderSummary), { summary: "List orders" }),
  detail: api.get("order/query-specific-elements", ZOrderRef, ZOrderDetail, {
    summary: "Read one order with its lines and notes",
  }),
  log: api.get("audit_log/audit-log-retrieve", ZOrderRef, z.array(ZOrderLogEntry), {
    summary: "Read an order's lifecycle log",
  }),
  /** The message names the new order's code ("order.created"). */
  create: api.post("order/create-order", ZCreateOrderRequest, ZOrderDetail, {
    summary: "Create an order",
    success: "created",
    message: "order.created",
  }),
  update: api.put("order/update-order", ZUpdateOrderRequest, ZOrderDetail, {
    summary: "Change a draft order",
    message: "saved",
  }),
  copy: api.post("order/copy-order", ZOrderRef, ZOrderDetail, {
    summary: "Copy an order into a new draft",
    success: "created",
    message: "order.copied",
  }),
  /** The message names the new draft's code ("order.split"); the answer is the new draft. */
  split: api.post("order/split-order", ZSplitOrderRequest, ZOrderDetail, {
    summary: "Move units of a draft into a new draft, shipped as a parcel of its own",
    success: "created",
    message: "order.split",
  }),
  change: api.put("order/change-order", ZChangeOrderRequest, ZOrderDetail, {
    summary: "Change an order's address or channel after submission",
    access: staff,
    message: "order.changed",
  }),
  addNote: api.post("order/add-note", ZOrderNoteRequest, ZOrderDetail, {
    summary: "Add a note to an order",
    message: "order.noteAdded",
  }),
  /** A bulk action: 200 all done, 3000 some refused (errors listed), none done: the first failure's error. */
  batch: api.put("order/batch-modify-report-provider", ZBatchOrderRequest, ZBatchOrderResponse, {
    summary: "Apply a lifecycle action to the selected orders",
    message: "order.batchDone",
  }),
  clearTracking: api.delete("shipping_status/delete-shipping-status", ZOrderRef, ZOrderDetail, {
    summary: "Clear an order's tracking number and shipping status",
    access: staff,
    message: "order.trackingCleared",
  }),
  outbound: api.get("order/outbound-overview", ZOutboundQuery, ZOutboundOverview, {
    summary: "Orders waiting at each step of the outbound floor",
    access: staff,
  }),
  /** All or nothing: 200 imported, 3000 with the refused rows listed (nothing written). */
  import: api.post("order/import-order", ZImportOrdersQuery, ZImportOrdersResponse, {
    summary: "Import orders from a spreadsheet",
    upload: true,
  }),
};
