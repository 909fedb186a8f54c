import { defineModule } from "../../kernel/module.ts";
import { wavesRoutes } from "./waves.routes.ts";
import * as tables from "./waves.tables.ts";

export const wavesModule = defineModule({
  name: "waves",
  routes: wavesRoutes,
  tables,
});
