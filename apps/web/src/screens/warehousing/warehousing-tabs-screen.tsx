import { Card, Empty, Flex, Skeleton, Tabs } from "antd";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ProviderPicker, useProviderScope } from "../../components/use-provider-scope.tsx";
import { dsWarehousingTabs, pWarehousingDefinitionTabs, type TWarehousingTab } from "./warehousing-tabs.ts";

/** Renders a tab list from warehousing-tabs.ts; the active tab lives in `?tab=`. */
function TabbedScreen({ tabs }: { tabs: readonly TWarehousingTab[] }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const active = tabs.find((tab) => tab.key === params.tab)?.key ?? tabs[0]?.key;
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden
      // every tab starts from a clean list state (paging, filters and sorting are per list)
      onChange={(key) => update(keepOnly(params, key))}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: t(tab.labelKey),
        children: tab.key === active && (
          <Suspense fallback={<Skeleton active />}>
            <tab.component />
          </Suspense>
        ),
      }))}
    />
  );
}

/** Clears every list parameter except the provider choice when switching tabs. */
function keepOnly(params: Record<string, unknown>, tab: string): Record<string, string | undefined> {
  const cleared: Record<string, string | undefined> = {};
  for (const name of Object.keys(params)) if (name !== "provider_uuid") cleared[name] = undefined;
  return { ...cleared, tab };
}

/** /ds/warehousing: the drop shipper's warehousing, per provider it works with. */
export function DsWarehousingScreen() {
  const { t } = useTranslation();
  const scope = useProviderScope();
  if (scope.loading) return <Skeleton active />;
  if (!scope.providerUuid)
    return (
      <Card>
        <Empty description={t("warehousing.noProvider")} />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <ProviderPicker scope={scope} />
      <TabbedScreen tabs={dsWarehousingTabs} />
    </Flex>
  );
}

/** /p/warehousing-definition: the provider's view of its customers' warehousing. */
export function WarehousingDefinitionScreen() {
  return <TabbedScreen tabs={pWarehousingDefinitionTabs} />;
}
