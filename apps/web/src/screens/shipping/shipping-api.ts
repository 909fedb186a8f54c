import type {
  TChannelOption,
  TExceptionAction,
  TExceptionOrder,
  THandleExceptionResponse,
  TReportableExceptionReason,
  TSetTrackingNumbersResponse,
  TShelfReturn,
  TShippingNoticeDetail,
  TShippingNoticeSummary,
  TStorageDefinition,
} from "@wms/contracts";
import { api, apiCall } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";
import { areaOfPath, readSession } from "../../session/session-store.ts";

export const noticesKey = ["shipping", "notices"] as const;
export const exceptionsKey = ["shipping", "exceptions"] as const;
export const shelfReturnsKey = ["shipping", "shelf-returns"] as const;

export const shippingApi = {
  notices: (params: TListParams) =>
    api.get<TPageResult<TShippingNoticeSummary>>("delivery_list/query-delivery-list", params),
  notice: (notice_id: string) =>
    api.get<TShippingNoticeDetail>("delivery_list/query-delivery-specific-element", { notice_id }),
  createNotice: (body: { warehouse_id: string; channel_id: string }) =>
    api.post<TShippingNoticeDetail>("delivery_list/create-delivery", body),
  confirmNotice: (notice_id: string) =>
    api.post<TShippingNoticeDetail>("delivery_list/confirm-delivery", { notice_id }),
  exceptions: (params: TListParams) =>
    api.get<TPageResult<TExceptionOrder>>("exception/query-exceptions", params),
  /** The whole envelope (3000 partial answers carry the per-order errors); errors are shown by the caller. */
  handleExceptions: (action: TExceptionAction, order_ids: string[]) =>
    apiCall<THandleExceptionResponse>("exception/handle-exception", {
      method: "POST",
      body: { action, order_ids },
      skipErrorMessage: true,
    }),
  reportExceptions: (reason: TReportableExceptionReason, order_ids: string[], note: string) =>
    apiCall<THandleExceptionResponse>("exception/report-exception", {
      method: "POST",
      body: { reason, order_ids, note },
      skipErrorMessage: true,
    }),
  shelfReturns: (params: TListParams) =>
    api.get<TPageResult<TShelfReturn>>("exception/query-shelf-returns", params),
  finishShelfReturn: (task_id: string) =>
    api.post<TShelfReturn>("exception/finish-shelf-return", { task_id }),
  setTrackingNumbers: (entries: { order_code: string; tracking_number: string }[]) =>
    api.post<TSetTrackingNumbersResponse>("waybill/set-tracking-numbers", { entries }),
  warehouses: () => api.get<TStorageDefinition[]>("storage/query-storage-definition", {}),
  channels: (warehouse_id?: string) =>
    api.get<TChannelOption[]>("logistics/get-specified-channels", { warehouse_id }),
};

/**
 * A waybill PDF (POST, JSON answer on error) as an object URL plus the order it was printed for.
 * fetch is used directly because the answer is binary; the session's token and CSRF token go along.
 */
export async function fetchWaybillPdf(
  path: "waybill/print-waybills" | "waybill/one-piece",
  body: Record<string, unknown>,
): Promise<{ url: string; orderCode: string }> {
  const session = readSession(areaOfPath(window.location.pathname) ?? "p");
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (session) {
    headers.Authorization = `Bearer ${session.accessToken}`;
    headers["X-CSRFToken"] = session.csrfToken;
  }
  const res = await fetch(`/api/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || !type.includes("application/pdf")) {
    const answer = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message || res.statusText);
  }
  return { url: URL.createObjectURL(await res.blob()), orderCode: res.headers.get("x-order-code") ?? "" };
}
