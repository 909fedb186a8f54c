import type { TArea, TRole } from "@wms/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { TIconName } from "../components/icons.tsx";

/**
 * The one route/menu registry: the router and the role-filtered menus are both built from it
 * (spec sections 2 and 6). Later issues add their screens here.
 */
export type TMenuGroup = "warehousing" | "outbound" | "store" | "account";

export type TScreen = {
  area: TArea;
  /** Path inside the area, e.g. "home" for /p/home. */
  path: string;
  titleKey: string;
  roles: readonly TRole[];
  icon: TIconName;
  /** Menu placement; `false` keeps the route reachable without a menu entry. */
  menu: { group?: TMenuGroup } | false;
  component: LazyExoticComponent<ComponentType>;
  /** Drawn without antd (the home dashboard, the first screen after a sign-in): antd is not loaded for it. */
  withoutAntd?: true;
  /** The screen draws its own level-one heading; otherwise the shell gives it one from `titleKey`. */
  ownHeading?: true;
};

const providerSide = ["provider", "operator"] as const;
const providerOnly = ["provider"] as const;
const shipper = ["dropShipper"] as const;

const HomeScreen = lazy(() =>
  import("../screens/home/home-screen.tsx").then((m) => ({ default: m.HomeScreen })),
);
const KeyInformationScreen = lazy(() =>
  import("../screens/settings/key-information-screen.tsx").then((m) => ({ default: m.KeyInformationScreen })),
);
const SettingsScreen = lazy(() =>
  import("../screens/settings/settings-screen.tsx").then((m) => ({ default: m.SettingsScreen })),
);

const DsSourcingScreen = lazy(() =>
  import("../screens/sourcing/sourcing-screen.tsx").then((m) => ({ default: m.DsSourcingScreen })),
);
const PSourcingScreen = lazy(() =>
  import("../screens/sourcing/sourcing-screen.tsx").then((m) => ({ default: m.PSourcingScreen })),
);

const OutboundScreen = lazy(() =>
  import("../screens/outbound/outbound-screen.tsx").then((m) => ({ default: m.OutboundScreen })),
);
const MailScreen = lazy(() =>
  import("../screens/mail/mail-screen.tsx").then((m) => ({ default: m.MailScreen })),
);
const TasksScreen = lazy(() =>
  import("../screens/tasks/tasks-screen.tsx").then((m) => ({ default: m.TasksScreen })),
);
const WebhooksScreen = lazy(() =>
  import("../screens/webhooks/webhooks-screen.tsx").then((m) => ({ default: m.WebhooksScreen })),
);
const ProductsScreen = lazy(() =>
  import("../screens/products/products-screen.tsx").then((m) => ({ default: m.ProductsScreen })),
);
const CustomersScreen = lazy(() =>
  import("../screens/customers/customers-screen.tsx").then((m) => ({ default: m.CustomersScreen })),
);

const LogisticsScreen = lazy(() =>
  import("../screens/logistics/logistics-screen.tsx").then((m) => ({ default: m.LogisticsScreen })),
);

const WarehousingSettingScreen = lazy(() =>
  import("../screens/warehousing/warehousing-setting-screen.tsx").then((m) => ({
    default: m.WarehousingSettingScreen,
  })),
);
const WarehousingDefinitionScreen = lazy(() =>
  import("../screens/warehousing/warehousing-tabs-screen.tsx").then((m) => ({
    default: m.WarehousingDefinitionScreen,
  })),
);
const DsWarehousingScreen = lazy(() =>
  import("../screens/warehousing/warehousing-tabs-screen.tsx").then((m) => ({
    default: m.DsWarehousingScreen,
  })),
);

const StockStatisticsScreen = lazy(() =>
  import("../screens/inventory/stock-statistics-screen.tsx").then((m) => ({
    default: m.StockStatisticsScreen,
  })),
);

const OrdersScreen = lazy(() =>
  import("../screens/orders/orders-screen.tsx").then((m) => ({ default: m.OrdersScreen })),
);

const ReviewScreen = lazy(() =>
  import("../screens/packing/review-screen.tsx").then((m) => ({ default: m.ReviewScreen })),
);
const BaggingScreen = lazy(() =>
  import("../screens/packing/bagging-screen.tsx").then((m) => ({ default: m.BaggingScreen })),
);
const WeighingScreen = lazy(() =>
  import("../screens/packing/weighing-screen.tsx").then((m) => ({ default: m.WeighingScreen })),
);

