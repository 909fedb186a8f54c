import type { QueryClient } from "@tanstack/react-query";
import {
  returnsEndpoints as e,
  ordersEndpoints,
  productsEndpoints,
  type TInputOf,
  type TReturnDetail,
  type TReturnStatus,
} from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";
import { fetchFileUrl } from "../../api/download.ts";

/** Every RMA list, detail and unidentified parcel hangs under this key: every write invalidates it. */
export const returnsKey = ["returns"] as const;

/** After an RMA or a parcel changed: the lists and the open drawer are read again. */
export function refreshReturns(client: QueryClient) {
  return client.invalidateQueries({ queryKey: returnsKey });
}

/** One RMA's detail (the drawer's query; a write's answer is put there). */
export const returnDetailKey = (returnId: string | null) => [...returnsKey, "detail", returnId] as const;

/** After a write the server answered with the RMA: the open drawer shows the answer, the lists read again. */
export function showAnswer(client: QueryClient, answer: TReturnDetail) {
  client.setQueryData(returnDetailKey(answer.id), answer);
  return client.invalidateQueries({ queryKey: returnsKey, predicate: (q) => q.queryKey[1] !== "detail" });
}

/** The dashboards' returns card: under the returns, so that any write reads its figures again. */
export const returnFiguresKey = (query: TInputOf<typeof e.figures>) =>
  [...returnsKey, "figures", query] as const;

/** One RMA: a drop shipper names the provider in scope, staff leave it out. */
export type TReturnRef = TInputOf<typeof e.detail>;

/** What the "New return" form looks up among the shipped orders (of the provider in scope, or a customer's). */
type TShippedOrdersQuery = { provider_uuid?: string; customer_id?: string; keyword?: string };

/**
 * Returns (RMAs) and unidentified parcels. The writes are quiet: their forms show the server's field errors
 * under the fields and anything else in their alert; the bench shows a failed scan beside its field.
 */
export const returnsApi = {
  list: caller(e.list),
  /** Return rates by SKU and customer and the days to inspection over a window (the dashboards' card). */
  figures: caller(e.figures),
  detail: (ref: TReturnRef) => call(e.detail, ref),
  returnable: caller(e.returnable),
  create: caller(e.create, quiet),
  ship: caller(e.ship, quiet),
  cancel: caller(e.cancel, quiet),
  find: (scan: string) => call(e.find, { scan }, quiet),
  receive: caller(e.receive, quiet),
  inspect: caller(e.inspect, quiet),
  finish: caller(e.finish, quiet),
  close: caller(e.close, quiet),
  uploadPhoto: (file: File) => call(e.uploadPhoto, undefined, { file, ...quiet }),
  unidentified: caller(e.unidentified),
  recordUnidentified: caller(e.recordUnidentified, quiet),
  assignUnidentified: caller(e.assignUnidentified, quiet),
  /** The customer's RMAs in one status (the parcel assignment offers those not yet received). */
  ofCustomer: (customerId: string, status: TReturnStatus) =>
    call(e.list, { customer_id: customerId, status, page_size: 50, cur_page: 1 }),
  /** Shipped orders matching what was typed: only their units can come back. */
  shippedOrders: (query: TShippedOrdersQuery) =>
    call(ordersEndpoints.list, { ...query, status: "shipped", cur_page: 1, page_size: 20 }),
  /** The return slip PDF as an object URL (fetched with the session's token; an error answer is thrown). */
  slipUrl: (ref: TReturnRef) => fetchFileUrl(e.slip, ref),
  /** Product labels as a PDF object URL. */
  labelUrl: (query: TInputOf<typeof productsEndpoints.printLabels>) =>
    fetchFileUrl(productsEndpoints.printLabels, query),
};
