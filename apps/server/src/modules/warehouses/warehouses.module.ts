import { defineModule } from "../../kernel/module.ts";
import { warehousesRoutes } from "./warehouses.routes.ts";
import * as tables from "./warehouses.tables.ts";

export const warehousesModule = defineModule({
  name: "warehouses",
  routes: warehousesRoutes,
  tables,
});
