import type { TPutawayKind, TPutawaySuggestion } from "@wms/contracts";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { firstOrNull, matches } from "../../kernel/db/sql-helpers.ts";
import { balanceLocation, pickableStock, stockBalances } from "../inventory/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import type { TLineRow } from "./receipts.repository.ts";

/**
 * Putaway suggestions. Qualified goods: a bin of the same warehouse that already holds the SKU for this
 * owner (the fullest one), else an empty enabled pick location in walk order (each empty bin proposed
 * to one SKU only). Unqualified goods: the warehouse's first enabled defect location.
 */

type TWarehouse = { providerId: string; warehouseId: string; customerId: string };

/** Per variant, the pick/storage bin already holding the most of it for this owner. */
function existingBins(db: Db, w: TWarehouse, variantIds: string[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([stockBalances.variantId], {
      variantId: stockBalances.variantId,
      locationId: warehouseLocations.id,
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
}

/** The warehouse's enabled locations of one type (id and code) in walk order, narrowed by `also`. */
function enabledLocations(db: Db, w: TWarehouse, type: "pick" | "defect", also?: SQL) {
  return db
    .select({ locationId: warehouseLocations.id, code: warehouseLocations.code })
    .from(warehouseLocations)
    .where(
      and(
        matches(warehouseLocations, { providerId: w.providerId, warehouseId: w.warehouseId, type }),
        eq(warehouseLocations.status, "enabled"),
        also,
      ),
    )
    .orderBy(asc(warehouseLocations.walkSequence), asc(warehouseLocations.code));
}

/** Enabled pick locations holding nothing at all, in walk order. */
function emptyPickLocations(db: Db, w: TWarehouse, limit: number) {
  if (limit === 0) return Promise.resolve([]);
  const empty = sql`not exists (select 1 from ${stockBalances} b where b.provider_id = ${warehouseLocations.providerId}
          and b.location_id = ${warehouseLocations.id} and b.on_hand > 0)`;
  return enabledLocations(db, w, "pick", empty).limit(limit);
}

async function defectLocation(db: Db, w: TWarehouse) {
  return firstOrNull(enabledLocations(db, w, "defect"));
}

export async function suggestPutaway(
  db: Db,
  w: TWarehouse,
  lines: TLineRow[],
): Promise<TPutawaySuggestion[]> {
  const qualified = lines.filter((l) => l.qualifiedQuantity > 0);
  const existing = new Map(
    (
      await existingBins(
        db,
        w,
        qualified.map((l) => l.variantId),
      )
    ).map((b) => [b.variantId, b]),
  );
  const needEmpty = qualified.filter((l) => !existing.has(l.variantId)).length;
  const empties = await emptyPickLocations(db, w, needEmpty);
  const defect = lines.some((l) => l.unqualifiedQuantity > 0) ? await defectLocation(db, w) : null;
  const out: TPutawaySuggestion[] = [];
  let nextEmpty = 0;
  for (const l of lines) {
    if (l.qualifiedQuantity > 0) {
      const same = existing.get(l.variantId);
      const empty = same ? undefined : empties[nextEmpty++];
      const bin = same ?? empty;
      out.push({
        line_id: l.id,
        sku: l.sku,
        kind: "qualified",
        quantity: l.qualifiedQuantity,
        location_id: bin?.locationId ?? null,
        location_code: bin?.code ?? null,
        reason: same ? "same_sku" : empty ? "empty_pick" : "none",
      });
    }
    if (l.unqualifiedQuantity > 0) {
      out.push({
        line_id: l.id,
        sku: l.sku,
        kind: "unqualified",
        quantity: l.unqualifiedQuantity,
        location_id: defect?.locationId ?? null,
        location_code: defect?.code ?? null,
        reason: defect ? "defect" : "none",
      });
    }
  }
  return out;
}

/** The location types that may take each kind of goods. */
export const allowedTypes: Record<TPutawayKind, string[]> = {
  qualified: ["pick", "storage"],
  unqualified: ["defect"],
};

/** Enabled locations of the warehouse among ids (for validating a putaway, and the receiving screen). */
export function locationsOf(db: Db, w: Omit<TWarehouse, "customerId">, ids?: string[]) {
  return db
    .select({ id: warehouseLocations.id, code: warehouseLocations.code, type: warehouseLocations.type })
    .from(warehouseLocations)
    .where(
      and(
        matches(warehouseLocations, { providerId: w.providerId, warehouseId: w.warehouseId }),
        eq(warehouseLocations.status, "enabled"),
        inArray(warehouseLocations.type, ["pick", "storage", "defect"]),
        ids ? inArray(warehouseLocations.id, ids) : undefined,
      ),
    )
    .orderBy(asc(warehouseLocations.walkSequence), asc(warehouseLocations.code))
    .limit(ids ? ids.length : 5000);
}
