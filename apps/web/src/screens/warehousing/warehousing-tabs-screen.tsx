import { Skeleton } from "antd";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { dsWarehousingTabs, pWarehousingDefinitionTabs, type TWarehousingTab } from "./warehousing-tabs.ts";

/**
 * Renders a tab list from warehousing-tabs.ts; the active tab lives in `?tab=` and every tab starts from
 * a clean list state (paging, filters and sorting are per list), keeping only the provider choice.
 */
function TabbedScreen({ tabs }: { tabs: readonly TWarehousingTab[] }) {
  const { t } = useTranslation();
  return (
    <UrlTabs
      keep={["provider_uuid"]}
      tabs={tabs.map((tab) => ({
        key: tab.key,
        label: t(tab.labelKey),
        render: () => (
          <Suspense fallback={<Skeleton active />}>
            <tab.component />
          </Suspense>
        ),
      }))}
    />
  );
}

/** /ds/warehousing: the drop shipper's warehousing, per provider it works with. */
export function DsWarehousingScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("warehousing.noProvider")}>
      {() => <TabbedScreen tabs={dsWarehousingTabs} />}
    </ProviderScoped>
  );
}

/** /p/warehousing-definition: the provider's view of its customers' warehousing. */
export function WarehousingDefinitionScreen() {
  return <TabbedScreen tabs={pWarehousingDefinitionTabs} />;
}
