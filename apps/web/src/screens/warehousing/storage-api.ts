import type { TRelatedProduct, TStorage, TStorageDefinition } from "@wms/contracts";
import { api } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Invalidate after a selection changes: definitions, storage lists and related products all depend on it. */
export const storageKey = ["storage"] as const;

export const storageApi = {
  /** Warehouses the customer may choose (drop shipper) or the provider's warehouses with usage counts. */
  definitions: (provider_uuid?: string) =>
    api.get<TStorageDefinition[]>("storage/query-storage-definition", { provider_uuid }),
  list: (params: TListParams) => api.get<TPageResult<TStorage>>("storage/query-storage", params),
  /** Replaces the whole selection for one provider (at least one warehouse). */
  save: (body: { provider_uuid?: string; customer_id?: string; warehouse_ids: string[] }) =>
    api.post<TStorage[]>("storage/add-storage", body, { skipErrorMessage: true }),
  relatedProducts: (params: TListParams) =>
    api.get<TPageResult<TRelatedProduct>>("storage-m/get-related-products", params),
};
