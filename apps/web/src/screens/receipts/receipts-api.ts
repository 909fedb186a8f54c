import type {
  TCreateReceiptRequest,
  TInspectReceiptRequest,
  TPutawayItem,
  TPutawaySuggestion,
  TReceiptDetail,
  TReceiptSummary,
  TScanReceiptResult,
  TUpdateReceiptRequest,
} from "@wms/contracts";
import { api } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Invalidate after any receipt change: lists and details. */
export const receiptsKey = ["receipts"] as const;

/** Drop shippers name the provider on every call; provider staff leave it out. */
type TRef = { provider_uuid?: string; receipt_id: string };
type TCreateBody = Omit<TCreateReceiptRequest, "reference" | "remark" | "lines" | "boxes"> & {
  reference?: string;
  remark?: string;
  lines: { sku: string; number: number; remark?: string }[];
  boxes: { weight?: string; remark?: string }[];
};

export const receiptsApi = {
  list: (params: TListParams) => api.get<TPageResult<TReceiptSummary>>("receipt/query-receipt", params),
  detail: (ref: TRef) => api.get<TReceiptDetail>("receipt/query-receipt-detail", ref),
  create: (body: TCreateBody) =>
    api.post<TReceiptDetail>("receipt/create-receipt", body, { skipErrorMessage: true }),
  update: (body: TCreateBody & Pick<TUpdateReceiptRequest, "receipt_id">) =>
    api.post<TReceiptDetail>("receipt/update-receipt", body, { skipErrorMessage: true }),
  submit: (ref: TRef) => api.post<TReceiptDetail>("receipt/submit-receipt", ref),
  cancel: (ref: TRef) => api.post<TReceiptDetail>("receipt/cancel-receipt", ref),
  start: (ref: TRef) => api.post<TReceiptDetail>("receipt/start-receiving", ref, { skipErrorMessage: true }),
  /** Errors are shown next to the scan field, not as a toast. */
  scan: (ref: TRef & { code: string }) =>
    api.post<TScanReceiptResult>("receipt/scan-receipt", ref, { skipErrorMessage: true }),
  inspect: (body: Omit<TInspectReceiptRequest, "provider_uuid">) =>
    api.post<TReceiptDetail>("receipt/inspect-receipt", body, { skipErrorMessage: true }),
  suggest: (ref: TRef) =>
    api.get<{
      suggestions: TPutawaySuggestion[];
      locations: { location_id: string; code: string; type: string }[];
    }>("receipt/suggest-putaway", ref),
  putaway: (ref: TRef & { items: TPutawayItem[] }) =>
    api.post<TReceiptDetail>("receipt/putaway-receipt", ref, { skipErrorMessage: true }),
  complete: (ref: TRef) =>
    api.post<TReceiptDetail>("receipt/complete-receipt", ref, { skipErrorMessage: true }),
  printLabels: (ref: TRef) => downloadFile("receipt/print-box-labels", ref),
};
