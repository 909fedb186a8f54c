import { defineModule } from "../../kernel/module.ts";
import { sourcingRoutes } from "./sourcing.routes.ts";
import * as tables from "./sourcing.tables.ts";

export const sourcingModule = defineModule({
  name: "sourcing",
  routes: sourcingRoutes,
  tables,
});
