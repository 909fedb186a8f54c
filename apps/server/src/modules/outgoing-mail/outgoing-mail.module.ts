import { defineModule } from "../../kernel/module.ts";
import { outgoingMailRoutes } from "./outgoing-mail.routes.ts";
import * as tables from "./outgoing-mail.tables.ts";

export const outgoingMailModule = defineModule({
  name: "outgoing-mail",
  routes: outgoingMailRoutes,
  tables,
});
