import type { TOccupationState, TStockReason } from "@wms/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { badRequest } from "../../kernel/errors.ts";
import { productVariants } from "../products/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import {
  addAllocation,
  applyDeltas,
  availableOf,
  deltaKey,
  type TBalance,
  type TStockActor,
  type TStockDocument,
  type TStockLot,
} from "./inventory.balance.ts";
import { balanceLocation, pickableStock } from "./inventory.bins.ts";
import { InsufficientStock } from "./inventory.errors.ts";
import { announceLowStockCrossings } from "./inventory.low-stock.ts";
import { stockBalances } from "./inventory.tables.ts";

/**
 * The inventory ledger: the only code that changes stock_balances. Every function runs in the caller's
 * transaction and writes one stock_logs row per balance-row change (see docs/inventory.md).
 * Every writer locks the balance rows it will change in ascending balance id before changing any (one global
 * order), so ledger calls never deadlock each other.
 */

export type TOnHandChange = {
  warehouseId: string;
  locationId: string;
  variantId: string;
  customerId: string;
  lot?: TStockLot;
  delta: number;
  reason: TStockReason;
  document: TStockDocument;
  note?: string;
};
type TOnHandResult = { balanceId: string; onHand: number; available: number };

/** Adds (delta > 0) or removes (delta < 0) on-hand at one location; removal never below occupied. 4009 otherwise. */
export async function changeOnHand(tx: Db, actor: TStockActor, input: TOnHandChange): Promise<TOnHandResult> {
  const [result] = await changeOnHandMany(tx, actor, [input]);
  if (!result) throw new Error("ledger change without result");
  return result;
}

/**
 * Several on-hand changes in one document (adjustment lines, a move's two bins, putaway items): the rows are
 * created where missing, then ALL are locked in ascending balance id before any changes, the order every
 * ledger writer uses, so two documents touching the same rows in opposite orders never deadlock.
 * Results come in input order; a failing change is passed to `lineError` with its index (to name the line).
 */
export async function changeOnHandMany(
  tx: Db,
  actor: TStockActor,
  changes: TOnHandChange[],
  lineError: (error: unknown, index: number) => unknown = (error) => error,
): Promise<TOnHandResult[]> {
  const keys = changes.map((input, index) => {
    if (!Number.isInteger(input.delta) || input.delta === 0) {
      throw lineError(badRequest("inventory.quantityPositive"), index);
    }
    return {
      providerId: actor.providerId,
      warehouseId: input.warehouseId,
      variantId: input.variantId,
      customerId: input.customerId,
      locationId: input.locationId,
      batch: input.lot?.batch ?? "",
      productionDate: input.lot?.productionDate || null,
      expiryDate: input.lot?.expiryDate || null,
    };
  });
  for (const [index, input] of changes.entries()) {
    try {
      await assertLocationAndVariant(tx, actor.providerId, input);
    } catch (error) {
      throw lineError(error, index);
    }
  }
  // Make sure the rows exist (a no-op where they do), inserted in one fixed order.
  await tx
    .insert(stockBalances)
    .values([...keys].sort((a, b) => keyText(a).localeCompare(keyText(b))))
    .onConflictDoNothing();
  const ids: string[] = [];
  for (const key of keys) {
    const [row] = await tx.select({ id: stockBalances.id }).from(stockBalances).where(keyWhere(key));
    if (!row) throw new InsufficientStock();
    ids.push(row.id);
  }
  const locked = await lockBalances(tx, actor.providerId, ids);
  // Every row is locked now, so the changes (and their stock-log rows) can follow the document's line order.
  const results: TOnHandResult[] = new Array(changes.length);
  for (const [index, input] of changes.entries()) {
    const id = ids[index] as string;
    try {
      if (input.delta > 0 && locked.get(id)?.onHand === 0) {
        // Refilled from empty: FIFO counts from this arrival.
        await tx.update(stockBalances).set({ inboundAt: sql`now()` }).where(eq(stockBalances.id, id));
      }
      const row = await applyDeltas(
        tx,
        actor,
        id,
        { onHand: input.delta },
        input.reason,
        input.document,
        input.note,
      );
      locked.set(id, row);
      results[index] = { balanceId: row.id, onHand: row.onHand, available: availableOf(row) };
    } catch (error) {
      if (error instanceof InsufficientStock) {
        throw lineError(
          new InsufficientStock({
            variant_id: input.variantId,
            requested: -input.delta,
            available: await availableAt(tx, id),
          }),
          index,
        );
      }
      throw lineError(error, index);
    }
  }
  return results;
}

