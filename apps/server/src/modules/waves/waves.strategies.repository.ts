import type { TWaveStrategyListQuery } from "@wms/contracts";
import { and, asc, count, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { findTenantRow, matches } from "../../kernel/db/sql-helpers.ts";
import { waveStrategies } from "./waves.tables.ts";

/** SQL of wave strategies: every query is bounded by the provider. */

const waveSorts = {
  name: waveStrategies.name,
  kind: waveStrategies.kind,
  created_at: waveStrategies.createdAt,
} as const;

export function listWaveStrategies(db: Db, providerId: string, q: TWaveStrategyListQuery) {
  return listPage(
    db,
    {
      from: waveStrategies,
      where: [
        eq(waveStrategies.providerId, providerId),
        filterEq(waveStrategies.kind, q.kind),
        q.enabled === undefined ? undefined : eq(waveStrategies.enabled, q.enabled),
        filterEq(waveStrategies.warehouseId, q.warehouse_id),
      ],
      keyword: [waveStrategies.name, waveStrategies.remark],
      sorts: waveSorts,
      id: waveStrategies.id,
    },
    q,
  );
}

/** The strategies usable for a warehouse: its own plus those for every warehouse. Bounded. */
export function specificWaveStrategies(
  db: Db,
  providerId: string,
  q: { warehouse_id?: string; kind?: (typeof waveStrategies.$inferSelect)["kind"]; enabled: boolean },
) {
  return db
    .select()
    .from(waveStrategies)
    .where(
      and(
        matches(waveStrategies, { providerId, enabled: q.enabled }),
        filterEq(waveStrategies.kind, q.kind),
        q.warehouse_id
          ? or(isNull(waveStrategies.warehouseId), eq(waveStrategies.warehouseId, q.warehouse_id))
          : undefined,
      ),
    )
    .orderBy(asc(waveStrategies.name))
    .limit(200);
}

export function findWaveStrategy(db: Db, providerId: string, id: string) {
  return findTenantRow(db, waveStrategies, providerId, id);
}

export async function waveStrategiesOfWarehouse(db: Db, providerId: string, warehouseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(waveStrategies)
    .where(and(eq(waveStrategies.providerId, providerId), eq(waveStrategies.warehouseId, warehouseId)));
  return row?.n ?? 0;
}
