import type {
  TOrderSummary,
  TStorageDefinition,
  TWaveDetail,
  TWavePreview,
  TWaveStrategy,
  TWaveSummary,
} from "@wms/contracts";
import { api, buildQuery } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";
import { readSession } from "../../session/session-store.ts";

/** Invalidate after generating or confirming: the wave list, details and the confirmed orders. */
export const wavesKey = ["waves"] as const;

export type TGenerateBody = { warehouse_id: string; strategy_id: string; order_ids?: string[] };
export type TPickedLine = { location_id: string; variant_id: string; picked: number };

export const wavesApi = {
  list: (params: TListParams) =>
    api.get<TPageResult<TWaveSummary>>("delivery_list/query-wave-list-specific-element", params),
  detail: (wave_id: string) => api.get<TWaveDetail>("wave/query-wave-detail", { wave_id }),
  preview: (body: TGenerateBody) => api.post<TWavePreview>("wave/preview-waves", body),
  generate: (body: TGenerateBody) =>
    api.post<{ waves: TWaveSummary[]; skipped_count: number }>("wave/generate-waves", body),
  confirm: (wave_id: string, lines: TPickedLine[]) =>
    api.post<TWaveDetail>("wave/confirm-picking", { wave_id, lines }, { skipErrorMessage: true }),
  warehouses: () => api.get<TStorageDefinition[]>("storage/query-storage-definition"),
  strategies: (warehouse_id: string) =>
    api.get<TWaveStrategy[]>("customer-settings/query-specific-wave-strategies", { warehouse_id }),
  allStrategies: () =>
    api.get<TPageResult<TWaveStrategy>>("warehouse/query-wave-strategies", { page_size: 200 }),
  confirmedOrders: (warehouse_id: string) =>
    api.get<TPageResult<TOrderSummary>>("order/query-order", {
      warehouse_id,
      status: "confirmed",
      page_size: 200,
      sort: "created_at",
      order: "desc",
    }),
};

/** The pick list PDF as an object URL (fetched with the bearer token; a JSON answer is an error). */
export async function fetchPickListPdf(waveId: string): Promise<string> {
  const session = readSession("p");
  const res = await fetch(`/api/wave/print-pick-list${buildQuery({ wave_id: waveId })}`, {
    headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {},
  });
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || !type.includes("application/pdf")) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || res.statusText);
  }
  return URL.createObjectURL(await res.blob());
}
