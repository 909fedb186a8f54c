import type { TOccupationState, TStockReason } from "@wms/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { badRequest } from "../../kernel/errors.ts";
import { productVariants } from "../products/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import { applyPlannedChanges, applyStockChanges, type TStockChange } from "./inventory.apply.ts";
import {
  availableOf,
  deltaKey,
  type TBalance,
  type TStockActor,
  type TStockDocument,
  type TStockLot,
} from "./inventory.balance.ts";
import { balanceLocation, pickableStockOf } from "./inventory.bins.ts";
import { InsufficientStock } from "./inventory.errors.ts";
import { stockBalances } from "./inventory.tables.ts";

/**
 * The inventory ledger: the only code that changes stock_balances. Every function runs in the caller's
 * transaction, plans its changes here and writes them with applyStockChanges (inventory.apply.ts): one
 * statement, one stock_logs row per balance-row change (see docs/inventory.md). Every writer locks the
 * balance rows it will change in ascending balance id before changing any (one global order), so ledger
 * calls never deadlock each other.
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
  const running = await lockBalances(tx, actor.providerId, ids);
  // Every row is locked now: plan the changes in the document's line order on the rows as they are.
  const results: TOnHandResult[] = [];
  const steps: TStockChange[] = [];
  for (const [index, input] of changes.entries()) {
    const id = ids[index] as string;
    const row = running.get(id);
    if (!row) throw lineError(new InsufficientStock(), index);
    const after = { ...row, onHand: row.onHand + input.delta };
    if (availableOf(after) < 0) {
      const shortage = { variant_id: input.variantId, requested: -input.delta, available: availableOf(row) };
      throw lineError(new InsufficientStock(shortage), index);
    }
    running.set(id, after);
    const { reason, document, note } = input;
    steps.push({ balanceId: id, deltas: { onHand: input.delta }, reason, document, note });
    results.push({ balanceId: id, onHand: after.onHand, available: availableOf(after) });
  }
  await applyPlannedChanges(tx, actor, steps);
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

/** A location of the warehouse (id and status), or undefined when the id names none of its locations. */
export async function findWarehouseLocation(
  tx: Db,
  providerId: string,
  warehouseId: string,
  locationId: string,
) {
  const [location] = await tx
    .select({ id: warehouseLocations.id, status: warehouseLocations.status, type: warehouseLocations.type })
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

export type TAllocationRequest = {
  warehouseId: string;
  customerId: string;
  state: "draft" | "unpicked";
  lines: { variantId: string; quantity: number }[];
  document: TStockDocument;
};
export type TAllocated = { balanceId: string; variantId: string; locationId: string; quantity: number };
/** Per request: what it took, or why it took nothing. */
export type TAllocationOutcome = { allocations: TAllocated[] } | { error: InsufficientStock };

/**
 * Occupies stock for a document: FEFO when lots have expiry dates, else FIFO (inbound time), across the
 * warehouse's enabled pick/storage locations; all-or-nothing (4009 with { variant_id, requested, available }).
 */
export async function allocate(tx: Db, actor: TStockActor, input: TAllocationRequest) {
  const [outcome] = await allocateMany(tx, actor, [input]);
  if (!outcome || "error" in outcome) throw outcome?.error ?? new InsufficientStock();
  return outcome;
}

/**
 * Occupies stock for many documents in one go (a batch of orders confirmed together), each all-or-nothing
 * in the order given: a document that finds too little takes nothing and gets its shortage, the others go
 * on. Plans on the candidate rows as last committed, without locks, and applies in one statement that locks
 * them in ascending id and applies only if the plan still fits; when it does not (someone took stock
 * meanwhile) or something looked short, plans again on the same rows locked, which are then current.
 * A hot SKU is so locked for one statement and the commit (benchmarks: allocation).
 */
export async function allocateMany(
  tx: Db,
  actor: TStockActor,
  requests: TAllocationRequest[],
  /** Changes already planned on locked allocation rows that change no available (reservations confirmed), applied in the same statement. */
  alongside: TStockChange[] = [],
): Promise<TAllocationOutcome[]> {
  const demands = requests.map((r) => demandOf(r.lines));
  if (demands.every((d) => d.size === 0)) {
    await applyPlannedChanges(tx, actor, alongside);
    return requests.map(() => ({ allocations: [] }));
  }
  const keys = requests.flatMap((r, i) =>
    [...(demands[i] as Map<string, number>).keys()].map((variantId) => ({
      warehouseId: r.warehouseId,
      customerId: r.customerId,
      variantId,
    })),
  );
  const seen = await pickableRows(tx, actor.providerId, keys, false);
  const optimistic = planAllocations(requests, demands, seen);
  if (optimistic.every((o) => !("error" in o))) {
    const changes = [...alongside, ...allocationChanges(requests, optimistic)];
    const applied = await applyStockChanges(tx, actor, changes, {
      alsoLock: seen.map((b) => b.id),
      announceLowStock: true,
    });
    if (applied.applied) return optimistic;
  }
  // Lock every row this may touch in ascending id before reading them again; only a candidate row created
  // since the first read is locked out of that order (the transaction retry covers that rare deadlock).
  await lockBalances(tx, actor.providerId, [...seen.map((b) => b.id), ...alongside.map((c) => c.balanceId)]);
  const current = await pickableRows(tx, actor.providerId, keys, true);
  const outcomes = planAllocations(requests, demands, current);
  await applyPlannedChanges(tx, actor, [...alongside, ...allocationChanges(requests, outcomes)], {
    announceLowStock: true,
  });
  return outcomes;
}

function demandOf(lines: TAllocationRequest["lines"]): Map<string, number> {
  const demand = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      throw badRequest("inventory.quantityPositive");
    demand.set(line.variantId, (demand.get(line.variantId) ?? 0) + line.quantity);
  }
  return demand;
}

