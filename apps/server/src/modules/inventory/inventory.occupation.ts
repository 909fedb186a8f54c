import { occupationStates, type TOccupationState, type TStockReason } from "@wms/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq } from "../../kernel/db/list-query.ts";
import { matches, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { badRequest, conflict } from "../../kernel/errors.ts";
import { applyPlannedChanges, type TStockChange } from "./inventory.apply.ts";
import { deltaKey, type TStockActor, type TStockDocument } from "./inventory.balance.ts";
import { stockAllocations } from "./inventory.tables.ts";

/**
 * What happens to a document's occupation after allocate(): it moves between states, is released, or
 * leaves with the goods. Each works on the document's allocation rows in ascending balance id (the same
 * fixed order as allocate), so concurrent documents never deadlock.
 */

type TAllocation = typeof stockAllocations.$inferSelect;

/** The documents' allocation rows (all of one type), locked in ascending balance id. */
async function allocationsOf(
  tx: Db,
  actor: TStockActor,
  documents: TStockDocument[],
  filter: { state?: TOccupationState; variantId?: string },
): Promise<TAllocation[]> {
  const rows = await tx
    .select()
    .from(stockAllocations)
    .where(
      and(
        ofDocuments(actor.providerId, documents),
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
  return (await occupationOfMany(tx, providerId, [document], state)).get(document.id) ?? 0;
}

/** How much each document (all of one type) occupies in one state; documents holding none are left out. */
export async function occupationOfMany(
  tx: Db,
  providerId: string,
  documents: TStockDocument[],
  state: TOccupationState,
): Promise<Map<string, number>> {
  if (documents.length === 0) return new Map();
  const rows = await tx
    .select({
      documentId: stockAllocations.documentId,
      quantity: sql<number>`sum(${stockAllocations.quantity})::int`,
    })
    .from(stockAllocations)
    .where(and(ofDocuments(providerId, documents), eq(stockAllocations.state, state)))
    .groupBy(stockAllocations.documentId);
  return new Map(rows.map((r) => [r.documentId, r.quantity]));
}

/** The allocation rows of documents, all of one type. */
function ofDocuments(providerId: string, documents: TStockDocument[]) {
  const type = documents[0]?.type;
  if (!type || documents.some((d) => d.type !== type)) throw new Error("documents of one type expected");
  return and(
    matches(stockAllocations, { providerId, documentType: type }),
    eq(stockAllocations.documentId, sql`any(${uuidArray(documents.map((d) => d.id))})`),
  );
}

type TStep = { balanceId: string; state: TOccupationState; quantity: number };

/** Takes quantity (or everything) from the rows, in their order; 4009 when they hold less. */
function plan(rows: TAllocation[], quantity: number | undefined): TStep[] {
  if (quantity !== undefined && (!Number.isInteger(quantity) || quantity <= 0)) {
    throw badRequest("inventory.quantityPositive");
  }
  let left = quantity ?? Number.POSITIVE_INFINITY;
  const out: TStep[] = [];
  for (const row of rows) {
    if (left <= 0) break;
    const q = Math.min(left, row.quantity);
    out.push({ balanceId: row.balanceId, state: row.state, quantity: q });
    left -= q;
  }
  if (quantity !== undefined && left > 0) {
    throw conflict("inventory.occupationShort", { requested: quantity, occupied: quantity - left });
  }
  return out;
}

/**
 * Changes in ascending balance id: the order their stock-log rows are written in (the ledger's statement
 * locks the rows in that order whatever the order of the changes).
 */
const byBalance = <T extends { balanceId: string }>(steps: T[]) =>
  steps.sort((a, b) => a.balanceId.localeCompare(b.balanceId));

/** Applies changes of documents' occupation planned on their locked allocation rows. */
const applyOccupation = (tx: Db, actor: TStockActor, changes: TStockChange[]) =>
  applyPlannedChanges(tx, actor, byBalance(changes));

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
  const rows = await allocationsOf(tx, actor, [input.document], {
    state: input.from,
    variantId: input.variantId,
  });
  const steps = plan(rows, input.quantity);
  await applyOccupation(
    tx,
    actor,
    steps.map((step) => transitionChange(step, input.document, input)),
  );
  return steps.reduce((sum, step) => sum + step.quantity, 0);
}

/**
 * The same move for every occupation of many documents at once (a wave's orders going to picking):
 * one read and one ledger statement. Answers the quantity moved per document id.
 */
export async function transitionOccupationOfMany(
  tx: Db,
  actor: TStockActor,
  input: { documents: TStockDocument[]; from: TOccupationState; to: TOccupationState },
): Promise<Map<string, number>> {
  const { changes, moved } = await planTransitionsOfMany(tx, actor, input);
  await applyPlannedChanges(tx, actor, changes);
  return moved;
}

/**
 * The changes that move the documents' occupation from one state to another (their allocation rows locked),
 * for a caller that applies them together with others (allocateMany's `alongside`).
 */
export async function planTransitionsOfMany(
  tx: Db,
  actor: TStockActor,
  input: { documents: TStockDocument[]; from: TOccupationState; to: TOccupationState },
): Promise<{ changes: TStockChange[]; moved: Map<string, number> }> {
  const moved = new Map(input.documents.map((d) => [d.id, 0]));
  if (input.from === input.to || input.documents.length === 0) return { changes: [], moved };
  const byId = new Map(input.documents.map((d) => [d.id, d]));
  const rows = await allocationsOf(tx, actor, input.documents, { state: input.from });
  const changes = rows.map((row) => {
    moved.set(row.documentId, (moved.get(row.documentId) ?? 0) + row.quantity);
    const document = byId.get(row.documentId) as TStockDocument;
    return transitionChange({ balanceId: row.balanceId, quantity: row.quantity }, document, input);
  });
  return { changes: byBalance(changes), moved };
}

const transitionChange = (
  step: { balanceId: string; quantity: number },
  document: TStockDocument,
  move: { from: TOccupationState; to: TOccupationState },
): TStockChange => ({
  balanceId: step.balanceId,
  deltas: { [deltaKey[move.from]]: -step.quantity, [deltaKey[move.to]]: step.quantity },
  reason: "transition",
  document,
});

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
  const rows = await allocationsOf(tx, actor, [input.document], {
    state: input.state,
    variantId: input.variantId,
  });
  rows.sort((a, b) => occupationStates.indexOf(a.state) - occupationStates.indexOf(b.state));
  const changes = plan(rows, input.quantity).map((step) => ({
    balanceId: step.balanceId,
    deltas: { [deltaKey[step.state]]: -step.quantity },
    reason: input.reason,
    document: input.document,
  }));
  await applyOccupation(tx, actor, changes);
}

/** Ships a document's picking occupation: on_hand and picking occupied drop together. */
export async function consumePicked(
  tx: Db,
  actor: TStockActor,
  input: { document: TStockDocument; variantId?: string },
): Promise<void> {
  const rows = await allocationsOf(tx, actor, [input.document], {
    state: "picking",
    variantId: input.variantId,
  });
  await applyOccupation(tx, actor, consumeChanges(rows, [input.document]));
}

/** The same for many documents at once (a shipping notice handed over): one read and one ledger statement. */
export async function consumePickedOfMany(
  tx: Db,
  actor: TStockActor,
  documents: TStockDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  const rows = await allocationsOf(tx, actor, documents, { state: "picking" });
  await applyOccupation(tx, actor, consumeChanges(rows, documents));
}

const consumeChanges = (rows: TAllocation[], documents: TStockDocument[]): TStockChange[] => {
  const byId = new Map(documents.map((d) => [d.id, d]));
  return rows.map((row) => ({
    balanceId: row.balanceId,
    deltas: { onHand: -row.quantity, picking: -row.quantity },
    reason: "ship" as const,
    document: byId.get(row.documentId) as TStockDocument,
  }));
};
