import { defineModule } from "../../kernel/module.ts";
import { mailRoutes } from "./mail.routes.ts";
import * as tables from "./mail.tables.ts";

export const mailModule = defineModule({
  name: "mail",
  routes: mailRoutes,
  tables,
});
