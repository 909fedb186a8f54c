import { defineModule } from "../../kernel/module.ts";
import { shippingRoutes } from "./shipping.routes.ts";
import * as tables from "./shipping.tables.ts";

export const shippingModule = defineModule({
  name: "shipping",
  routes: shippingRoutes,
  tables,
});
