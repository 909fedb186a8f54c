import { defineModule } from "../../kernel/module.ts";
import { productReferences } from "../products/index.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import { receiptProductReferences, receiptWarehouseReferences } from "./receipts.references.ts";
import { receiptsRoutes } from "./receipts.routes.ts";
import * as tables from "./receipts.tables.ts";

export const receiptsModule = defineModule({
  name: "receipts",
  routes: receiptsRoutes,
  tables,
  hooks: () => [
    productReferences.provide(receiptProductReferences),
    warehouseReferences.provide(receiptWarehouseReferences),
  ],
});
