import { countsEndpoints as counts } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../kernel/db/client.ts";
import { rowsOf } from "../kernel/db/sql-helpers.ts";
import type { THistoryPeople, THistoryPlace } from "./demo-history-floor.ts";
import type { THistoryClock } from "./history-clock.ts";

/**
 * Cycle counts in the demo month (docs/counts.md), worked through the API as the users would: mid-month the
 * bulk zone is counted, one location found a unit short, recounted by the provider and approved; today a
 * count of the first pick shelves is under way (two locations accurate, one waiting for a recount, one
 * waiting for review, the rest to count). What the operator finds on a shelf is what the ledger's snapshot
 * says, off by `off` units on the first line where the demo wants a variance.
 */
export function demoCounts(
  db: Db,
  who: THistoryPeople,
  place: THistoryPlace,
  clock: THistoryClock,
  dayAt: (daysAgo: number, hour: number, minute?: number) => Date,
  days: number,
) {
  const zoneDay = Math.max(1, Math.ceil(days * 0.5));

  /** Scans a location and submits what is on its shelf (`off` units off on its first SKU, when it has one). */
  async function count(by: THistoryPeople["operator"], planId: string, location: string, off = 0) {
    const task = await by(counts.scan, { plan_id: planId, location_code: location });
    const shelf = rowsOf<{ sku: string; batch: string; expected: number }>(
      await db.execute(sql`
        select v.sku, l.batch, l.expected from count_lines l
          join product_variants v on v.provider_id = l.provider_id and v.id = l.variant_id
         where l.task_id = ${task.id} and l.round = ${task.round} order by v.sku`),
    );
    const lines = shelf.map((s, i) => ({
      code: s.sku,
      batch: s.batch,
      quantity: Math.max(0, s.expected + (i === 0 ? off : 0)),
    }));
    return by(counts.submit, { task_id: task.id, lines });
  }

  /** The plan's locations in walk order, those holding stock first when asked. */
  const locationsOf = async (planId: string) =>
    rowsOf<{ code: string; stocked: boolean }>(
      await db.execute(sql`
        select l.code, exists (select 1 from stock_balances b
                                where b.provider_id = l.provider_id and b.location_id = l.id and b.on_hand > 0) as stocked
          from count_tasks t join warehouse_locations l on l.provider_id = t.provider_id and l.id = t.location_id
         where t.plan_id = ${planId} order by t.walk, t.seq`),
    );

  return {
    async endOfDay(daysAgo: number) {
      if (daysAgo !== zoneDay) return;
      await clock.at(dayAt(daysAgo, 16), async () => {
        const zone = rowsOf<{ id: string }>(
          await db.execute(sql`select id from warehouse_partitions
            where provider_id = ${place.providerId} and warehouse_id = ${place.warehouseId} and code = 'B'`),
        )[0];
        if (!zone) return;
        const plan = await who.provider(counts.createPlan, {
          warehouse_id: place.warehouseId,
          kind: "zone",
          zone_id: zone.id,
          skus: [],
          walk_size: 40,
          note: "Monthly count of the bulk zone",
        });
        const locations = await locationsOf(plan.id);
        const short = locations.find((l) => l.stocked)?.code;
        for (const l of locations) await count(who.operator, plan.id, l.code, l.code === short ? -1 : 0);
        if (!short) return;
        const recounted = await count(who.provider, plan.id, short, -1);
        await who.provider(counts.approve, {
          task_ids: [recounted.id],
          reason: "Monthly count: a carton was opened",
        });
      });
    },
    async today() {
      const plan = await who.provider(counts.createPlan, {
        warehouse_id: place.warehouseId,
        kind: "locations",
        from_location: "A-01-01",
        to_location: "A-02-03",
        skus: [],
        walk_size: 3,
        note: "Pick faces of shelves A-01 and A-02",
      });
      const stocked = (await locationsOf(plan.id)).filter((l) => l.stocked).map((l) => l.code);
      const [first, second, short, over] = stocked;
      if (first) await count(who.operator, plan.id, first);
      if (second) await count(who.operator, plan.id, second);
      if (short) await count(who.operator, plan.id, short, -1);
      if (over) {
        await count(who.operator, plan.id, over, 1);
        await count(who.provider, plan.id, over, 1);
      }
    },
  };
}
