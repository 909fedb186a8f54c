import { defineModule } from "../../kernel/module.ts";
import { missionsRoutes } from "./missions.routes.ts";
import * as tables from "./missions.tables.ts";

export const missionsModule = defineModule({
  name: "missions",
  routes: missionsRoutes,
  tables,
});
