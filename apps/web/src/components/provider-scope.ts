import { useQuery } from "@tanstack/react-query";
import { authEndpoints } from "@wms/contracts";
import { call } from "../api/client.ts";
import { useListParams } from "./data-table/use-list-params.ts";

/**
 * A drop shipper works with one of its providers at a time (calls take provider_uuid). The choice is
 * kept in the URL; it defaults to the first linked provider.
 */
export function useProviderScope() {
  const [params, update] = useListParams();
  const home = useQuery({ queryKey: ["home", "ds"], queryFn: () => call(authEndpoints.home) });
  const providers = home.data?.providers ?? [];
  const chosen = typeof params.provider_uuid === "string" ? params.provider_uuid : undefined;
  const providerUuid = providers.some((p) => p.provider_uuid === chosen)
    ? chosen
    : providers[0]?.provider_uuid;
  return {
    providerUuid,
    loading: home.isPending,
    providers,
    select: (id: string) => update({ provider_uuid: id }),
  };
}