const OnePieceScreen = lazy(() =>
  import("../screens/shipping/one-piece-screen.tsx").then((m) => ({ default: m.OnePieceScreen })),
);
const ShippingNoticesScreen = lazy(() =>
  import("../screens/shipping/shipping-notices-screen.tsx").then((m) => ({
    default: m.ShippingNoticesScreen,
  })),
);
const ShippingOrdersScreen = lazy(() =>
  import("../screens/shipping/shipping-orders-screen.tsx").then((m) => ({ default: m.ShippingOrdersScreen })),
);
const ExceptionsScreen = lazy(() =>
  import("../screens/shipping/exceptions-screen.tsx").then((m) => ({ default: m.ExceptionsScreen })),
);

const WavesScreen = lazy(() =>
  import("../screens/waves/waves-screen.tsx").then((m) => ({ default: m.WavesScreen })),
);

const BindShopScreen = lazy(() =>
  import("../screens/stores/bind-shop-screen.tsx").then((m) => ({ default: m.BindShopScreen })),
);
const ShipperStoresScreen = lazy(() =>
  import("../screens/stores/stores-screen.tsx").then((m) => ({ default: m.ShipperStoresScreen })),
);
const ProviderStoresScreen = lazy(() =>
  import("../screens/stores/stores-screen.tsx").then((m) => ({ default: m.ProviderStoresScreen })),
);
const ShipperUserInfoScreen = lazy(() =>
  import("../screens/stores/user-info-screen.tsx").then((m) => ({ default: m.ShipperUserInfoScreen })),
);
const ProviderUserInfoScreen = lazy(() =>
  import("../screens/stores/user-info-view.tsx").then((m) => ({ default: m.ProviderUserInfoScreen })),
);
const ShipperProductInfoScreen = lazy(() =>
  import("../screens/stores/product-info-screen.tsx").then((m) => ({ default: m.ShipperProductInfoScreen })),
);
const ProviderProductInfoScreen = lazy(() =>
  import("../screens/stores/product-info-view.tsx").then((m) => ({ default: m.ProviderProductInfoScreen })),
);

const ShipperOrderInfoScreen = lazy(() =>
  import("../screens/stores/order-info-screen.tsx").then((m) => ({ default: m.ShipperOrderInfoScreen })),
);
const ProviderOrderInfoScreen = lazy(() =>
  import("../screens/stores/order-info-view.tsx").then((m) => ({ default: m.ProviderOrderInfoScreen })),
);

const ReceiptFormScreen = lazy(() =>
  import("../screens/receipts/receipt-form-screen.tsx").then((m) => ({ default: m.ReceiptFormScreen })),
);
const ReceivingScreen = lazy(() =>
  import("../screens/receipts/receiving-screen.tsx").then((m) => ({ default: m.ReceivingScreen })),
);

