import { defineModule } from "../../kernel/module.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";

export const dashboardModule = defineModule({
  name: "dashboard",
  routes: dashboardRoutes,
});
