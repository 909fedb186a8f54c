import { defineModule } from "../../kernel/module.ts";
import { integrityRoutes } from "./integrity.routes.ts";
import * as tables from "./integrity.tables.ts";

export const integrityModule = defineModule({
  name: "integrity",
  routes: integrityRoutes,
  tables,
});