/** Locks balance rows in ascending id (the ledger's one lock order) and returns them by id. */
async function lockBalances(tx: Db, providerId: string, ids: string[]): Promise<Map<string, TBalance>> {
  const rows = await tx
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.providerId, providerId), inArray(stockBalances.id, [...new Set(ids)])))
    .orderBy(asc(stockBalances.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

const keyText = (k: {
  locationId: string;
  variantId: string;
  customerId: string;
  batch: string;
  productionDate: string | null;
  expiryDate: string | null;
}) => `${k.locationId}|${k.variantId}|${k.customerId}|${k.batch}|${k.productionDate}|${k.expiryDate}`;

function keyWhere(k: {
  providerId: string;
  warehouseId: string;
  variantId: string;
  customerId: string;
  locationId: string;
  batch: string;
  productionDate: string | null;
  expiryDate: string | null;
}) {
  return and(
    matches(stockBalances, {
      providerId: k.providerId,
      warehouseId: k.warehouseId,
      variantId: k.variantId,
      customerId: k.customerId,
      locationId: k.locationId,
      batch: k.batch,
    }),
    sql`${stockBalances.productionDate} is not distinct from ${k.productionDate}::date`,
    sql`${stockBalances.expiryDate} is not distinct from ${k.expiryDate}::date`,
  );
}

async function availableAt(tx: Db, balanceId: string): Promise<number> {
  const [row] = await tx.select().from(stockBalances).where(eq(stockBalances.id, balanceId));
  return row ? availableOf(row) : 0;
}

/** A location of the warehouse (id and status), or undefined when the id names none of its locations. */
export async function findWarehouseLocation(
  tx: Db,
  providerId: string,
  warehouseId: string,
  locationId: string,
) {
  const [location] = await tx
    .select({ id: warehouseLocations.id, status: warehouseLocations.status })
    .from(warehouseLocations)
    .where(matches(warehouseLocations, { providerId, id: locationId, warehouseId }));
  return location;
}

async function assertLocationAndVariant(
  tx: Db,
  providerId: string,
  input: { warehouseId: string; locationId: string; variantId: string; customerId: string },
) {
  const location = await findWarehouseLocation(tx, providerId, input.warehouseId, input.locationId);
  if (!location) throw badRequest("badRequest", { location_id: "inventory.locationNotInWarehouse" });
  const [variant] = await tx
    .select({ customerId: productVariants.customerId })
    .from(productVariants)
    .where(tenantRow(productVariants, providerId, input.variantId));
  if (!variant || variant.customerId !== input.customerId) {
    throw badRequest("badRequest", { variant_id: "inventory.variantNotOwned" });
  }
}

/**
 * Occupies stock for a document: FEFO when lots have expiry dates, else FIFO (inbound time), across the
 * warehouse's enabled pick/storage locations; all-or-nothing (4009 with { variant_id, requested, available }).
 * The candidate rows of all lines are locked in one statement in ascending id (a fixed order: no deadlock),
 * and the CHECK constraint backs the arithmetic.
 */
export async function allocate(
  tx: Db,
  actor: TStockActor,
  input: {
    warehouseId: string;
    customerId: string;
    state: "draft" | "unpicked";
    lines: { variantId: string; quantity: number }[];
    document: TStockDocument;
  },
): Promise<{
  allocations: { balanceId: string; variantId: string; locationId: string; quantity: number }[];
}> {
  const demand = new Map<string, number>();
  for (const line of input.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      throw badRequest("inventory.quantityPositive");
    demand.set(line.variantId, (demand.get(line.variantId) ?? 0) + line.quantity);
  }
  if (demand.size === 0) return { allocations: [] };
  const candidates = await tx
    .select({ balance: stockBalances })
    .from(stockBalances)
    .innerJoin(warehouseLocations, balanceLocation)
    .where(
      pickableStock(
        { providerId: actor.providerId, warehouseId: input.warehouseId, customerId: input.customerId },
        [...demand.keys()],
      ),
    )
    .orderBy(asc(stockBalances.id))
    .for("update", { of: stockBalances });

  const takes: { balance: TBalance; quantity: number }[] = [];
  for (const [variantId, requested] of [...demand.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const rows = candidates.map((c) => c.balance).filter((b) => b.variantId === variantId);
    rows.sort(fefo);
    let need = requested;
    for (const b of rows) {
      if (need === 0) break;
      const q = Math.min(need, availableOf(b));
      if (q > 0) takes.push({ balance: b, quantity: q });
      need -= q;
    }
    if (need > 0) {
      const available = rows.reduce((s, b) => s + Math.max(0, availableOf(b)), 0);
      throw new InsufficientStock({ variant_id: variantId, requested, available });
    }
  }
  takes.sort((a, b) => a.balance.id.localeCompare(b.balance.id));
  const column = deltaKey[input.state];
  for (const take of takes) {
    await applyDeltas(tx, actor, take.balance.id, { [column]: take.quantity }, "allocate", input.document);
    await addAllocation(tx, actor.providerId, input.document, take.balance, input.state, take.quantity);
  }
  // Webhook inventory.low_stock for SKUs this allocation took to their warning quantity (no locks taken).
  await announceLowStockCrossings(tx, actor.providerId, new Map([...demand].map(([v, q]) => [v, -q])));
  return {
    allocations: takes.map((t) => ({
      balanceId: t.balance.id,
      variantId: t.balance.variantId,
      locationId: t.balance.locationId,
      quantity: t.quantity,
    })),
  };
}

/** First expiry first out; without expiry, first in first out; the id breaks ties deterministically. */
function fefo(a: TBalance, b: TBalance): number {
  if (a.expiryDate !== b.expiryDate) {
    if (a.expiryDate === null) return 1;
    if (b.expiryDate === null) return -1;
    return a.expiryDate < b.expiryDate ? -1 : 1;
  }
  const t = a.inboundAt.getTime() - b.inboundAt.getTime();
  return t !== 0 ? t : a.id.localeCompare(b.id);
}

export type { TStockActor, TStockDocument, TStockLot } from "./inventory.balance.ts";
export { consumePicked, releaseOccupation, transitionOccupation } from "./inventory.occupation.ts";
export type { TOccupationState, TStockReason };
