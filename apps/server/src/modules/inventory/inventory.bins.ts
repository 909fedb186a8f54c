import { sellableLocationTypes } from "@wms/contracts";
import { and, type Column, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { matches, tenantRow, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import { availableSql } from "./inventory.balance.ts";
import { stockBalances } from "./inventory.tables.ts";

/** The join of a stock balance to its location (`.innerJoin(warehouseLocations, balanceLocation)`). */
export const balanceLocation = tenantRow(
  warehouseLocations,
  stockBalances.providerId,
  stockBalances.locationId,
);

/**
 * Sellable stock, defined once (docs/inventory.md "Stock states"): a balance row in an ENABLED location of
 * a sellable type (pick, storage). Available, allocation, low stock, the order check and the shops' stock
 * all count only such rows; defect, receiving and shipping bins and disabled bins hold stock not for sale.
 */
const sellableTypesSql = sql.raw(sellableLocationTypes.map((t) => `'${t}'`).join(", "));

/** Is the location (a raw SQL alias of `warehouse_locations`, e.g. sql`l`) one whose stock is sellable? */
export function sellableLocationSql(location: SQL): SQL {
  return sql`(${location}.type in (${sellableTypesSql}) and ${location}.status = 'enabled')`;
}

/** Is a balance row (its provider and location columns, drizzle or raw) sellable? One EXISTS on its location. */
export function sellableBalanceSql(providerId: SQL | Column, locationId: SQL | Column): SQL {
  return sql`exists (select 1 from warehouse_locations sl where sl.provider_id = ${providerId}
    and sl.id = ${locationId} and ${sellableLocationSql(sql`sl`)})`;
}

/** Bins orders are allocated from: the sellable ones (with `balanceLocation` joined). */
const allocatableBin = and(
  inArray(warehouseLocations.type, [...sellableLocationTypes]),
  eq(warehouseLocations.status, "enabled"),
);

/** Is a location (type, status) one whose stock is sellable? The same rule in TypeScript. */
export const isSellableLocation = (l: { type: string; status: string }) =>
  (sellableLocationTypes as readonly string[]).includes(l.type) && l.status === "enabled";

/** Stock on hand in such a bin: what the two `pickableStock` forms share. */
const onHandInAllocatableBin = and(gt(stockBalances.onHand, 0), allocatableBin);

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
    onHandInAllocatableBin,
  );
}

/** The same for many (warehouse, owner, variant) keys at once (a batch of orders of several shippers). */
export function pickableStockOf(
  providerId: string,
  keys: { warehouseId: string; customerId: string; variantId: string }[],
) {
  const wanted = JSON.stringify(keys.map((k) => ({ w: k.warehouseId, c: k.customerId, v: k.variantId })));
  return and(
    eq(stockBalances.providerId, providerId),
    sql`(${stockBalances.warehouseId}, ${stockBalances.customerId}, ${stockBalances.variantId}) in
        (select w, c, v from jsonb_to_recordset(${wanted}::jsonb) as k(w uuid, c uuid, v uuid))`,
    onHandInAllocatableBin,
  );
}

/**
 * What an owner can sell of each of `variantIds`: available (on hand less what documents occupy) in
 * enabled pick and storage bins, the stock an order can be allocated from; of one warehouse, or of all
 * the provider's when `warehouseId` is null. Variants without such stock answer 0.
 */
export async function sellableAvailable(
  db: Db,
  owner: { providerId: string; customerId: string; warehouseId: string | null },
  variantIds: string[],
): Promise<Map<string, number>> {
  const result = new Map(variantIds.map((id) => [id, 0]));
  if (variantIds.length === 0) return result;
  const b = stockBalances;
  const rows = await db
    .select({
      variantId: b.variantId,
      available: sql<number>`sum(${availableSql})::int`,
    })
    .from(b)
    .innerJoin(warehouseLocations, balanceLocation)
    .where(
      and(
        matches(b, { providerId: owner.providerId, customerId: owner.customerId }),
        owner.warehouseId ? eq(b.warehouseId, owner.warehouseId) : undefined,
        // One array parameter: a shop's whole stock may name more variants than Postgres takes parameters.
        sql`${b.variantId} = any(${uuidArray(variantIds)})`,
        allocatableBin,
      ),
    )
    .groupBy(b.variantId);
  for (const row of rows) result.set(row.variantId, Number(row.available));
  return result;
}
