import { defineModule } from "../../kernel/module.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { storageRoutes } from "./storage.routes.ts";
import { storageWarehouseReferences } from "./storage.service.ts";
import * as tables from "./storage.tables.ts";

export const storageModule = defineModule({
  name: "storage",
  routes: storageRoutes,
  tables,
  hooks: () => [warehouseReferences.provide(storageWarehouseReferences)],
});
