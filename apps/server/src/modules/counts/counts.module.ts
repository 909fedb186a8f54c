import { defineModule } from "../../kernel/module.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { countsWarehouseReferences } from "./counts.references.ts";
import { countsRoutes } from "./counts.routes.ts";
import * as tables from "./counts.tables.ts";

/** Cycle counts (docs/counts.md): plans, blind counting by scan without freezing, review and posting through the ledger. */
export const countsModule = defineModule({
  name: "counts",
  routes: countsRoutes,
  tables,
  hooks: () => [warehouseReferences.provide(countsWarehouseReferences)],
});
