import { lazyScreen } from "./lazy-screen.ts";

/** The code of every signed-in screen, loaded on first use (the registry's areas name them). */
export const HomeScreen = lazyScreen(
  () => import("../screens/home/home-screen.tsx"),
  (m) => m.HomeScreen,
);
export const KeyInformationScreen = lazyScreen(
  () => import("../screens/settings/key-information-screen.tsx"),
  (m) => m.KeyInformationScreen,
);
export const SettingsScreen = lazyScreen(
  () => import("../screens/settings/settings-screen.tsx"),
  (m) => m.SettingsScreen,
);

export const DsSourcingScreen = lazyScreen(
  () => import("../screens/sourcing/sourcing-screen.tsx"),
  (m) => m.DsSourcingScreen,
);
export const PSourcingScreen = lazyScreen(
  () => import("../screens/sourcing/sourcing-screen.tsx"),
  (m) => m.PSourcingScreen,
);

export const BillingScreen = lazyScreen(
  () => import("../screens/billing/billing-screen.tsx"),
  (m) => m.BillingScreen,
);
export const MyFeesScreen = lazyScreen(
  () => import("../screens/billing/my-fees-screen.tsx"),
  (m) => m.MyFeesScreen,
);

export const PVasScreen = lazyScreen(
  () => import("../screens/vas/vas-screen.tsx"),
  (m) => m.PVasScreen,
);
export const DsVasScreen = lazyScreen(
  () => import("../screens/vas/vas-screen.tsx"),
  (m) => m.DsVasScreen,
);

export const PReturnsScreen = lazyScreen(
  () => import("../screens/returns/returns-screen.tsx"),
  (m) => m.PReturnsScreen,
);
export const DsReturnsScreen = lazyScreen(
  () => import("../screens/returns/returns-screen.tsx"),
  (m) => m.DsReturnsScreen,
);

export const IntegrityScreen = lazyScreen(
  () => import("../screens/integrity/integrity-screen.tsx"),
  (m) => m.IntegrityScreen,
);
export const OutboundScreen = lazyScreen(
  () => import("../screens/outbound/outbound-screen.tsx"),
  (m) => m.OutboundScreen,
);
export const MailScreen = lazyScreen(
  () => import("../screens/mail/mail-screen.tsx"),
  (m) => m.MailScreen,
);
export const TasksScreen = lazyScreen(
  () => import("../screens/tasks/tasks-screen.tsx"),
  (m) => m.TasksScreen,
);
export const WebhooksScreen = lazyScreen(
  () => import("../screens/webhooks/webhooks-screen.tsx"),
  (m) => m.WebhooksScreen,
);
export const ProductsScreen = lazyScreen(
  () => import("../screens/products/products-screen.tsx"),
  (m) => m.ProductsScreen,
);
export const CustomersScreen = lazyScreen(
  () => import("../screens/customers/customers-screen.tsx"),
  (m) => m.CustomersScreen,
);

export const LogisticsScreen = lazyScreen(
  () => import("../screens/logistics/logistics-screen.tsx"),
  (m) => m.LogisticsScreen,
);

export const WarehousingSettingScreen = lazyScreen(
  () => import("../screens/warehousing/warehousing-setting-screen.tsx"),
  (m) => m.WarehousingSettingScreen,
);
export const WarehousingDefinitionScreen = lazyScreen(
  () => import("../screens/warehousing/warehousing-tabs-screen.tsx"),
  (m) => m.WarehousingDefinitionScreen,
);
export const DsWarehousingScreen = lazyScreen(
  () => import("../screens/warehousing/warehousing-tabs-screen.tsx"),
  (m) => m.DsWarehousingScreen,
);

export const StockStatisticsScreen = lazyScreen(
  () => import("../screens/inventory/stock-statistics-screen.tsx"),
  (m) => m.StockStatisticsScreen,
);
export const CountsScreen = lazyScreen(
  () => import("../screens/counts/counts-screen.tsx"),
  (m) => m.CountsScreen,
);
export const ReplenishmentScreen = lazyScreen(
  () => import("../screens/replenishment/replenishment-screen.tsx"),
  (m) => m.ReplenishmentScreen,
);

export const OrdersScreen = lazyScreen(
  () => import("../screens/orders/orders-screen.tsx"),
  (m) => m.OrdersScreen,
);

export const ReviewScreen = lazyScreen(
  () => import("../screens/packing/review-screen.tsx"),
  (m) => m.ReviewScreen,
);
export const BaggingScreen = lazyScreen(
  () => import("../screens/packing/bagging-screen.tsx"),
  (m) => m.BaggingScreen,
);
export const WeighingScreen = lazyScreen(
  () => import("../screens/packing/weighing-screen.tsx"),
  (m) => m.WeighingScreen,
);

export const OnePieceScreen = lazyScreen(
  () => import("../screens/shipping/one-piece-screen.tsx"),
  (m) => m.OnePieceScreen,
);
export const ShippingNoticesScreen = lazyScreen(
  () => import("../screens/shipping/shipping-notices-screen.tsx"),
  (m) => m.ShippingNoticesScreen,
);
export const ShippingOrdersScreen = lazyScreen(
  () => import("../screens/shipping/shipping-orders-screen.tsx"),
  (m) => m.ShippingOrdersScreen,
);
export const ExceptionsScreen = lazyScreen(
  () => import("../screens/shipping/exceptions-screen.tsx"),
  (m) => m.ExceptionsScreen,
);

export const WavesScreen = lazyScreen(
  () => import("../screens/waves/waves-screen.tsx"),
  (m) => m.WavesScreen,
);

export const BindShopScreen = lazyScreen(
  () => import("../screens/stores/bind-shop-screen.tsx"),
  (m) => m.BindShopScreen,
);
export const ShipperStoresScreen = lazyScreen(
  () => import("../screens/stores/stores-screen.tsx"),
  (m) => m.ShipperStoresScreen,
);
export const ProviderStoresScreen = lazyScreen(
  () => import("../screens/stores/stores-screen.tsx"),
  (m) => m.ProviderStoresScreen,
);
export const ShipperUserInfoScreen = lazyScreen(
  () => import("../screens/stores/user-info-screen.tsx"),
  (m) => m.ShipperUserInfoScreen,
);
export const ProviderUserInfoScreen = lazyScreen(
  () => import("../screens/stores/user-info-view.tsx"),
  (m) => m.ProviderUserInfoScreen,
);
export const ShipperProductInfoScreen = lazyScreen(
  () => import("../screens/stores/product-info-screen.tsx"),
  (m) => m.ShipperProductInfoScreen,
);
export const ProviderProductInfoScreen = lazyScreen(
  () => import("../screens/stores/product-info-view.tsx"),
  (m) => m.ProviderProductInfoScreen,
);

export const ShipperOrderInfoScreen = lazyScreen(
  () => import("../screens/stores/order-info-screen.tsx"),
  (m) => m.ShipperOrderInfoScreen,
);
export const ProviderOrderInfoScreen = lazyScreen(
  () => import("../screens/stores/order-info-view.tsx"),
  (m) => m.ProviderOrderInfoScreen,
);

export const ReceiptFormScreen = lazyScreen(
  () => import("../screens/receipts/receipt-form-screen.tsx"),
  (m) => m.ReceiptFormScreen,
);
export const ReceivingScreen = lazyScreen(
  () => import("../screens/receipts/receiving-screen.tsx"),
  (m) => m.ReceivingScreen,
);
