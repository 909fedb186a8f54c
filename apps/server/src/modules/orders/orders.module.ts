import { sheetTemplates } from "../../kernel/documents/spreadsheets.ts";
import { defineModule } from "../../kernel/module.ts";
import { productReferences } from "../products/index.ts";
import { warehouseFlowListeners } from "../warehouses/index.ts";
import { passStepsNotRequired } from "./orders.flow-change.ts";
import { orderProductReferences, ordersRoutes } from "./orders.routes.ts";
import { orderSheet } from "./orders.sheet.ts";
import * as tables from "./orders.tables.ts";

export const ordersModule = defineModule({
  name: "orders",
  routes: ordersRoutes,
  tables,
  hooks: () => [
    productReferences.provide(orderProductReferences),
    sheetTemplates.provide(orderSheet),
    warehouseFlowListeners.provide(passStepsNotRequired),
  ],
});
