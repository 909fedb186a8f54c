import { defineModule } from "../../kernel/module.ts";
import { notificationsSocket } from "./notifications.routes.ts";
import { systemRoutes } from "./system.routes.ts";

export const systemModule = defineModule({
  name: "system",
  routes: systemRoutes,
  sockets: notificationsSocket,
});
