import type { TStorageDefinition } from "@wms/contracts";
import type { TFilter } from "./data-table/data-table.tsx";

type TWarehouses = Pick<TStorageDefinition, "warehouse_id" | "code" | "name">[] | undefined;

/** Storage definitions (the warehouses a customer stores in) as warehouse picker options: "code name". */
export function warehouseOptions(warehouses: TWarehouses) {
  return (warehouses ?? []).map((w) => ({ value: w.warehouse_id, label: `${w.code} ${w.name}` }));
}

/** The `warehouse_id` filter of a document list over those warehouses. */
export function warehouseFilter(label: string, warehouses: TWarehouses, width: number): TFilter {
  return warehouseSelectFilter(label, warehouseOptions(warehouses), width);
}

/** The `warehouse_id` filter of a staff list over warehouse options already made (the tenant's warehouses). */
export function warehouseSelectFilter(
  label: string,
  options: { value: string; label: string }[],
  width: number,
): TFilter {
  return { kind: "select", name: "warehouse_id", label, options, width };
}
