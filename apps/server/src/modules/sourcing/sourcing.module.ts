import { sheetTemplates } from "../../kernel/documents/spreadsheets.ts";
import { defineModule } from "../../kernel/module.ts";
import { sourcingRoutes } from "./sourcing.routes.ts";
import { sourcingSheet } from "./sourcing.sheet.ts";
import * as tables from "./sourcing.tables.ts";

export const sourcingModule = defineModule({
  name: "sourcing",
  routes: sourcingRoutes,
  tables,
  hooks: () => [sheetTemplates.provide(sourcingSheet)],
});