/** The rows stock can be allocated from for these (warehouse, owner, variant) keys, in ascending id. */
function pickableRows(
  tx: Db,
  providerId: string,
  keys: { warehouseId: string; customerId: string; variantId: string }[],
  lock: boolean,
): Promise<TBalance[]> {
  const query = tx
    .select({ balance: stockBalances })
    .from(stockBalances)
    .innerJoin(warehouseLocations, balanceLocation)
    .where(pickableStockOf(providerId, keys))
    .orderBy(asc(stockBalances.id));
  // Named: parsed and planned once per connection (the hot allocation runs it on every call).
  const prepared = lock
    ? query.for("update", { of: stockBalances }).prepare("inventory_pickable_rows_locked")
    : query.prepare("inventory_pickable_rows");
  return prepared.execute().then((rows) => rows.map((r) => r.balance));
}

/** Each request in turn on what the ones before it left: FEFO takes, or the first shortage. */
function planAllocations(
  requests: TAllocationRequest[],
  demands: Map<string, number>[],
  rows: TBalance[],
): TAllocationOutcome[] {
  const left = new Map(rows.map((b) => [b.id, availableOf(b)]));
  // Each (warehouse, owner, variant)'s rows in FEFO order, grouped once for every request.
  const keyOf = (warehouseId: string, customerId: string, variantId: string) =>
    `${warehouseId}|${customerId}|${variantId}`;
  const candidates = new Map<string, TBalance[]>();
  for (const b of [...rows].sort(fefo)) {
    const key = keyOf(b.warehouseId, b.customerId, b.variantId);
    const list = candidates.get(key);
    if (list) list.push(b);
    else candidates.set(key, [b]);
  }
  return requests.map((request, i) => {
    const takes: TAllocated[] = [];
    const taken = new Map<string, number>();
    for (const [variantId, requested] of [...(demands[i] ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
      const from = candidates.get(keyOf(request.warehouseId, request.customerId, variantId)) ?? [];
      let need = requested;
      for (const b of from) {
        if (need === 0) break;
        const q = Math.min(need, (left.get(b.id) ?? 0) - (taken.get(b.id) ?? 0));
        if (q <= 0) continue;
        takes.push({ balanceId: b.id, variantId, locationId: b.locationId, quantity: q });
        taken.set(b.id, (taken.get(b.id) ?? 0) + q);
        need -= q;
      }
      if (need > 0) {
        const available = from.reduce((sum, b) => sum + Math.max(0, left.get(b.id) ?? 0), 0);
        return { error: new InsufficientStock({ variant_id: variantId, requested, available }) };
      }
    }
    for (const [id, q] of taken) left.set(id, (left.get(id) ?? 0) - q);
    return { allocations: takes };
  });
}

function allocationChanges(requests: TAllocationRequest[], outcomes: TAllocationOutcome[]): TStockChange[] {
  return outcomes.flatMap((outcome, i) => {
    const request = requests[i] as TAllocationRequest;
    if ("error" in outcome) return [];
    return [...outcome.allocations]
      .sort((a, b) => a.balanceId.localeCompare(b.balanceId))
      .map((take) => ({
        balanceId: take.balanceId,
        deltas: { [deltaKey[request.state]]: take.quantity },
        reason: "allocate" as const,
        document: request.document,
      }));
  });
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
export {
  consumePicked,
  consumePickedOfMany,
  releaseOccupation,
  transitionOccupation,
} from "./inventory.occupation.ts";
export type { TOccupationState, TStockReason };
