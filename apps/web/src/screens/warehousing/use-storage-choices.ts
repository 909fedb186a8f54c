import { useQuery } from "@tanstack/react-query";
import type { TStorageDefinition } from "@wms/contracts";
import { useMemo } from "react";
import { storageApi, storageKey } from "./storage-api.ts";

/** A warehouse row of the storage tab; `disabled` ones stay selected until the shipper removes them. */
export type TStorageChoice = TStorageDefinition & { disabled: boolean };

/**
 * The warehouses a drop shipper can choose and its saved selection. query-storage-definition offers
 * only enabled warehouses, while a warehouse disabled after selection stays selected: the selection
 * is read from query-storage so saving never drops such a warehouse without the shipper seeing it.
 */
export function useStorageChoices(providerUuid: string | undefined) {
  const definitions = useQuery({
    queryKey: [...storageKey, "definitions", providerUuid],
    queryFn: () => storageApi.definitions(providerUuid),
    enabled: Boolean(providerUuid),
  });
  const storage = useQuery({
    queryKey: [...storageKey, "selection", providerUuid],
    // a customer selects at most 200 warehouses per provider (the server's limit)
    queryFn: () => storageApi.list({ provider_uuid: providerUuid, page_size: 200, cur_page: 1 }),
    enabled: Boolean(providerUuid),
  });
  return useMemo(() => {
    const offered = definitions.data ?? [];
    const selection = storage.data?.list ?? [];
    const offeredIds = new Set(offered.map((d) => d.warehouse_id));
    const keptDisabled: TStorageChoice[] = selection
      .filter((s) => !offeredIds.has(s.warehouse_id))
      .map((s) => ({
        provider_uuid: s.provider_uuid,
        name_of_provider: s.name_of_provider,
        warehouse_id: s.warehouse_id,
        code: s.warehouse_code,
        name: s.warehouse_name,
        country: s.country,
        province: "",
        city: s.city,
        address: s.address,
        postcode: "",
        contact_name: "",
        contact_phone: "",
        selected: true,
        customer_count: 1,
        disabled: s.warehouse_status !== "enabled",
      }));
    return {
      choices: [...offered.map((d) => ({ ...d, disabled: false })), ...keptDisabled],
      saved: selection.map((s) => s.warehouse_id),
      loading: definitions.isPending || storage.isPending,
    };
  }, [definitions.data, definitions.isPending, storage.data, storage.isPending]);
}
