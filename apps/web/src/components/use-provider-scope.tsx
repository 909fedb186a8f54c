import { Card, Empty, Flex, Select, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useProviderScope } from "./provider-scope.ts";

// The hook has no antd in it (the home dashboard, drawn without antd, uses it): it lives in provider-scope.ts.
export { useProviderScope };

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
