import { defineModule } from "../../kernel/module.ts";
import { productReferences } from "../products/index.ts";
import { warehouseReferences } from "../warehouses/index.ts";
import {
  replenishmentProductReferences,
  replenishmentWarehouseReferences,
} from "./replenishment.references.ts";
import { replenishmentRoutes } from "./replenishment.routes.ts";
import * as tables from "./replenishment.tables.ts";

/** Pick faces with a minimum and a maximum, refilled from storage by scan (docs/replenishment.md). */
export const replenishmentModule = defineModule({
  name: "replenishment",
  routes: replenishmentRoutes,
  tables,
  hooks: () => [
    productReferences.provide(replenishmentProductReferences),
    warehouseReferences.provide(replenishmentWarehouseReferences),
  ],
});
