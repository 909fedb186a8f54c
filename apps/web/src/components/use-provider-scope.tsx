import { useQuery } from "@tanstack/react-query";
import { authEndpoints } from "@wms/contracts";
import { Card, Empty, Flex, Select, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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

export function ProviderPicker({ scope }: { scope: ReturnType<typeof useProviderScope> }) {
  const { t } = useTranslation();
  if (scope.providers.length < 2) return null;
  return (
    <Select
      aria-label={t("home.providers")}
      style={{ minWidth: 200 }}
      value={scope.providerUuid}
      onChange={scope.select}
      options={scope.providers.map((p) => ({ value: p.provider_uuid, label: p.name_of_provider }))}
    />
  );
}

/**
 * A drop-shipper screen that needs a provider: a skeleton while the providers load, `emptyText` when
 * there is none, else `children(providerUuid)` in a column, under the provider picker unless `picker` is false.
 */
export function ProviderScoped(props: {
  emptyText: string;
  picker?: boolean;
  children: (providerUuid: string) => ReactNode;
}) {
  const scope = useProviderScope();
  if (scope.loading) return <Skeleton active />;
  if (!scope.providerUuid)
    return (
      <Card>
        <Empty description={props.emptyText} />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      {props.picker !== false && <ProviderPicker scope={scope} />}
      {props.children(scope.providerUuid)}
    </Flex>
  );
}
