import { useQuery } from "@tanstack/react-query";
import { storesApi, storesKey } from "./stores-api.ts";

/** The drop shipper's shops bound with a provider and still active: the ones it works on. */
export function useActiveShops(providerUuid: string) {
  return useQuery({
    queryKey: [...storesKey, "active", providerUuid],
    // a drop shipper binds a handful of shops; 200 is the server's page cap
    queryFn: () =>
      storesApi.list({ provider_uuid: providerUuid, status: "active", page_size: 200, cur_page: 1 }),
  });
}
