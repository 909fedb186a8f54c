// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).

export { startWebhookInboxWorker } from "./orders-in/stores.webhook-inbox.ts";
export {
  bindDemoShop,
  placeDemoShopOrder,
  seedDemoDrift,
  type TDemoShopOrder,
  type TDemoShopPlace,
} from "./stores.demo-shop.ts";
export { runShopOrderRound, startShopOrderWorker } from "./stores.order-worker.ts";
export {
  shopFulfilments,
  shopInstalls,
  shopOrders,
  shopSkuMaps,
  shopStockDrifts,
  shops,
  shopVariants,
  shopWebhookEvents,
} from "./stores.tables.ts";
