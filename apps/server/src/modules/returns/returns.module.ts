import { defineModule } from "../../kernel/module.ts";
import { productReferences } from "../products/index.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { returnsProductReferences, returnsWarehouseReferences } from "./returns.references.ts";
import { returnsRoutes } from "./returns.routes.ts";
import * as tables from "./returns.tables.ts";

/** Returns (docs/returns.md): RMAs raised, received by scan, inspected unit by unit through the ledger; unidentified parcels. */
export const returnsModule = defineModule({
  name: "returns",
  routes: returnsRoutes,
  tables,
  hooks: () => [
    productReferences.provide(returnsProductReferences),
    warehouseReferences.provide(returnsWarehouseReferences),
  ],
});
