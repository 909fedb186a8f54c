import { defineModule } from "../../kernel/module.ts";
import { productReferences } from "../products/index.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { vasProductReferences, vasWarehouseReferences } from "./vas.references.ts";
import { vasRoutes } from "./vas.routes.ts";
import * as tables from "./vas.tables.ts";

/** Value-added work (docs/vas.md): labelling and kitting orders, requested, done or cancelled; billing charges the units done. */
export const vasModule = defineModule({
  name: "vas",
  routes: vasRoutes,
  tables,
  hooks: () => [
    productReferences.provide(vasProductReferences),
    warehouseReferences.provide(vasWarehouseReferences),
  ],
});
