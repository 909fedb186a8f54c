import { defineModule } from "../../kernel/module.ts";
import { accountsRoutes } from "./accounts.routes.ts";

export const accountsModule = defineModule({
  name: "accounts",
  routes: accountsRoutes,
});
