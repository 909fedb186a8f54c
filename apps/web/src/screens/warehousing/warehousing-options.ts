import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TFilter } from "../../components/data-table/data-table.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";

/** Pickers' options (the lists are capped at 200 by the server; a provider has far fewer warehouses). */
const all = { page_size: 200, cur_page: 1 };

/** One settings list as picker options (value: the row's id), fetched while `enabled`. */
function useListOptions<R extends { id: string }>(
  key: readonly unknown[],
  fetch: () => Promise<{ list: R[] }>,
  label: (row: R) => string,
  enabled = true,
) {
  const query = useQuery({ queryKey: [...warehousingKey, "options", ...key], queryFn: fetch, enabled });
  return (query.data?.list ?? []).map((row) => ({ value: row.id, label: label(row) }));
}

const codeAndName = (row: { code: string; name: string }) => `${row.code} · ${row.name}`;

export function useWarehouseOptions() {
  return useListOptions(["warehouses"], () => warehousingApi.warehouses(all), codeAndName);
}

export function usePartitionOptions(warehouseId: string | undefined) {
  const fetch = () => warehousingApi.partitions({ ...all, warehouse_id: warehouseId });
  return useListOptions(["partitions", warehouseId], fetch, codeAndName, Boolean(warehouseId));
}

/** Shelves may have no name: then just the code. */
export function useShelfOptions(partitionId: string | undefined) {
  const fetch = () => warehousingApi.shelves({ ...all, partition_id: partitionId });
  const label = (s: { code: string; name: string }) => (s.name ? codeAndName(s) : s.code);
  return useListOptions(["shelves", partitionId], fetch, label, Boolean(partitionId));
}

/** Status filter/select options shared by the tabs. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return (["enabled", "disabled"] as const).map((value) => ({
    value,
    label: t(`warehousing.statuses.${value}`),
  }));
}

/** The enabled/disabled filter of a settings list. */
export function useStatusFilter(): TFilter {
  const { t } = useTranslation();
  const options = useStatusOptions();
  return { kind: "select", name: "status", label: t("warehousing.fields.status"), options };
}
