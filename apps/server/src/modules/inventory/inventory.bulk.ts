import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { badRequest } from "../../kernel/errors.ts";
import { applyStockChanges, type TStockChange } from "./inventory.apply.ts";
import type { TStockActor } from "./inventory.balance.ts";
import { InsufficientStock } from "./inventory.errors.ts";
import type { TOnHandChange } from "./inventory.ledger.ts";

/**
 * Many on-hand changes of one document in a fixed number of statements, whatever their number (a count's
 * thousands of approved lines): one query checks every location and SKU, one insert creates the missing
 * balance rows (in one sorted order), one query finds their ids, and the ledger's one statement locks them
 * in ascending id, checks and writes (one stock-log row per change). Nothing is written when a change does
 * not fit the rows as they are then: InsufficientStock (4009), for the caller to word.
 */
export async function changeOnHandSet(tx: Db, actor: TStockActor, changes: TOnHandChange[]): Promise<void> {
  if (changes.length === 0) return;
  for (const c of changes) {
    if (!Number.isInteger(c.delta) || c.delta === 0) throw badRequest("inventory.quantityPositive");
  }
  const p = actor.providerId;
  const input = JSON.stringify(
    changes.map((c, i) => ({
      i,
      w: c.warehouseId,
      l: c.locationId,
      v: c.variantId,
      c: c.customerId,
      b: c.lot?.batch ?? "",
      pd: c.lot?.productionDate || null,
      ed: c.lot?.expiryDate || null,
    })),
  );
  const rows = sql`jsonb_to_recordset(${input}::jsonb) as i(i int, w uuid, l uuid, v uuid, c uuid, b text, pd date, ed date)`;
  const [bad] = rowsOf<{ location_ok: boolean; variant_ok: boolean }>(
    await tx.execute(sql`
      select l.id is not null as location_ok, v.id is not null as variant_ok
        from ${rows}
        left join warehouse_locations l on l.provider_id = ${p} and l.id = i.l and l.warehouse_id = i.w
        left join product_variants v on v.provider_id = ${p} and v.id = i.v and v.customer_id = i.c
       where l.id is null or v.id is null
       limit 1`),
  );
  if (bad && !bad.location_ok)
    throw badRequest("badRequest", { location_id: "inventory.locationNotInWarehouse" });
  if (bad) throw badRequest("badRequest", { variant_id: "inventory.variantNotOwned" });
  // The missing rows, inserted in one fixed order (as changeOnHandMany does), then every row's id.
  await tx.execute(sql`
    insert into stock_balances (provider_id, warehouse_id, variant_id, customer_id, location_id, batch,
           production_date, expiry_date)
    select distinct ${p}::uuid, i.w, i.v, i.c, i.l, i.b, i.pd, i.ed from ${rows}
     order by 2, 5, 3, 4, 6, 7, 8
    on conflict do nothing`);
  const ids = rowsOf<{ i: number; id: string }>(
    await tx.execute(sql`
      select i.i, b.id from ${rows}
        join stock_balances b on b.provider_id = ${p} and b.warehouse_id = i.w and b.location_id = i.l
         and b.variant_id = i.v and b.customer_id = i.c and b.batch = i.b
         and b.production_date is not distinct from i.pd and b.expiry_date is not distinct from i.ed`),
  );
  const idOf = new Map(ids.map((r) => [r.i, r.id]));
  const steps: TStockChange[] = changes.map((c, i) => {
    const balanceId = idOf.get(i);
    if (!balanceId) throw new InsufficientStock();
    return { balanceId, deltas: { onHand: c.delta }, reason: c.reason, document: c.document, note: c.note };
  });
  const applied = await applyStockChanges(tx, actor, steps, { announceLowStock: true });
  if (!applied.applied) throw new InsufficientStock();
}
