import { exportSources } from "../../kernel/documents/exports.ts";
import { defineModule } from "../../kernel/module.ts";
import { productReferences, variantStockReader } from "../products/index.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { inventoryExport } from "./inventory.export.ts";
import { stockProductReferences, stockWarehouseReferences, variantStock } from "./inventory.references.ts";
import { inventoryRoutes } from "./inventory.routes.ts";
import * as tables from "./inventory.tables.ts";

export const inventoryModule = defineModule({
  name: "inventory",
  routes: inventoryRoutes,
  tables,
  hooks: () => [
    exportSources.provide(inventoryExport),
    variantStockReader.provide(variantStock),
    productReferences.provide(stockProductReferences),
    warehouseReferences.provide(stockWarehouseReferences),
  ],
});
