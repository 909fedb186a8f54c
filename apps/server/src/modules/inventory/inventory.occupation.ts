import { occupationStates, type TOccupationState, type TStockReason } from "@wms/contracts";
import { and, asc, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq } from "../../kernel/db/list-query.ts";
import { matches } from "../../kernel/db/sql-helpers.ts";
import { badRequest, conflict } from "../../kernel/errors.ts";
import {
  addAllocation,
  applyDeltas,
  deltaKey,
  type TStockActor,
  type TStockDocument,
} from "./inventory.balance.ts";
import { stockAllocations } from "./inventory.tables.ts";

/**
 * What happens to a document's occupation after allocate(): it moves between states, is released, or
 * leaves with the goods. Each works on the document's allocation rows in ascending balance id (the same
 * fixed order as allocate), so concurrent documents never deadlock.
 */

type TAllocation = typeof stockAllocations.$inferSelect;

async function allocationsOf(
  tx: Db,
  actor: TStockActor,
  document: TStockDocument,
  filter: { state?: TOccupationState; variantId?: string },
): Promise<TAllocation[]> {
  const rows = await tx
    .select()
    .from(stockAllocations)
    .where(
      and(
        matches(stockAllocations, {
          providerId: actor.providerId,
          documentType: document.type,
          documentId: document.id,
        }),
        filterEq(stockAllocations.state, filter.state),
        filterEq(stockAllocations.variantId, filter.variantId),
      ),
    )
    .orderBy(asc(stockAllocations.balanceId), asc(stockAllocations.state))
    .for("update");
  return rows;
}

/** How much a document occupies in one state (no lock: a check before the locking work). */
export async function occupationOf(
  tx: Db,
  providerId: string,
  document: TStockDocument,
  state: TOccupationState,
): Promise<number> {
  const [row] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${stockAllocations.quantity}), 0)::int` })
    .from(stockAllocations)
    .where(
      matches(stockAllocations, {
        providerId,
        documentType: document.type,
        documentId: document.id,
        state,
      }),
    );
  return row?.quantity ?? 0;
}

/** Takes quantity (or everything) from the rows, in their order; 4009 when they hold less. */
function plan(rows: TAllocation[], quantity: number | undefined): { row: TAllocation; quantity: number }[] {
  if (quantity !== undefined && (!Number.isInteger(quantity) || quantity <= 0)) {
    throw badRequest("inventory.quantityPositive");
  }
  let left = quantity ?? Number.POSITIVE_INFINITY;
  const out: { row: TAllocation; quantity: number }[] = [];
  for (const row of rows) {
    if (left <= 0) break;
    const q = Math.min(left, row.quantity);
    out.push({ row, quantity: q });
    left -= q;
  }
  if (quantity !== undefined && left > 0) {
    throw conflict("inventory.occupationShort", { requested: quantity, occupied: quantity - left });
  }
  return out;
}

async function reduceAllocation(tx: Db, row: TAllocation, quantity: number) {
  const where = matches(stockAllocations, {
    providerId: row.providerId,
    documentType: row.documentType,
    documentId: row.documentId,
    balanceId: row.balanceId,
    state: row.state,
  });
  if (quantity >= row.quantity) await tx.delete(stockAllocations).where(where);
  else
    await tx
      .update(stockAllocations)
      .set({ quantity: sql`${stockAllocations.quantity} - ${quantity}` })
      .where(where);
}

const byBalance = <T extends { row: TAllocation }>(steps: T[]) =>
  steps.sort((a, b) => a.row.balanceId.localeCompare(b.row.balanceId));

/**
 * Moves a document's occupation between states (draft->unpicked, unpicked->picking, picking->unpicked);
 * answers the quantity moved (0 when the document held none in `from`).
 */
export async function transitionOccupation(
  tx: Db,
  actor: TStockActor,
  input: {
    document: TStockDocument;
    from: TOccupationState;
    to: TOccupationState;
    variantId?: string;
    quantity?: number;
  },
): Promise<number> {
  if (input.from === input.to) return 0;
  const rows = await allocationsOf(tx, actor, input.document, {
    state: input.from,
    variantId: input.variantId,
  });
  const steps = byBalance(plan(rows, input.quantity));
  for (const step of steps) {
    const d = { [deltaKey[input.from]]: -step.quantity, [deltaKey[input.to]]: step.quantity };
    await applyDeltas(tx, actor, step.row.balanceId, d, "transition", input.document);
    await reduceAllocation(tx, step.row, step.quantity);
    await addAllocation(
      tx,
      actor.providerId,
      input.document,
      { id: step.row.balanceId, variantId: step.row.variantId },
      input.to,
      step.quantity,
    );
  }
  return steps.reduce((sum, step) => sum + step.quantity, 0);
}

/**
 * Releases a document's occupation (all, or one variant/quantity): cancel, cut off, return to draft,
 * short pick. With a quantity, draft is released before unpicked before picking unless `state` says which.
 */
export async function releaseOccupation(
  tx: Db,
  actor: TStockActor,
  input: {
    document: TStockDocument;
    variantId?: string;
    quantity?: number;
    reason: TStockReason;
    state?: TOccupationState;
  },
): Promise<void> {
  const rows = await allocationsOf(tx, actor, input.document, {
    state: input.state,
    variantId: input.variantId,
  });
  rows.sort((a, b) => occupationStates.indexOf(a.state) - occupationStates.indexOf(b.state));
  for (const step of byBalance(plan(rows, input.quantity))) {
    const d = { [deltaKey[step.row.state]]: -step.quantity };
    await applyDeltas(tx, actor, step.row.balanceId, d, input.reason, input.document);
    await reduceAllocation(tx, step.row, step.quantity);
  }
}

/** Ships a document's picking occupation: on_hand and picking occupied drop together. */
export async function consumePicked(
  tx: Db,
  actor: TStockActor,
  input: { document: TStockDocument; variantId?: string },
): Promise<void> {
  const rows = await allocationsOf(tx, actor, input.document, {
    state: "picking",
    variantId: input.variantId,
  });
  for (const row of rows) {
    await applyDeltas(
      tx,
      actor,
      row.balanceId,
      { onHand: -row.quantity, picking: -row.quantity },
      "ship",
      input.document,
    );
    await reduceAllocation(tx, row, row.quantity);
  }
}
