import { and, eq, gt, inArray } from "drizzle-orm";
import { matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import { stockBalances } from "./inventory.tables.ts";

/** The join of a stock balance to its location (`.innerJoin(warehouseLocations, balanceLocation)`). */
export const balanceLocation = tenantRow(
  warehouseLocations,
  stockBalances.providerId,
  stockBalances.locationId,
);

/** Where an owner's stock can be picked from: its `variantIds` on hand in enabled pick/storage bins of one warehouse. */
export function pickableStock(
  owner: { providerId: string; warehouseId: string; customerId: string },
  variantIds: string[],
) {
  return and(
    matches(stockBalances, {
      providerId: owner.providerId,
      warehouseId: owner.warehouseId,
      customerId: owner.customerId,
    }),
    inArray(stockBalances.variantId, variantIds),
    gt(stockBalances.onHand, 0),
    inArray(warehouseLocations.type, ["pick", "storage"]),
    eq(warehouseLocations.status, "enabled"),
  );
}
