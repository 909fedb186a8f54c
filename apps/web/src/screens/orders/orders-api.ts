import { logisticsEndpoints, ordersEndpoints, storageEndpoints, type TInputOf } from "@wms/contracts";
import { call, callEnvelope, caller, quiet } from "../../api/client.ts";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Invalidate after any order change: lists, details and logs. */
export const ordersKey = ["orders"] as const;

/** Drop shippers name the provider on every call; provider staff leave it out. */
type TOrderRef = TInputOf<typeof ordersEndpoints.detail>;

const { batch, import: importOrders } = ordersEndpoints;

export const ordersApi = {
  /** The list's URL params (filters and sort) as the query. */
  list: (params: TListParams) => call(ordersEndpoints.list, params as TInputOf<typeof ordersEndpoints.list>),
  detail: (ref: TOrderRef) => call(ordersEndpoints.detail, ref),
  log: (ref: TOrderRef) => call(ordersEndpoints.log, ref),
  create: caller(ordersEndpoints.create, quiet),
  update: caller(ordersEndpoints.update, quiet),
  change: caller(ordersEndpoints.change, quiet),
  copy: (ref: TOrderRef) => call(ordersEndpoints.copy, ref),
  /** The envelope: its message names the new draft. */
  split: (body: TInputOf<typeof ordersEndpoints.split>) => callEnvelope(ordersEndpoints.split, body, quiet),
  addNote: caller(ordersEndpoints.addNote),
  clearTracking: (ref: TOrderRef) => call(ordersEndpoints.clearTracking, ref),
  /**
   * The envelope: 200 all done, 3000 some refused (data.errors), and a rejected ApiError with the same
   * data when none could be done.
   */
  batch: (body: TInputOf<typeof batch>) => callEnvelope(batch, body, quiet),
  /** The envelope: 200 imported, 3000 with the refused rows (its message says which). */
  importSheet: (file: File, query: TInputOf<typeof importOrders>) =>
    callEnvelope(importOrders, query, { file, ...quiet }),
  warehouses: (provider_uuid?: string) => call(storageEndpoints.definitions, { provider_uuid }),
  channels: caller(logisticsEndpoints.specifiedChannels),
};
