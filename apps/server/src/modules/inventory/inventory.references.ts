import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq } from "../../kernel/db/list-query.ts";
import type { TProductReferenceChecker } from "../products/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import { balanceLocation } from "./inventory.bins.ts";
import { stockBalances } from "./inventory.tables.ts";

/** Stock still in a row: on hand (occupation is never more than on hand, so this covers it too). */
const holdsStock = sql`${stockBalances.onHand} > 0`;

/** On hand per variant, shown on the product list and detail. */
export async function variantStock(db: Db, providerId: string, variantIds: string[]) {
  const rows = await db
    .select({ variantId: stockBalances.variantId, onHand: sql<number>`sum(${stockBalances.onHand})::int` })
    .from(stockBalances)
    .where(and(eq(stockBalances.providerId, providerId), inArray(stockBalances.variantId, variantIds)))
    .groupBy(stockBalances.variantId);
  return new Map(rows.map((r) => [r.variantId, r.onHand]));
}

/** Of these variants, the ones holding stock; `where` narrows it to one warehouse or one owner's stock. */
export async function variantsInStock(
  db: Db,
  providerId: string,
  variantIds: string[],
  where: { warehouseId?: string; customerId?: string } = {},
): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: stockBalances.variantId })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.providerId, providerId),
        filterEq(stockBalances.warehouseId, where.warehouseId),
        filterEq(stockBalances.customerId, where.customerId),
        inArray(stockBalances.variantId, variantIds),
        holdsStock,
      ),
    );
  return rows.map((r) => r.id);
}

const label = { en_us: "stock on hand", zh_cn: "库存" };

/** Products holding stock are not deleted. */
export const stockProductReferences: TProductReferenceChecker = {
  kind: "stock",
  label,
  referenced: (db, providerId, variantIds) => variantsInStock(db, providerId, variantIds),
};

/** Warehouses, zones, shelves and locations holding stock are not deleted. */
export const stockWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "stock",
  label,
  async referenced(db, providerId, object, ids) {
    if (object === "warehouse" || object === "location") {
      const column = object === "warehouse" ? stockBalances.warehouseId : stockBalances.locationId;
      const rows = await db
        .selectDistinct({ id: column })
        .from(stockBalances)
        .where(and(eq(stockBalances.providerId, providerId), inArray(column, ids), holdsStock));
      return rows.map((r) => r.id);
    }
    // Zones and shelves: stock in any of their locations.
    const rows = await db
      .selectDistinct({ partitionId: warehouseLocations.partitionId, shelfId: warehouseLocations.shelfId })
      .from(stockBalances)
      .innerJoin(warehouseLocations, balanceLocation)
      .where(
        and(
          eq(stockBalances.providerId, providerId),
          holdsStock,
          object === "partition"
            ? inArray(warehouseLocations.partitionId, ids)
            : inArray(warehouseLocations.shelfId, ids),
        ),
      );
    return rows
      .map((r) => (object === "partition" ? r.partitionId : r.shelfId))
      .filter((x): x is string => !!x);
  },
};
