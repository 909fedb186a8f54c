import type { TArea, TRole } from "@wms/contracts";
import type { TIconName } from "../components/icons.tsx";
import { lazyScreen, type TLazyScreen } from "./lazy-screen.ts";

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
  component: TLazyScreen;
  /** Drawn without antd (the home dashboard, the first screen after a sign-in): antd is not loaded for it. */
  withoutAntd?: true;
  /** The screen draws its own level-one heading; otherwise the shell gives it one from `titleKey`. */
  ownHeading?: true;
};

const providerSide = ["provider", "operator"] as const;
const providerOnly = ["provider"] as const;
const shipper = ["dropShipper"] as const;

const HomeScreen = lazyScreen(
  () => import("../screens/home/home-screen.tsx"),
  (m) => m.HomeScreen,
);
const KeyInformationScreen = lazyScreen(
  () => import("../screens/settings/key-information-screen.tsx"),
  (m) => m.KeyInformationScreen,
);
const SettingsScreen = lazyScreen(
  () => import("../screens/settings/settings-screen.tsx"),
  (m) => m.SettingsScreen,
);

const DsSourcingScreen = lazyScreen(
  () => import("../screens/sourcing/sourcing-screen.tsx"),
  (m) => m.DsSourcingScreen,
);
const PSourcingScreen = lazyScreen(
  () => import("../screens/sourcing/sourcing-screen.tsx"),
  (m) => m.PSourcingScreen,
);

const IntegrityScreen = lazyScreen(
  () => import("../screens/integrity/integrity-screen.tsx"),
  (m) => m.IntegrityScreen,
);
const OutboundScreen = lazyScreen(
  () => import("../screens/outbound/outbound-screen.tsx"),
  (m) => m.OutboundScreen,
);
const MailScreen = lazyScreen(
  () => import("../screens/mail/mail-screen.tsx"),
  (m) => m.MailScreen,
);
const TasksScreen = lazyScreen(
  () => import("../screens/tasks/tasks-screen.tsx"),
  (m) => m.TasksScreen,
);
const WebhooksScreen = lazyScreen(
  () => import("../screens/webhooks/webhooks-screen.tsx"),
  (m) => m.WebhooksScreen,
);
const ProductsScreen = lazyScreen(
  () => import("../screens/products/products-screen.tsx"),
  (m) => m.ProductsScreen,
);
const CustomersScreen = lazyScreen(
  () => import("../screens/customers/customers-screen.tsx"),
  (m) => m.CustomersScreen,
);

const LogisticsScreen = lazyScreen(
  () => import("../screens/logistics/logistics-screen.tsx"),
  (m) => m.LogisticsScreen,
);

const WarehousingSettingScreen = lazyScreen(
  () => import("../screens/warehousing/warehousing-setting-screen.tsx"),
  (m) => m.WarehousingSettingScreen,
);
const WarehousingDefinitionScreen = lazyScreen(
  () => import("../screens/warehousing/warehousing-tabs-screen.tsx"),
  (m) => m.WarehousingDefinitionScreen,
);
const DsWarehousingScreen = lazyScreen(
  () => import("../screens/warehousing/warehousing-tabs-screen.tsx"),
  (m) => m.DsWarehousingScreen,
);

const StockStatisticsScreen = lazyScreen(
  () => import("../screens/inventory/stock-statistics-screen.tsx"),
  (m) => m.StockStatisticsScreen,
);

const OrdersScreen = lazyScreen(
  () => import("../screens/orders/orders-screen.tsx"),
  (m) => m.OrdersScreen,
);

const ReviewScreen = lazyScreen(
  () => import("../screens/packing/review-screen.tsx"),
  (m) => m.ReviewScreen,
);
const BaggingScreen = lazyScreen(
  () => import("../screens/packing/bagging-screen.tsx"),
  (m) => m.BaggingScreen,
);
const WeighingScreen = lazyScreen(
  () => import("../screens/packing/weighing-screen.tsx"),
  (m) => m.WeighingScreen,
);

const OnePieceScreen = lazyScreen(
  () => import("../screens/shipping/one-piece-screen.tsx"),
  (m) => m.OnePieceScreen,
);
const ShippingNoticesScreen = lazyScreen(
  () => import("../screens/shipping/shipping-notices-screen.tsx"),
  (m) => m.ShippingNoticesScreen,
);
const ShippingOrdersScreen = lazyScreen(
  () => import("../screens/shipping/shipping-orders-screen.tsx"),
  (m) => m.ShippingOrdersScreen,
);
const ExceptionsScreen = lazyScreen(
  () => import("../screens/shipping/exceptions-screen.tsx"),
  (m) => m.ExceptionsScreen,
);

const WavesScreen = lazyScreen(
  () => import("../screens/waves/waves-screen.tsx"),
  (m) => m.WavesScreen,
);

const BindShopScreen = lazyScreen(
  () => import("../screens/stores/bind-shop-screen.tsx"),
  (m) => m.BindShopScreen,
);
const ShipperStoresScreen = lazyScreen(
  () => import("../screens/stores/stores-screen.tsx"),
  (m) => m.ShipperStoresScreen,
);
const ProviderStoresScreen = lazyScreen(
  () => import("../screens/stores/stores-screen.tsx"),
  (m) => m.ProviderStoresScreen,
);
const ShipperUserInfoScreen = lazyScreen(
  () => import("../screens/stores/user-info-screen.tsx"),
  (m) => m.ShipperUserInfoScreen,
);
const ProviderUserInfoScreen = lazyScreen(
  () => import("../screens/stores/user-info-view.tsx"),
  (m) => m.ProviderUserInfoScreen,
);
const ShipperProductInfoScreen = lazyScreen(
  () => import("../screens/stores/product-info-screen.tsx"),
  (m) => m.ShipperProductInfoScreen,
);
const ProviderProductInfoScreen = lazyScreen(
  () => import("../screens/stores/product-info-view.tsx"),
  (m) => m.ProviderProductInfoScreen,
);

const ShipperOrderInfoScreen = lazyScreen(
  () => import("../screens/stores/order-info-screen.tsx"),
  (m) => m.ShipperOrderInfoScreen,
);
const ProviderOrderInfoScreen = lazyScreen(
  () => import("../screens/stores/order-info-view.tsx"),
  (m) => m.ProviderOrderInfoScreen,
);

const ReceiptFormScreen = lazyScreen(
  () => import("../screens/receipts/receipt-form-screen.tsx"),
  (m) => m.ReceiptFormScreen,
);
const ReceivingScreen = lazyScreen(
  () => import("../screens/receipts/receiving-screen.tsx"),
  (m) => m.ReceivingScreen,
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
    path: "integrity",
    titleKey: "menu.integrity",
    roles: providerOnly,
    icon: "settings",
    menu: { group: "account" },
    component: IntegrityScreen,
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
