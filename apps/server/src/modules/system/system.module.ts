import { defineModule } from "../../kernel/module.ts";
import { liveSockets } from "./live-sockets.routes.ts";
import { systemRoutes } from "./system.routes.ts";

export const systemModule = defineModule({
  name: "system",
  routes: systemRoutes,
  sockets: liveSockets,
});
