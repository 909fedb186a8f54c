import { exportSources } from "../../kernel/documents/exports.ts";
import { sheetTemplates } from "../../kernel/documents/spreadsheets.ts";
import { defineModule } from "../../kernel/module.ts";
import { productsExport } from "./products.export.ts";
import { productsRoutes } from "./products.routes.ts";
import { productSheet } from "./products.sheet.ts";
import * as tables from "./products.tables.ts";

export const productsModule = defineModule({
  name: "products",
  routes: productsRoutes,
  tables,
  hooks: () => [sheetTemplates.provide(productSheet), exportSources.provide(productsExport)],
});
