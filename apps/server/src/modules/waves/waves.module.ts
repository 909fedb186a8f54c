import { defineModule } from "../../kernel/module.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { wavesRoutes } from "./waves.routes.ts";
import { waveStrategyWarehouseReferences } from "./waves.strategies.ts";
import * as tables from "./waves.tables.ts";

export const wavesModule = defineModule({
  name: "waves",
  routes: wavesRoutes,
  tables,
  hooks: () => [warehouseReferences.provide(waveStrategyWarehouseReferences)],
});
