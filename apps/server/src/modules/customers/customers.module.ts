import { defineModule } from "../../kernel/module.ts";
import { customersRoutes } from "./customers.routes.ts";
import * as tables from "./customers.tables.ts";

export const customersModule = defineModule({
  name: "customers",
  routes: customersRoutes,
  tables,
});
