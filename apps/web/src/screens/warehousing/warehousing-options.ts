import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";

/** Pickers' options (the lists are capped at 200 by the server; a provider has far fewer warehouses). */
const all = { page_size: 200, cur_page: 1 };

export function useWarehouseOptions() {
  const query = useQuery({
    queryKey: [...warehousingKey, "options", "warehouses"],
    queryFn: () => warehousingApi.warehouses(all),
  });
  return (query.data?.list ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }));
}

export function usePartitionOptions(warehouseId: string | undefined) {
  const query = useQuery({
    queryKey: [...warehousingKey, "options", "partitions", warehouseId],
    queryFn: () => warehousingApi.partitions({ ...all, warehouse_id: warehouseId }),
    enabled: Boolean(warehouseId),
  });
  return (query.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }));
}

export function useShelfOptions(partitionId: string | undefined) {
  const query = useQuery({
    queryKey: [...warehousingKey, "options", "shelves", partitionId],
    queryFn: () => warehousingApi.shelves({ ...all, partition_id: partitionId }),
    enabled: Boolean(partitionId),
  });
  return (query.data?.list ?? []).map((s) => ({
    value: s.id,
    label: s.name ? `${s.code} · ${s.name}` : s.code,
  }));
}

/** Status filter/select options shared by the tabs. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return (["enabled", "disabled"] as const).map((value) => ({
    value,
    label: t(`warehousing.statuses.${value}`),
  }));
}
