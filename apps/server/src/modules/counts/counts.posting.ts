import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { conflict } from "../../kernel/errors.ts";
import { changeOnHandSet, InsufficientStock } from "../inventory/index.ts";
import { type TOrderActor, transitionOrder } from "../orders/index.ts";

/** An approved line: what its count found off at a location (variance = counted - expected). */
export type TVarianceLine = {
  lineId: string;
  planId: string;
  planCode: string;
  warehouseId: string;
  locationId: string;
  locationCode: string;
  variantId: string;
  sku: string;
  customerId: string;
  batch: string;
  variance: number;
};

type TRow = {
  id: string;
  location_id: string;
  variant_id: string;
  customer_id: string;
  batch: string;
  production_date: string | null;
  expiry_date: string | null;
  on_hand: number;
  occupied: number;
};
type TChange = { line: TVarianceLine; row: TRow | null; delta: number };
type TShort = { line: TVarianceLine; balanceId: string; quantity: number };

const lineKey = (l: { locationId: string; variantId: string; customerId: string; batch: string }) =>
  `${l.locationId}|${l.variantId}|${l.customerId}|${l.batch}`;

/**
 * Posts approved variances through the ledger (docs/counts.md "Approval"): a gain goes to the lot holding
 * most of the SKU at the location (a new row when there is none), a loss is taken from what is free first;
 * what the count found missing beyond that was promised to orders, and those orders become exceptions
 * (reason count_short) releasing their hold, so available never goes negative. A loss larger than the
 * location holds now (it shipped since the scan) posts what there is. One ledger call for all the lines.
 * Answers what was posted per line and the orders put into exception.
 */
export async function postVariances(
  tx: Db,
  actor: TOrderActor,
  lines: TVarianceLine[],
  reason: string,
): Promise<{
  posted: Map<string, number>;
  exceptions: { order_id: string; code: string }[];
  changes: number;
}> {
  const rows = await rowsAt(tx, actor.providerId, lines);
  const changes: TChange[] = [];
  const shorts: TShort[] = [];
  for (const line of lines) {
    const here = (rows.get(lineKey(line)) ?? []).sort(
      (a, b) => b.on_hand - a.on_hand || a.id.localeCompare(b.id),
    );
    if (line.variance > 0) {
      changes.push({ line, row: here[0] ?? null, delta: line.variance });
      continue;
    }
    let need = -line.variance;
    const taken = new Map<string, number>();
    for (const r of here) {
      const q = Math.min(need, Math.max(r.on_hand - r.occupied, 0));
      if (q > 0) taken.set(r.id, q);
      need -= q;
    }
    for (const r of here) {
      const q = Math.min(need, r.on_hand - (taken.get(r.id) ?? 0));
      if (q <= 0) continue;
      taken.set(r.id, (taken.get(r.id) ?? 0) + q);
      shorts.push({ line, balanceId: r.id, quantity: q });
      need -= q;
    }
    for (const r of here) {
      const q = taken.get(r.id);
      if (q) changes.push({ line, row: r, delta: -q });
    }
  }
  const exceptions = await raiseShortExceptions(tx, actor, shorts);
  try {
    await changeOnHandSet(
      tx,
      { providerId: actor.providerId, userId: actor.userId },
      changes.map(({ line, row, delta }) => ({
        warehouseId: line.warehouseId,
        locationId: line.locationId,
        variantId: line.variantId,
        customerId: line.customerId,
        lot: {
          batch: line.batch,
          productionDate: row?.production_date ?? null,
          expiryDate: row?.expiry_date ?? null,
        },
        delta,
        reason: delta > 0 ? "count_gain" : "count_loss",
        document: { type: "count", id: line.planId, code: line.planCode },
        note: reason,
      })),
    );
  } catch (error) {
    // Someone took the stock between the read and the ledger's locked check: the user tries again.
    if (error instanceof InsufficientStock) throw conflict("counts.stockChanged");
    throw error;
  }
  const posted = new Map<string, number>();
  for (const c of changes) posted.set(c.line.lineId, (posted.get(c.line.lineId) ?? 0) + c.delta);
  return { posted, exceptions, changes: changes.length };
}

