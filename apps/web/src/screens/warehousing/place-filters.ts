import { useTranslation } from "react-i18next";
import type { TFilter } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { useWarehouseOptions } from "./warehousing-options.ts";

/**
 * The warehouse and partition filters of a settings list: the ids chosen in the URL (also the create
 * form's defaults), the warehouse options, and the two filter definitions.
 */
export function usePlaceFilters() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const warehouses = useWarehouseOptions();
  const warehouseId = typeof params.warehouse_id === "string" ? params.warehouse_id : undefined;
  const partitionId = typeof params.partition_id === "string" ? params.partition_id : undefined;
  const warehouseFilter: TFilter = {
    kind: "select",
    name: "warehouse_id",
    label: t("warehousing.fields.warehouse"),
    options: warehouses,
    width: 220,
  };
  /** The partition filter, with the partitions of the chosen warehouse. */
  const partitionFilter = (options: { value: string; label: string }[], width: number): TFilter => ({
    kind: "select",
    name: "partition_id",
    label: t("warehousing.fields.partition"),
    options,
    width,
  });
  return { warehouseId, partitionId, warehouses, warehouseFilter, partitionFilter };
}
