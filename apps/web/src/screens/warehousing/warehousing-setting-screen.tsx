import { Skeleton, Tabs } from "antd";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";

const tab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Logistics API, channels and track URLs live on /p/logistics; this screen holds the warehouse model. */
const settingTabs: { key: string; component: LazyExoticComponent<ComponentType> }[] = [
  { key: "warehouses", component: tab(() => import("./warehouses-tab.tsx"), "WarehousesTab") },
  { key: "partitions", component: tab(() => import("./partitions-tab.tsx"), "PartitionsTab") },
  { key: "shelves", component: tab(() => import("./shelves-tab.tsx"), "ShelvesTab") },
  { key: "locations", component: tab(() => import("./locations-tab.tsx"), "LocationsTab") },
  { key: "packaging", component: tab(() => import("./packaging-tab.tsx"), "PackagingTab") },
  { key: "waves", component: tab(() => import("./waves-tab.tsx"), "WavesTab") },
  { key: "labels", component: tab(() => import("./labels-tab.tsx"), "LabelsTab") },
];

/** Warehousing settings (/p/warehousing-setting, provider only): one tab per kind of setting. */
export function WarehousingSettingScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const active = settingTabs.find((s) => s.key === params.tab)?.key ?? "warehouses";
  return (
    <Tabs
      activeKey={active}
      // each list starts clean, except the warehouse it is narrowed to
      onChange={(key) => {
        const cleared: Record<string, string | undefined> = {};
        for (const name of Object.keys(params)) if (name !== "warehouse_id") cleared[name] = undefined;
        update({ ...cleared, tab: key === "warehouses" ? undefined : key });
      }}
      items={settingTabs.map((s) => ({
        key: s.key,
        label: t(`warehousing.tabs.${s.key}`),
        children: s.key === active && (
          <Suspense fallback={<Skeleton active />}>
            <s.component />
          </Suspense>
        ),
      }))}
    />
  );
}
