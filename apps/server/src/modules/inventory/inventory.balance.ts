import type { TOccupationState, TStockReason } from "@wms/contracts";
import { Code } from "@wms/contracts";
import { and, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError } from "../../kernel/errors.ts";
import { InsufficientStock } from "./inventory.errors.ts";
import { availableChangeListeners } from "./inventory.events.ts";
import { stockAllocations, stockBalances, stockLogs } from "./inventory.tables.ts";

/** Shared by the ledger functions: the one UPDATE that changes a balance row, and its log row. */

export type TStockDocument = {
  type: "receipt" | "adjustment" | "move" | "order" | "wave" | "return";
  id: string;
  code: string;
};
/** Dates are YYYY-MM-DD. */
export type TStockLot = { batch?: string; productionDate?: string | null; expiryDate?: string | null };
export type TStockActor = { providerId: string; userId: string };

export type TBalance = typeof stockBalances.$inferSelect;
export type TDeltas = { onHand?: number; draft?: number; unpicked?: number; picking?: number };

export const deltaKey = { draft: "draft", unpicked: "unpicked", picking: "picking" } as const;

/** A balance row's available quantity in SQL (`sum(${availableSql})` over rows): on hand less every occupation. */
export const availableSql = sql`${stockBalances.onHand} - ${stockBalances.draftOccupied} - ${stockBalances.unpickedOccupied} - ${stockBalances.pickingOccupied}`;

export const availableOf = (
  b: Pick<TBalance, "onHand" | "draftOccupied" | "unpickedOccupied" | "pickingOccupied">,
) => b.onHand - b.draftOccupied - b.unpickedOccupied - b.pickingOccupied;

/**
 * Applies deltas to one balance row and writes its log row. The UPDATE is conditional (it changes nothing
 * when the result would be negative or oversold), so the caller's transaction stays usable for a clear
 * 4009; the CHECK constraints stand behind it.
 */
export async function applyDeltas(
  tx: Db,
  actor: TStockActor,
  balanceId: string,
  d: TDeltas,
  reason: TStockReason,
  document: TStockDocument,
  note = "",
): Promise<TBalance> {
  const on = d.onHand ?? 0;
  const dr = d.draft ?? 0;
  const un = d.unpicked ?? 0;
  const pi = d.picking ?? 0;
  const b = stockBalances;
  const [row] = await tx
    .update(b)
    .set({
      onHand: sql`${b.onHand} + ${on}`,
      draftOccupied: sql`${b.draftOccupied} + ${dr}`,
      unpickedOccupied: sql`${b.unpickedOccupied} + ${un}`,
      pickingOccupied: sql`${b.pickingOccupied} + ${pi}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        tenantRow(b, actor.providerId, balanceId),
        sql`${b.draftOccupied} + ${dr} >= 0 and ${b.unpickedOccupied} + ${un} >= 0 and ${b.pickingOccupied} + ${pi} >= 0`,
        sql`${b.draftOccupied} + ${dr} + ${b.unpickedOccupied} + ${un} + ${b.pickingOccupied} + ${pi} <= ${b.onHand} + ${on}`,
      ),
    )
    .returning();
  if (!row) {
    const [exists] = await tx
      .select({ id: b.id })
      .from(b)
      .where(tenantRow(b, actor.providerId, balanceId));
    if (!exists) throw new AppError(Code.notFound, "inventory.balanceNotFound");
    throw new InsufficientStock();
  }
  await writeLog(tx, actor, row, d, reason, document, note);
  const delta = on - dr - un - pi;
  if (delta !== 0) {
    const { providerId, warehouseId, customerId, variantId, locationId } = row;
    const change = { providerId, warehouseId, customerId, variantId, locationId, delta };
    for (const listener of availableChangeListeners.all()) await listener.onAvailableChange(tx, change);
  }
  return row;
}

async function writeLog(
  tx: Db,
  actor: TStockActor,
  after: TBalance,
  d: TDeltas,
  reason: TStockReason,
  document: TStockDocument,
  note: string,
): Promise<void> {
  await tx.insert(stockLogs).values({
    providerId: actor.providerId,
    balanceId: after.id,
    warehouseId: after.warehouseId,
    locationId: after.locationId,
    variantId: after.variantId,
    customerId: after.customerId,
    batch: after.batch,
    reason,
    documentType: document.type,
    documentId: document.id,
    documentCode: document.code,
    deltaOnHand: d.onHand ?? 0,
    onHandBefore: after.onHand - (d.onHand ?? 0),
    onHandAfter: after.onHand,
    deltaDraft: d.draft ?? 0,
    deltaUnpicked: d.unpicked ?? 0,
    deltaPicking: d.picking ?? 0,
    draftAfter: after.draftOccupied,
    unpickedAfter: after.unpickedOccupied,
    pickingAfter: after.pickingOccupied,
    operatorUserId: actor.userId,
    note,
  });
}

export async function addAllocation(
  tx: Db,
  providerId: string,
  document: TStockDocument,
  balance: Pick<TBalance, "id" | "variantId">,
  state: TOccupationState,
  quantity: number,
) {
  await tx
    .insert(stockAllocations)
    .values({
      providerId,
      documentType: document.type,
      documentId: document.id,
      documentCode: document.code,
      balanceId: balance.id,
      variantId: balance.variantId,
      state,
      quantity,
    })
    .onConflictDoUpdate({
      target: [
        stockAllocations.providerId,
        stockAllocations.documentType,
        stockAllocations.documentId,
        stockAllocations.balanceId,
        stockAllocations.state,
      ],
      set: { quantity: sql`${stockAllocations.quantity} + ${quantity}` },
    });
}
