import { useQuery } from "@tanstack/react-query";
import { sellableLocationTypes } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { NoteField } from "../../components/note-field.tsx";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { inventoryKey } from "./inventory-api.ts";

/** The enabled locations of a warehouse as picker options (by code), loaded while `enabled`; only sellable ones when `sellableOnly`. */
export function useLocationOptions(warehouseId: string | undefined, enabled: boolean, sellableOnly = false) {
  const locations = useQuery({
    queryKey: [...inventoryKey, "location-options", warehouseId],
    queryFn: () =>
      warehousingApi.locations({ page_size: 200, cur_page: 1, warehouse_id: warehouseId, status: "enabled" }),
    enabled: enabled && Boolean(warehouseId),
  });
  return (locations.data?.list ?? [])
    .filter((l) => !sellableOnly || (sellableLocationTypes as readonly string[]).includes(l.type))
    .map((l) => ({ value: l.id, label: l.code }));
}

/** The free-text note of a stock change (up to 500 characters). */
export function StockNoteField() {
  const { t } = useTranslation();
  return <NoteField name="note" label={t("inventory.adjust.note")} />;
}
