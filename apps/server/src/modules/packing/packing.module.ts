import { defineModule } from "../../kernel/module.ts";
import { packingRoutes } from "./packing.routes.ts";
import * as tables from "./packing.tables.ts";

export const packingModule = defineModule({
  name: "packing",
  routes: packingRoutes,
  tables,
});
