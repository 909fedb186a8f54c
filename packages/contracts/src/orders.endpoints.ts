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
  ZUpdateOrderRequest,
} from "./orders.ts";

const staff = ["provider", "operator"] as const;

const api = endpointGroup({ tag: "orders", access: ["provider", "operator", "dropShipper"] });

export const ordersEndpoints = {
  list: api.get("order/query-order", {
    summary: "List orders",
    input: ZOrderQuery,
    output: ZPage(ZOrderSummary),
  }),
  detail: api.get("order/query-specific-elements", {
    summary: "Read one order with its lines and notes",
    input: ZOrderRef,
    output: ZOrderDetail,
  }),
  log: api.get("audit_log/audit-log-retrieve", {
    summary: "Read an order's lifecycle log",
    input: ZOrderRef,
    output: z.array(ZOrderLogEntry),
  }),
  /** The message names the new order's code ("order.created"). */
  create: api.post("order/create-order", {
    summary: "Create an order",
    input: ZCreateOrderRequest,
    output: ZOrderDetail,
    success: "created",
    message: "order.created",
  }),
  update: api.put("order/update-order", {
    summary: "Change a draft order",
    input: ZUpdateOrderRequest,
    output: ZOrderDetail,
    message: "saved",
  }),
  copy: api.post("order/copy-order", {
    summary: "Copy an order into a new draft",
    input: ZOrderRef,
    output: ZOrderDetail,
    success: "created",
    message: "order.copied",
  }),
  change: api.put("order/change-order", {
    summary: "Change an order's address or channel after submission",
    access: staff,
    input: ZChangeOrderRequest,
    output: ZOrderDetail,
    message: "order.changed",
  }),
  addNote: api.post("order/add-note", {
    summary: "Add a note to an order",
    input: ZOrderNoteRequest,
    output: ZOrderDetail,
    message: "order.noteAdded",
  }),
  /** A bulk action: 200 all done, 3000 some refused (errors listed), none done: the first failure's error. */
  batch: api.put("order/batch-modify-report-provider", {
    summary: "Apply a lifecycle action to the selected orders",
    input: ZBatchOrderRequest,
    output: ZBatchOrderResponse,
    message: "order.batchDone",
  }),
  clearTracking: api.delete("shipping_status/delete-shipping-status", {
    summary: "Clear an order's tracking number and shipping status",
    access: staff,
    input: ZOrderRef,
    output: ZOrderDetail,
    message: "order.trackingCleared",
  }),
  /** All or nothing: 200 imported, 3000 with the refused rows listed (nothing written). */
  import: api.post("order/import-order", {
    summary: "Import orders from a spreadsheet",
    upload: true,
    input: ZImportOrdersQuery,
    output: ZImportOrdersResponse,
  }),
};
