import { inventoryEndpoints as e, type TInputOf } from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

export const inventoryKey = ["inventory"] as const;

/** A drop shipper names the provider; provider staff act in their own tenant (undefined). */
export type TInventoryScope = { providerUuid: string | undefined };
const withProvider = <T extends object>(scope: TInventoryScope, params: T) =>
  scope.providerUuid ? { ...params, provider_uuid: scope.providerUuid } : params;

/** The list params the statistics list takes (URL-backed, see DataTable). */
const listFilters = ["warehouse_id", "customer_id", "keyword", "low_stock"] as const;

export const inventoryApi = {
  /** The list's URL params (filters and sort) as the query. */
  list: (scope: TInventoryScope, params: TListParams) =>
    call(e.list, withProvider(scope, params) as TInputOf<typeof e.list>),
  detail: (scope: TInventoryScope, variant_id: string, warehouse_id?: string) =>
    call(e.detail, withProvider(scope, { variant_id, warehouse_id })),
  startExport: (scope: TInventoryScope, params: TListParams) => {
    const body: Record<string, unknown> = {};
    for (const key of listFilters) {
      const value = params[key];
      if (value !== undefined && value !== "") body[key] = key === "low_stock" ? value === "true" : value;
    }
    return call(e.export, withProvider(scope, body) as TInputOf<typeof e.export>);
  },
  alarms: (scope: TInventoryScope) => call(e.alarms, withProvider(scope, {})),
  /** Stock log: the data table's `created` date range becomes start_time / end_time (seconds). */
  stockLog: (scope: TInventoryScope, params: TListParams) => {
    const { created_from, created_to, ...rest } = params;
    const query = withProvider(scope, { ...rest, start_time: created_from, end_time: created_to });
    return call(e.stockLog, query as TInputOf<typeof e.stockLog>);
  },
  lookupVariant: (code: string) => call(e.lookupVariant, { code }),
  adjust: caller(e.adjust, quiet),
  move: caller(e.move, quiet),
  release: caller(e.release, quiet),
};
