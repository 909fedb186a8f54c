import { sellableLocationTypes } from "@wms/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { balanceLocation, pickableStock, stockBalances } from "../inventory/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";

type TWhere = { providerId: string; warehouseId: string; customerId: string };

/**
 * Where an inspected unit would go, for the bench to propose (the operator may scan another bin): a restocked
 * unit to the sellable bin already holding the most of its SKU for the owner, else the warehouse's first
 * enabled pick bin in walk order; a quarantined one to the first enabled defect bin.
 */
export async function restockSuggestions(db: Db, w: TWhere, variantIds: string[]) {
  const held =
    variantIds.length === 0
      ? []
      : await db
          .selectDistinctOn([stockBalances.variantId], {
            variantId: stockBalances.variantId,
            code: warehouseLocations.code,
          })
          .from(stockBalances)
          .innerJoin(warehouseLocations, balanceLocation)
          .where(pickableStock(w, variantIds))
          .orderBy(
            stockBalances.variantId,
            sql`${stockBalances.onHand} desc`,
            asc(warehouseLocations.walkSequence),
          );
  const [firstPick, firstDefect] = await Promise.all([firstBin(db, w, "pick"), firstBin(db, w, "defect")]);
  const restock = new Map(held.map((h) => [h.variantId, h.code]));
  if (firstPick) for (const id of variantIds) if (!restock.has(id)) restock.set(id, firstPick);
  return { restock, quarantine: firstDefect };
}

async function firstBin(db: Db, w: TWhere, type: "pick" | "defect") {
  const [bin] = await db
    .select({ code: warehouseLocations.code })
    .from(warehouseLocations)
    .where(
      and(
        eq(warehouseLocations.providerId, w.providerId),
        eq(warehouseLocations.warehouseId, w.warehouseId),
        eq(warehouseLocations.type, type),
        eq(warehouseLocations.status, "enabled"),
      ),
    )
    .orderBy(asc(warehouseLocations.walkSequence), asc(warehouseLocations.code))
    .limit(1);
  return bin?.code ?? null;
}

/** An enabled bin of the warehouse by its code, with whether it takes sellable or defect stock. */
export async function binByCode(db: Db, w: { providerId: string; warehouseId: string }, code: string) {
  const [bin] = await db
    .select({ id: warehouseLocations.id, code: warehouseLocations.code, type: warehouseLocations.type })
    .from(warehouseLocations)
    .where(
      and(
        eq(warehouseLocations.providerId, w.providerId),
        eq(warehouseLocations.warehouseId, w.warehouseId),
        eq(warehouseLocations.code, code),
        eq(warehouseLocations.status, "enabled"),
      ),
    );
  if (!bin) return null;
  const kind = (sellableLocationTypes as readonly string[]).includes(bin.type)
    ? ("sellable" as const)
    : bin.type === "defect"
      ? ("defect" as const)
      : ("other" as const);
  return { ...bin, kind };
}
