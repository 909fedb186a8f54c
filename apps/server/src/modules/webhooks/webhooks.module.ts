import { defineModule } from "../../kernel/module.ts";
import { webhooksRoutes } from "./webhooks.routes.ts";
import * as tables from "./webhooks.tables.ts";

export const webhooksModule = defineModule({
  name: "webhooks",
  routes: webhooksRoutes,
  tables,
});
