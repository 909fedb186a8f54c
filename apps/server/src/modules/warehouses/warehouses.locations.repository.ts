import type { TLocationListQuery } from "@wms/contracts";
import { and, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import {
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
} from "./warehouses.tables.ts";

/** SQL of storage locations, with their warehouse, zone and shelf codes. */

const locationColumns = {
  id: warehouseLocations.id,
  warehouseId: warehouseLocations.warehouseId,
  warehouseCode: warehouses.code,
  partitionId: warehouseLocations.partitionId,
  partitionCode: warehousePartitions.code,
  shelfId: warehouseLocations.shelfId,
  shelfCode: warehouseShelves.code,
  code: warehouseLocations.code,
  type: warehouseLocations.type,
  walkSequence: warehouseLocations.walkSequence,
  status: warehouseLocations.status,
  remark: warehouseLocations.remark,
  createdAt: warehouseLocations.createdAt,
  updatedAt: warehouseLocations.updatedAt,
};

const locationSorts = {
  code: warehouseLocations.code,
  walk_sequence: warehouseLocations.walkSequence,
  type: warehouseLocations.type,
  created_at: warehouseLocations.createdAt,
} as const;

function selectLocations(db: Db) {
  return db
    .select(locationColumns)
    .from(warehouseLocations)
    .innerJoin(
      warehouses,
      tenantRow(warehouses, warehouseLocations.providerId, warehouseLocations.warehouseId),
    )
    .leftJoin(
      warehousePartitions,
      tenantRow(warehousePartitions, warehouseLocations.providerId, warehouseLocations.partitionId),
    )
    .leftJoin(
      warehouseShelves,
      tenantRow(warehouseShelves, warehouseLocations.providerId, warehouseLocations.shelfId),
    );
}

export function listLocations(db: Db, providerId: string, q: TLocationListQuery) {
  return listPage(
    db,
    {
      select: selectLocations(db),
      from: warehouseLocations,
      where: [
        eq(warehouseLocations.providerId, providerId),
        filterEq(warehouseLocations.warehouseId, q.warehouse_id),
        filterEq(warehouseLocations.partitionId, q.partition_id),
        filterEq(warehouseLocations.shelfId, q.shelf_id),
        filterEq(warehouseLocations.type, q.type),
        filterEq(warehouseLocations.status, q.status),
      ],
      keyword: [warehouseLocations.code, warehouseLocations.remark],
      sorts: locationSorts,
      ties: [warehouseLocations.code],
      id: warehouseLocations.id,
    },
    q,
  );
}

export function findLocation(db: Db, providerId: string, id: string) {
  return selectLocations(db)
    .where(tenantRow(warehouseLocations, providerId, id))
    .limit(1)
    .then((r) => r[0]);
}

/** Which of these codes already exist in the warehouse. */
export async function existingLocationCodes(
  db: Db,
  providerId: string,
  warehouseId: string,
  codes: string[],
) {
  const found: string[] = [];
  // Bounded chunks keep the parameter list small.
  for (let i = 0; i < codes.length; i += 1000) {
    const chunk = codes.slice(i, i + 1000);
    const rows = await db
      .select({ code: warehouseLocations.code })
      .from(warehouseLocations)
      .where(
        and(
          matches(warehouseLocations, { providerId, warehouseId }),
          inArray(warehouseLocations.code, chunk),
        ),
      );
    for (const r of rows) found.push(r.code);
  }
  return found.sort();
}

/** The highest walk sequence of the warehouse (0 when it has no location). */
export async function lastWalkSequence(db: Db, providerId: string, warehouseId: string) {
  const [row] = await db
    .select({ n: max(warehouseLocations.walkSequence) })
    .from(warehouseLocations)
    .where(
      and(eq(warehouseLocations.providerId, providerId), eq(warehouseLocations.warehouseId, warehouseId)),
    );
  return row?.n ?? 0;
}

export type TLocationRow = NonNullable<Awaited<ReturnType<typeof findLocation>>>;
