import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Tabs of the tabbed warehousing screens. Each domain adds its tab here with one line, so the
 * screens themselves never change: /ds/warehousing (drop shipper) and /p/warehousing-definition
 * (provider staff). A tab component takes no props: drop-shipper tabs read the provider through
 * `useProviderScope()` (URL-backed, the screen shows the picker above the tabs).
 */
export type TWarehousingTab = {
  /** Kept in the URL as `?tab=<key>`. */
  key: string;
  /** i18n key of the tab label. */
  labelKey: string;
  component: LazyExoticComponent<ComponentType>;
};

const StorageSelectionTab = lazy(() =>
  import("./storage-selection-tab.tsx").then((m) => ({ default: m.StorageSelectionTab })),
);
const StorageDefinitionsTab = lazy(() =>
  import("./storage-definitions-tab.tsx").then((m) => ({ default: m.StorageDefinitionsTab })),
);

const ReceiptsTab = lazy(() =>
  import("../receipts/receipts-tab.tsx").then((m) => ({ default: m.ReceiptsTab })),
);

const DsStockTab = lazy(() =>
  import("../inventory/stock-statistics-screen.tsx").then((m) => ({ default: m.DsStockTab })),
);

export const dsWarehousingTabs: TWarehousingTab[] = [
  { key: "storage", labelKey: "warehousing.tabs.storage", component: StorageSelectionTab },
  { key: "receipts", labelKey: "receipts.tab", component: ReceiptsTab },
  { key: "stock", labelKey: "inventory.tab", component: DsStockTab },
];

export const pWarehousingDefinitionTabs: TWarehousingTab[] = [
  { key: "storage", labelKey: "warehousing.tabs.storageDefinitions", component: StorageDefinitionsTab },
  { key: "receipts", labelKey: "receipts.tab", component: ReceiptsTab },
];
