import { replenishmentEndpoints as replenishment } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../kernel/db/client.ts";
import { rowsOf } from "../kernel/db/sql-helpers.ts";
import type { THistoryPeople, THistoryPlace } from "./demo-history-floor.ts";

/**
 * Pick faces in the demo (docs/replenishment.md), set today through the API: up to three SKUs with stock in
 * the bulk zone get a face at the pick location holding them (else at an empty pick bin of the last shelf),
 * their minimum above what is free there, so a replenishment is made for each; the operator has done the
 * first one by scan, the others wait.
 */
export async function demoReplenishment(db: Db, who: THistoryPeople, place: THistoryPlace) {
  const faces = rowsOf<{ sku: string; location: string; free: number }>(
    await db.execute(sql`
      with stored as (
        select b.variant_id, sum(b.on_hand - b.draft_occupied - b.unpicked_occupied - b.picking_occupied)::int as free
          from stock_balances b join warehouse_locations l on l.provider_id = b.provider_id and l.id = b.location_id
         where b.provider_id = ${place.providerId} and b.warehouse_id = ${place.warehouseId} and l.type = 'storage'
         group by b.variant_id having sum(b.on_hand - b.draft_occupied - b.unpicked_occupied - b.picking_occupied) > 0
      ), spare as (
        select l.code, row_number() over (order by l.walk_sequence desc) as n from warehouse_locations l
         where l.provider_id = ${place.providerId} and l.warehouse_id = ${place.warehouseId} and l.type = 'pick'
           and not exists (select 1 from stock_balances b where b.provider_id = l.provider_id and b.location_id = l.id and b.on_hand > 0)
      ), chosen as (
        select s.variant_id, row_number() over (order by v.sku) as n,
               (select l.code from stock_balances b join warehouse_locations l on l.provider_id = b.provider_id and l.id = b.location_id
                 where b.provider_id = ${place.providerId} and b.variant_id = s.variant_id and l.type = 'pick' and b.on_hand > 0
                 order by b.on_hand limit 1) as pick,
               (select coalesce(sum(b.on_hand - b.draft_occupied - b.unpicked_occupied - b.picking_occupied), 0)::int
                  from stock_balances b join warehouse_locations l on l.provider_id = b.provider_id and l.id = b.location_id
                 where b.provider_id = ${place.providerId} and b.variant_id = s.variant_id and l.type = 'pick') as free,
               v.sku
          from stored s join product_variants v on v.provider_id = ${place.providerId} and v.id = s.variant_id
      )
      select c.sku, coalesce(c.pick, sp.code) as location, c.free
        from chosen c left join spare sp on sp.n = c.n
       where coalesce(c.pick, sp.code) is not null
       order by c.sku limit 3`),
  );
  for (const f of faces) {
    await who.provider(replenishment.saveFace, {
      warehouse_id: place.warehouseId,
      location_code: f.location,
      sku: f.sku,
      min_quantity: f.free + 5,
      max_quantity: f.free + 25,
    });
  }
  if (faces.length === 0) return;
  await who.operator(replenishment.run, { warehouse_id: place.warehouseId });
  const open = await who.operator(replenishment.list, {
    warehouse_id: place.warehouseId,
    status: "open",
    page_size: 10,
    cur_page: 1,
  });
  const first = open.list.at(-1);
  if (!first) return;
  await who.operator(replenishment.confirm, {
    task_id: first.id,
    from_location_code: first.from_location_code,
    code: first.sku,
    to_location_code: first.to_location_code,
    quantity: first.quantity,
  });
}
