import { defineModule } from "../../kernel/module.ts";
import { billingRoutes } from "./billing.routes.ts";
import * as tables from "./billing.tables.ts";

/** 3PL billing (docs/billing.md): rate cards today; charges, statements and disputes build on them. */
export const billingModule = defineModule({
  name: "billing",
  routes: billingRoutes,
  tables,
});