/** The balance rows of every line's location, SKU, owner and lot, with what they hold (one read). */
async function rowsAt(tx: Db, providerId: string, lines: TVarianceLine[]) {
  const input = JSON.stringify(
    lines.map((l) => ({ l: l.locationId, v: l.variantId, c: l.customerId, b: l.batch })),
  );
  const rows = rowsOf<TRow>(
    await tx.execute(sql`
      select distinct b.id, b.location_id, b.variant_id, b.customer_id, b.batch,
             b.production_date::text, b.expiry_date::text, b.on_hand,
             b.draft_occupied + b.unpicked_occupied + b.picking_occupied as occupied
        from jsonb_to_recordset(${input}::jsonb) as i(l uuid, v uuid, c uuid, b text)
        join stock_balances b on b.provider_id = ${providerId} and b.location_id = i.l
         and b.variant_id = i.v and b.customer_id = i.c and b.batch = i.b`),
  );
  const out = new Map<string, TRow[]>();
  for (const r of rows) {
    const key = lineKey({
      locationId: r.location_id,
      variantId: r.variant_id,
      customerId: r.customer_id,
      batch: r.batch,
    });
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

/**
 * The orders holding what the count found missing become exceptions, newest promise first: confirmed
 * orders (unpicked) before those in a wave not yet picked; each releases its whole hold of the SKU (a
 * requeue allocates it again from what there is). Draft reservations are not the floor's to break: 4009.
 */
async function raiseShortExceptions(tx: Db, actor: TOrderActor, shorts: TShort[]) {
  if (shorts.length === 0) return [];
  const holders = rowsOf<{
    balance_id: string;
    order_id: string;
    code: string;
    state: "unpicked" | "picking";
    quantity: number;
  }>(
    await tx.execute(sql`
      select a.balance_id, a.document_id as order_id, o.code, a.state, a.quantity
        from stock_allocations a
        join orders o on o.provider_id = a.provider_id and o.id = a.document_id
       where a.provider_id = ${actor.providerId} and a.document_type = 'order'
         and a.balance_id = any(${uuidArray(shorts.map((s) => s.balanceId))})
         and ((a.state = 'unpicked' and o.status = 'confirmed') or (a.state = 'picking' and o.status = 'in_wave'))
       order by a.state desc, o.confirmed_at desc nulls last, o.id`),
  );
  type TChosen = { code: string; planCode: string; release: Map<string, "unpicked" | "picking"> };
  const chosen = new Map<string, TChosen>();
  for (const short of shorts) {
    let need = short.quantity;
    for (const h of holders) {
      if (need <= 0) break;
      if (h.balance_id !== short.balanceId) continue;
      need -= h.quantity;
      const order = chosen.get(h.order_id) ?? {
        code: h.code,
        planCode: short.line.planCode,
        release: new Map(),
      };
      order.release.set(short.line.variantId, h.state);
      chosen.set(h.order_id, order);
    }
    if (need > 0) {
      throw conflict("counts.heldByDrafts", null, { sku: short.line.sku, location: short.line.locationCode });
    }
  }
  const ids = [...chosen.keys()].sort();
  const held = await heldOf(tx, actor.providerId, ids);
  for (const id of ids) {
    const order = chosen.get(id) as TChosen;
    const reason = `count_short: ${order.planCode}`;
    const release = [...order.release].map(([variantId, state]) => ({
      variantId,
      state,
      quantity: held.get(`${id}|${variantId}|${state}`) ?? 0,
    }));
    await transitionOrder(tx, actor, { orderId: id, action: "mark_exception", reason, release });
  }
  return ids.map((id) => ({ order_id: id, code: chosen.get(id)?.code ?? "" }));
}

/** What each order holds per SKU and state (its whole hold is released with the exception). */
async function heldOf(tx: Db, providerId: string, orderIds: string[]) {
  const rows = rowsOf<{ order_id: string; variant_id: string; state: string; quantity: number }>(
    await tx.execute(sql`
      select document_id as order_id, variant_id, state, sum(quantity)::int as quantity
        from stock_allocations
       where provider_id = ${providerId} and document_type = 'order'
         and document_id = any(${uuidArray(orderIds)})
       group by document_id, variant_id, state`),
  );
  return new Map(rows.map((r) => [`${r.order_id}|${r.variant_id}|${r.state}`, r.quantity]));
}
