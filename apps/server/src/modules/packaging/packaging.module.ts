import { defineModule } from "../../kernel/module.ts";
import { packagingRoutes } from "./packaging.routes.ts";
import * as tables from "./packaging.tables.ts";

export const packagingModule = defineModule({
  name: "packaging",
  routes: packagingRoutes,
  tables,
});
