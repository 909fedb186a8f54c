import type { TWaveStrategyListQuery } from "@wms/contracts";
import { and, asc, count, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { listPage } from "../../kernel/db/list-query.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
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
        q.kind ? eq(waveStrategies.kind, q.kind) : undefined,
        q.enabled === undefined ? undefined : eq(waveStrategies.enabled, q.enabled),
        q.warehouse_id ? eq(waveStrategies.warehouseId, q.warehouse_id) : undefined,
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
        eq(waveStrategies.providerId, providerId),
        eq(waveStrategies.enabled, q.enabled),
        q.kind ? eq(waveStrategies.kind, q.kind) : undefined,
        q.warehouse_id
          ? or(isNull(waveStrategies.warehouseId), eq(waveStrategies.warehouseId, q.warehouse_id))
          : undefined,
      ),
    )
    .orderBy(asc(waveStrategies.name))
    .limit(200);
}

export function findWaveStrategy(db: Db, providerId: string, id: string) {
  return db
    .select()
    .from(waveStrategies)
    .where(tenantRow(waveStrategies, providerId, id))
    .limit(1)
    .then((r) => r[0]);
}

export async function waveStrategiesOfWarehouse(db: Db, providerId: string, warehouseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(waveStrategies)
    .where(and(eq(waveStrategies.providerId, providerId), eq(waveStrategies.warehouseId, warehouseId)));
  return row?.n ?? 0;
}
