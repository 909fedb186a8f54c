import type {
  TAdjustStockRequest,
  TAlarm,
  TInventoryDetailRow,
  TInventoryRow,
  TMission,
  TMoveStockRequest,
  TStockDocumentOut,
  TStockLogRow,
  TVariantLookup,
} from "@wms/contracts";
import { api } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

export const inventoryKey = ["inventory"] as const;
const quiet = { skipErrorMessage: true };

/** A drop shipper names the provider; provider staff act in their own tenant (undefined). */
export type TInventoryScope = { providerUuid: string | undefined };
const withProvider = <T extends object>(scope: TInventoryScope, params: T) =>
  scope.providerUuid ? { ...params, provider_uuid: scope.providerUuid } : params;

/** The list params the statistics list takes (URL-backed, see DataTable). */
const listFilters = ["warehouse_id", "customer_id", "keyword", "low_stock"] as const;

export const inventoryApi = {
  list: (scope: TInventoryScope, params: TListParams) =>
    api.get<TPageResult<TInventoryRow>>("inventory/query-inventory", withProvider(scope, params)),
  detail: (scope: TInventoryScope, variant_id: string, warehouse_id?: string) =>
    api.get<{ list: TInventoryDetailRow[] }>(
      "inventory/query-inventory-detail",
      withProvider(scope, { variant_id, warehouse_id }),
    ),
  startExport: (scope: TInventoryScope, params: TListParams) => {
    const body: Record<string, unknown> = {};
    for (const key of listFilters) {
      const value = params[key];
      if (value !== undefined && value !== "") body[key] = key === "low_stock" ? value === "true" : value;
    }
    return api.post<TMission>("inventory/export-inventory", withProvider(scope, body));
  },
  alarms: (scope: TInventoryScope) =>
    api.get<{ list: TAlarm[]; total: number; truncated: boolean }>("alarms/current", withProvider(scope, {})),
  /** Stock log: the data table's `created` date range becomes start_time / end_time (seconds). */
  stockLog: (scope: TInventoryScope, params: TListParams) => {
    const { created_from, created_to, ...rest } = params;
    return api.get<TPageResult<TStockLogRow>>(
      "inventory/query-stock-log",
      withProvider(scope, { ...rest, start_time: created_from, end_time: created_to }),
    );
  },
  lookupVariant: (code: string) => api.get<{ list: TVariantLookup[] }>("inventory/lookup-variant", { code }),
  adjust: (body: TAdjustStockRequest) => api.post<TStockDocumentOut>("inventory/adjust-stock", body, quiet),
  move: (body: TMoveStockRequest) => api.post<TStockDocumentOut>("inventory/move-stock", body, quiet),
};
