import type { TPartitionListQuery, TShelfListQuery, TWarehouseListQuery } from "@wms/contracts";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { findTenantRow, firstOrNull, matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import {
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
} from "./warehouses.tables.ts";

/** SQL of warehouses, zones and shelves (locations: warehouses.locations.repository.ts). */

// ---------------------------------------------------------------- warehouses

export type TWarehouseRow = typeof warehouses.$inferSelect;

const warehouseSorts = {
  code: warehouses.code,
  name: warehouses.name,
  country: warehouses.country,
  created_at: warehouses.createdAt,
} as const;

export function listWarehouses(db: Db, providerId: string, q: TWarehouseListQuery) {
  return listPage(
    db,
    {
      from: warehouses,
      where: [
        eq(warehouses.providerId, providerId),
        filterEq(warehouses.status, q.status),
        filterEq(warehouses.country, q.country),
      ],
      keyword: [
        warehouses.code,
        warehouses.name,
        warehouses.city,
        warehouses.address,
        warehouses.contactName,
      ],
      sorts: warehouseSorts,
      id: warehouses.id,
    },
    q,
  );
}

export function findWarehouse(db: Db, providerId: string, id: string) {
  return findTenantRow(db, warehouses, providerId, id);
}

/** The warehouses of one provider among ids (for selections). */
export function findWarehousesByIds(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as TWarehouseRow[]);
  return db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), inArray(warehouses.id, ids)));
}

// ---------------------------------------------------------------- partitions

const partitionColumns = {
  id: warehousePartitions.id,
  warehouseId: warehousePartitions.warehouseId,
  warehouseCode: warehouses.code,
  code: warehousePartitions.code,
  name: warehousePartitions.name,
  status: warehousePartitions.status,
  remark: warehousePartitions.remark,
  createdAt: warehousePartitions.createdAt,
  updatedAt: warehousePartitions.updatedAt,
  shelfCount: sql<number>`(select count(*)::int from ${warehouseShelves} s
    where s.provider_id = ${warehousePartitions.providerId} and s.partition_id = ${warehousePartitions.id})`,
  locationCount: sql<number>`(select count(*)::int from ${warehouseLocations} l
    where l.provider_id = ${warehousePartitions.providerId} and l.partition_id = ${warehousePartitions.id})`,
};

/** Zones with their warehouse's code and their shelf and location counts (lists and details). */
const selectPartitions = (db: Db) =>
  db
    .select(partitionColumns)
    .from(warehousePartitions)
    .innerJoin(
      warehouses,
      tenantRow(warehouses, warehousePartitions.providerId, warehousePartitions.warehouseId),
    );

const partitionSorts = {
  code: warehousePartitions.code,
  name: warehousePartitions.name,
  created_at: warehousePartitions.createdAt,
} as const;

export function listPartitions(db: Db, providerId: string, q: TPartitionListQuery) {
  return listPage(
    db,
    {
      select: selectPartitions(db),
      from: warehousePartitions,
      where: [
        eq(warehousePartitions.providerId, providerId),
        filterEq(warehousePartitions.warehouseId, q.warehouse_id),
        filterEq(warehousePartitions.status, q.status),
      ],
      keyword: [warehousePartitions.code, warehousePartitions.name],
      sorts: partitionSorts,
      id: warehousePartitions.id,
    },
    q,
  );
}

export function findPartition(db: Db, providerId: string, id: string) {
  return firstOrNull(selectPartitions(db).where(tenantRow(warehousePartitions, providerId, id)));
}

// ---------------------------------------------------------------- shelves

const shelfColumns = {
  id: warehouseShelves.id,
  warehouseId: warehouseShelves.warehouseId,
  partitionId: warehouseShelves.partitionId,
  partitionCode: warehousePartitions.code,
  code: warehouseShelves.code,
  name: warehouseShelves.name,
  remark: warehouseShelves.remark,
  createdAt: warehouseShelves.createdAt,
  updatedAt: warehouseShelves.updatedAt,
  locationCount: sql<number>`(select count(*)::int from ${warehouseLocations} l
    where l.provider_id = ${warehouseShelves.providerId} and l.shelf_id = ${warehouseShelves.id})`,
};

/** Shelves with their zone's code and their location count (lists and details). */
const selectShelves = (db: Db) =>
  db
    .select(shelfColumns)
    .from(warehouseShelves)
    .innerJoin(
      warehousePartitions,
      tenantRow(warehousePartitions, warehouseShelves.providerId, warehouseShelves.partitionId),
    );

/** By code: the zone's code first, then the shelf's. */
const shelfSorts = {
  code: [warehousePartitions.code, warehouseShelves.code],
  created_at: warehouseShelves.createdAt,
} as const;

export function listShelves(db: Db, providerId: string, q: TShelfListQuery) {
  return listPage(
    db,
    {
      select: selectShelves(db),
      from: warehouseShelves,
      where: [
        eq(warehouseShelves.providerId, providerId),
        filterEq(warehouseShelves.warehouseId, q.warehouse_id),
        filterEq(warehouseShelves.partitionId, q.partition_id),
      ],
      keyword: [warehouseShelves.code, warehouseShelves.name],
      sorts: shelfSorts,
      id: warehouseShelves.id,
    },
    q,
  );
}

export function findShelf(db: Db, providerId: string, id: string) {
  return firstOrNull(selectShelves(db).where(tenantRow(warehouseShelves, providerId, id)));
}

export function shelvesOfPartition(db: Db, providerId: string, partitionId: string, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: warehouseShelves.id, code: warehouseShelves.code })
    .from(warehouseShelves)
    .where(
      and(matches(warehouseShelves, { providerId, partitionId }), inArray(warehouseShelves.code, codes)),
    );
}

/** Serialises location numbering per warehouse for the rest of the transaction. */
export async function lockWarehouse(db: Db, providerId: string, warehouseId: string) {
  await db.execute(
    sql`select id from ${warehouses} where provider_id = ${providerId} and id = ${warehouseId} for update`,
  );
}

/** How many rows of a table have parentColumn = id (containment checks before deletes). */
export async function countChildren(
  db: Db,
  table: typeof warehousePartitions | typeof warehouseShelves | typeof warehouseLocations,
  providerColumn: PgColumn,
  parentColumn: PgColumn,
  providerId: string,
  id: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(providerColumn, providerId), eq(parentColumn, id)));
  return row?.n ?? 0;
}

export type TPartitionRow = NonNullable<Awaited<ReturnType<typeof findPartition>>>;
export type TShelfRow = NonNullable<Awaited<ReturnType<typeof findShelf>>>;
