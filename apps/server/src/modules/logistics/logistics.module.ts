import { defineModule } from "../../kernel/module.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { logisticsRoutes } from "./logistics.routes.ts";
import { channelWarehouseReferences } from "./logistics.service.ts";
import * as tables from "./logistics.tables.ts";

export const logisticsModule = defineModule({
  name: "logistics",
  routes: logisticsRoutes,
  tables,
  hooks: () => [warehouseReferences.provide(channelWarehouseReferences)],
});
