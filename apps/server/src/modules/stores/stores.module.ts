import { exportSources } from "../../kernel/documents/exports.ts";
import { defineModule } from "../../kernel/module.ts";
import { shopListReader } from "../auth/index.ts";
import { availableChangeListeners } from "../inventory/index.ts";
import { missionKinds } from "../missions/index.ts";
import { orderTransitionListeners } from "../orders/index.ts";
import { returnInspectedListeners } from "../returns/index.ts";
import { fulfilMission } from "./fulfil-out/stores.fulfil-mission.ts";
import { fulfilOnShipping } from "./fulfil-out/stores.fulfil-queue.ts";
import { shopOrdersExport } from "./orders-in/stores.order-export.ts";
import { productSyncMission } from "./products-in/stores.product-sync.ts";
import { reportOnInspection } from "./returns/stores.return-reports.ts";
import { stockOnChange } from "./stock-out/stores.stock-queue.ts";
import { storesRoutes } from "./stores.routes.ts";
import { shopListOf } from "./stores.service.ts";
import * as tables from "./stores.tables.ts";

export const storesModule = defineModule({
  name: "stores",
  routes: storesRoutes,
  tables,
  hooks: () => [
    shopListReader.provide(shopListOf),
    missionKinds.provide(productSyncMission),
    missionKinds.provide(fulfilMission),
    orderTransitionListeners.provide(fulfilOnShipping),
    availableChangeListeners.provide(stockOnChange),
    returnInspectedListeners.provide(reportOnInspection),
    exportSources.provide(shopOrdersExport),
  ],
});
