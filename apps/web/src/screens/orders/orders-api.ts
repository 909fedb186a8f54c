import type {
  TBatchOrderResponse,
  TChannelOption,
  TImportOrdersResponse,
  TOrderBulkAction,
  TOrderDetail,
  TOrderLogEntry,
  TOrderSummary,
  TStorageDefinition,
} from "@wms/contracts";
import { api, apiCall } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Invalidate after any order change: lists, details and logs. */
export const ordersKey = ["orders"] as const;

/** Drop shippers name the provider on every call; provider staff leave it out. */
export type TOrderRef = { provider_uuid?: string; order_id: string };

/** The create/edit form as sent (numbers as entered; the server validates and normalises). */
export type TOrderForm = {
  customer_id?: string;
  warehouse_id: string;
  channel_id?: string;
  reference?: string;
  consignee: string;
  phone?: string;
  email?: string;
  country: string;
  province?: string;
  city?: string;
  address: string;
  postcode?: string;
  cod_type?: "none" | "cod";
  amount?: string;
  currency?: string;
  ioss?: string;
  vat?: string;
  id_number?: string;
  weight?: string;
  length?: string;
  width?: string;
  height?: string;
  notes?: string;
  lines: { sku: string; quantity: number }[];
};

export const ordersApi = {
  list: (params: TListParams) => api.get<TPageResult<TOrderSummary>>("order/query-order", params),
  detail: (ref: TOrderRef) => api.get<TOrderDetail>("order/query-specific-elements", ref),
  log: (ref: TOrderRef) => api.get<TOrderLogEntry[]>("audit_log/audit-log-retrieve", ref),
  create: (body: TOrderForm & { provider_uuid?: string }) =>
    api.post<TOrderDetail>("order/create-order", body, { skipErrorMessage: true }),
  update: (body: TOrderForm & TOrderRef) =>
    api.put<TOrderDetail>("order/update-order", body, { skipErrorMessage: true }),
  change: (body: Omit<TOrderForm, "warehouse_id" | "lines"> & TOrderRef) =>
    api.put<TOrderDetail>("order/change-order", body, { skipErrorMessage: true }),
  copy: (ref: TOrderRef) => api.post<TOrderDetail>("order/copy-order", ref),
  addNote: (ref: TOrderRef & { text: string }) => api.post<TOrderDetail>("order/add-note", ref),
  clearTracking: (ref: TOrderRef) =>
    api.delete<TOrderDetail>("shipping_status/delete-shipping-status", undefined, { body: ref }),
  /**
   * The envelope: 200 all done, 3000 some refused (data.errors), and a rejected ApiError with the same
   * data when none could be done.
   */
  batch: (body: { provider_uuid?: string; action: TOrderBulkAction; order_ids: string[]; reason?: string }) =>
    apiCall<TBatchOrderResponse>("order/batch-modify-report-provider", {
      method: "PUT",
      body,
      skipErrorMessage: true,
    }),
  importSheet: (file: File, query: { provider_uuid?: string; customer_id?: string }) => {
    const form = new FormData();
    form.append("file", file);
    return apiCall<TImportOrdersResponse>("order/import-order", {
      method: "POST",
      query,
      body: form,
      skipErrorMessage: true,
    });
  },
  warehouses: (provider_uuid?: string) =>
    api.get<TStorageDefinition[]>("storage/query-storage-definition", { provider_uuid }),
  channels: (query: { provider_uuid?: string; warehouse_id?: string }) =>
    api.get<TChannelOption[]>("logistics/get-specified-channels", query),
};
