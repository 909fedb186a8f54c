import { defineModule } from "../../kernel/module.ts";
import { warehouseReferences } from "./warehouses.references.ts";
import { warehousesRoutes } from "./warehouses.routes.ts";
import { waveStrategyWarehouseReferences } from "./warehouses.service.ts";
import * as tables from "./warehouses.tables.ts";

export const warehousesModule = defineModule({
  name: "warehouses",
  routes: warehousesRoutes,
  tables,
  hooks: () => [warehouseReferences.provide(waveStrategyWarehouseReferences)],
});