export const screens: TScreen[] = [
  {
    area: "p",
    path: "home",
    titleKey: "menu.home",
    roles: providerSide,
    icon: "home",
    menu: {},
    component: HomeScreen,
    withoutAntd: true,
    ownHeading: true,
  },
  {
    area: "p",
    path: "sourcing",
    titleKey: "menu.sourcing",
    roles: providerSide,
    icon: "sourcing",
    menu: {},
    component: PSourcingScreen,
  },
  {
    area: "p",
    path: "key-information",
    titleKey: "menu.keyInformation",
    roles: providerSide,
    icon: "key",
    menu: false,
    component: KeyInformationScreen,
  },
  {
    area: "p",
    path: "settings",
    titleKey: "menu.settings",
    roles: providerOnly,
    icon: "settings",
    menu: { group: "account" },
    component: SettingsScreen,
  },
  {
    area: "p",
    path: "stock-statistics",
    titleKey: "menu.stockStatistics",
    roles: providerSide,
    icon: "warehouse",
    menu: {},
    component: StockStatisticsScreen,
  },
  {
    area: "p",
    path: "product",
    titleKey: "menu.products",
    roles: providerSide,
    icon: "product",
    menu: {},
    component: ProductsScreen,
  },
  {
    area: "p",
    path: "order",
    titleKey: "menu.orders",
    roles: providerSide,
    icon: "order",
    menu: {},
    component: OrdersScreen,
  },
  {
    area: "p",
    path: "customer",
    titleKey: "menu.customers",
    roles: providerSide,
    icon: "customers",
    menu: {},
    component: CustomersScreen,
  },
  {
    area: "p",
    path: "warehousing-setting",
    titleKey: "menu.warehousingSetting",
    roles: providerOnly,
    icon: "warehouse",
    menu: { group: "account" },
    component: WarehousingSettingScreen,
  },
  {
    area: "p",
    path: "logistics",
    titleKey: "menu.logistics",
    roles: providerOnly,
    icon: "logistics",
    menu: { group: "account" },
    component: LogisticsScreen,
  },
  {
    area: "p",
    path: "warehousing-definition",
    titleKey: "menu.warehousingDefinition",
    roles: providerSide,
    icon: "warehouse",
    menu: { group: "warehousing" },
    component: WarehousingDefinitionScreen,
  },
  {
    area: "p",
    path: "mail",
    titleKey: "menu.mail",
    roles: providerSide,
    icon: "mail",
    menu: {},
    component: MailScreen,
  },
  {
    area: "p",
    path: "tasks",
    titleKey: "menu.tasks",
    roles: providerSide,
    icon: "tasks",
    menu: {},
    component: TasksScreen,
  },
  {
    area: "p",
    path: "outbound",
    titleKey: "menu.outboundOverview",
    roles: providerSide,
    icon: "logistics",
    menu: { group: "outbound" },
    component: OutboundScreen,
  },
  {
    area: "p",
    path: "p-wave-order",
    titleKey: "menu.waveOrders",
    roles: providerSide,
    icon: "tasks",
    menu: { group: "outbound" },
    component: WavesScreen,
  },
  {
    area: "p",
    path: "p-to-review",
    titleKey: "menu.packingReview",
    roles: providerSide,
    icon: "tasks",
    menu: { group: "outbound" },
    component: ReviewScreen,
  },
  {
    area: "p",
    path: "p-bagging",
    titleKey: "menu.packingBagging",
    roles: providerSide,
    icon: "inbound",
    menu: { group: "outbound" },
    component: BaggingScreen,
  },
  {
    area: "p",
    path: "p-batch-weighing",
    titleKey: "menu.packingWeighing",
    roles: providerSide,
    icon: "product",
    menu: { group: "outbound" },
    component: WeighingScreen,
  },
  {
    area: "p",
    path: "p-one-piece-for-shipping",
    titleKey: "menu.shippingOnePiece",
    roles: providerSide,
    icon: "logistics",
    menu: { group: "outbound" },
    component: OnePieceScreen,
  },
  {
    area: "p",
    path: "p-list-of-shipping-orders",
    titleKey: "menu.shippingOrders",
    roles: providerSide,
    icon: "order",
    menu: { group: "outbound" },
    component: ShippingOrdersScreen,
  },
  {
    area: "p",
    path: "p-shipping-notice",
    titleKey: "menu.shippingNotices",
    roles: providerSide,
    icon: "logistics",
    menu: { group: "outbound" },
    component: ShippingNoticesScreen,
  },
  {
    area: "p",
    path: "p-exceptions",
    titleKey: "menu.shippingExceptions",
    roles: providerSide,
    icon: "tasks",
    menu: { group: "outbound" },
    component: ExceptionsScreen,
  },
  {
    area: "ds",
    path: "home",
    titleKey: "menu.home",
    roles: shipper,
    icon: "home",
    menu: {},
    component: HomeScreen,
    withoutAntd: true,
    ownHeading: true,
  },
  {
    area: "ds",
    path: "sourcing",
    titleKey: "menu.sourcing",
    roles: shipper,
    icon: "sourcing",
    menu: {},
    component: DsSourcingScreen,
  },
  {
    area: "ds",
    path: "key-information",
    titleKey: "menu.keyInformation",
    roles: shipper,
    icon: "key",
    menu: false,
    component: KeyInformationScreen,
  },
  {
    area: "ds",
    path: "product",
    titleKey: "menu.products",
    roles: shipper,
    icon: "product",
    menu: {},
    component: ProductsScreen,
  },
  {
    area: "ds",
    path: "order",
    titleKey: "menu.orders",
    roles: shipper,
    icon: "order",
    menu: {},
    component: OrdersScreen,
  },
  {
    area: "ds",
    path: "settings",
    titleKey: "menu.settings",
    roles: shipper,
    icon: "settings",
    menu: {},
    component: SettingsScreen,
  },
  {
    area: "ds",
    path: "warehousing",
    titleKey: "menu.dsWarehousing",
    roles: shipper,
    icon: "warehouse",
    menu: { group: "warehousing" },
    component: DsWarehousingScreen,
  },
  {
    area: "ds",
    path: "mail",
    titleKey: "menu.mail",
    roles: shipper,
    icon: "mail",
    menu: {},
    component: MailScreen,
  },
  {
    area: "ds",
    path: "tasks",
    titleKey: "menu.tasks",
    roles: shipper,
    icon: "tasks",
    menu: {},
    component: TasksScreen,
  },
  {
    area: "ds",
    path: "webhook",
    titleKey: "menu.webhook",
    roles: shipper,
    icon: "webhook",
    menu: {},
    component: WebhooksScreen,
  },
  {
    area: "p",
    path: "addWarehouse",
    titleKey: "menu.addWarehouse",
    roles: providerSide,
    icon: "inbound",
    menu: { group: "warehousing" },
    component: ReceiptFormScreen,
  },
  {
    area: "p",
    path: "receiving",
    titleKey: "menu.receiving",
    roles: providerSide,
    icon: "inbound",
    menu: false,
    component: ReceivingScreen,
  },
  {
    area: "ds",
    path: "addWarehouse",
    titleKey: "menu.addWarehouse",
    roles: shipper,
    icon: "inbound",
    menu: { group: "warehousing" },
    component: ReceiptFormScreen,
  },
  {
    area: "ds",
    path: "third-part-key-information",
    titleKey: "menu.bindShop",
    roles: shipper,
    icon: "store",
    menu: false,
    component: BindShopScreen,
  },
  {
    area: "ds",
    path: "ds-store-management",
    titleKey: "menu.storeManagement",
    roles: shipper,
    icon: "store",
    menu: { group: "store" },
    component: ShipperStoresScreen,
  },
  {
    area: "ds",
    path: "ds-user-info",
    titleKey: "menu.userInfo",
    roles: shipper,
    icon: "settings",
    menu: { group: "store" },
    component: ShipperUserInfoScreen,
  },
  {
    area: "ds",
    path: "ds-product-info",
    titleKey: "menu.productInfo",
    roles: shipper,
    icon: "product",
    menu: { group: "store" },
    component: ShipperProductInfoScreen,
  },
  {
    area: "ds",
    path: "ds-order-info",
    titleKey: "menu.orderInfo",
    roles: shipper,
    icon: "order",
    menu: { group: "store" },
    component: ShipperOrderInfoScreen,
  },
  {
    area: "p",
    path: "p-store-management",
    titleKey: "menu.customerShops",
    roles: providerSide,
    icon: "store",
    menu: { group: "store" },
    component: ProviderStoresScreen,
  },
  {
    area: "p",
    path: "p-user-info",
    titleKey: "menu.userInfo",
    roles: providerSide,
    icon: "store",
    menu: false,
    component: ProviderUserInfoScreen,
  },
  {
    area: "p",
    path: "p-product-info",
    titleKey: "menu.productInfo",
    roles: providerSide,
    icon: "product",
    menu: false,
    component: ProviderProductInfoScreen,
  },
  {
    area: "p",
    path: "p-order-info",
    titleKey: "menu.orderInfo",
    roles: providerSide,
    icon: "order",
    menu: false,
    component: ProviderOrderInfoScreen,
  },
];

/**
 * Screens a role may open in an area: what the guard lets through and the menu shows. A drop shipper's
 * store group needs a bound shop (spec section 2); provider staff always see their customers' shops.
 */
export function screensFor(
  area: TArea,
  role: TRole,
  options: { hasShops: boolean },
  all: readonly TScreen[] = screens,
): TScreen[] {
  return all.filter(
    (s) =>
      s.area === area &&
      s.roles.includes(role) &&
      (s.menu === false || s.menu.group !== "store" || role !== "dropShipper" || options.hasShops),
  );
}
