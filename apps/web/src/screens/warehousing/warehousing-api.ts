import type {
  TLabelTemplate,
  TLocation,
  TLocationPreview,
  TPackagingMaterial,
  TPartition,
  TShelf,
  TWarehouse,
  TWaveStrategy,
} from "@wms/contracts";
import { api, apiCall } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Every settings list hangs under this key: a change invalidates them all (counts cross tabs). */
export const warehousingKey = ["warehousing"] as const;

type TBody = Record<string, unknown>;
const quiet = { skipErrorMessage: true };
/** Deletes take a JSON body; a refusal (4009, still referenced) shows the server's message. */
const remove = async (path: string, body: TBody) => (await apiCall(path, { method: "DELETE", body })).data;

export type TBulkCreated = {
  created: number;
  skipped: number;
  shelves_created: number;
  first_walk_sequence: number | null;
  last_walk_sequence: number | null;
};

export const warehousingApi = {
  warehouses: (params: Partial<TListParams>) =>
    api.get<TPageResult<TWarehouse>>("warehouse/query-warehouses", params),
  createWarehouse: (body: TBody) => api.post<TWarehouse>("warehouse/create-warehouse", body, quiet),
  updateWarehouse: (body: TBody) => api.put<TWarehouse>("warehouse/update-warehouse", body, quiet),
  deleteWarehouse: (warehouse_id: string) => remove("warehouse/delete-warehouse", { warehouse_id }),

  partitions: (params: Partial<TListParams>) =>
    api.get<TPageResult<TPartition>>("warehouse/query-partitions", params),
  createPartition: (body: TBody) => api.post<TPartition>("warehouse/create-partition", body, quiet),
  updatePartition: (body: TBody) => api.put<TPartition>("warehouse/update-partition", body, quiet),
  deletePartition: (partition_id: string) => remove("warehouse/delete-partition", { partition_id }),

  shelves: (params: Partial<TListParams>) => api.get<TPageResult<TShelf>>("warehouse/query-shelves", params),
  createShelf: (body: TBody) => api.post<TShelf>("warehouse/create-shelf", body, quiet),
  updateShelf: (body: TBody) => api.put<TShelf>("warehouse/update-shelf", body, quiet),
  deleteShelf: (shelf_id: string) => remove("warehouse/delete-shelf", { shelf_id }),

  locations: (params: Partial<TListParams>) =>
    api.get<TPageResult<TLocation>>("warehouse/query-locations", params),
  createLocation: (body: TBody) => api.post<TLocation>("warehouse/create-location", body, quiet),
  updateLocation: (body: TBody) => api.put<TLocation>("warehouse/update-location", body, quiet),
  deleteLocation: (location_id: string) => remove("warehouse/delete-location", { location_id }),
  previewLocations: (body: TBody) => api.post<TLocationPreview>("warehouse/preview-locations", body, quiet),
  bulkCreateLocations: (body: TBody) =>
    api.post<TBulkCreated>("warehouse/batch-create-locations", body, quiet),

  packaging: (params: Partial<TListParams>) =>
    api.get<TPageResult<TPackagingMaterial>>("warehouse/query-packaging-materials", params),
  createPackaging: (body: TBody) =>
    api.post<TPackagingMaterial>("warehouse/create-packaging-material", body, quiet),
  updatePackaging: (body: TBody) =>
    api.put<TPackagingMaterial>("warehouse/update-packaging-material", body, quiet),
  deletePackaging: (packaging_material_id: string) =>
    remove("warehouse/delete-packaging-material", { packaging_material_id }),

  waves: (params: Partial<TListParams>) =>
    api.get<TPageResult<TWaveStrategy>>("warehouse/query-wave-strategies", params),
  createWave: (body: TBody) => api.post<TWaveStrategy>("warehouse/create-wave-strategy", body, quiet),
  updateWave: (body: TBody) => api.put<TWaveStrategy>("warehouse/update-wave-strategy", body, quiet),
  deleteWave: (wave_strategy_id: string) => remove("warehouse/delete-wave-strategy", { wave_strategy_id }),

  labels: () => api.get<TLabelTemplate[]>("customer-settings/print-label-info-list"),
  createLabel: (body: TBody) =>
    api.post<TLabelTemplate>("customer-settings/create-print-label-info", body, quiet),
  updateLabel: (body: TBody) =>
    api.put<TLabelTemplate>("customer-settings/update-print-label-info", body, quiet),
  deleteLabel: (label_template_id: string) =>
    remove("customer-settings/delete-print-label-info", { label_template_id }),
};
