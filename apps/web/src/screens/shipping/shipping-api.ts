import {
  shippingEndpoints as e,
  logisticsEndpoints,
  ordersEndpoints,
  storageEndpoints,
  type TExceptionAction,
  type TInputOf,
  type TReportableExceptionReason,
} from "@wms/contracts";
import { call, callEnvelope, caller } from "../../api/client.ts";
import { fetchFile } from "../../api/download.ts";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

export const noticesKey = ["shipping", "notices"] as const;
export const exceptionsKey = ["shipping", "exceptions"] as const;
export const shelfReturnsKey = ["shipping", "shelf-returns"] as const;

const { handleExceptions, handOverOrders, reportExceptions } = e;

export const shippingApi = {
  /** Orders on the floor (the list of shipping orders): the order list's call, filtered by the table. */
  orders: (params: TListParams) =>
    call(ordersEndpoints.list, params as TInputOf<typeof ordersEndpoints.list>),
  notices: caller(e.notices),
  notice: (notice_id: string) => call(e.notice, { notice_id }),
  createNotice: caller(e.createNotice),
  confirmNotice: (notice_id: string) => call(e.confirmNotice, { notice_id }),
  /** The whole envelope: its message says how many orders left on which notices (errors pop up as usual). */
  handOverOrders: (order_ids: string[]) => callEnvelope(handOverOrders, { order_ids }),
  exceptions: caller(e.exceptions),
  /** The whole envelope (3000 partial answers carry the per-order errors); errors are shown by the caller. */
  handleExceptions: (action: TExceptionAction, order_ids: string[]) =>
    callEnvelope(handleExceptions, { action, order_ids }, { skipErrorMessage: true }),
  reportExceptions: (reason: TReportableExceptionReason, order_ids: string[], note: string) =>
    callEnvelope(reportExceptions, { reason, order_ids, note }, { skipErrorMessage: true }),
  shelfReturns: caller(e.shelfReturns),
  finishShelfReturn: (task_id: string) => call(e.finishShelfReturn, { task_id }),
  setTrackingNumbers: (entries: TInputOf<typeof e.setTrackingNumbers>["entries"]) =>
    call(e.setTrackingNumbers, { entries }),
  warehouses: () => call(storageEndpoints.definitions, {}),
  channels: (warehouse_id?: string) => call(logisticsEndpoints.specifiedChannels, { warehouse_id }),
};

/** The two waybill calls that answer a PDF. */
type TWaybillEndpoint = typeof e.printWaybills | typeof e.onePiece;

/**
 * A waybill PDF (POST) as an object URL plus the order it was printed for (one piece: the x-order-code and
 * x-order-id headers; empty for print-waybills); an error answer is thrown.
 */
export async function fetchWaybillPdf<E extends TWaybillEndpoint>(
  endpoint: E,
  body: TInputOf<E>,
): Promise<{ url: string; orderCode: string; orderId: string }> {
  const { blob, headers } = await fetchFile(endpoint, body);
  return {
    url: URL.createObjectURL(blob),
    orderCode: headers.get("x-order-code") ?? "",
    orderId: headers.get("x-order-id") ?? "",
  };
}
